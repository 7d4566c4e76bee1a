/**
 * Competitions, registrations, fixture lists, results and per-player stats. Results are drawn from
 * each team's strength (Poisson goals); every goal has a scorer and most an assister from the
 * lineup, so the stats add up to the score by construction.
 */
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import type { MatchStage, Position } from '@/api/contracts/league'
import {
  COMPETITIONS,
  rulesFor,
  type CompetitionFixture,
  type RegistrationFixture,
} from '../fixtures/competitions'
import {
  knockoutPairings,
  knockoutRounds,
  knockoutStage,
  playoffBracket,
  roundRobin,
  type Pairing,
} from '../domain/fixtures'
import { computeStandings } from '../domain/standings'
import { roundRating } from '../domain/stats'
import { localDay, matchNights } from '../lib/calendar'
import {
  DEFAULT_TIEBREAKERS,
  DEFENSIVE_POSITIONS,
  FORFEIT_SCORE,
  type CompetitionRecord,
  type MatchRecord,
  type PlayerMatchStatsRecord,
  type RegistrationRecord,
} from '../model'
import {
  chance,
  DAY,
  faker,
  HOUR,
  int,
  MINUTE,
  pickWeighted,
  poisson,
  slugify,
  type Ids,
  type SeedClock,
} from './context'
import type { Squad } from './teams'

export interface BuiltLeague {
  competitions: CompetitionRecord[]
  registrations: RegistrationRecord[]
  matches: MatchRecord[]
  stats: PlayerMatchStatsRecord[]
  /** Competitions by fixture key (`spring2026`). */
  byKey: Map<string, CompetitionRecord>
  /** Users who registered a team into a premium-only competition, and when: they need Premium then. */
  premiumRegistrants: { userId: number; atMs: number }[]
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

const MEAN_GOALS = 1.55
const HOME_ADVANTAGE = 1.08

interface LineupEntry {
  userId: number
  username: string
  position: Position
}

interface Context {
  clock: SeedClock
  ids: Ids
  squads: ReadonlyMap<string, Squad>
  matches: MatchRecord[]
  stats: PlayerMatchStatsRecord[]
}

export function buildCompetitions(
  clock: SeedClock,
  ids: Ids,
  squads: readonly Squad[],
): BuiltLeague {
  const context: Context = {
    clock,
    ids,
    squads: new Map(squads.map((squad) => [squad.team.name, squad])),
    matches: [],
    stats: [],
  }
  const competitions: CompetitionRecord[] = []
  const registrations: Omit<RegistrationRecord, 'id'>[] = []
  const premiumRegistrants: { userId: number; atMs: number }[] = []
  const byKey = new Map<string, CompetitionRecord>()

  for (const fixture of COMPETITIONS) {
    const competition = buildCompetition(context, fixture)
    competitions.push(competition)
    byKey.set(fixture.key, competition)
    for (const registration of planRegistrations(context, fixture, competition)) {
      registrations.push(registration)
      if (fixture.premiumOnly) {
        premiumRegistrants.push({
          userId: registration.registeredBy,
          atMs: Date.parse(registration.createdAt),
        })
      }
    }
  }
  // Numbered in the order they were made, as a server would have.
  registrations.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return {
    competitions,
    registrations: registrations.map((registration) => ({
      id: ids.next('registrations'),
      ...registration,
    })),
    matches: context.matches,
    stats: context.stats,
    byKey,
    premiumRegistrants,
  }
}

function squadOf(context: Context, name: string): Squad {
  const squad = context.squads.get(name)
  if (squad === undefined) throw new Error(`no team ${name}`)
  return squad
}

function buildCompetition(context: Context, fixture: CompetitionFixture): CompetitionRecord {
  const { clock } = context
  const deadlineMs = clock.at(fixture.registrationDeadline, '23:59', fixture.timeZone)
  const competition: CompetitionRecord = {
    id: context.ids.next('competitions'),
    name: fixture.name,
    slug: slugify(fixture.name.replace(/^GVL /, '')),
    season: fixture.season,
    format: fixture.format,
    platform: fixture.platform,
    status: fixture.status,
    description: fixture.description,
    registrationDeadline: clock.iso(deadlineMs),
    startDate: clock.day(fixture.startDate),
    endDate: clock.day(fixture.plannedEndDate ?? fixture.startDate),
    matchNights: [...fixture.matchNights],
    kickoffTime: fixture.kickoffTime,
    timeZone: fixture.timeZone,
    maxTeams: fixture.maxTeams,
    rosterMin: fixture.rosterMin,
    rosterMax: fixture.rosterMax,
    premiumOnly: fixture.premiumOnly,
    legs: fixture.legs,
    playoffTeams: fixture.playoffTeams,
    rules: rulesFor(fixture),
    tiebreakers: [...(fixture.tiebreakers ?? DEFAULT_TIEBREAKERS)],
    prizes: fixture.prizes.map((prize) => ({ ...prize })),
    createdAt: clock.iso(
      deadlineMs - fixture.announcedDaysBeforeDeadline * DAY - 7 * HOUR - 59 * MINUTE,
    ),
  }
  if (fixture.status !== 'registration_open') {
    const schedule =
      fixture.format === 'cup'
        ? playCup(context, fixture, competition)
        : playLeague(context, fixture, competition)
    competition.startDate = schedule.at(0) ?? competition.startDate
    competition.endDate = schedule.at(-1) ?? competition.endDate
  }
  return competition
}

/** Every calendar day the competition plays on, league phase and knockout rounds. */
function scheduleDays(context: Context, fixture: CompetitionFixture, rounds: number): string[] {
  return matchNights(
    context.clock.day(fixture.startDate),
    fixture.matchNights,
    rounds,
    (fixture.skipDays ?? []).map((day) => context.clock.day(day)),
  )
}

/** The league phase (and the playoffs once it is complete). Returns the schedule's days. */
function playLeague(
  context: Context,
  fixture: CompetitionFixture,
  competition: CompetitionRecord,
): string[] {
  const squads = fixture.teams.map((name) => squadOf(context, name))
  let rounds = roundRobin(squads, fixture.legs)
  if (fixture.fixedPairing !== undefined) rounds = placePairing(rounds, fixture.fixedPairing)
  const playoffRounds = fixture.playoffTeams === null ? 0 : knockoutRounds(fixture.playoffTeams)
  const days = scheduleDays(context, fixture, rounds.length + playoffRounds)

  const league: MatchRecord[] = []
  rounds.forEach((pairings, index) => {
    const day = days[index] ?? ''
    for (const pairing of pairings) {
      const exception = (fixture.exceptions ?? []).find(
        (e) =>
          e.matchday === index + 1 &&
          (e.team === pairing.home.team.name || e.team === pairing.away.team.name),
      )
      const time =
        exception?.kind === 'kickoff'
          ? (exception.time ?? fixture.kickoffTime)
          : fixture.kickoffTime
      const kickoffMs = context.clock.atDay(day, time, fixture.timeZone)
      league.push(
        playMatch(context, competition, 'league', index + 1, kickoffMs, pairing, {
          postponed: exception?.kind === 'postponed',
          forfeitBy:
            exception?.kind === 'forfeit' ? (context.squads.get(exception.team) ?? null) : null,
        }),
      )
    }
  })

  const complete = league.every((m) => m.status === 'played' || m.status === 'forfeit')
  if (fixture.playoffTeams !== null && complete) {
    const table = computeStandings(
      squads.map((s) => s.team),
      league,
      competition.tiebreakers,
    )
    const bySquad = new Map(squads.map((s) => [s.team.id, s]))
    const bracket = playoffBracket(
      table.flatMap((row) => bySquad.get(row.teamId) ?? []),
      fixture.playoffTeams,
    )
    playKnockout(context, fixture, competition, bracket, days.slice(rounds.length), rounds.length)
  }
  return days
}

/** Rotates the rounds so that a pairing falls on its matchday, home and away as asked. */
function placePairing(
  rounds: Pairing<Squad>[][],
  fixed: { matchday: number; home: string; away: string },
): Pairing<Squad>[][] {
  const names = (p: Pairing<Squad>) => [p.home.team.name, p.away.team.name]
  const found = rounds.findIndex((round) =>
    round.some((p) => names(p).includes(fixed.home) && names(p).includes(fixed.away)),
  )
  if (found === -1) return rounds
  const shift = (found - (fixed.matchday - 1) + rounds.length) % rounds.length
  const rotated = [...rounds.slice(shift), ...rounds.slice(0, shift)]
  const round = rotated[fixed.matchday - 1]
  if (round !== undefined) {
    rotated[fixed.matchday - 1] = round.map((p) =>
      names(p).includes(fixed.home) && p.home.team.name !== fixed.home
        ? { home: p.away, away: p.home }
        : p,
    )
  }
  return rotated
}

function playCup(
  context: Context,
  fixture: CompetitionFixture,
  competition: CompetitionRecord,
): string[] {
  const bracket = fixture.teams.map((name) => squadOf(context, name))
  const days = scheduleDays(context, fixture, knockoutRounds(bracket.length))
  playKnockout(context, fixture, competition, bracket, days, 0)
  return days
}

/** Knockout rounds on `days`, one round a day, while the previous round is decided. */
function playKnockout(
  context: Context,
  fixture: CompetitionFixture,
  competition: CompetitionRecord,
  firstBracket: readonly Squad[],
  days: readonly string[],
  matchdaysBefore: number,
): void {
  let bracket = [...firstBracket]
  for (let round = 0; bracket.length >= 2; round++) {
    const day = days[round]
    if (day === undefined) return
    const kickoffMs = context.clock.atDay(day, fixture.kickoffTime, fixture.timeZone)
    const stage = knockoutStage(bracket.length)
    const played = knockoutPairings(bracket).map((pairing) =>
      playMatch(context, competition, stage, matchdaysBefore + round + 1, kickoffMs, pairing, {
        postponed: false,
        forfeitBy: null,
      }),
    )
    if (!played.every((m) => m.status === 'played')) return
    bracket = played.map((match, index) => {
      const pairing = knockoutPairings(bracket)[index]
      if (pairing === undefined) throw new Error('bracket out of step')
      return winnerOf(match) === match.homeTeamId ? pairing.home : pairing.away
    })
  }
}

function winnerOf(match: MatchRecord): number | null {
  const { homeScore, awayScore, homePenalties, awayPenalties } = match
  if (homeScore === null || awayScore === null) return null
  if (homeScore !== awayScore) return homeScore > awayScore ? match.homeTeamId : match.awayTeamId
  if (homePenalties === null || awayPenalties === null) return null
  return homePenalties > awayPenalties ? match.homeTeamId : match.awayTeamId
}

interface MatchOptions {
  postponed: boolean
  /** The team that did not show up. */
  forfeitBy: Squad | null
}

/**
 * One match: scheduled when its kick-off is ahead of "now", else played (or postponed, or
 * forfeited) with a result and the stats of both lineups.
 */
function playMatch(
  context: Context,
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
  let best: PlayerMatchStatsRecord | undefined
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
function lineup(context: Context, squad: Squad, kickoff: string, day: string): LineupEntry[] {
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
  context: Context,
  match: MatchRecord,
  teamId: number,
  players: readonly LineupEntry[],
  scored: number,
  conceded: number,
): PlayerMatchStatsRecord[] {
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
      if (others.length > 0 && chance(0.78)) {
        const assister = pickWeighted(others, (p) => CREATING[p.position])
        assists.set(assister.userId, (assists.get(assister.userId) ?? 0) + 1)
      }
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

/**
 * The competition's registrations, without ids (numbered later, in the order they were made).
 * Registrations without a fixed day fall between the announcement and the deadline (or yesterday),
 * in the fixture's order: accepted teams first, so a waitlist forms once the competition is full.
 */
function planRegistrations(
  context: Context,
  fixture: CompetitionFixture,
  competition: CompetitionRecord,
): Omit<RegistrationRecord, 'id'>[] {
  const { clock } = context
  const deadlineMs = Date.parse(competition.registrationDeadline)
  const firstMs = Date.parse(competition.createdAt) + DAY
  const lastMs = Math.min(deadlineMs, clock.nowMs) - DAY
  const entries: RegistrationFixture[] = [
    ...fixture.teams.map((team) => ({ team, status: 'accepted' as const })),
    ...(fixture.otherRegistrations ?? []),
  ]
  const spanMinutes = Math.max(0, Math.floor((lastMs - firstMs) / MINUTE))
  const times = entries
    .filter((entry) => entry.daysBeforeDeadline === undefined)
    .map(() => firstMs + int(0, spanMinutes) * MINUTE)
    .sort((a, b) => a - b)
  let next = 0
  return entries.map((entry) => {
    const squad = squadOf(context, entry.team)
    const createdMs =
      entry.daysBeforeDeadline === undefined
        ? (times[next++] ?? firstMs)
        : deadlineMs - entry.daysBeforeDeadline * DAY - int(2, 10) * HOUR
    const manager = squad.members.find((m) => m.membership.role === 'manager')
    const coManagers = squad.members.filter((m) => m.membership.role === 'co-manager')
    const registrar =
      !fixture.premiumOnly && coManagers.length > 0 && chance(0.3)
        ? faker.helpers.arrayElement(coManagers)
        : manager
    if (registrar === undefined) throw new Error(`${entry.team} has no manager`)
    const decidedMs = Math.min(createdMs + int(2, 60) * HOUR, clock.nowMs - HOUR)
    return {
      competitionId: competition.id,
      teamId: squad.team.id,
      status: entry.status,
      registeredBy: registrar.user.id,
      createdAt: clock.iso(Math.floor(createdMs / MINUTE) * MINUTE),
      decidedAt:
        entry.status === 'pending' ? null : clock.iso(Math.floor(decidedMs / MINUTE) * MINUTE),
      reason: entry.reason ?? null,
    }
  })
}
