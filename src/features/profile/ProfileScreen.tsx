/**
 * /profile/:id (issue 4): a player's public profile. The id comes from the route; an id that is not a
 * positive integer, or that the server does not know (404), is the not-found state. The body is
 * PlayerProfileView, which /profile (the signed-in player's own) reuses with its own actions.
 */
import { useTranslation } from 'react-i18next'
import { parsePathId } from '@/api/contracts/pathId'
import { useParams } from 'react-router'
import { useAppSelector } from '@/session/hooks'
import { isNotFound } from '@/api/errors'
import { DetailPending } from '@/components/DetailPending'
import { selectUser } from '@/session/authSlice'
import { PlayerProfileView } from './PlayerProfileView'
import { ProfileActions } from './ProfileActions'
import { ProfileSkeleton } from './ProfileSkeleton'
import { useGetPlayerProfileQuery } from '@/api/endpoints/profileApi'

export function ProfileScreen() {
  const { t } = useTranslation('profile')
  const params = useParams()
  const id = parsePathId(params.id)
  const viewerId = useAppSelector(selectUser)?.id ?? null
  const result = useGetPlayerProfileQuery({ id: id ?? 0, viewerId }, { skip: id === null })

  // A 404 on a refetch wins over the data kept from before (the player is gone).
  if (id === null || !result.data || isNotFound(result.error)) {
    return (
      <DetailPending
        result={result}
        invalidAddress={id === null}
        notFound={{ ...t('notFound', { returnObjects: true }), backTo: '/players' }}
        loading={<ProfileSkeleton label={t('loading')} />}
        error={t('error')}
      />
    )
  }
  // Keyed by player: another profile starts afresh (no "Invitation sent" carried over, tables closed).
  return (
    <PlayerProfileView
      key={result.data.id}
      profile={result.data}
      actions={<ProfileActions profile={result.data} />}
    />
  )
}

export default ProfileScreen
