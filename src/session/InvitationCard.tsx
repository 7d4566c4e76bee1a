/**
 * One invitation as a card. Received: the team (crest, name), who invited, their note, the dates and
 * status; Accept and Decline (after a confirmation) while it is pending. Sent: the invited player,
 * the dates and status; Cancel (after a confirmation). A refusal from the server shows on the card in
 * the reader's language; a success is reported by the list (`onDone`), which announces it.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Invitation, InvitationStatus } from '@/api/contracts/invitations'
import type { JoinRequestStatus } from '@/api/contracts/joinRequests'
import { knownCode, serverMessage } from '@/api/errors'
import { Avatar } from '@/components/Avatar'
import { Badge, SkeletonBadge, type BadgeTone } from '@/components/Badge'
import { Button } from '@/components/Button'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import { Crest } from '@/components/Crest'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import {
  useAcceptInvitationMutation,
  useCancelInvitationMutation,
  useDeclineInvitationMutation,
} from '@/api/endpoints/invitationsApi'
import { FailureAlert } from '@/components/FailureAlert'
import {
  SkeletonAvatarLine,
  SkeletonBlock,
  SkeletonLine,
  SkeletonText,
} from '@/components/Skeleton'
import styles from './InvitationCard.module.css'
import { Fact } from '@/components/Fact'

export type InvitationOutcome =
  | { kind: 'accepted'; team: Invitation['team'] }
  | { kind: 'declined'; team: Invitation['team'] }
  | { kind: 'cancelled'; player: Invitation['player'] }

/** The team the signed-in player is on, if any (from GET /api/me). */
export interface MyTeam {
  id: number
  name: string
}

/** An invitation's or a join request's status: both are an open offer between a player and a club. */
export type OfferStatus = InvitationStatus | JoinRequestStatus

const STATUS_TONES: Record<OfferStatus, BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
}

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

function useErrorText() {
  const { t } = useTranslation('invitations')
  return (error: FetchBaseQueryError | SerializedError, team: string) => {
    const code = knownCode(error, KNOWN_ERRORS)
    if (code) return t(`errors.${code}`, { team })
    return serverMessage(error) ?? t('errors.generic')
  }
}

export function StatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('invitations')
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>
}

/** What an offer's dates are read from: an invitation or a join request. */
type OfferTimes = Pick<Invitation, 'createdAt' | 'expiresAt' | 'respondedAt'> & {
  status: OfferStatus
}

/** Sent, expires (relative and absolute) or when it was answered. */
export function OfferDates({ offer }: { offer: OfferTimes }) {
  const { t } = useTranslation('invitations')
  const dates = useLeagueFormat()
  return (
    <dl className={styles.dates}>
      <Fact term={t('card.sent')}>
        <time dateTime={offer.createdAt}>{dates.dateTime(offer.createdAt)}</time>
      </Fact>
      {offer.status === 'pending' ? (
        <Fact term={t('card.expires')}>
          {t('card.expiresValue', {
            relative: dates.relative(offer.expiresAt),
            date: dates.dateTime(offer.expiresAt),
          })}
        </Fact>
      ) : (
        <Fact term={t(`card.answered.${offer.status}`)}>
          <time dateTime={offer.respondedAt ?? offer.expiresAt}>
            {dates.dateTime(offer.respondedAt ?? offer.expiresAt)}
          </time>
        </Fact>
      )}
    </dl>
  )
}

/** The note that came with an offer, quoted, and whose it is (for assistive tech). */
export function OfferMessage({ message, from }: { message: string; from: string }) {
  const { t } = useTranslation('invitations')
  if (!message) return null
  return (
    <figure className={styles.message}>
      <blockquote className={styles.quote}>
        <p>{message}</p>
      </blockquote>
      <figcaption className="visually-hidden">
        {t('card.messageFrom', { inviter: from })}
      </figcaption>
    </figure>
  )
}

/** Who invited, the message, the dates and the last failure: the same on both kinds of card. */
function InvitationBody({ invitation, error }: { invitation: Invitation; error: string | null }) {
  const { t } = useTranslation('invitations')
  const { inviter } = invitation
  return (
    <>
      <p className={styles.person}>
        <Avatar src={inviter.avatar} size={28} />
        <span>
          {t('card.invitedBy')} <Link to={`/profile/${inviter.id}`}>{inviter.username}</Link>
        </span>
      </p>
      <OfferMessage message={invitation.message} from={inviter.username} />
      <OfferDates offer={invitation} />
      {error ? <FailureAlert>{error}</FailureAlert> : null}
    </>
  )
}

const headingIdOf = (invitation: Invitation) => `invitation-${invitation.id}`

/**
 * What every offer's card shows (an invitation either way, a join request either way): who (picture,
 * linked name, a line about them) with the status, the offer itself, and while it is pending, the
 * card's actions.
 */
export function OfferCardFrame({
  headingId,
  status,
  picture,
  to,
  name,
  meta,
  body,
  children,
}: {
  headingId: string
  status: OfferStatus
  picture: ReactNode
  to: string
  name: string
  meta: ReactNode
  body: ReactNode
  children: ReactNode
}) {
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        {picture}
        <div className={styles.cardTitle}>
          <h3 id={headingId} className={styles.name}>
            <Link to={to}>{name}</Link>
          </h3>
          <p className={styles.meta}>{meta}</p>
        </div>
        <StatusBadge status={status} />
      </div>
      {body}
      {status === 'pending' ? <div className={styles.actions}>{children}</div> : null}
    </article>
  )
}

/** An invitation's card: the frame around who invited, the note and the dates. */
function CardFrame({
  invitation,
  error,
  ...frame
}: {
  invitation: Invitation
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
      headingId={headingIdOf(invitation)}
      status={invitation.status}
      body={<InvitationBody invitation={invitation} error={error} />}
    />
  )
}

/** A player's positions as a card's line: "RW / ST", or the one. */
export function PositionsLine({
  player,
}: {
  player: Pick<Invitation['player'], 'primaryPosition' | 'secondaryPosition'>
}) {
  const { t } = useTranslation('invitations')
  return player.secondaryPosition
    ? t('card.positions', { primary: player.primaryPosition, secondary: player.secondaryPosition })
    : player.primaryPosition
}

export function ReceivedInvitationCard({
  invitation,
  myTeam,
  onDone,
}: {
  invitation: Invitation
  myTeam: MyTeam | null
  onDone: (outcome: InvitationOutcome) => void
}) {
  const { t } = useTranslation('invitations')
  const errorText = useErrorText()
  const [accept, acceptState] = useAcceptInvitationMutation()
  const [decline, declineState] = useDeclineInvitationMutation()
  const [error, setError] = useState<string | null>(null)
  const { team } = invitation
  const headingId = headingIdOf(invitation)
  const busy = acceptState.isLoading || declineState.isLoading

  async function handleAccept() {
    setError(null)
    const result = await accept(invitation.id)
    if (result.error) setError(errorText(result.error, team.name))
    else onDone({ kind: 'accepted', team })
  }

  async function handleDecline() {
    setError(null)
    const result = await decline(invitation.id)
    if (result.error) setError(errorText(result.error, team.name))
    else onDone({ kind: 'declined', team })
  }

  return (
    <CardFrame
      invitation={invitation}
      error={error}
      picture={<Crest team={team} size={56} look="plain" />}
      to={`/team/${team.id}`}
      name={team.name}
      meta={<span className={styles.tag}>{team.tag}</span>}
    >
      {myTeam ? (
        <p className={styles.unavailable}>{t('onTeam.cardNote', { team: myTeam.name })}</p>
      ) : (
        <Button
          busy={acceptState.isLoading}
          aria-describedby={headingId}
          onClick={() => void handleAccept()}
        >
          {acceptState.isLoading ? t('actions.accepting') : t('actions.accept')}
        </Button>
      )}
      <ConfirmButton
        busy={declineState.isLoading}
        busyLabel={t('actions.declining')}
        disabled={busy && !declineState.isLoading}
        aria-describedby={headingId}
        confirm={confirmTexts(t('confirmDecline', { returnObjects: true, team: team.name }))}
        onConfirm={() => void handleDecline()}
      >
        {t('actions.decline')}
      </ConfirmButton>
    </CardFrame>
  )
}

export function SentInvitationCard({
  invitation,
  onDone,
}: {
  invitation: Invitation
  onDone: (outcome: InvitationOutcome) => void
}) {
  const { t } = useTranslation('invitations')
  const errorText = useErrorText()
  const [cancel, cancelState] = useCancelInvitationMutation()
  const [error, setError] = useState<string | null>(null)
  const { player } = invitation
  const headingId = headingIdOf(invitation)

  async function handleCancel() {
    setError(null)
    const result = await cancel(invitation.id)
    if (result.error) setError(errorText(result.error, invitation.team.name))
    else onDone({ kind: 'cancelled', player })
  }

  return (
    <CardFrame
      invitation={invitation}
      error={error}
      picture={<Avatar src={player.avatar} size={56} />}
      to={`/profile/${player.id}`}
      name={player.username}
      meta={<PositionsLine player={player} />}
    >
      <ConfirmButton
        busy={cancelState.isLoading}
        busyLabel={t('actions.cancelling')}
        aria-describedby={headingId}
        confirm={confirmTexts(t('confirmCancel', { returnObjects: true, player: player.username }))}
        onConfirm={() => void handleCancel()}
      >
        {t('actions.cancel')}
      </ConfirmButton>
    </CardFrame>
  )
}

/**
 * An invitation's card while the invitations load, as tall as a pending one: the picture, the name and
 * its line, the status; who invited; the two dates; the actions. A shape (hidden from assistive tech).
 */
export function SkeletonInvitationCard({
  picture = 56,
}: {
  /** The picture's size: a team's crest (56) on a received card, a player's avatar on a sent one. */
  picture?: number
}) {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.cardHead}>
        <SkeletonBlock width={picture} height={picture} radius="full" />
        <div className={styles.cardTitle}>
          <SkeletonLine as="h3" className={styles.name} width="10em" />
          <SkeletonLine className={styles.meta} width="3em" />
        </div>
        <SkeletonBadge width="4em" />
      </div>
      <SkeletonAvatarLine as="p" className={styles.person} size={28} width="12em" />
      <div className={styles.dates}>
        {['11em', '16em'].map((width, index) => (
          <div key={index}>
            <SkeletonLine className={styles.dateTerm} width="4em" />
            <SkeletonText width={width} />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <SkeletonBlock width={88} height={44} />
        <SkeletonBlock width={88} height={44} />
      </div>
    </div>
  )
}
