/**
 * Matches across competitions (GET /api/matches): the upcoming ones, soonest first, or those with a
 * result, latest first; by team and competition. Shaped like a fixture list's match, with its
 * competition.
 */
import type { MatchesQuery, MatchListItem } from '@/api/contracts/competitions'
import { now } from '../clock'
import type { Language } from '../lib/language'
import { db, type MatchRecord } from '../model'
import { toFixtureMatch } from './competitionMatches'
import { teamsById } from './lookups'
import { isAhead } from './results'
import { toCompetitionRef } from './refs'

/**
 * Scheduled matches still to kick off are upcoming (postponed ones have no date; one past kick-off
 * awaits its result, which is not a fixture to look forward to); played and forfeited have a result.
 */
function wanted(status: MatchesQuery['status'], match: MatchRecord, at: number): boolean {
  return status === 'upcoming'
    ? isAhead(match, at)
    : match.status === 'played' || match.status === 'forfeit'
}

/** Upcoming: soonest kickoff first; played: latest first. The id settles equal kickoffs. */
function order(status: MatchesQuery['status']): (a: MatchRecord, b: MatchRecord) => number {
  return status === 'upcoming'
    ? (a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id
    : (a, b) => b.kickoff.localeCompare(a.kickoff) || b.id - a.id
}

/** The matches the query asks for, filtered and sorted (not paged). */
export function listMatches(query: MatchesQuery): MatchRecord[] {
  const { status, teamId, competitionId } = query
  const at = now().getTime()
  return db.matches
    .findMany((q) =>
      q.where(
        (m) =>
          wanted(status, m, at) &&
          (teamId === undefined || m.homeTeamId === teamId || m.awayTeamId === teamId) &&
          (competitionId === undefined || m.competitionId === competitionId),
      ),
    )
    .sort(order(status))
}

/** One page's matches in the API's shape (teams and competitions looked up once). */
export function toMatchListItems(
  matches: readonly MatchRecord[],
  language: Language,
): MatchListItem[] {
  const teams = teamsById()
  const competitions = new Map(db.competitions.all().map((c) => [c.id, c]))
  return matches.flatMap((match) => {
    const competition = competitions.get(match.competitionId)
    // A match always belongs to a competition; one without is a data oddity, left out.
    if (competition === undefined) return []
    return [
      { ...toFixtureMatch(match, teams), competition: toCompetitionRef(competition, language) },
    ]
  })
}
