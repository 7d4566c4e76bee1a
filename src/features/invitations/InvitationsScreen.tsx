/**
 * /invitations (issue 5): the invitations the player received (accept, decline) and, for a manager
 * or co-manager, those their team sent (cancel). The box is in the URL (?box=received|sent, and
 * ?page=), so a link reproduces the view. Whether the player is on a team, and their role in it, come
 * from the shared GET /api/me: accepting is unavailable while they are on one, and it says why.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { INVITATION_BOXES, type InvitationBox } from '@/api/contracts/invitations'
import { Tabs } from '@/components/Tabs'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { InvitationBoxSkeleton, InvitationList } from './InvitationList'
import { NarrowPage } from '@/components/NarrowPage'

const MANAGING_ROLES = new Set(['manager', 'co-manager'])

const isBox = (value: string | null): value is InvitationBox =>
  INVITATION_BOXES.includes(value as InvitationBox)

export function InvitationsScreen() {
  const { t } = useTranslation('invitations')
  const [searchParams, setSearchParams] = useSearchParams()
  const me = useGetMeQuery()
  const team = me.data?.team ?? null
  const myTeam = team ? { id: team.id, name: team.name } : null
  const manages = team !== null && MANAGING_ROLES.has(team.role)
  const boxParam = searchParams.get('box')
  const box: InvitationBox = manages && isBox(boxParam) ? boxParam : 'received'

  const chooseBox = (next: InvitationBox) =>
    setSearchParams((params) => {
      params.set('box', next)
      params.delete('page')
      return params
    })

  let body
  if (me.isLoading) {
    body = <InvitationBoxSkeleton />
  } else if (manages) {
    body = (
      <Tabs
        label={t('boxes.label')}
        value={box}
        onValueChange={chooseBox}
        items={INVITATION_BOXES.map((value) => ({
          value,
          label: t(`boxes.${value}`),
          content: <InvitationList box={value} myTeam={myTeam} />,
        }))}
      />
    )
  } else {
    // A player who manages no team has only the received box: no tabs.
    body = <InvitationList box="received" myTeam={myTeam} />
  }

  return (
    <NarrowPage title={t('title')} lead={manages ? t('leadManager') : t('lead')}>
      {body}
    </NarrowPage>
  )
}

export default InvitationsScreen
