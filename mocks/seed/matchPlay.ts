/**
 * How a seeded match is played: scheduled while its kick-off is ahead, else postponed, forfeited or
 * played. A played match draws its goals from each team's strength (Poisson), picks both lineups,
 * gives every goal a scorer and most an assister from them, rates every player and names the man of
 * the match, so the stats add up to the score by construction.
 */
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import type { MatchStage, Position } from '@/api/contracts/league'
import type { Pairing } from '../domain/fixtures'
import { winnerOf } from '../domain/results'
import { roundRating } from '../domain/stats'
import { localDay } from '../lib/calendar'
import {
  DEFENSIVE_POSITIONS,
  FORFEIT_SCORE,
  type CompetitionRecord,
  type MatchRecord,
} from '../model'
import { chance, faker, int, pickWeighted, poisson, type Ids, type SeedClock } from './context'
import type { PlayedGoal, PlayedLine } from './matchSheets'
import type { Squad } from './teams'

/**
 * Where played matches, their stat lines and goals go, and the clock and ids they are made with
 * (./matchSheets.ts completes the lines and times the goals once the league is played).
 */
export interface PlayContext {
  clock: SeedClock
  ids: Ids
  matches: MatchRecord[]
  stats: PlayedLine[]
  goals: PlayedGoal[]
}

/** Always in their team's lineup when eligible: the accounts the demo and the stories follow. */
const REGULARS = new Set<string>([
  ...DEMO_ACCOUNTS.map((account) => account.username),
  'NutmegNate',
  'KeeperKeisha',
  'CDM_Marcus',
])

/** Who missed which match night (fixture calendar day): the scripted conversations mention these. */
const ABSENCES: readonly { username: string; day: string }[] = [
  { username: 'CDM_Marcus', day: '2026-03-10' },
]

const SCORING: Readonly<Record<Position, number>> = {
  GK: 0.02,
  RB: 0.8,
  CB: 0.9,
  LB: 0.8,
  CDM: 1.4,
  CM: 2.5,
  CAM: 5,
  RM: 3.5,
  LM: 3.5,
  RW: 5.5,
  LW: 5.5,
  ST: 10,
}

const CREATING: Readonly<Record<Position, number>> = {
  GK: 0.3,
  RB: 2.5,
  CB: 0.8,
  LB: 2.5,
  CDM: 2.5,
  CM: 5,
  CAM: 8,
  RM: 5,
  LM: 5,
  RW: 6,
  LW: 6,
  ST: 4,
}

/** Star players score more than their position says. */
const SCORING_BOOST: Readonly<Record<string, number>> = { maya_goals: 2.2, demo: 1.4 }

/** Goals a team scores in an even match, on average; the home side a little more. */
const MEAN_GOALS = 1.55
const HOME_ADVANTAGE = 1.08

interface LineupEntry {
  userId: number
  username: string
  position: Position
}

export interface MatchOptions {
  postponed: boolean
  /** The team that did not show up. */
  forfeitBy: Squad | null
}

/**
 * One match: scheduled when its kick-off is ahead of "now", else played (or postponed, or
 * forfeited) with a result and the stats of both lineups.
 */
export function playMatch(
  context: PlayContext,
  competition: CompetitionRecord,
  stage: MatchStage,
  matchday: number,
  kickoffMs: number,
  { home, away }: Pairing<Squad>,
  options: MatchOptions,
): MatchRecord {
  const { clock } = context
  const match: MatchRecord = {
    id: context.ids.next('matches'),
    competitionId: competition.id,
    stage,
    matchday,
    kickoff: clock.iso(kickoffMs),
    homeTeamId: home.team.id,
    awayTeamId: away.team.id,
    homeScore: null,
    awayScore: null,
    homePenalties: null,
    awayPenalties: null,
    status: 'scheduled',
  }
  context.matches.push(match)
  if (kickoffMs >= clock.nowMs) return match
  if (options.postponed) {
    match.status = 'postponed'
    return match
  }
  if (options.forfeitBy !== null) {
    const homeForfeits = options.forfeitBy.team.id === home.team.id
    match.status = 'forfeit'
    match.homeScore = homeForfeits ? 0 : FORFEIT_SCORE
    match.awayScore = homeForfeits ? FORFEIT_SCORE : 0
    return match
  }

  const edge = (home.strength - away.strength) * 0.12
  match.homeScore = poisson(MEAN_GOALS * HOME_ADVANTAGE * Math.exp(edge))
  match.awayScore = poisson(MEAN_GOALS * Math.exp(-edge))
  match.status = 'played'
  if (stage !== 'league' && match.homeScore === match.awayScore) {
    const homeWins = chance(0.5 + edge)
    const winner = int(3, 5)
    const loser = int(Math.max(0, winner - 3), winner - 1)
    match.homePenalties = homeWins ? winner : loser
    match.awayPenalties = homeWins ? loser : winner
  }

  const day = localDay(new Date(kickoffMs), competition.timeZone)
  const homeLineup = lineup(context, home, match.kickoff, day)
  const awayLineup = lineup(context, away, match.kickoff, day)
  const lines = [
    ...teamStats(context, match, home.team.id, homeLineup, match.homeScore, match.awayScore),
    ...teamStats(context, match, away.team.id, awayLineup, match.awayScore, match.homeScore),
  ]
  // Man of the match: the best rating; goals, then assists, then the winners break a tie.
  const winner = winnerOf(match)
  let best: PlayedLine | undefined
  for (const line of lines) {
    if (
      best === undefined ||
      line.rating > best.rating ||
      (line.rating === best.rating &&
        (line.goals > best.goals ||
          (line.goals === best.goals &&
            (line.assists > best.assists ||
              (line.assists === best.assists &&
                line.teamId === winner &&
                best.teamId !== winner)))))
    ) {
      best = line
    }
  }
  if (best !== undefined) best.manOfTheMatch = true
  context.stats.push(...lines)
  return match
}

/** Nine to eleven players who were on the team at kick-off: a keeper, the regulars, then others. */
function lineup(context: PlayContext, squad: Squad, kickoff: string, day: string): LineupEntry[] {
  const absent = new Set(
    ABSENCES.filter((a) => context.clock.day(a.day) === day).map((a) => a.username),
  )
  const eligible = squad.members.filter(
    (m) => m.membership.joinedAt <= kickoff && !absent.has(m.user.username),
  )
  const size = Math.min(eligible.length, int(9, 11))
  const keepers = eligible.filter((m) => m.user.primaryPosition === 'GK')
  const regularKeeper = keepers.find((m) => REGULARS.has(m.user.username))
  const keeper =
    regularKeeper !== undefined && chance(0.9)
      ? regularKeeper
      : keepers.length > 0
        ? faker.helpers.arrayElement(keepers)
        : undefined
  const outfield = eligible.filter((m) => m.user.primaryPosition !== 'GK')
  const regulars = outfield.filter((m) => REGULARS.has(m.user.username))
  const others = outfield.filter((m) => !REGULARS.has(m.user.username))
  const picked = [
    ...(keeper === undefined ? [] : [keeper]),
    ...regulars,
    ...faker.helpers.arrayElements(
      others,
      Math.max(0, size - regulars.length - (keeper === undefined ? 0 : 1)),
    ),
  ]
  return picked.map((m) => ({
    userId: m.user.id,
    username: m.user.username,
    position: m.user.primaryPosition,
  }))
}

function teamStats(
  context: PlayContext,
  match: MatchRecord,
  teamId: number,
  players: readonly LineupEntry[],
  scored: number,
  conceded: number,
): PlayedLine[] {
  const goals = new Map<number, number>()
  const assists = new Map<number, number>()
  if (players.length > 0) {
    for (let goal = 0; goal < scored; goal++) {
      const scorer = pickWeighted(
        players,
        (p) => SCORING[p.position] * (SCORING_BOOST[p.username] ?? 1),
      )
      goals.set(scorer.userId, (goals.get(scorer.userId) ?? 0) + 1)
      const others = players.filter((p) => p.userId !== scorer.userId)
      let assistId: number | null = null
      if (others.length > 0 && chance(0.78)) {
        const assister = pickWeighted(others, (p) => CREATING[p.position])
        assists.set(assister.userId, (assists.get(assister.userId) ?? 0) + 1)
        assistId = assister.userId
      }
      context.goals.push({ matchId: match.id, teamId, scorerId: scorer.userId, assistId })
    }
  }
  const result = scored > conceded ? 0.45 : scored === conceded ? 0.1 : -0.35
  return players.map((player) => {
    const g = goals.get(player.userId) ?? 0
    const a = assists.get(player.userId) ?? 0
    const cleanSheet = conceded === 0 && DEFENSIVE_POSITIONS.includes(player.position)
    let rating = faker.number.float({ min: 5.6, max: 7.3 }) + 0.9 * g + 0.5 * a + result
    if (cleanSheet) rating += 0.5
    if (player.position === 'GK') rating -= 0.25 * Math.max(0, conceded - 1)
    return {
      id: context.ids.next('playerMatchStats'),
      matchId: match.id,
      userId: player.userId,
      teamId,
      position: player.position,
      goals: g,
      assists: a,
      rating: Math.min(10, Math.max(1, roundRating(rating))),
      cleanSheet,
      manOfTheMatch: false,
    }
  })
}
