/**
 * What the cards of an offer between a player and a club share, an invitation's either way and a
 * join request's either way: the head (who is on the other side, the status), the note, the dates, the
 * last refusal, and while it is pending, the card's actions; Accept with Decline (after a
 * confirmation) for the side that received it; and the card's shape while the offers load.
 */
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PlayerRef, TeamRef } from '@/api/contracts/common'
import type { InvitationStatus, InvitedPlayer } from '@/api/contracts/invitations'
import type { JoinRequestStatus } from '@/api/contracts/joinRequests'
import { Avatar } from '@/components/Avatar'
import { Badge, SkeletonBadge, type BadgeTone } from '@/components/Badge'
import { Button } from '@/components/Button'
import { CardHead, SkeletonCardHead, TeamTag } from '@/components/CardHead'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import { Crest } from '@/components/Crest'
import { Fact } from '@/components/Fact'
import { FailureAlert } from '@/components/FailureAlert'
import {
  SkeletonAvatarLine,
  SkeletonBlock,
  SkeletonLine,
  SkeletonText,
} from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import type { CallFailure, CallResult } from '@/api/errors'
import { useRefusal } from '@/lib/useRefusal'
import styles from './OfferCard.module.css'

/** The team the signed-in player is on, if any (from GET /api/me). */
export interface MyTeam {
  id: number
  name: string
}

/** An invitation's or a join request's status: both are an open offer between a player and a club. */
export type OfferStatus = InvitationStatus | JoinRequestStatus

/** What every offer's card takes: the offer, and where a successful action's outcome goes. */
export interface OfferCardProps<Offer, Outcome> {
  offer: Offer
  /** A success, which the list announces (the card's button is gone by then). */
  onDone: (outcome: Outcome) => void
}

const STATUS_TONES: Record<OfferStatus, BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  cancelled: 'neutral',
  expired: 'neutral',
}

function StatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('invitations')
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>
}

/** What an offer's card reads besides who it is about: the offer's id, status and dates. */
interface CardOffer {
  id: number
  status: OfferStatus
  createdAt: string
  expiresAt: string
  respondedAt: string | null
}

/** Sent, expires (relative and absolute) or when it was answered. */
function OfferDates({ offer }: { offer: CardOffer }) {
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

/** Who did something with the offer for the club (invited, answered): picture, role, linked name. */
export function OfferPerson({ label, person }: { label: string; person: PlayerRef }) {
  return (
    <p className={styles.person}>
      <Avatar src={person.avatar} size={28} />
      <span>
        {label} <Link to={`/profile/${person.id}`}>{person.username}</Link>
      </span>
    </p>
  )
}

/** A player's positions as a card's line: "RW / ST", or the one. */
function PositionsLine({
  player,
}: {
  player: Pick<InvitedPlayer, 'primaryPosition' | 'secondaryPosition'>
}) {
  const { t } = useTranslation('invitations')
  return player.secondaryPosition
    ? t('card.positions', { primary: player.primaryPosition, secondary: player.secondaryPosition })
    : player.primaryPosition
}

/** Who a card is about: the club (its crest, name and tag) or the player (picture, name, positions). */
export type OfferParty = { team: TeamRef } | { player: InvitedPlayer }

function partyHead(party: OfferParty) {
  if ('team' in party) {
    const { team } = party
    return {
      picture: <Crest team={team} size={56} look="plain" />,
      to: `/team/${team.id}`,
      name: team.name,
      meta: <TeamTag tag={team.tag} />,
    }
  }
  const { player } = party
  return {
    picture: <Avatar src={player.avatar} size={56} />,
    to: `/profile/${player.id}`,
    name: player.username,
    meta: <PositionsLine player={player} />,
  }
}

/**
 * An offer's card: who it is about with the status, the note (`note`: who invited and the message, or
 * the message and who answered), the dates, the last refusal, and while it is pending, the actions.
 */
export function OfferCardFrame({
  headingId,
  offer,
  party,
  note,
  error,
  children,
}: {
  headingId: string
  offer: CardOffer
  party: OfferParty
  note: ReactNode
  error: string | null
  children: ReactNode
}) {
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardHead headingId={headingId} level={3} {...partyHead(party)}>
        <StatusBadge status={offer.status} />
      </CardHead>
      {note}
      <OfferDates offer={offer} />
      {error ? <FailureAlert>{error}</FailureAlert> : null}
      {offer.status === 'pending' ? <div className={styles.actions}>{children}</div> : null}
    </article>
  )
}

/** A mutation on an offer (`useAcceptInvitationMutation()`): its trigger by id, and whether it runs. */
type OfferMutation<Data> = readonly [
  (id: number) => PromiseLike<CallResult<Data>>,
  { isLoading: boolean },
]

/**
 * The card of an offer the reader received (an invitation to them, a request to their club): the
 * frame, with Accept, and Decline after a confirmation (`confirmDecline`, the namespace's block),
 * which run `accept` and `decline` on the offer. While one runs the other waits; its refusal shows on
 * the card as `word` puts it, its answer goes to `onAccepted` or `onDeclined`. `unavailable` says why
 * the reader cannot accept, in Accept's place.
 */
export function ReceivedOfferCard<Accepted, Declined>({
  accept: [runAccept, acceptState],
  decline: [runDecline, declineState],
  word,
  onAccepted,
  onDeclined,
  confirmDecline,
  unavailable,
  ...frame
}: Omit<ComponentProps<typeof OfferCardFrame>, 'error' | 'children'> & {
  accept: OfferMutation<Accepted>
  decline: OfferMutation<Declined>
  word: (error: CallFailure) => string
  onAccepted: (answer: Accepted) => void
  onDeclined: (answer: Declined) => void
  confirmDecline: Parameters<typeof confirmTexts>[0]
  unavailable?: string | null
}) {
  const { t } = useTranslation('invitations')
  const { refusal, attempt } = useRefusal()
  const { headingId, offer } = frame
  const accepting = acceptState.isLoading
  const declining = declineState.isLoading
  return (
    <OfferCardFrame {...frame} error={refusal}>
      {unavailable ? (
        <p className={styles.unavailable}>{unavailable}</p>
      ) : (
        <Button
          busy={accepting}
          disabled={declining && !accepting}
          aria-describedby={headingId}
          onClick={() => void attempt(() => runAccept(offer.id), word, onAccepted)}
        >
          {accepting ? t('actions.accepting') : t('actions.accept')}
        </Button>
      )}
      <ConfirmButton
        busy={declining}
        busyLabel={t('actions.declining')}
        disabled={accepting && !declining}
        aria-describedby={headingId}
        confirm={confirmTexts(confirmDecline)}
        onConfirm={() => void attempt(() => runDecline(offer.id), word, onDeclined)}
      >
        {t('actions.decline')}
      </ConfirmButton>
    </OfferCardFrame>
  )
}

/**
 * An offer's card while the offers load, as tall as a pending one: the picture, the name and its
 * line, the status; who invited; the two dates; the actions. A shape (hidden from assistive tech).
 */
export function SkeletonOfferCard({
  picture = 56,
}: {
  /** The picture's size: a team's crest (56) on a received card, a player's avatar on a sent one. */
  picture?: number
}) {
  return (
    <div className={styles.card} aria-hidden="true">
      <SkeletonCardHead
        level={3}
        picture={picture}
        nameWidth="10em"
        meta={<SkeletonText width="3em" />}
      >
        <SkeletonBadge width="4em" />
      </SkeletonCardHead>
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
