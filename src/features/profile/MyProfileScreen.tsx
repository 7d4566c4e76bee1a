/**
 * /profile (issue 5): the signed-in player's own profile as others see it (GET /api/players/:myId,
 * through PlayerProfileView), with their own actions (edit profile, social links, avatar) and, under
 * the header, what only they see: their email and prompts for what the profile lacks. The email
 * comes from the shared GET /api/me, so a change anywhere shows here at once.
 */
import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import { useAppSelector } from '@/session/hooks'
import { ErrorState } from '@/components/ErrorState'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { selectUser } from '@/session/authSlice'
import { MyProfileActions, MyProfilePrivate } from './MyProfilePrivate'
import { PlayerProfileView } from './PlayerProfileView'
import { MyProfilePrivateSkeleton, ProfileSkeleton } from './ProfileSkeleton'
import { useGetPlayerProfileQuery } from '@/api/endpoints/profileApi'
import detailStyles from '@/components/DetailPage.module.css'

export function MyProfileScreen() {
  const { t } = useTranslation('profile')
  const myId = useAppSelector(selectUser)?.id ?? null
  const me = useGetMeQuery()
  const profile = useGetPlayerProfileQuery(myId === null ? skipToken : { id: myId, viewerId: myId })

  if (me.data && profile.data) {
    return (
      <PlayerProfileView profile={profile.data} actions={<MyProfileActions />}>
        <MyProfilePrivate me={me.data} />
      </PlayerProfileView>
    )
  }
  const failed = (me.isError && !me.isFetching) || (profile.isError && !profile.isFetching)
  if (!failed) {
    return (
      <ProfileSkeleton label={t('loading')}>
        <MyProfilePrivateSkeleton />
      </ProfileSkeleton>
    )
  }
  return (
    <div className={detailStyles.page}>
      <ErrorState
        message={serverMessage(profile.error ?? me.error) ?? t('error')}
        onRetry={() => {
          if (me.isError) void me.refetch()
          if (profile.isError) void profile.refetch()
        }}
      />
    </div>
  )
}

export default MyProfileScreen
