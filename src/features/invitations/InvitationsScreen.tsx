/**
 * /invitations (issues 5 and 17): the invitations the player received (accept, decline) with the
 * requests to join they sent (withdraw); for a manager or co-manager, tabs for those their team sent
 * (cancel) and the requests to join their team (accept, decline). The box is in the URL
 * (?box=received|sent|requests, ?page= and ?requestsPage=), so a link reproduces the view. Whether the player is on a team, and their role in it, come
 * from the shared GET /api/me: accepting is unavailable while they are on one, and it says why.
 */
import { useTranslation } from 'react-i18next'
import type { ReactNode } from 'react'
import { INVITATION_BOXES } from '@/api/contracts/league'
import { isOneOf } from '@/api/contracts/oneOf'
import { Tabs } from '@/components/Tabs'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { InvitationBoxSkeleton, InvitationList } from './InvitationList'
import { NarrowPage } from '@/components/NarrowPage'
import { useSearchParams } from '@/lib/searchParams'
import { JoinRequestList, REQUESTS_PAGE_PARAM } from './JoinRequestList'
import styles from './InvitationsScreen.module.css'

const MANAGING_ROLES = new Set(['manager', 'co-manager'])

/**
 * A manager's tabs: the two boxes of invitations, and the requests to join their team. A player's own
 * requests sit under the invitations they received (both are what they have going with clubs), so a
 * player who manages nothing still reads one page with no tabs.
 */
const BOXES = [...INVITATION_BOXES, 'requests'] as const
type Box = (typeof BOXES)[number]

export function InvitationsScreen() {
  const { t } = useTranslation('invitations')
  const [searchParams, setSearchParams] = useSearchParams()
  const me = useGetMeQuery()
  const team = me.data?.team ?? null
  const myTeam = team ? { id: team.id, name: team.name } : null
  const manages = team !== null && MANAGING_ROLES.has(team.role)
  const boxParam = searchParams.get('box')
  const box: Box = manages && isOneOf(BOXES, boxParam) ? boxParam : 'received'

  const chooseBox = (next: Box) =>
    setSearchParams((params) => {
      params.set('box', next)
      params.delete('page')
      params.delete(REQUESTS_PAGE_PARAM)
      return params
    })

  const received = (
    <div className={styles.boxes}>
      <InvitationList box="received" myTeam={myTeam} />
      <JoinRequestList box="sent" myTeam={myTeam} />
    </div>
  )
  const contents: Record<Box, ReactNode> = {
    received,
    sent: <InvitationList box="sent" myTeam={myTeam} />,
    requests: <JoinRequestList box="received" myTeam={myTeam} />,
  }

  let body
  if (me.isLoading) {
    body = <InvitationBoxSkeleton />
  } else if (manages) {
    body = (
      <Tabs
        label={t('boxes.label')}
        value={box}
        onValueChange={chooseBox}
        items={BOXES.map((value) => ({
          value,
          label: t(`boxes.${value}`),
          content: contents[value],
        }))}
      />
    )
  } else {
    // A player who manages no team has only what was offered to them and what they asked: no tabs.
    body = received
  }

  return (
    <NarrowPage title={t('title')} lead={manages ? t('leadManager') : t('lead')}>
      {body}
    </NarrowPage>
  )
}

export default InvitationsScreen
