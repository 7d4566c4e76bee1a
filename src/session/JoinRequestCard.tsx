/**
 * One join request as a card, in the offer card's frame (./OfferCard.tsx: an offer between a player
 * and a club either way). Sent (the player's own): the team, their note, the dates and status;
 * Withdraw while it is pending. Received (a club's managers): the player's public card with their
 * positions, the note, the dates and status; Accept, and Decline after a confirmation. A refusal shows
 * on the card in the reader's language; a success is reported by the list (`onDone`), which
 * announces it in the words of `JoinRequestOutcomeText` (/invitations and the team page alike).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { JoinRequest } from '@/api/contracts/joinRequests'
import { refusalText } from '@/api/errors'
import {
  useAcceptJoinRequestMutation,
  useDeclineJoinRequestMutation,
  useWithdrawJoinRequestMutation,
} from '@/api/endpoints/joinRequestsApi'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import type { CallFailure } from '@/api/errors'
import { attempt, useRefusal } from '@/lib/useRefusal'
import {
  OfferCardFrame,
  OfferMessage,
  OfferPerson,
  ReceivedOfferCard,
  type OfferCardProps,
  type OfferParty,
} from './OfferCard'

export type JoinRequestOutcome =
  | { kind: 'accepted'; request: JoinRequest }
  | { kind: 'declined'; request: JoinRequest }
  | { kind: 'withdrawn'; request: Pick<JoinRequest, 'id' | 'team'> }

type JoinRequestCardProps = OfferCardProps<JoinRequest, JoinRequestOutcome>

/**
 * A successful answer as the list announces it (a sentence to put in a paragraph): who joined, with
 * a link to the roster; who was declined; the request withdrawn.
 */
export function JoinRequestOutcomeText({ outcome }: { outcome: JoinRequestOutcome }) {
  const { t } = useTranslation('invitations')
  const { team } = outcome.request
  switch (outcome.kind) {
    case 'accepted':
      return (
        <>
          {t('joinRequests.result.accepted', {
            player: outcome.request.player.username,
            team: team.name,
          })}{' '}
          <Link to={`/team/${team.id}?tab=roster`}>{t('joinRequests.result.acceptedLink')}</Link>
        </>
      )
    case 'declined':
      return t('joinRequests.result.declined', {
        player: outcome.request.player.username,
        team: team.name,
      })
    case 'withdrawn':
      return t('joinRequests.result.withdrawn', { team: team.name })
  }
}

/**
 * The refusals worded here, with the names they need (docs/api/invitations.md, "Join requests").
 * Any other, `transfer_window_closed` first, is the server's own text in the reader's language: it
 * names the competition and the next window's dates, which only the server knows.
 */
const KNOWN_ERRORS = [
  'already_on_team',
  'already_requested',
  'invitation_pending',
  'roster_full',
  'player_on_team',
  'join_request_expired',
] as const

/** A join request's refusal as one sentence in the reader's language. */
export function useJoinRequestErrorText() {
  const { t } = useTranslation('invitations')
  return (error: CallFailure, names: { team: string; player?: string }): string =>
    refusalText(error, KNOWN_ERRORS, (code) =>
      t(`joinRequests.errors.${code}`, { team: names.team, player: names.player }),
    )
}

/**
 * Withdraw, after a confirmation: on the player's card and on the team page's "Request sent". A
 * refusal goes to `onError`, a success to `onDone`.
 */
export function WithdrawJoinRequestButton({
  request,
  describedBy,
  onDone,
  onError,
}: {
  request: Pick<JoinRequest, 'id' | 'team'>
  describedBy?: string
  onDone: (outcome: JoinRequestOutcome) => void
  onError: (message: string | null) => void
}) {
  const { t } = useTranslation('invitations')
  const errorText = useJoinRequestErrorText()
  const [withdraw, { isLoading }] = useWithdrawJoinRequestMutation()
  const { team } = request

  return (
    <ConfirmButton
      busy={isLoading}
      busyLabel={t('joinRequests.actions.withdrawing')}
      aria-describedby={describedBy}
      confirm={confirmTexts(
        t('joinRequests.confirmWithdraw', { returnObjects: true, team: team.name }),
      )}
      onConfirm={() =>
        void attempt(
          () => withdraw(request.id),
          (error) => errorText(error, { team: team.name }),
          onError,
          () => onDone({ kind: 'withdrawn', request }),
        )
      }
    >
      {t('joinRequests.actions.withdraw')}
    </ConfirmButton>
  )
}

/** The note, and who answered it for the club (once someone did). */
function JoinRequestNote({ request }: { request: JoinRequest }) {
  const { t } = useTranslation('invitations')
  const { responder } = request
  return (
    <>
      <OfferMessage message={request.message} from={request.player.username} />
      {responder ? (
        <OfferPerson label={t('joinRequests.card.answeredBy')} person={responder} />
      ) : null}
    </>
  )
}

/** A join request's card about `party`: its heading's id (which its buttons name), and its note. */
function frameOf(request: JoinRequest, party: OfferParty) {
  return {
    headingId: `join-request-${request.id}`,
    offer: request,
    party,
    note: <JoinRequestNote request={request} />,
  }
}

/** The player's own request: the club they asked to join. */
export function SentJoinRequestCard({ offer: request, onDone }: JoinRequestCardProps) {
  const { refusal, setRefusal } = useRefusal()
  const frame = frameOf(request, { team: request.team })
  return (
    <OfferCardFrame {...frame} error={refusal}>
      <WithdrawJoinRequestButton
        request={request}
        describedBy={frame.headingId}
        onDone={onDone}
        onError={setRefusal}
      />
    </OfferCardFrame>
  )
}

/** A request to the club the reader manages: the player who asks, to accept or decline. */
export function ReceivedJoinRequestCard({ offer: request, onDone }: JoinRequestCardProps) {
  const { t } = useTranslation('invitations')
  const accept = useAcceptJoinRequestMutation()
  const decline = useDeclineJoinRequestMutation()
  const errorText = useJoinRequestErrorText()
  const { player, team } = request
  return (
    <ReceivedOfferCard
      {...frameOf(request, { player })}
      accept={accept}
      decline={decline}
      word={(error) => errorText(error, { team: team.name, player: player.username })}
      onAccepted={({ joinRequest }) => onDone({ kind: 'accepted', request: joinRequest })}
      onDeclined={({ joinRequest }) => onDone({ kind: 'declined', request: joinRequest })}
      confirmDecline={t('joinRequests.confirmDecline', {
        returnObjects: true,
        player: player.username,
      })}
    />
  )
}
