/**
 * Competitions as the API shows them: the filtered list, one competition with its counts, the table
 * or bracket, fixtures by matchday, stats leaders and registered teams. Tables and leaders are
 * computed by standings.ts and stats.ts; this module shapes them, picking public fields only.
 */
import type {
  BracketMatch,
  BracketRound,
  CompetitionCard,
  CompetitionDetail,
  CompetitionStatus,
  CompetitionsQuery,
  CompetitionTeam,
  CompetitionTeamsResponse,
  FixtureMatch,
  FixturesQuery,
  FixturesResponse,
  KnockoutStage,
  Leader,
  Matchday,
  PlayerRef,
  StandingsResponse,
  StatsResponse,
  TeamRef,
} from '@/api/contracts/competitions'
import { LEADERS_LIMIT } from '@/api/contracts/competitions'
import {
  db,
  type CompetitionRecord,
  type MatchRecord,
  type RegistrationRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { HttpError } from '../lib/http'
import { knockoutStage } from './fixtures'
import { standings } from './standings'
import { RATING_MIN_SHARE, statsLeaders, type LeaderRow } from './stats'
import { findCompetition, matchesOf } from './teams'

/** The list's order of statuses: what a team can still join first. */
const STATUS_ORDER: Record<CompetitionStatus, number> = {
  registration_open: 0,
  in_progress: 1,
  finished: 2,
}

/** A path parameter that must be a positive integer; anything else names nothing (404). */
export function idParam(raw: string | readonly string[] | undefined): number | null {
  const value = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(value) && value >= 1 ? value : null
}

/** The competition of `/competitions/:id`; throws 404 `competition_not_found`. */
export function requireCompetition(raw: string | readonly string[] | undefined): CompetitionRecord {
  const id = idParam(raw)
  const competition = id === null ? undefined : findCompetition(id)
  if (competition === undefined) throw new HttpError(404, 'competition_not_found')
  return competition
}

/** Lower case without accents, for text filters (`Competición` matches `competicion`). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function toTeamRef(team: TeamRecord): TeamRef {
  return { id: team.id, name: team.name, tag: team.tag, crest: team.crest }
}

export function toPlayerRef(user: UserRecord): PlayerRef {
  return { id: user.id, username: user.username, avatar: user.avatar }
}

/** Every team by id (two dozen records: one pass beats a lookup per match). */
export function teamsById(): Map<number, TeamRecord> {
  return new Map(db.teams.all().map((team) => [team.id, team]))
}

/** A match's team, or a placeholder for a team that no longer exists (the match still happened). */
function teamRefFrom(teams: ReadonlyMap<number, TeamRecord>, teamId: number): TeamRef {
  const team = teams.get(teamId)
  return team === undefined
    ? { id: teamId, name: `Team ${teamId}`, tag: '???', crest: null }
    : toTeamRef(team)
}

export interface RegistrationCounts {
  accepted: number
  pending: number
  waitlisted: number
  rejected: number
}

/** Registrations per competition and status, in one pass. */
export function registrationCounts(): Map<number, RegistrationCounts> {
  const counts = new Map<number, RegistrationCounts>()
  for (const registration of db.registrations.all()) {
    const entry = counts.get(registration.competitionId) ?? {
      accepted: 0,
      pending: 0,
      waitlisted: 0,
      rejected: 0,
    }
    entry[registration.status] += 1
    counts.set(registration.competitionId, entry)
  }
  return counts
}

export function countsOf(competitionId: number): RegistrationCounts {
  return (
    registrationCounts().get(competitionId) ?? {
      accepted: 0,
      pending: 0,
      waitlisted: 0,
      rejected: 0,
    }
  )
}

/** Registration order: earlier first, the id settling registrations of the same instant. */
export function byRegistrationTime(a: RegistrationRecord, b: RegistrationRecord): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id
}

/** A competition's waitlist, first in line first. */
export function waitlistOf(competitionId: number): RegistrationRecord[] {
  return db.registrations
    .findMany((q) => q.where({ competitionId, status: 'waitlisted' }))
    .sort(byRegistrationTime)
}

export function toCompetitionCard(
  competition: CompetitionRecord,
  registeredTeams: number,
): CompetitionCard {
  return {
    id: competition.id,
    slug: competition.slug,
    name: competition.name,
    season: competition.season,
    format: competition.format,
    platform: competition.platform,
    status: competition.status,
    registeredTeams,
    maxTeams: competition.maxTeams,
    registrationDeadline: competition.registrationDeadline,
    startDate: competition.startDate,
    endDate: competition.endDate,
    premiumOnly: competition.premiumOnly,
  }
}

/**
 * The list: filtered (statuses and platforms are OR within, AND across; `q` in the name or
 * season), open for registration first, then in progress, then finished; the latest start first
 * within a status.
 */
export function listCompetitions(query: CompetitionsQuery): CompetitionCard[] {
  const statuses = query.status === undefined ? null : new Set(query.status)
  const platforms = query.platform === undefined ? null : new Set(query.platform)
  const text = query.q === undefined ? null : fold(query.q)
  const counts = registrationCounts()
  return db.competitions
    .findMany((q) =>
      q.where(
        (c) =>
          (statuses === null || statuses.has(c.status)) &&
          (platforms === null || platforms.has(c.platform)) &&
          (text === null || fold(`${c.name} ${c.season}`).includes(text)),
      ),
    )
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        b.startDate.localeCompare(a.startDate) ||
        b.id - a.id,
    )
    .map((c) => toCompetitionCard(c, counts.get(c.id)?.accepted ?? 0))
}

function hasResult(match: MatchRecord): match is MatchRecord & {
  homeScore: number
  awayScore: number
} {
  return (
    (match.status === 'played' || match.status === 'forfeit') &&
    match.homeScore !== null &&
    match.awayScore !== null
  )
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

/** A finished competition's winner: the table's top for a league, the final's winner otherwise. */
function championOf(
  competition: CompetitionRecord,
  matches: readonly MatchRecord[],
): number | null {
  if (competition.status !== 'finished') return null
  if (competition.format === 'league') return standings(competition.id)[0]?.teamId ?? null
  const final = matches.find((match) => match.stage === 'final')
  return final === undefined ? null : winnerOf(final)
}

export function competitionDetail(competition: CompetitionRecord): CompetitionDetail {
  const counts = countsOf(competition.id)
  const matches = matchesOf(competition.id)
  const withResult = matches.filter(hasResult)
  const championId = championOf(competition, matches)
  const champion =
    championId === null ? undefined : db.teams.findFirst((q) => q.where({ id: championId }))
  return {
    ...toCompetitionCard(competition, counts.accepted),
    description: competition.description,
    matchNights: [...competition.matchNights],
    kickoffTime: competition.kickoffTime,
    timeZone: competition.timeZone,
    rosterMin: competition.rosterMin,
    rosterMax: competition.rosterMax,
    legs: competition.legs,
    playoffTeams: competition.playoffTeams,
    rules: competition.rules,
    tiebreakers: [...competition.tiebreakers],
    prizes: competition.prizes.map(({ place, reward }) => ({ place, reward })),
    counts: {
      pendingTeams: counts.pending,
      waitlistedTeams: counts.waitlisted,
      matches: matches.length,
      matchesPlayed: withResult.length,
      matchdays: new Set(matches.map((match) => match.matchday)).size,
      goals: withResult.reduce((sum, match) => sum + match.homeScore + match.awayScore, 0),
    },
    champion: champion === undefined ? null : toTeamRef(champion),
  }
}

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
  // Postponed matches have no new date yet: the round to show next is the first one scheduled.
  const open = matches.filter((m) => m.status === 'scheduled')
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

/** The fewest matches a player needs for the rating table (stats.ts's rule, made visible). */
export function ratingMinMatches(competitionId: number): number {
  const matchIds = new Set(
    db.matches.findMany((q) => q.where({ competitionId })).map((match) => match.id),
  )
  const appearances = new Map<number, number>()
  for (const line of db.playerMatchStats.findMany((q) => q.where((l) => matchIds.has(l.matchId)))) {
    appearances.set(line.userId, (appearances.get(line.userId) ?? 0) + 1)
  }
  const most = Math.max(0, ...appearances.values())
  return Math.max(1, Math.ceil(most * RATING_MIN_SHARE))
}

export function leadersOf(competition: CompetitionRecord, empty: boolean): StatsResponse {
  const tables = statsLeaders(competition.id, LEADERS_LIMIT)
  const wanted = new Set(
    Object.values(tables).flatMap((rows: LeaderRow[]) => rows.map((row) => row.userId)),
  )
  const users = new Map(
    db.users.findMany((q) => q.where((u) => wanted.has(u.id))).map((u) => [u.id, u]),
  )
  const teams = teamsById()
  const shape = (rows: readonly LeaderRow[]): Leader[] =>
    empty
      ? []
      : rows.flatMap((row) => {
          const user = users.get(row.userId)
          if (user === undefined) return []
          const team = teams.get(row.teamId)
          return [
            {
              rank: 0,
              player: toPlayerRef(user),
              team: team === undefined ? null : toTeamRef(team),
              value: row.value,
              matches: row.matches,
            },
          ]
        })
  const ranked = (rows: readonly LeaderRow[]): Leader[] =>
    shape(rows).map((leader, index) => ({ ...leader, rank: index + 1 }))
  return {
    competitionId: competition.id,
    ratingMinMatches: ratingMinMatches(competition.id),
    goals: ranked(tables.goals),
    assists: ranked(tables.assists),
    rating: ranked(tables.rating),
    cleanSheets: ranked(tables.cleanSheets),
    manOfTheMatch: ranked(tables.manOfTheMatch),
  }
}

/** Members per team, in one pass. */
export function rosterSizes(): Map<number, number> {
  const sizes = new Map<number, number>()
  for (const membership of db.memberships.all()) {
    sizes.set(membership.teamId, (sizes.get(membership.teamId) ?? 0) + 1)
  }
  return sizes
}

function compareNames(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The teams registered into a competition: accepted (by name), then pending and waitlisted (in
 * registration order). Rejected registrations are the team's business and are not listed.
 */
export function competitionTeams(
  competition: CompetitionRecord,
  empty: boolean,
): CompetitionTeamsResponse {
  const teams = teamsById()
  const sizes = rosterSizes()
  const registrations = empty
    ? []
    : db.registrations.findMany((q) => q.where({ competitionId: competition.id }))
  const waitlist = registrations
    .filter((r) => r.status === 'waitlisted')
    .sort(byRegistrationTime)
    .map((r) => r.id)
  const rank = { accepted: 0, pending: 1, waitlisted: 2 } as const
  const items = registrations
    .flatMap((registration): CompetitionTeam[] => {
      const team = teams.get(registration.teamId)
      if (team === undefined || registration.status === 'rejected') return []
      const position = waitlist.indexOf(registration.id)
      return [
        {
          team: { ...toTeamRef(team), platform: team.platform },
          status: registration.status,
          confirmed: registration.status === 'accepted',
          registeredAt: registration.createdAt,
          rosterSize: sizes.get(team.id) ?? 0,
          waitlistPosition: position === -1 ? null : position + 1,
        },
      ]
    })
    .sort(
      (a, b) =>
        rank[a.status] - rank[b.status] ||
        (a.status === 'accepted'
          ? compareNames(a.team.name, b.team.name)
          : a.registeredAt.localeCompare(b.registeredAt)) ||
        a.team.id - b.team.id,
    )
  const count = (status: CompetitionTeam['status']) =>
    items.filter((item) => item.status === status).length
  return {
    competitionId: competition.id,
    maxTeams: competition.maxTeams,
    counts: {
      accepted: count('accepted'),
      pending: count('pending'),
      waitlisted: count('waitlisted'),
    },
    items,
  }
}
