/**
 * One invitation as a card (./OfferCard.tsx's frame). Received: the team (crest, name), who invited,
 * their note, the dates and status; Accept and Decline (after a confirmation) while it is pending.
 * Sent: the invited player, the dates and status; Cancel (after a confirmation). A refusal from the
 * server shows on the card in the reader's language; a success is reported by the list (`onDone`),
 * which announces it.
 */
import { useTranslation } from 'react-i18next'
import type { Invitation } from '@/api/contracts/invitations'
import { refusalText } from '@/api/errors'
import {
  useAcceptInvitationMutation,
  useCancelInvitationMutation,
  useDeclineInvitationMutation,
} from '@/api/endpoints/invitationsApi'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import type { CallFailure } from '@/api/errors'
import { useRefusal } from '@/lib/useRefusal'
import {
  OfferCardFrame,
  OfferMessage,
  OfferPerson,
  ReceivedOfferCard,
  type MyTeam,
  type OfferCardProps,
  type OfferParty,
} from './OfferCard'

export type InvitationOutcome =
  | { kind: 'accepted'; team: Invitation['team'] }
  | { kind: 'declined'; team: Invitation['team'] }
  | { kind: 'cancelled'; player: Invitation['player'] }

type InvitationCardProps = OfferCardProps<Invitation, InvitationOutcome>

/** The server's codes this screen words itself (docs/api/invitations.md, teams.md). */
const KNOWN_ERRORS = [
  'roster_full',
  'already_on_team',
  'invitation_not_pending',
  'invitation_expired',
  'invitation_not_found',
  'not_invited_player',
  'not_team_manager',
] as const

/** How the card words a refusal: as one sentence that names the inviting team. */
function useErrorText(invitation: Invitation) {
  const { t } = useTranslation('invitations')
  return (error: CallFailure) =>
    refusalText(error, KNOWN_ERRORS, (code) => t(`errors.${code}`, { team: invitation.team.name }))
}

/** Who invited, and their note: the same on both kinds of card. */
function InvitationNote({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations')
  const { inviter } = invitation
  return (
    <>
      <OfferPerson label={t('card.invitedBy')} person={inviter} />
      <OfferMessage message={invitation.message} from={inviter.username} />
    </>
  )
}

/** An invitation's card about `party`: its heading's id (which its buttons name), and its note. */
function frameOf(invitation: Invitation, party: OfferParty) {
  return {
    headingId: `invitation-${invitation.id}`,
    offer: invitation,
    party,
    note: <InvitationNote invitation={invitation} />,
  }
}

export function ReceivedInvitationCard({
  offer: invitation,
  myTeam,
  onDone,
}: InvitationCardProps & { myTeam: MyTeam | null }) {
  const { t } = useTranslation('invitations')
  const accept = useAcceptInvitationMutation()
  const decline = useDeclineInvitationMutation()
  const word = useErrorText(invitation)
  const { team } = invitation
  return (
    <ReceivedOfferCard
      {...frameOf(invitation, { team })}
      accept={accept}
      decline={decline}
      word={word}
      onAccepted={() => onDone({ kind: 'accepted', team })}
      onDeclined={() => onDone({ kind: 'declined', team })}
      confirmDecline={t('confirmDecline', { returnObjects: true, team: team.name })}
      unavailable={myTeam ? t('onTeam.cardNote', { team: myTeam.name }) : null}
    />
  )
}

export function SentInvitationCard({ offer: invitation, onDone }: InvitationCardProps) {
  const { t } = useTranslation('invitations')
  const word = useErrorText(invitation)
  const [cancel, cancelState] = useCancelInvitationMutation()
  const { refusal, attempt } = useRefusal()
  const { player } = invitation
  const frame = frameOf(invitation, { player })

  return (
    <OfferCardFrame {...frame} error={refusal}>
      <ConfirmButton
        busy={cancelState.isLoading}
        busyLabel={t('actions.cancelling')}
        aria-describedby={frame.headingId}
        confirm={confirmTexts(t('confirmCancel', { returnObjects: true, player: player.username }))}
        onConfirm={() =>
          void attempt(
            () => cancel(invitation.id),
            word,
            () => onDone({ kind: 'cancelled', player }),
          )
        }
      >
        {t('actions.cancel')}
      </ConfirmButton>
    </OfferCardFrame>
  )
}
