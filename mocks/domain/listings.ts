/**
 * Players' market listings (docs/api/market.md): the caller's own (read, create or replace,
 * delete), what the public profile shows of it, and the market's list of players. A listing shows
 * only what its author published: the answers are shaped field by field.
 */
import type {
  ListingStatus,
  PublicListing,
  PlayerListing,
  PlayerListingValues,
} from '@/api/contracts/listings'
import type { Position } from '@/api/contracts/league'
import type { MarketPlayer, MarketPlayersQuery } from '@/api/contracts/market'
import type { Weekday } from '@/api/contracts/time'
import { now } from '../clock'
import { db, findUser, nextId, type PlayerListingRecord, type UserRecord } from '../model'
import { HttpError } from '../lib/http'
import { applyPatch } from '../lib/patch'
import { teamOf } from './lookups'
import { toPlayerCard, toTeamRef } from './refs'

/** The market's one order: most recently updated first, then the higher id (Premium buys no place). */
export function newestFirst(
  a: { updatedAt: string; id: number },
  b: { updatedAt: string; id: number },
): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id
}

/**
 * Whether a listing or a recruitment post matches the filters both market lists take: it is active,
 * the `position` asked is one of its positions, and it names every `evening` asked (none asked: any).
 */
export function onTheMarket(
  entry: { status: ListingStatus; positions: readonly Position[]; evenings: readonly Weekday[] },
  query: { position?: Position | undefined; evening?: readonly Weekday[] | undefined },
): boolean {
  return (
    entry.status === 'active' &&
    (query.position === undefined || entry.positions.includes(query.position)) &&
    (query.evening ?? []).every((day) => entry.evenings.includes(day))
  )
}

export function listingOf(playerId: number): PlayerListingRecord | undefined {
  return db.playerListings.findFirst((q) => q.where({ playerId }))
}

export function toPublicListing(listing: PlayerListingRecord): PublicListing {
  return {
    id: listing.id,
    positions: listing.positions,
    platform: listing.platform,
    gamertag: listing.gamertag,
    region: listing.region,
    timeZone: listing.timeZone,
    evenings: listing.evenings,
    message: listing.message,
    createdAt: listing.createdAt,
    updatedAt: listing.updatedAt,
  }
}

export function toPlayerListing(listing: PlayerListingRecord): PlayerListing {
  return { ...toPublicListing(listing), status: listing.status }
}

/** The player's listing as their profile shows it: only while active. */
export function activeListingOf(playerId: number): PublicListing | null {
  const listing = listingOf(playerId)
  return listing?.status === 'active' ? toPublicListing(listing) : null
}

/**
 * PUT /api/me/listing: creates the caller's listing or replaces every field of it (it keeps its id
 * and `createdAt`; `updatedAt` is now, which puts it first in the market).
 */
export async function saveListing(
  user: UserRecord,
  values: PlayerListingValues,
): Promise<PlayerListingRecord> {
  const at = now().toISOString()
  const existing = listingOf(user.id)
  if (existing === undefined) {
    return db.playerListings.create({
      id: nextId('playerListings'),
      playerId: user.id,
      ...values,
      createdAt: at,
      updatedAt: at,
    })
  }
  const updated = await db.playerListings.update((q) => q.where({ id: existing.id }), {
    data(record) {
      applyPatch(record, { ...values, updatedAt: at })
    },
  })
  return updated ?? existing
}

/** DELETE /api/me/listing: 404 `listing_not_found` when the caller has none. */
export function deleteListing(user: UserRecord): void {
  if (listingOf(user.id) === undefined) throw new HttpError(404, 'listing_not_found')
  db.playerListings.delete((q) => q.where({ playerId: user.id }))
}

/**
 * The player joined a team: a listing that said they were looking is paused (as the profile's
 * "looking for" is cleared), so the market does not offer a player who has just signed. They may
 * publish it again as open to offers.
 */
export async function pauseListingOf(playerId: number): Promise<void> {
  const at = now().toISOString()
  await db.playerListings.updateMany((q) => q.where({ playerId, status: 'active' }), {
    data(record) {
      record.status = 'paused'
      record.updatedAt = at
    },
  })
}

/** GET /api/market/players: the active listings of active accounts that match every filter. */
export function marketListings(query: MarketPlayersQuery): PlayerListingRecord[] {
  return db.playerListings
    .findMany((q) =>
      q.where(
        (listing) =>
          onTheMarket(listing, query) &&
          (query.platform === undefined || listing.platform === query.platform) &&
          (query.region === undefined || listing.region === query.region),
      ),
    )
    .filter((listing) => findUser(listing.playerId)?.status === 'active')
    .sort(newestFirst)
}

/** The market's player: the listing's published fields, the player's card and their team. */
export function toMarketPlayer(listing: PlayerListingRecord): MarketPlayer | null {
  const player = findUser(listing.playerId)
  if (player === undefined) return null
  const team = teamOf(player.id)
  return {
    ...toPublicListing(listing),
    player: toPlayerCard(player),
    team: team === undefined ? null : toTeamRef(team),
  }
}
