/**
 * Player statistics, aggregated from per-match stats (never stored): a competition's leaders, a
 * player's season (one competition) and career (everything), and recent matches.
 */
import type { MatchResult } from '@/api/contracts/league'
import { db, type MatchRecord, type PlayerMatchStatsRecord } from '../model'
import { matchResult } from './results'

export interface PlayerTotals {
  matches: number
  wins: number
  draws: number
  losses: number
  goals: number
  assists: number
  cleanSheets: number
  manOfTheMatch: number
  /** The mean match rating, one decimal; null without a match. */
  averageRating: number | null
}

const EMPTY_TOTALS: PlayerTotals = {
  matches: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  goals: 0,
  assists: 0,
  cleanSheets: 0,
  manOfTheMatch: 0,
  averageRating: null,
}

/** One decimal, rounded half up (7.25 → 7.3). */
export function roundRating(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10
}

/** The result for `teamId` by the score (a shoot-out decides a tie, not the result: a draw). */
function resultFor(match: MatchRecord, teamId: number): MatchResult | null {
  if (match.homeScore === null || match.awayScore === null) return null
  const [own, other] =
    match.homeTeamId === teamId
      ? [match.homeScore, match.awayScore]
      : [match.awayScore, match.homeScore]
  return matchResult(own, other)
}

/** Totals over `lines` (per-match stats), with `matches` to look results up in. */
export function totalsOf(
  lines: readonly PlayerMatchStatsRecord[],
  matches: ReadonlyMap<number, MatchRecord>,
): PlayerTotals {
  if (lines.length === 0) return { ...EMPTY_TOTALS }
  const totals = { ...EMPTY_TOTALS }
  let ratingSum = 0
  for (const line of lines) {
    totals.matches += 1
    totals.goals += line.goals
    totals.assists += line.assists
    if (line.cleanSheet) totals.cleanSheets += 1
    if (line.manOfTheMatch) totals.manOfTheMatch += 1
    ratingSum += line.rating
    const match = matches.get(line.matchId)
    const result = match === undefined ? null : resultFor(match, line.teamId)
    if (result === 'W') totals.wins += 1
    else if (result === 'D') totals.draws += 1
    else if (result === 'L') totals.losses += 1
  }
  totals.averageRating = roundRating(ratingSum / lines.length)
  return totals
}

function matchesById(competitionId?: number): Map<number, MatchRecord> {
  const matches =
    competitionId === undefined
      ? db.matches.all()
      : db.matches.findMany((q) => q.where({ competitionId }))
  return new Map(matches.map((match) => [match.id, match]))
}

function statsOfMatches(matches: ReadonlyMap<number, MatchRecord>, userId?: number) {
  return db.playerMatchStats.findMany((q) =>
    q.where(
      (line) => matches.has(line.matchId) && (userId === undefined || line.userId === userId),
    ),
  )
}

/** A player's totals in one competition. */
export function playerSeasonStats(userId: number, competitionId: number): PlayerTotals {
  const matches = matchesById(competitionId)
  return totalsOf(statsOfMatches(matches, userId), matches)
}

export interface CompetitionTotals extends PlayerTotals {
  competitionId: number
}

/** A player's totals over every competition, and per competition (in the order first played). */
export function playerCareerStats(userId: number): {
  total: PlayerTotals
  byCompetition: CompetitionTotals[]
} {
  const matches = matchesById()
  const lines = db.playerMatchStats.findMany((q) => q.where({ userId }))
  const byCompetition = new Map<number, PlayerMatchStatsRecord[]>()
  const ordered = lines
    .flatMap((line) => {
      const match = matches.get(line.matchId)
      return match === undefined ? [] : [{ line, match }]
    })
    .sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff) || a.match.id - b.match.id)
  for (const { line, match } of ordered) {
    const list = byCompetition.get(match.competitionId) ?? []
    list.push(line)
    byCompetition.set(match.competitionId, list)
  }
  return {
    total: totalsOf(lines, matches),
    byCompetition: [...byCompetition].map(([competitionId, list]) => ({
      competitionId,
      ...totalsOf(list, matches),
    })),
  }
}

/** A player's latest played matches, newest first, with the player's line of each. */
export function playerRecentMatches(
  userId: number,
  limit = 5,
): { match: MatchRecord; stats: PlayerMatchStatsRecord }[] {
  const matches = matchesById()
  return db.playerMatchStats
    .findMany((q) => q.where({ userId }))
    .flatMap((stats) => {
      const match = matches.get(stats.matchId)
      return match === undefined ? [] : [{ match, stats }]
    })
    .sort((a, b) => b.match.kickoff.localeCompare(a.match.kickoff) || b.match.id - a.match.id)
    .slice(0, limit)
}

export interface LeaderRow {
  userId: number
  /** The team the player last played for in the competition. */
  teamId: number
  /** Goals, assists, clean sheets or awards; for `rating`, the mean rating (one decimal). */
  value: number
  matches: number
}

export interface StatsLeaders {
  goals: LeaderRow[]
  assists: LeaderRow[]
  rating: LeaderRow[]
  cleanSheets: LeaderRow[]
  manOfTheMatch: LeaderRow[]
}

/** For the rating table, a player needs this share of the most appearances anyone made. */
export const RATING_MIN_SHARE = 0.4

/**
 * A competition's leaders, `limit` per table. Totals list only players above zero; equal values
 * rank the player with fewer matches first, then the lower user id (a fixed order). The rating
 * table lists players with at least RATING_MIN_SHARE of the most appearances (at least one match).
 */
export function statsLeaders(competitionId: number, limit = 10): StatsLeaders {
  const matches = matchesById(competitionId)
  const byPlayer = new Map<number, PlayerMatchStatsRecord[]>()
  const lastTeam = new Map<number, { teamId: number; kickoff: string }>()
  for (const line of statsOfMatches(matches)) {
    const list = byPlayer.get(line.userId) ?? []
    list.push(line)
    byPlayer.set(line.userId, list)
    const kickoff = matches.get(line.matchId)?.kickoff ?? ''
    const known = lastTeam.get(line.userId)
    if (known === undefined || known.kickoff <= kickoff) {
      lastTeam.set(line.userId, { teamId: line.teamId, kickoff })
    }
  }
  const players = [...byPlayer].map(([userId, lines]) => ({
    userId,
    teamId: lastTeam.get(userId)?.teamId ?? 0,
    totals: totalsOf(lines, matches),
  }))
  const mostMatches = players.reduce((max, p) => Math.max(max, p.totals.matches), 0)
  const minMatches = Math.max(1, Math.ceil(mostMatches * RATING_MIN_SHARE))

  const table = (
    value: (totals: PlayerTotals) => number,
    eligible: (totals: PlayerTotals) => boolean = (totals) => value(totals) > 0,
  ): LeaderRow[] =>
    players
      .filter((p) => eligible(p.totals))
      .map((p) => ({
        userId: p.userId,
        teamId: p.teamId,
        value: value(p.totals),
        matches: p.totals.matches,
      }))
      .sort((a, b) => b.value - a.value || a.matches - b.matches || a.userId - b.userId)
      .slice(0, limit)

  return {
    goals: table((t) => t.goals),
    assists: table((t) => t.assists),
    rating: table(
      (t) => t.averageRating ?? 0,
      (t) => t.matches >= minMatches,
    ),
    cleanSheets: table((t) => t.cleanSheets),
    manOfTheMatch: table((t) => t.manOfTheMatch),
  }
}
