/**
 * Competitions, registrations, fixture lists, results and per-player stats: each competition's
 * schedule (league rounds, playoffs, cup rounds) on its match nights, every match played by
 * ./matchPlay.ts, and the registrations that put the teams in.
 */
import {
  COMPETITIONS,
  OPEN_RESULTS_COMPETITION,
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
import { winnerOf } from '../domain/results'
import { computeStandings } from '../domain/standings'
import { addDays, matchNights } from '../lib/calendar'
import {
  DEFAULT_TIEBREAKERS,
  type CompetitionRecord,
  type MatchGoalRecord,
  type MatchRecord,
  type PlayerMatchStatsRecord,
  type RegistrationRecord,
  type ResultEventRecord,
  type ResultReportRecord,
} from '../model'
import { chance, DAY, faker, HOUR, int, MINUTE, slugify, type Ids, type SeedClock } from './context'
import { playMatch, type PlayContext } from './matchPlay'
import { buildMatchSheets } from './matchSheets'
import { openResults } from './openResults'
import type { Squad } from './teams'

export interface BuiltLeague {
  competitions: CompetitionRecord[]
  registrations: RegistrationRecord[]
  matches: MatchRecord[]
  stats: PlayerMatchStatsRecord[]
  matchGoals: MatchGoalRecord[]
  resultEvents: ResultEventRecord[]
  /** Results on their way (reported, disputed): see ./openResults.ts. */
  resultReports: ResultReportRecord[]
  /** Competitions by fixture key (`spring2026`). */
  byKey: Map<string, CompetitionRecord>
  /** Users who registered a team into a premium-only competition, and when: they need Premium then. */
  premiumRegistrants: { userId: number; atMs: number }[]
}

interface Context extends PlayContext {
  squads: ReadonlyMap<string, Squad>
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
    goals: [],
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
  const sheets = openResults(
    clock,
    ids,
    squads,
    byKey.get(OPEN_RESULTS_COMPETITION),
    context.matches,
    buildMatchSheets(clock, ids, squads, context.matches, context.stats, context.goals),
  )
  return {
    competitions,
    registrations: registrations.map((registration) => ({
      id: ids.next('registrations'),
      ...registration,
    })),
    matches: sheets.matches,
    stats: sheets.stats,
    matchGoals: sheets.goals,
    resultEvents: sheets.history,
    resultReports: sheets.reports,
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
    transferWindows: [],
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
  competition.transferWindows = transferWindowsOf(context, fixture, competition)
  return competition
}

/**
 * The fixture's windows, each from 00:00 of its first day to 23:59 of its last in the competition's
 * zone; by default one from the announcement to the day before the first match day.
 */
function transferWindowsOf(
  { clock }: Context,
  fixture: CompetitionFixture,
  competition: CompetitionRecord,
): CompetitionRecord['transferWindows'] {
  const zone = fixture.timeZone
  const windows = fixture.transferWindows?.map(({ opens, closes }) => ({
    opensAt: clock.iso(clock.at(opens, '00:00', zone)),
    closesAt: clock.iso(clock.at(closes, '23:59', zone)),
  }))
  return (
    windows ?? [
      {
        opensAt: clock.iso(clock.atDay(competition.createdAt.slice(0, 10), '00:00', zone)),
        closesAt: clock.iso(clock.atDay(addDays(competition.startDate, -1), '23:59', zone)),
      },
    ]
  )
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
