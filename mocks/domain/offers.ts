/**
 * What an invitation and a join request share: each is an open offer between a player and a club,
 * pending for INVITATION_TTL_DAYS (JOIN_REQUEST_TTL_DAYS is the same number), then answered once.
 *
 * Expiry is applied when either is read or acted on: a pending offer past `expiresAt` becomes
 * `expired` (answered at its `expiresAt`), as a nightly job would have made it.
 */
import { INVITATION_TTL_DAYS, type InvitationStatus } from '@/api/contracts/invitations'
import type { JoinRequestStatus } from '@/api/contracts/joinRequests'
import { now } from '../clock'
import { db, findUser, type RecordOf, type UserRecord } from '../model'
import { DAY_MS } from '../lib/calendar'
import type { ErrorCode } from '../lib/errorCatalogue'
import { HttpError } from '../lib/http'
import { canManageTeam, findTeam, managedTeamIds } from './lookups'
import { toInvitedPlayer, toTeamRef } from './refs'

/** The collections of offers: the helpers below take the one they read. */
export type OfferKind = 'invitations' | 'joinRequests'

/** Each kind's refusals: one that does not exist (or the caller may not see), expired, answered. */
const CODES = {
  invitations: {
    notFound: 'invitation_not_found',
    expired: 'invitation_expired',
    notPending: 'invitation_not_pending',
  },
  joinRequests: {
    notFound: 'join_request_not_found',
    expired: 'join_request_expired',
    notPending: 'join_request_not_pending',
  },
} as const satisfies Record<OfferKind, Record<'notFound' | 'expired' | 'notPending', ErrorCode>>

/** An invitation or a join request, as the helpers below read either. */
interface Offer {
  id: number
  teamId: number
  playerId: number
  status: string
  createdAt: string
  expiresAt: string
}

/** The offers of `kind` that `where` takes. */
function findOffers<K extends OfferKind>(kind: K, where: (offer: Offer) => boolean): RecordOf<K>[] {
  const found =
    kind === 'invitations'
      ? db.invitations.findMany((q) => q.where(where))
      : db.joinRequests.findMany((q) => q.where(where))
  // `kind` names the collection read, which TypeScript cannot follow through the generic.
  return found as RecordOf<K>[]
}

/**
 * An offer as it is stored: `sent` (who, the note, the status), made at `createdMs` and running out
 * INVITATION_TTL_DAYS later, answered at `respondedAt`. The handlers and the seed both date theirs
 * here, so the two agree on when an offer expires.
 */
export function offerRecord<Sent extends object>(
  id: number,
  sent: Sent,
  createdMs: number,
  respondedAt: string | null,
): Sent & { id: number; createdAt: string; expiresAt: string; respondedAt: string | null } {
  return {
    id,
    ...sent,
    createdAt: new Date(createdMs).toISOString(),
    expiresAt: new Date(createdMs + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    respondedAt,
  }
}

/** What closing an offer writes; `withdrawn` is only a join request's (its player takes it back). */
type Closed = Exclude<InvitationStatus | JoinRequestStatus, 'pending'>

/** The update (its `data`) that takes a pending offer to `status`, answered at `at`. */
export function closing(status: Closed, at: string) {
  return {
    data(offer: { status: string; respondedAt: string | null }) {
      offer.status = status
      offer.respondedAt = at
    },
  }
}

/** Marks every pending invitation and join request past its expiry `expired`. */
export async function expireOffers(): Promise<void> {
  const at = now().toISOString()
  const past = (offer: { status: string; expiresAt: string }) =>
    offer.status === 'pending' && offer.expiresAt <= at
  const expire = {
    data(offer: { status: string; expiresAt: string; respondedAt: string | null }) {
      offer.status = 'expired'
      offer.respondedAt = offer.expiresAt
    },
  }
  await db.invitations.updateMany((q) => q.where(past), expire)
  await db.joinRequests.updateMany((q) => q.where(past), expire)
}

/** 410 `…_expired` for an expired offer of `kind`, 409 `…_not_pending` for one otherwise answered. */
export function assertPending(kind: OfferKind, offer: { status: string }): void {
  if (offer.status === 'expired') throw new HttpError(410, CODES[kind].expired)
  if (offer.status !== 'pending') throw new HttpError(409, CODES[kind].notPending)
}

/**
 * Whether `playerId` has a pending invitation from the team (`invitations`) or a pending request to
 * it (`joinRequests`). One past its expiry does not count, whether or not expireOffers has run.
 */
export function pendingOffer(kind: OfferKind, teamId: number, playerId: number): boolean {
  const at = now().toISOString()
  return (
    findOffers(
      kind,
      (offer) =>
        offer.teamId === teamId &&
        offer.playerId === playerId &&
        offer.status === 'pending' &&
        offer.expiresAt > at,
    ).length > 0
  )
}

/**
 * The lister of a box (GET /api/me/…) of `kind`: newest first (by `createdAt`, then id), after
 * expiry, of one status when the query has one. The box named `playerBox` holds the offers whose
 * player the caller is; the other, those of the team the caller manages.
 */
export function offerBox<
  K extends OfferKind,
  Query extends { box: string; status?: string | undefined },
>(kind: K, playerBox: Query['box']) {
  return async (user: UserRecord, query: Pick<Query, 'box' | 'status'>): Promise<RecordOf<K>[]> => {
    await expireOffers()
    const asPlayer = query.box === playerBox
    const teamIds = new Set(asPlayer ? [] : managedTeamIds(user.id))
    return findOffers(
      kind,
      (offer) =>
        (asPlayer ? offer.playerId === user.id : teamIds.has(offer.teamId)) &&
        (query.status === undefined || offer.status === query.status),
    ).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  }
}

/**
 * The finder of one offer of `kind` by id, after expiry, for a caller who may see it: its player, or
 * a current manager or co-manager of its team. 404 `…_not_found` otherwise (and for what does not
 * exist), so nobody else learns that it exists.
 */
export function visibleOffer<K extends OfferKind>(kind: K) {
  return async (user: UserRecord, offerId: number | null): Promise<RecordOf<K>> => {
    await expireOffers()
    const [offer] =
      offerId === null ? [] : findOffers(kind, (candidate) => candidate.id === offerId)
    if (
      offer === undefined ||
      (offer.playerId !== user.id && !canManageTeam(user.id, offer.teamId))
    ) {
      throw new HttpError(404, CODES[kind].notFound)
    }
    return offer
  }
}

/**
 * Who an offer is between, as an answer shows them: its id, the club and the player. Null when the
 * team or the player is gone (never in practice).
 */
export function offerParties(offer: Offer) {
  const team = findTeam(offer.teamId)
  const player = findUser(offer.playerId)
  if (team === undefined || player === undefined) return null
  return { id: offer.id, team: toTeamRef(team), player: toInvitedPlayer(player) }
}

/** An offer's terms as an answer shows them: the note, the status and the dates. */
export function offerTerms<Status extends string>(offer: {
  message: string
  status: Status
  createdAt: string
  expiresAt: string
  respondedAt: string | null
}) {
  const { message, status, createdAt, expiresAt, respondedAt } = offer
  return { message, status, createdAt, expiresAt, respondedAt }
}

/**
 * An offer of `kind` as `shape` answers it, for one the handler just touched: its records exist, so
 * a 404 `…_not_found` only guards the impossible.
 */
export function requireShape<Record, Shaped>(
  kind: OfferKind,
  shape: (offer: Record) => Shaped | null,
): (offer: Record) => Shaped {
  return (offer) => {
    const shaped = shape(offer)
    if (shaped === null) throw new HttpError(404, CODES[kind].notFound)
    return shaped
  }
}
