/**
 * What a competition's matches show (GET /api/competitions/:id/standings and /fixtures): a league's
 * table (computed by ./standings.ts with the competition's tiebreakers) and playoffs, a cup's
 * bracket, and the fixtures and results by matchday.
 */
import type {
  BracketMatch,
  BracketRound,
  FixtureMatch,
  FixturesQuery,
  FixturesResponse,
  KnockoutStage,
  Matchday,
  StandingsResponse,
} from '@/api/contracts/competitions'
import { now } from '../clock'
import type { CompetitionRecord, MatchRecord, TeamRecord } from '../model'
import { countsOf, teamRefFrom } from './competitions'
import { knockoutStage } from './fixtures'
import { matchesOf, teamsById } from './lookups'
import { isAhead, winnerOf } from './results'
import { standings } from './standings'

export function toFixtureMatch(
  match: MatchRecord,
  teams: ReadonlyMap<number, TeamRecord>,
): FixtureMatch {
  return {
    id: match.id,
    matchday: match.matchday,
    stage: match.stage,
    kickoff: match.kickoff,
    status: match.status,
    home: teamRefFrom(teams, match.homeTeamId),
    away: teamRefFrom(teams, match.awayTeamId),
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    homePenalties: match.homePenalties,
    awayPenalties: match.awayPenalties,
  }
}

function isKnockoutSize(teams: number): boolean {
  return Number.isInteger(teams) && teams >= 2 && teams <= 32 && (teams & (teams - 1)) === 0
}

/** The knockout stages from a first round of `teams` to the final: 8 → QF, SF, F. */
function stagesFrom(teams: number): KnockoutStage[] {
  const stages: KnockoutStage[] = []
  for (let size = teams; isKnockoutSize(size); size /= 2) {
    const stage = knockoutStage(size)
    if (stage !== 'league') stages.push(stage)
  }
  return stages
}

/**
 * The rounds of a knockout: those drawn (with their matches, in bracket order), then the rounds to
 * come, empty. `plannedTeams` sizes the first round when no match is drawn yet.
 */
function bracketRounds(
  matches: readonly MatchRecord[],
  plannedTeams: number,
  teams: ReadonlyMap<number, TeamRecord>,
): BracketRound[] {
  const byStage = new Map<KnockoutStage, MatchRecord[]>()
  // Matches of a round are created in bracket order, so their ids keep it.
  for (const match of [...matches].sort((a, b) => a.id - b.id)) {
    if (match.stage === 'league') continue
    const list = byStage.get(match.stage) ?? []
    list.push(match)
    byStage.set(match.stage, list)
  }
  const earliest = [...byStage.entries()].sort(
    ([, a], [, b]) => (a[0]?.matchday ?? 0) - (b[0]?.matchday ?? 0),
  )[0]
  const firstRoundTeams = earliest === undefined ? plannedTeams : earliest[1].length * 2
  const stages = stagesFrom(firstRoundTeams)
  // Stages with matches outside the planned sizes (a data oddity) are still shown, never dropped.
  for (const stage of byStage.keys()) if (!stages.includes(stage)) stages.push(stage)
  return stages.map((stage) => {
    const list = byStage.get(stage) ?? []
    return {
      stage,
      matchday: list[0]?.matchday ?? null,
      matches: list.map((match): BracketMatch => ({
        ...toFixtureMatch(match, teams),
        winnerTeamId: winnerOf(match),
      })),
    }
  })
}

/** The largest knockout size a cup with these numbers draws: its capacity, or what it has. */
function plannedCupSize(competition: CompetitionRecord, accepted: number): number {
  if (isKnockoutSize(competition.maxTeams)) return competition.maxTeams
  let size = 1
  while (size * 2 <= Math.min(accepted, 32)) size *= 2
  return size
}

/**
 * A league (with or without playoffs) answers its table, computed from results by standings.ts with
 * the competition's tiebreakers; a cup answers its bracket.
 */
export function standingsOf(competition: CompetitionRecord, empty: boolean): StandingsResponse {
  const teams = teamsById()
  const matches = empty ? [] : matchesOf(competition.id)
  if (competition.format === 'cup') {
    const accepted = countsOf(competition.id).accepted
    const planned = empty ? 0 : plannedCupSize(competition, accepted)
    return {
      kind: 'bracket',
      competitionId: competition.id,
      rounds: bracketRounds(matches, planned, teams),
    }
  }
  const rows = empty ? [] : standings(competition.id)
  return {
    kind: 'table',
    competitionId: competition.id,
    tiebreakers: [...competition.tiebreakers],
    playoffTeams: competition.playoffTeams,
    rows: rows.map((row) => ({
      position: row.position,
      team: teamRefFrom(teams, row.teamId),
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goalsFor: row.goalsFor,
      goalsAgainst: row.goalsAgainst,
      goalDifference: row.goalDifference,
      points: row.points,
      form: [...row.form],
    })),
    playoffs:
      competition.playoffTeams === null || empty
        ? []
        : bracketRounds(matches, competition.playoffTeams, teams),
  }
}

/** Fixtures and results by matchday, filtered; `nextMatchday` looks at every match. */
export function fixturesOf(
  competition: CompetitionRecord,
  query: FixturesQuery,
  empty: boolean,
): FixturesResponse {
  const teams = teamsById()
  const matches = empty ? [] : matchesOf(competition.id)
  // Postponed matches have no new date yet, and one past kick-off awaits its result: the round to
  // show next is the first one still to kick off.
  const at = now().getTime()
  const open = matches.filter((m) => isAhead(m, at))
  const nextMatchday = open.length === 0 ? null : Math.min(...open.map((m) => m.matchday))
  const byMatchday = new Map<number, MatchRecord[]>()
  for (const match of matches) {
    if (query.matchday !== undefined && match.matchday !== query.matchday) continue
    if (
      query.teamId !== undefined &&
      match.homeTeamId !== query.teamId &&
      match.awayTeamId !== query.teamId
    ) {
      continue
    }
    const list = byMatchday.get(match.matchday) ?? []
    list.push(match)
    byMatchday.set(match.matchday, list)
  }
  const matchdays = [...byMatchday.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([matchday, list]): Matchday[] => {
      const first = list[0]
      if (first === undefined) return []
      return [
        {
          matchday,
          stage: first.stage,
          startsAt: first.kickoff,
          matches: list.map((match) => toFixtureMatch(match, teams)),
        },
      ]
    })
  return { competitionId: competition.id, nextMatchday, matchdays }
}
