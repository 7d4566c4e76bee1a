/** A match's result from its score: what tables, team pages, profiles and brackets all read. */
import type { MatchResult } from '@/api/contracts/league'
import type { MatchRecord } from '../model'
import { now } from '../clock'

export type ScoredMatch = MatchRecord & { homeScore: number; awayScore: number }

/** A match with a result: played or forfeited, with both scores. */
export function hasResult(match: MatchRecord): match is ScoredMatch {
  return (
    (match.status === 'played' || match.status === 'forfeit') &&
    match.homeScore !== null &&
    match.awayScore !== null
  )
}

/** The result of a team that scored `own` and conceded `other` (a shoot-out does not change it). */
export function matchResult(own: number, other: number): MatchResult {
  return own > other ? 'W' : own === other ? 'D' : 'L'
}

/** A team's results counted: a table's row and a team page's season both start from it. */
export interface Tally {
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
}

export function emptyTally(): Tally {
  return { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 }
}

/** Counts one match into `tally` and returns its result. */
export function countResult(tally: Tally, scored: number, conceded: number): MatchResult {
  const result = matchResult(scored, conceded)
  tally.played += 1
  tally.goalsFor += scored
  tally.goalsAgainst += conceded
  if (result === 'W') tally.won += 1
  else if (result === 'D') tally.drawn += 1
  else tally.lost += 1
  return result
}

/** `[scored, conceded]` for `teamId`, home or away. */
export function scoreFor(match: ScoredMatch, teamId: number): [number, number] {
  return match.homeTeamId === teamId
    ? [match.homeScore, match.awayScore]
    : [match.awayScore, match.homeScore]
}

/** Who went through: the better score, else the better shoot-out; null while undecided. */
export function winnerOf(match: MatchRecord): number | null {
  if (!hasResult(match)) return null
  const { homeScore, awayScore, homePenalties, awayPenalties } = match
  if (homeScore !== awayScore) return homeScore > awayScore ? match.homeTeamId : match.awayTeamId
  if (homePenalties === null || awayPenalties === null || homePenalties === awayPenalties) {
    return null
  }
  return homePenalties > awayPenalties ? match.homeTeamId : match.awayTeamId
}

/** A scheduled match whose kick-off is still to come (one past it awaits its result). */
export function isAhead(match: MatchRecord, at: number = now().getTime()): boolean {
  return match.status === 'scheduled' && Date.parse(match.kickoff) > at
}
