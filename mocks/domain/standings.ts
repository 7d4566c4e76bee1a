/**
 * League tables, computed from results (never stored): `standings(competitionId)` over the db, and
 * `computeStandings()` over plain records for the seed, which needs a table before it inserts one.
 *
 * Counted: matches of the `league` stage that were `played` or `forfeit` (the awarded 3–0).
 * A win is 3 points, a draw 1. Teams level on points are ordered by the competition's
 * `tiebreakers`, by default DEFAULT_TIEBREAKERS (docs/decisions.md, "Standings tiebreakers"):
 * goal difference, goals for, head-to-head points among the teams still level, then name.
 */
import type { Tiebreaker } from '@/api/contracts/competitions'
import type { MatchResult } from '@/api/contracts/league'
import { db, DEFAULT_TIEBREAKERS, type MatchRecord, type TeamRecord } from '../model'
import { countResult, emptyTally, type Tally } from './results'

export const POINTS_FOR_WIN = 3
export const POINTS_FOR_DRAW = 1
export const FORM_LENGTH = 5

export interface StandingRow extends Tally {
  /** 1, 2, 3… (no shared places: the tiebreakers end with the name). */
  position: number
  teamId: number
  name: string
  goalDifference: number
  points: number
  /** The last FORM_LENGTH results, newest first. */
  form: MatchResult[]
}

/** A match that counts for the table: league stage, and a result (played or forfeited). */
export function countsForTable(
  match: MatchRecord,
): match is MatchRecord & { homeScore: number; awayScore: number } {
  return (
    match.stage === 'league' &&
    (match.status === 'played' || match.status === 'forfeit') &&
    match.homeScore !== null &&
    match.awayScore !== null
  )
}

function byKickoffNewestFirst(a: MatchRecord, b: MatchRecord): number {
  return b.kickoff.localeCompare(a.kickoff) || b.id - a.id
}

/**
 * The table of `teams` from `matches` (any matches: those that do not count are skipped), ordered by
 * `tiebreakers`. Teams without a match are listed with zeros.
 */
export function computeStandings(
  teams: readonly Pick<TeamRecord, 'id' | 'name'>[],
  matches: readonly MatchRecord[],
  tiebreakers: readonly Tiebreaker[] = DEFAULT_TIEBREAKERS,
): StandingRow[] {
  const rows = new Map<number, StandingRow>(
    teams.map((team) => [
      team.id,
      {
        position: 0,
        teamId: team.id,
        name: team.name,
        ...emptyTally(),
        goalDifference: 0,
        points: 0,
        form: [],
      },
    ]),
  )
  const counted = matches.filter(countsForTable).sort(byKickoffNewestFirst)
  for (const match of counted) {
    const home = rows.get(match.homeTeamId)
    const away = rows.get(match.awayTeamId)
    if (home === undefined || away === undefined) continue
    record(home, match.homeScore, match.awayScore)
    record(away, match.awayScore, match.homeScore)
  }
  const ranked = rank([...rows.values()], tiebreakers, counted)
  ranked.forEach((row, index) => (row.position = index + 1))
  return ranked
}

function record(row: StandingRow, scored: number, conceded: number): void {
  const result = countResult(row, scored, conceded)
  row.goalDifference = row.goalsFor - row.goalsAgainst
  row.points = row.won * POINTS_FOR_WIN + row.drawn * POINTS_FOR_DRAW
  // Matches arrive newest first, so the first five seen are the form.
  if (row.form.length < FORM_LENGTH) row.form.push(result)
}

/**
 * Orders rows by the first criterion, then each group still level by the rest. Head-to-head is
 * computed within the group, so it only ever compares teams level on everything before it.
 */
function rank(
  rows: StandingRow[],
  criteria: readonly Tiebreaker[],
  matches: readonly (MatchRecord & { homeScore: number; awayScore: number })[],
): StandingRow[] {
  if (rows.length <= 1) return rows
  const [criterion, ...rest] = criteria
  if (criterion === undefined) return rows.sort((a, b) => a.teamId - b.teamId)
  if (criterion === 'name') {
    const sorted = rows.sort((a, b) => compareNames(a.name, b.name))
    return groupBy(sorted, (row) => row.name).flatMap((group) => rank(group, rest, matches))
  }
  const value = valueOf(criterion, rows, matches)
  const sorted = rows.sort((a, b) => value(b) - value(a))
  return groupBy(sorted, value).flatMap((group) => rank(group, rest, matches))
}

/** Names in a fixed order whatever the runtime's locale data. */
function compareNames(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0
}

function valueOf(
  criterion: Exclude<Tiebreaker, 'name'>,
  rows: readonly StandingRow[],
  matches: readonly (MatchRecord & { homeScore: number; awayScore: number })[],
): (row: StandingRow) => number {
  switch (criterion) {
    case 'points':
      return (row) => row.points
    case 'goal_difference':
      return (row) => row.goalDifference
    case 'goals_for':
      return (row) => row.goalsFor
    case 'wins':
      return (row) => row.won
    case 'head_to_head_points': {
      const group = new Set(rows.map((row) => row.teamId))
      const points = new Map<number, number>(rows.map((row) => [row.teamId, 0]))
      for (const match of matches) {
        if (!group.has(match.homeTeamId) || !group.has(match.awayTeamId)) continue
        const [home, away] =
          match.homeScore > match.awayScore
            ? [POINTS_FOR_WIN, 0]
            : match.homeScore < match.awayScore
              ? [0, POINTS_FOR_WIN]
              : [POINTS_FOR_DRAW, POINTS_FOR_DRAW]
        points.set(match.homeTeamId, (points.get(match.homeTeamId) ?? 0) + home)
        points.set(match.awayTeamId, (points.get(match.awayTeamId) ?? 0) + away)
      }
      return (row) => points.get(row.teamId) ?? 0
    }
  }
}

/** Consecutive runs of equal keys (the input is sorted by that key). */
function groupBy<K>(rows: readonly StandingRow[], key: (row: StandingRow) => K): StandingRow[][] {
  const groups: StandingRow[][] = []
  let previous: K | undefined
  for (const row of rows) {
    const current = key(row)
    const last = groups.at(-1)
    if (last !== undefined && current === previous) last.push(row)
    else groups.push([row])
    previous = current
  }
  return groups
}

/**
 * The table of a competition: its accepted teams, its league-stage results, its tiebreakers.
 * Empty for an unknown competition and for a cup (no league stage).
 */
export function standings(competitionId: number): StandingRow[] {
  const competition = db.competitions.findFirst((q) => q.where({ id: competitionId }))
  if (competition === undefined || competition.format === 'cup') return []
  const teamIds = new Set(
    db.registrations
      .findMany((q) => q.where({ competitionId, status: 'accepted' }))
      .map((registration) => registration.teamId),
  )
  const teams = db.teams.findMany((q) => q.where((team) => teamIds.has(team.id)))
  const matches = db.matches.findMany((q) => q.where({ competitionId, stage: 'league' }))
  return computeStandings(teams, matches, competition.tiebreakers)
}
