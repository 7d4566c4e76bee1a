/**
 * Competitions as the API lists them: the filtered list and one competition with its counts
 * (GET /api/competitions, /api/competitions/:id), and the references and registration counts the
 * competition endpoints share. The table, bracket and fixtures are ./competitionMatches.ts's, the
 * leaders ./competitionLeaders.ts's, the registered teams ./competitionTeams.ts's.
 */
import type {
  CompetitionCard,
  CompetitionDetail,
  CompetitionStatus,
  CompetitionsQuery,
  TeamRef,
} from '@/api/contracts/competitions'
import {
  db,
  type CompetitionRecord,
  type MatchRecord,
  type RegistrationRecord,
  type TeamRecord,
} from '../model'
import { HttpError } from '../lib/http'
import { localize, seasonEs, seasonIn, type Language } from '../lib/language'
import { pathId } from '../lib/route'
import { findCompetition, matchesOf } from './lookups'
import { toTeamRef } from './refs'
import { hasResult, winnerOf } from './results'
import { standings } from './standings'

/** The list's order of statuses: what a team can still join first. */
const STATUS_ORDER: Record<CompetitionStatus, number> = {
  registration_open: 0,
  in_progress: 1,
  finished: 2,
}

/** The competition of `/competitions/:id`; throws 404 `competition_not_found`. */
export function requireCompetition(raw: string | readonly string[] | undefined): CompetitionRecord {
  const id = pathId(raw)
  const competition = id === null ? undefined : findCompetition(id)
  if (competition === undefined) throw new HttpError(404, 'competition_not_found')
  return competition
}

/** Lower case without accents, for text filters (`Competición` matches `competicion`). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** A match's team, or a placeholder for a team that no longer exists (the match still happened). */
export function teamRefFrom(teams: ReadonlyMap<number, TeamRecord>, teamId: number): TeamRef {
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
  language: Language,
): CompetitionCard {
  return {
    id: competition.id,
    slug: competition.slug,
    name: competition.name,
    season: seasonIn(competition.season, language),
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
export function listCompetitions(query: CompetitionsQuery, language: Language): CompetitionCard[] {
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
          (text === null || fold(`${c.name} ${c.season} ${seasonEs(c.season)}`).includes(text)),
      ),
    )
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        b.startDate.localeCompare(a.startDate) ||
        b.id - a.id,
    )
    .map((c) => toCompetitionCard(c, counts.get(c.id)?.accepted ?? 0, language))
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

/** One competition, the league's words (about, rules, prizes) in `language`. */
export function competitionDetail(
  competition: CompetitionRecord,
  language: Language,
): CompetitionDetail {
  const counts = countsOf(competition.id)
  const matches = matchesOf(competition.id)
  const withResult = matches.filter(hasResult)
  const championId = championOf(competition, matches)
  const champion =
    championId === null ? undefined : db.teams.findFirst((q) => q.where({ id: championId }))
  return {
    ...toCompetitionCard(competition, counts.accepted, language),
    description: localize(competition.description, language),
    matchNights: [...competition.matchNights],
    kickoffTime: competition.kickoffTime,
    timeZone: competition.timeZone,
    rosterMin: competition.rosterMin,
    rosterMax: competition.rosterMax,
    legs: competition.legs,
    playoffTeams: competition.playoffTeams,
    rules: localize(competition.rules, language),
    tiebreakers: [...competition.tiebreakers],
    prizes: competition.prizes.map(({ place, reward }) => ({
      place,
      reward: localize(reward, language),
    })),
    transferWindows: competition.transferWindows.map(({ opensAt, closesAt }) => ({
      opensAt,
      closesAt,
    })),
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
