/**
 * Players: who is listed and who has a public profile, and the list (GET /api/players).
 *
 * The list is served from an index (one entry per listed player with their career totals, and the
 * entries ordered for each sort and order on first use) instead of adding up every match stat on
 * each request: with the large seed's 10,000 players a request filters one ordered array and slices
 * a page.
 *
 * The index is memoised and rebuilt when its sources change. It keeps the record arrays it was
 * built from (users, memberships, player match stats) and compares them, by reference, with the
 * collections' current records on every use: @msw/data replaces a record object on `update`, adds
 * one on `create` and removes it on `delete`, and a reset or a restored snapshot inserts fresh
 * objects, so any change shows as a different reference. That check is ~15,000 pointer comparisons
 * (tens of microseconds) and, unlike the collections' hooks, it also sees the bulk inserts of a
 * reset or a restore (mocks/lib/bulk.ts fires no hooks) and cannot run before a change has landed
 * (`create` and `update` hooks fire before the record is stored, with an await in between).
 */
import {
  DEFAULT_PLAYER_ORDER,
  type PlayerListItem,
  type PlayersQuery,
  type PlayerSort,
  type SortOrder,
  type StatLine,
} from '@/api/contracts/players'
import type { Page } from '@/api/contracts/paging'
import { now } from '../clock'
import { db, findUser, type PlayerMatchStatsRecord, type UserRecord } from '../model'
import { paginate } from '../lib/query'
import { compareStrings, foldText } from '../lib/text'
import { teamsById } from './lookups'
import { premiumUserIds } from './premium'
import { toPlayerCard, toTeamRef } from './refs'
import { roundRating } from './stats'

// --- Who is listed and who has a profile ----------------------------------------------------------

/** An activated account: only these have a public profile. */
export function hasPublicProfile(user: UserRecord): boolean {
  return user.status === 'active'
}

/** The list and the search show activated players; league staff have a profile but are not listed. */
export function isListedPlayer(user: UserRecord): boolean {
  return hasPublicProfile(user) && user.role === 'player'
}

/** The user behind a public profile, or undefined (unknown or not activated: the same 404). */
export function findPublicPlayer(id: number): UserRecord | undefined {
  const user = findUser(id)
  return user !== undefined && hasPublicProfile(user) ? user : undefined
}

// --- The index -------------------------------------------------------------------------------------

export interface PlayerEntry {
  user: UserRecord
  /** The lower-cased username: the username sort and every tie-break. */
  name: string
  /** The folded username, PSN ID, Xbox gamertag and EA ID: what `q` is matched against. */
  keys: string[]
  teamId: number | null
  stats: StatLine
}

interface Sources {
  users: readonly object[]
  memberships: readonly object[]
  stats: readonly object[]
}

interface PlayerIndex {
  sources: Sources
  /** Listed players, in the order of the records. */
  entries: PlayerEntry[]
  /** Every user's match stat lines (listed or not), in the order of the records. */
  linesByUser: Map<number, PlayerMatchStatsRecord[]>
  /** `entries` sorted per `sort:order`, built on first use. */
  orders: Map<string, PlayerEntry[]>
}

let index: PlayerIndex | null = null

function currentSources(): Sources {
  return {
    users: db.users.all(),
    memberships: db.memberships.all(),
    stats: db.playerMatchStats.all(),
  }
}

function sameRecords(saved: readonly object[], current: readonly object[]): boolean {
  if (saved.length !== current.length) return false
  for (let i = 0; i < saved.length; i += 1) if (saved[i] !== current[i]) return false
  return true
}

function isCurrent(built: PlayerIndex, sources: Sources): boolean {
  return (
    sameRecords(built.sources.users, sources.users) &&
    sameRecords(built.sources.memberships, sources.memberships) &&
    sameRecords(built.sources.stats, sources.stats)
  )
}

interface Totals {
  apps: number
  goals: number
  assists: number
  ratingSum: number
  motm: number
  cleanSheets: number
}

function buildIndex(): PlayerIndex {
  // Copies of the arrays: the collections' own arrays change in place.
  const users = db.users.all().slice()
  const memberships = db.memberships.all().slice()
  const lines = db.playerMatchStats.all().slice()

  const teamIdOf = new Map<number, number>()
  for (const membership of memberships) teamIdOf.set(membership.userId, membership.teamId)

  const linesByUser = new Map<number, PlayerMatchStatsRecord[]>()
  const totals = new Map<number, Totals>()
  for (const line of lines) {
    const list = linesByUser.get(line.userId)
    if (list === undefined) linesByUser.set(line.userId, [line])
    else list.push(line)
    let sum = totals.get(line.userId)
    if (sum === undefined) {
      sum = { apps: 0, goals: 0, assists: 0, ratingSum: 0, motm: 0, cleanSheets: 0 }
      totals.set(line.userId, sum)
    }
    sum.apps += 1
    sum.goals += line.goals
    sum.assists += line.assists
    sum.ratingSum += line.rating
    if (line.manOfTheMatch) sum.motm += 1
    if (line.cleanSheet) sum.cleanSheets += 1
  }

  const entries: PlayerEntry[] = []
  for (const user of users) {
    if (!isListedPlayer(user)) continue
    const sum = totals.get(user.id)
    const entry: PlayerEntry = {
      user,
      name: user.username.toLowerCase(),
      keys: [user.username, user.psnId, user.xboxGamertag, user.eaId].flatMap((key) =>
        key === null ? [] : [foldText(key)],
      ),
      teamId: teamIdOf.get(user.id) ?? null,
      stats:
        sum === undefined
          ? { apps: 0, goals: 0, assists: 0, avgRating: null, motm: 0, cleanSheets: 0 }
          : {
              apps: sum.apps,
              goals: sum.goals,
              assists: sum.assists,
              avgRating: roundRating(sum.ratingSum / sum.apps),
              motm: sum.motm,
              cleanSheets: sum.cleanSheets,
            },
    }
    entries.push(entry)
  }
  return {
    sources: { users, memberships, stats: lines },
    entries,
    linesByUser,
    orders: new Map(),
  }
}

/** The index for the db as it is now, rebuilt first if anything it depends on changed. */
export function playerIndex(): PlayerIndex {
  const sources = currentSources()
  if (index === null || !isCurrent(index, sources)) index = buildIndex()
  return index
}

/** A user's match stat lines, from the index (in the order of the records). */
export function statLinesOf(userId: number): PlayerMatchStatsRecord[] {
  return playerIndex().linesByUser.get(userId) ?? []
}

// --- The list --------------------------------------------------------------------------------------

/** The value a sort orders by; null (no rating yet) sorts last in both orders. */
const SORT_KEY: Record<
  Exclude<PlayerSort, 'username'>,
  (entry: PlayerEntry) => string | number | null
> = {
  country: (e) => e.user.country,
  apps: (e) => e.stats.apps,
  goals: (e) => e.stats.goals,
  assists: (e) => e.stats.assists,
  rating: (e) => e.stats.avgRating,
  motm: (e) => e.stats.motm,
  cleanSheets: (e) => e.stats.cleanSheets,
}

/** Username A→Z (case-insensitive), then id: the list's own order and every sort's tie-break. */
function byUsername(a: PlayerEntry, b: PlayerEntry): number {
  return compareStrings(a.name, b.name) || a.user.id - b.user.id
}

/**
 * `base` (in username order) ordered by `key`, keeping the username order among equal values: the
 * entries go into one bucket per distinct value (a few dozen: counts, one-decimal ratings,
 * countries), and the buckets are concatenated in the order asked for. Linear in the players,
 * where a comparison sort of 10,000 entries costs ten times more.
 */
function bucketed(
  base: readonly PlayerEntry[],
  key: (entry: PlayerEntry) => string | number | null,
  order: SortOrder,
): PlayerEntry[] {
  const buckets = new Map<string | number, PlayerEntry[]>()
  const none: PlayerEntry[] = []
  for (const entry of base) {
    const value = key(entry)
    if (value === null) {
      none.push(entry)
      continue
    }
    const bucket = buckets.get(value)
    if (bucket === undefined) buckets.set(value, [entry])
    else bucket.push(entry)
  }
  const direction = order === 'asc' ? 1 : -1
  const values = [...buckets.keys()].sort(
    (a, b) =>
      direction *
      (typeof a === 'number' && typeof b === 'number'
        ? a - b
        : compareStrings(String(a), String(b))),
  )
  const result: PlayerEntry[] = []
  // Loops, not push(...bucket): a bucket can hold most of 10,000 players (no goals yet).
  for (const value of values) for (const entry of buckets.get(value) ?? []) result.push(entry)
  for (const entry of none) result.push(entry)
  return result
}

function ordered(built: PlayerIndex, sort: PlayerSort, order: SortOrder): PlayerEntry[] {
  const key = `${sort}:${order}`
  let list = built.orders.get(key)
  if (list === undefined) {
    let base = built.orders.get('username:asc')
    if (base === undefined) {
      base = built.entries.slice().sort(byUsername)
      built.orders.set('username:asc', base)
    }
    list =
      sort !== 'username'
        ? bucketed(base, SORT_KEY[sort], order)
        : order === 'asc'
          ? base
          : base.slice().sort((a, b) => compareStrings(b.name, a.name) || a.user.id - b.user.id)
    built.orders.set(key, list)
  }
  return list
}

/** One page of the listed players that pass every filter, in the order asked for. */
export function listPlayers(query: PlayersQuery): Page<PlayerEntry> {
  const built = playerIndex()
  const order = query.order ?? DEFAULT_PLAYER_ORDER[query.sort]
  const text = query.q === undefined ? '' : foldText(query.q)
  const { position, platform, country, freeAgent, teamId } = query
  const matched: PlayerEntry[] = []
  for (const entry of ordered(built, query.sort, order)) {
    const user = entry.user
    if (
      position !== undefined &&
      user.primaryPosition !== position &&
      user.secondaryPosition !== position
    ) {
      continue
    }
    if (platform !== undefined && user.platform !== platform) continue
    if (country !== undefined && user.country !== country) continue
    if (freeAgent !== undefined && user.freeAgent !== freeAgent) continue
    if (teamId !== undefined && entry.teamId !== teamId) continue
    if (text !== '' && !entry.keys.some((key) => key.includes(text))) continue
    matched.push(entry)
  }
  return paginate(matched, query)
}

// --- Shaping (explicit, field by field: nothing private can slip through) ------------------------

/** Shapes list rows; looks teams and Premium up once for the whole page. */
export function toPlayerListItems(entries: readonly PlayerEntry[]): PlayerListItem[] {
  const teams = teamsById()
  const premium = premiumUserIds(now())
  return entries.map(({ user, teamId, stats }) => {
    const team = teamId === null ? undefined : teams.get(teamId)
    return {
      ...toPlayerCard(user),
      secondaryPosition: user.secondaryPosition,
      team: team === undefined ? null : toTeamRef(team),
      freeAgent: user.freeAgent,
      premium: premium.has(user.id),
      stats: { ...stats },
    }
  })
}
