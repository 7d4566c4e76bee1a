/**
 * What the news articles of the seed (./news.ts) are written from and with: the facts of the seeded
 * league, the newsroom, and the phrases the articles share (a score, a table, leaders, dates).
 */
import type { NewsCategory } from '@/api/contracts/news'
import { computeStandings, type StandingRow } from '../domain/standings'
import { totalsOf, type PlayerTotals } from '../domain/stats'
import type {
  CompetitionRecord,
  InvitationRecord,
  MatchRecord,
  PlayerMatchStatsRecord,
  TeamRecord,
  UserRecord,
} from '../model'
import { localDay } from '../lib/calendar'
import type { SeedClock } from './context'
import type { BuiltLeague } from './competitions'
import type { Squad } from './teams'

export interface Draft {
  title: string
  category: NewsCategory
  summary: string
  coverImage: string
  author: UserRecord
  publishedMs: number
  body: string[]
  teams: TeamRecord[]
  players: UserRecord[]
  competition: CompetitionRecord | null
}

export const COVERS = {
  results: '/images/news/results.svg',
  trophy: '/images/news/trophy.svg',
  transfers: '/images/news/transfers.svg',
  announcements: '/images/news/announcements.svg',
  draw: '/images/news/cup-draw.svg',
  features: '/images/news/features.svg',
} as const

/** What every story is written from: the seed's facts, the newsroom's two accounts and lookups. */
export interface Desk {
  facts: Facts
  users: readonly UserRecord[]
  invitations: readonly InvitationRecord[]
  /** GVL_Media writes the results and features, GVL_Admin the announcements. */
  media: UserRecord
  admin: UserRecord
  competition(key: string): CompetitionRecord
  matchesOf(competition: CompetitionRecord): MatchRecord[]
  team(id: number): TeamRecord | undefined
  /** The known teams of `ids`, each once, in the order first named (an article's mention list). */
  teams(ids: readonly number[]): TeamRecord[]
  /** `days` after the competition's last day, at `time` where it is played. */
  endOf(competition: CompetitionRecord, days: number, time?: string): number
}

export interface Facts {
  clock: SeedClock
  league: BuiltLeague
  teams: ReadonlyMap<number, TeamRecord>
  users: ReadonlyMap<number, UserRecord>
  squads: readonly Squad[]
}

export function score(match: MatchRecord, teams: ReadonlyMap<number, TeamRecord>): string {
  const home = teams.get(match.homeTeamId)?.name ?? '?'
  const away = teams.get(match.awayTeamId)?.name ?? '?'
  const pens =
    match.homePenalties === null || match.awayPenalties === null
      ? ''
      : ` (${match.homePenalties}–${match.awayPenalties} on penalties)`
  return `${home} ${match.homeScore ?? 0}–${match.awayScore ?? 0} ${away}${pens}`
}

export function table(
  facts: Facts,
  competition: CompetitionRecord,
  matches: readonly MatchRecord[],
): StandingRow[] {
  const teamIds = new Set(
    facts.league.registrations
      .filter((r) => r.competitionId === competition.id && r.status === 'accepted')
      .map((r) => r.teamId),
  )
  return computeStandings(
    [...teamIds].flatMap((id) => facts.teams.get(id) ?? []),
    matches,
    competition.tiebreakers,
  )
}

/** Per-player totals in a set of matches, best first by `value`. */
export function leaders(
  facts: Facts,
  matches: readonly MatchRecord[],
  value: (totals: PlayerTotals) => number,
  minMatches = 1,
): { user: UserRecord; teamId: number; totals: PlayerTotals }[] {
  const byId = new Map(matches.map((m) => [m.id, m]))
  const lines = new Map<number, PlayerMatchStatsRecord[]>()
  for (const line of facts.league.stats) {
    if (!byId.has(line.matchId)) continue
    const list = lines.get(line.userId) ?? []
    list.push(line)
    lines.set(line.userId, list)
  }
  return [...lines]
    .map(([userId, list]) => ({
      user: facts.users.get(userId),
      teamId: list.at(-1)?.teamId ?? 0,
      totals: totalsOf(list, byId),
    }))
    .filter(
      (entry): entry is { user: UserRecord; teamId: number; totals: PlayerTotals } =>
        entry.user !== undefined && entry.totals.matches >= minMatches,
    )
    .sort((a, b) => value(b.totals) - value(a.totals) || a.user.id - b.user.id)
}

/** `2026-03-19` → `Thursday, March 19` (articles are written in English). */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/** The deadline's day where the competition is played. */
export function deadlineDay(competition: CompetitionRecord): string {
  return longDate(localDay(new Date(competition.registrationDeadline), competition.timeZone))
}

export function teamName(facts: Facts, id: number): string {
  return facts.teams.get(id)?.name ?? 'a club'
}
