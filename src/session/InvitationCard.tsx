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
import { serverMessage } from '@/api/errors'
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

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  declined: 'danger',
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
type KnownError = (typeof KNOWN_ERRORS)[number]

function errorCode(error: FetchBaseQueryError | SerializedError): KnownError | null {
  if (!('status' in error) || typeof error.data !== 'object' || error.data === null) return null
  const code = (error.data as { code?: unknown }).code
  return KNOWN_ERRORS.find((known) => known === code) ?? null
}

function useErrorText() {
  const { t } = useTranslation('invitations')
  return (error: FetchBaseQueryError | SerializedError, team: string) => {
    const code = errorCode(error)
    if (code) return t(`errors.${code}`, { team })
    return serverMessage(error) ?? t('errors.generic')
  }
}

export function StatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('invitations')
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>
}

/** Sent, expires (relative and absolute) or when it was answered. */
function InvitationDates({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations')
  const dates = useLeagueFormat()
  return (
    <dl className={styles.dates}>
      <Fact term={t('card.sent')}>
        <time dateTime={invitation.createdAt}>{dates.dateTime(invitation.createdAt)}</time>
      </Fact>
      {invitation.status === 'pending' ? (
        <Fact term={t('card.expires')}>
          {t('card.expiresValue', {
            relative: dates.relative(invitation.expiresAt),
            date: dates.dateTime(invitation.expiresAt),
          })}
        </Fact>
      ) : (
        <Fact term={t(`card.answered.${invitation.status}`)}>
          <time dateTime={invitation.respondedAt ?? invitation.expiresAt}>
            {dates.dateTime(invitation.respondedAt ?? invitation.expiresAt)}
          </time>
        </Fact>
      )}
    </dl>
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
      {invitation.message ? (
        <figure className={styles.message}>
          <blockquote className={styles.quote}>
            <p>{invitation.message}</p>
          </blockquote>
          <figcaption className="visually-hidden">
            {t('card.messageFrom', { inviter: inviter.username })}
          </figcaption>
        </figure>
      ) : null}
      <InvitationDates invitation={invitation} />
      {error ? <FailureAlert>{error}</FailureAlert> : null}
    </>
  )
}

const headingIdOf = (invitation: Invitation) => `invitation-${invitation.id}`

/**
 * What both kinds of card show: who (picture, linked name, a line about them) with the status, the
 * invitation itself, and while it is pending, the card's actions.
 */
function CardFrame({
  invitation,
  error,
  picture,
  to,
  name,
  meta,
  children,
}: {
  invitation: Invitation
  error: string | null
  picture: ReactNode
  to: string
  name: string
  meta: ReactNode
  children: ReactNode
}) {
  const headingId = headingIdOf(invitation)
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
        <StatusBadge status={invitation.status} />
      </div>
      <InvitationBody invitation={invitation} error={error} />
      {invitation.status === 'pending' ? <div className={styles.actions}>{children}</div> : null}
    </article>
  )
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
      meta={
        player.secondaryPosition
          ? t('card.positions', {
              primary: player.primaryPosition,
              secondary: player.secondaryPosition,
            })
          : player.primaryPosition
      }
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
