/**
 * The requests to join the team that wait for an answer (GET /api/me/join-requests?box=received&
 * status=pending, those to the team the caller manages), each with Accept, and Decline after a
 * confirmation: the card and the words of /invitations' "Requests to join", in a panel of the
 * Pending tab under the team's invitations. Accepting refetches the team (its `Teams` tag), so the
 * roster on this page lists the new player at once. The answered ones, and the paging, stay on
 * /invitations, which the panel links to.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MAX_PAGE_SIZE } from '@/api/contracts/paging'
import type { TeamDetail } from '@/api/contracts/teams'
import { useGetMyJoinRequestsQuery } from '@/api/endpoints/joinRequestsApi'
import {
  JoinRequestOutcomeText,
  ReceivedJoinRequestCard,
  type JoinRequestOutcome,
} from '@/session/JoinRequestCard'
import { PendingOffers } from './PendingOffers'

export function PendingJoinRequests({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  // One page of the most the API gives, newest first: pending requests expire after two weeks, so
  // a team's are far fewer; /invitations pages through every request.
  const result = useGetMyJoinRequestsQuery({
    box: 'received',
    status: 'pending',
    page: 1,
    pageSize: MAX_PAGE_SIZE,
  })
  // The box is the caller's team's, and a manager has one team: the filter only keeps it so.
  const pending = (result.data?.items ?? []).filter((request) => request.team.id === team.id)

  const texts = t('requests', { returnObjects: true, team: team.name })

  return (
    <PendingOffers
      action={<Link to="/invitations?box=requests">{texts.all}</Link>}
      texts={texts}
      result={result}
      offers={pending}
      card={(request, onDone: (outcome: JoinRequestOutcome) => void) => (
        <ReceivedJoinRequestCard offer={request} onDone={onDone} />
      )}
      outcomeText={(outcome) => <JoinRequestOutcomeText outcome={outcome} />}
    />
  )
}
