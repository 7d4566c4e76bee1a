/**
 * One join request as a card, in the invitation card's frame (an offer between a player and a club
 * either way). Sent (the player's own): the team, their note, the dates and status; Withdraw while it
 * is pending. Received (a club's managers): the player's public card with their positions, the note,
 * the dates and status; Accept, and Decline after a confirmation. A refusal shows on the card in the
 * reader's language; a success is reported by the list (`onDone`), which announces it.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { JoinRequest } from '@/api/contracts/joinRequests'
import { knownCode, serverMessage } from '@/api/errors'
import {
  useAcceptJoinRequestMutation,
  useDeclineJoinRequestMutation,
  useWithdrawJoinRequestMutation,
} from '@/api/endpoints/joinRequestsApi'
import { Avatar } from '@/components/Avatar'
import { Button } from '@/components/Button'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import { Crest } from '@/components/Crest'
import { FailureAlert } from '@/components/FailureAlert'
import { OfferCardFrame, OfferDates, OfferMessage, PositionsLine } from './InvitationCard'
import styles from './InvitationCard.module.css'

export type JoinRequestOutcome =
  | { kind: 'accepted'; request: JoinRequest }
  | { kind: 'declined'; request: JoinRequest }
  | { kind: 'withdrawn'; request: Pick<JoinRequest, 'id' | 'team'> }

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
  return (
    error: FetchBaseQueryError | SerializedError,
    names: { team: string; player?: string },
  ): string => {
    const code = knownCode(error, KNOWN_ERRORS)
    if (code) return t(`joinRequests.errors.${code}`, { team: names.team, player: names.player })
    return serverMessage(error) ?? t('joinRequests.errors.generic')
  }
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

  async function handleWithdraw() {
    onError(null)
    const result = await withdraw(request.id)
    if (result.error) onError(errorText(result.error, { team: team.name }))
    else onDone({ kind: 'withdrawn', request })
  }

  return (
    <ConfirmButton
      busy={isLoading}
      busyLabel={t('joinRequests.actions.withdrawing')}
      aria-describedby={describedBy}
      confirm={confirmTexts(
        t('joinRequests.confirmWithdraw', { returnObjects: true, team: team.name }),
      )}
      onConfirm={() => void handleWithdraw()}
    >
      {t('joinRequests.actions.withdraw')}
    </ConfirmButton>
  )
}

const headingIdOf = (request: JoinRequest) => `join-request-${request.id}`

/** The note, who answered it for the club (once someone did), the dates and the last failure. */
function JoinRequestBody({ request, error }: { request: JoinRequest; error: string | null }) {
  const { t } = useTranslation('invitations')
  const { responder } = request
  return (
    <>
      <OfferMessage message={request.message} from={request.player.username} />
      {responder ? (
        <p className={styles.person}>
          <Avatar src={responder.avatar} size={28} />
          <span>
            {t('joinRequests.card.answeredBy')}{' '}
            <Link to={`/profile/${responder.id}`}>{responder.username}</Link>
          </span>
        </p>
      ) : null}
      <OfferDates offer={request} />
      {error ? <FailureAlert>{error}</FailureAlert> : null}
    </>
  )
}

function JoinRequestFrame({
  request,
  error,
  ...frame
}: {
  request: JoinRequest
  error: string | null
  picture: ReactNode
  to: string
  name: string
  meta: ReactNode
  children: ReactNode
}) {
  return (
    <OfferCardFrame
      {...frame}
      headingId={headingIdOf(request)}
      status={request.status}
      body={<JoinRequestBody request={request} error={error} />}
    />
  )
}

/** The player's own request: the club they asked to join. */
export function SentJoinRequestCard({
  request,
  onDone,
}: {
  request: JoinRequest
  onDone: (outcome: JoinRequestOutcome) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const { team } = request
  return (
    <JoinRequestFrame
      request={request}
      error={error}
      picture={<Crest team={team} size={56} look="plain" />}
      to={`/team/${team.id}`}
      name={team.name}
      meta={<span className={styles.tag}>{team.tag}</span>}
    >
      <WithdrawJoinRequestButton
        request={request}
        describedBy={headingIdOf(request)}
        onDone={onDone}
        onError={setError}
      />
    </JoinRequestFrame>
  )
}

/** A request to the club the reader manages: the player who asks, to accept or decline. */
export function ReceivedJoinRequestCard({
  request,
  onDone,
}: {
  request: JoinRequest
  onDone: (outcome: JoinRequestOutcome) => void
}) {
  const { t } = useTranslation('invitations')
  const errorText = useJoinRequestErrorText()
  const [accept, acceptState] = useAcceptJoinRequestMutation()
  const [decline, declineState] = useDeclineJoinRequestMutation()
  const [error, setError] = useState<string | null>(null)
  const { player, team } = request
  const headingId = headingIdOf(request)
  const names = { team: team.name, player: player.username }
  const busy = acceptState.isLoading || declineState.isLoading

  async function handleAccept() {
    setError(null)
    const result = await accept(request.id)
    if (result.error) setError(errorText(result.error, names))
    else onDone({ kind: 'accepted', request: result.data.joinRequest })
  }

  async function handleDecline() {
    setError(null)
    const result = await decline(request.id)
    if (result.error) setError(errorText(result.error, names))
    else onDone({ kind: 'declined', request: result.data.joinRequest })
  }

  return (
    <JoinRequestFrame
      request={request}
      error={error}
      picture={<Avatar src={player.avatar} size={56} />}
      to={`/profile/${player.id}`}
      name={player.username}
      meta={<PositionsLine player={player} />}
    >
      <Button
        busy={acceptState.isLoading}
        disabled={busy && !acceptState.isLoading}
        aria-describedby={headingId}
        onClick={() => void handleAccept()}
      >
        {acceptState.isLoading ? t('actions.accepting') : t('actions.accept')}
      </Button>
      <ConfirmButton
        busy={declineState.isLoading}
        busyLabel={t('actions.declining')}
        disabled={busy && !declineState.isLoading}
        aria-describedby={headingId}
        confirm={confirmTexts(
          t('joinRequests.confirmDecline', { returnObjects: true, player: player.username }),
        )}
        onConfirm={() => void handleDecline()}
      >
        {t('actions.decline')}
      </ConfirmButton>
    </JoinRequestFrame>
  )
}
