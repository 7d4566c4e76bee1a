/**
 * The team's pending invitations (GET /api/me/invitations?box=sent&status=pending), each with Cancel
 * (after a confirmation): the invitations feature's own card, in a panel of the Pending tab.
 */
import { useTranslation } from 'react-i18next'
import type { TeamDetail } from '@/api/contracts/teams'
import { SentInvitationCard, type InvitationOutcome } from '@/session/InvitationCard'
import { useGetPendingSentInvitationsQuery } from '@/api/endpoints/teamsApi'
import { PendingOffers } from './PendingOffers'

export function PendingInvitations({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  const result = useGetPendingSentInvitationsQuery()
  const pending = (result.data?.items ?? []).filter(
    (invitation) => invitation.team.id === team.id && invitation.status === 'pending',
  )

  return (
    <PendingOffers
      texts={t('pending', { returnObjects: true })}
      result={result}
      offers={pending}
      card={(invitation, onDone: (outcome: InvitationOutcome) => void) => (
        <SentInvitationCard offer={invitation} onDone={onDone} />
      )}
      outcomeText={(outcome) =>
        outcome.kind === 'cancelled'
          ? t('pending.cancelled', { player: outcome.player.username })
          : null
      }
    />
  )
}
