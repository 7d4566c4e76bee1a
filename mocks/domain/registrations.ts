/**
 * Team registration into a competition: the eligibility checks, creating, withdrawing and deciding
 * registrations, and their shape for the team's members (docs/api/registrations.md).
 */
import type { Platform, RegistrationDecision } from '@/api/contracts/league'
import {
  WITHDRAWABLE_STATUSES,
  type EligibilityCheck,
  type EligibilityResponse,
  type Registration,
} from '@/api/contracts/registrations'
import { now } from '../clock'
import type { Language } from '../lib/errorCatalogue'
import { eligibilityTexts, type EligibilityTextKey } from '../lib/errors/registrations'
import {
  db,
  nextId,
  type CompetitionRecord,
  type InfractionRecord,
  type RegistrationRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { countsOf, toTeamRef, waitlistOf } from './competitions'
import { buildRegistrationDecidedNotification, createNotification } from './notifications'
import { isPremium } from './premium'
import { canManageTeam, findCompetition, findTeam, membershipOf, rosterOf } from './teams'

/** What the league writes when a registration arrives for a full competition. */
export const WAITLIST_REASON = 'The competition was full when the team registered.'

/** Registrations that stop the same team registering again (a rejected team may try again). */
const BLOCKING_STATUSES: readonly RegistrationRecord['status'][] = [
  'pending',
  'accepted',
  'waitlisted',
]

export function findRegistration(id: number): RegistrationRecord | undefined {
  return db.registrations.findFirst((q) => q.where({ id }))
}

/** The team's registration in the competition that blocks a new one, if any. */
export function activeRegistration(
  competitionId: number,
  teamId: number,
): RegistrationRecord | undefined {
  return db.registrations
    .findMany((q) => q.where({ competitionId, teamId }))
    .filter((r) => BLOCKING_STATUSES.includes(r.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]
}

/**
 * A player's suspension in force at `at`: an active or appealed infraction (an appeal does not lift
 * a sanction until it is upheld) that has not expired and is a match ban with matches left to
 * serve, or a competition ban. Whatever competition it was issued in: it travels with the player.
 */
export function isSuspension(infraction: InfractionRecord, at: Date = now()): boolean {
  return (
    (infraction.status === 'active' || infraction.status === 'appealed') &&
    infraction.expiresAt > at.toISOString() &&
    (infraction.sanction === 'competition_ban' ||
      (infraction.sanction === 'match_ban' && infraction.matchesRemaining > 0))
  )
}

/** The suspensions in force of these players, one per player (the longest-lasting). */
export function suspensionsOf(userIds: readonly number[]): Map<number, InfractionRecord> {
  const ids = new Set(userIds)
  const found = new Map<number, InfractionRecord>()
  for (const infraction of db.infractions.findMany((q) => q.where((i) => ids.has(i.playerId)))) {
    if (!isSuspension(infraction)) continue
    const known = found.get(infraction.playerId)
    if (known === undefined || known.expiresAt < infraction.expiresAt) {
      found.set(infraction.playerId, infraction)
    }
  }
  return found
}

const PLATFORM_NAMES: Record<Platform, string> = {
  playstation: 'PlayStation',
  xbox: 'Xbox',
  pc: 'PC',
}

function locale(language: Language): string {
  return language === 'es' ? 'es' : 'en-US'
}

function word(
  language: Language,
  key: EligibilityTextKey,
  values: Record<string, string | number> = {},
): string {
  const numbers = new Intl.NumberFormat(locale(language))
  return eligibilityTexts[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? numbers.format(value) : value
  })
}

/** The deadline as people read it, where the competition is played: `April 18, 2026 at 11:59 PM EDT`. */
function formatDeadline(competition: CompetitionRecord, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: competition.timeZone,
    timeZoneName: 'short',
  }).format(new Date(competition.registrationDeadline))
}

function listOf(language: Language, names: readonly string[]): string {
  return new Intl.ListFormat(locale(language), { type: 'conjunction' }).format(names)
}

/**
 * Every eligibility check of `team` for `competition`, as `caller` would register it, in the
 * contract's order. Only `capacity` is non-blocking: a full competition waitlists.
 */
export function eligibilityChecks(
  competition: CompetitionRecord,
  team: TeamRecord,
  caller: UserRecord,
  language: Language,
): EligibilityCheck[] {
  const at = now()
  const roster = rosterOf(team.id).map(({ user }) => user)
  const existing = activeRegistration(competition.id, team.id)
  const accepted = countsOf(competition.id).accepted
  const open = competition.status === 'registration_open'
  const beforeDeadline = at.toISOString() < competition.registrationDeadline
  const deadline = formatDeadline(competition, language)
  const count = roster.length
  const min = competition.rosterMin
  const max = competition.rosterMax
  const offPlatform = roster.filter((user) => user.platform !== competition.platform)
  const platform = PLATFORM_NAMES[competition.platform]
  const suspensions = suspensionsOf(roster.map((user) => user.id))
  const suspended = roster.flatMap((user) => {
    const infraction = suspensions.get(user.id)
    return infraction === undefined ? [] : [{ user, infraction }]
  })
  const premium = isPremium(caller.id, at)
  const full = accepted >= competition.maxTeams

  return [
    {
      check: 'registration_open',
      passed: open,
      blocking: true,
      reason: word(
        language,
        open
          ? 'registration_open'
          : competition.status === 'in_progress'
            ? 'registration_closed_in_progress'
            : 'registration_closed_finished',
      ),
      details: { status: competition.status },
    },
    {
      check: 'before_deadline',
      passed: beforeDeadline,
      blocking: true,
      reason: word(language, beforeDeadline ? 'before_deadline' : 'deadline_passed', {
        deadline,
      }),
      details: { deadline: competition.registrationDeadline },
    },
    {
      check: 'not_registered',
      passed: existing === undefined,
      blocking: true,
      reason: word(
        language,
        existing === undefined
          ? 'not_registered'
          : existing.status === 'accepted'
            ? 'registered_accepted'
            : existing.status === 'waitlisted'
              ? 'registered_waitlisted'
              : 'registered_pending',
      ),
      details: { registrationId: existing?.id ?? null, status: existing?.status ?? null },
    },
    {
      check: 'roster_size',
      passed: count >= min && count <= max,
      blocking: true,
      reason: word(
        language,
        count < min
          ? count === 1
            ? 'roster_too_small_one'
            : 'roster_too_small'
          : count > max
            ? 'roster_too_big'
            : 'roster_ok',
        { count, min, max },
      ),
      details: { count, min, max },
    },
    {
      check: 'platform',
      passed: team.platform === competition.platform && offPlatform.length === 0,
      blocking: true,
      reason:
        team.platform !== competition.platform
          ? word(language, 'platform_team', {
              platform,
              teamPlatform: PLATFORM_NAMES[team.platform],
            })
          : offPlatform.length > 0
            ? word(language, 'platform_players', {
                platform,
                players: listOf(
                  language,
                  offPlatform.map((user) => user.username),
                ),
              })
            : word(language, 'platform_ok', { platform }),
      details: {
        platform: competition.platform,
        teamPlatform: team.platform,
        players: offPlatform.map((user) => ({
          id: user.id,
          username: user.username,
          platform: user.platform,
        })),
      },
    },
    {
      check: 'no_suspensions',
      passed: suspended.length === 0,
      blocking: true,
      reason:
        suspended.length === 0
          ? word(language, 'suspensions_none')
          : word(language, 'suspensions_found', {
              players: listOf(
                language,
                suspended.map(({ user }) => user.username),
              ),
            }),
      details: {
        players: suspended.map(({ user, infraction }) => ({
          id: user.id,
          username: user.username,
          sanction: infraction.sanction === 'competition_ban' ? 'competition_ban' : 'match_ban',
          matchesRemaining: infraction.matchesRemaining,
          expiresAt: infraction.expiresAt,
        })),
      },
    },
    {
      check: 'premium',
      passed: !competition.premiumOnly || premium,
      blocking: true,
      reason: word(
        language,
        !competition.premiumOnly
          ? 'premium_not_required'
          : premium
            ? 'premium_ok'
            : 'premium_missing',
      ),
      details: { required: competition.premiumOnly, premium },
    },
    {
      check: 'capacity',
      passed: !full,
      blocking: false,
      reason: word(language, full ? 'capacity_full' : 'capacity_ok', {
        accepted,
        maxTeams: competition.maxTeams,
      }),
      details: { accepted, maxTeams: competition.maxTeams },
    },
  ]
}

export function eligibility(
  competition: CompetitionRecord,
  team: TeamRecord,
  caller: UserRecord,
  language: Language,
): EligibilityResponse {
  const checks = eligibilityChecks(competition, team, caller, language)
  const eligible = checks.every((check) => check.passed || !check.blocking)
  const full = checks.some((check) => check.check === 'capacity' && !check.passed)
  return {
    competitionId: competition.id,
    teamId: team.id,
    eligible,
    outcome: !eligible ? null : full ? 'waitlisted' : 'pending',
    checks,
  }
}

/** A new registration by `caller`: pending, or waitlisted at once when the competition is full. */
export async function createRegistration(
  competition: CompetitionRecord,
  team: TeamRecord,
  caller: UserRecord,
  outcome: 'pending' | 'waitlisted',
): Promise<RegistrationRecord> {
  const createdAt = now().toISOString()
  return db.registrations.create({
    id: nextId('registrations'),
    competitionId: competition.id,
    teamId: team.id,
    status: outcome,
    registeredBy: caller.id,
    createdAt,
    decidedAt: outcome === 'waitlisted' ? createdAt : null,
    reason: outcome === 'waitlisted' ? WAITLIST_REASON : null,
  })
}

export function isWithdrawable(registration: RegistrationRecord): boolean {
  return (WITHDRAWABLE_STATUSES as readonly string[]).includes(registration.status)
}

export function withdrawRegistration(registration: RegistrationRecord): void {
  db.registrations.delete((q) => q.where({ id: registration.id }))
}

/** The team's managers and co-managers now: who hears about a decision. */
export function managerIdsOf(teamId: number): number[] {
  return db.memberships
    .findMany((q) => q.where((m) => m.teamId === teamId && m.role !== 'player'))
    .map((membership) => membership.userId)
}

/**
 * The league decides: the status, when, and why (kept for a rejection or a waitlist only). Every
 * manager and co-manager of the team gets a `registration_decided` notification.
 */
export async function decideRegistration(
  registration: RegistrationRecord,
  decision: RegistrationDecision,
  reason: string | null,
): Promise<RegistrationRecord> {
  const decidedAt = now().toISOString()
  const updated = await db.registrations.update((q) => q.where({ id: registration.id }), {
    data(record) {
      record.status = decision
      record.decidedAt = decidedAt
      record.reason = decision === 'accepted' ? null : reason
    },
  })
  const result = updated ?? { ...registration, status: decision, decidedAt, reason }
  const competition = findCompetition(result.competitionId)
  const team = findTeam(result.teamId)
  if (competition !== undefined && team !== undefined) {
    const decided = { ...result, status: decision }
    for (const userId of managerIdsOf(team.id)) {
      await createNotification({
        ...buildRegistrationDecidedNotification(decided, competition, team, false, decidedAt),
        userId,
      })
    }
  }
  return result
}

/** The registrations of the caller's team (any role), newest first. */
export function registrationsOfMember(userId: number): RegistrationRecord[] {
  const membership = membershipOf(userId)
  if (membership === undefined) return []
  return db.registrations
    .findMany((q) => q.where({ teamId: membership.teamId }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

/**
 * A registration as the team sees it. `viewerId` decides `canWithdraw` (null: nobody in
 * particular, as the mock-only decide endpoint answers). Null when its competition or team no
 * longer exists (lists leave such a registration out).
 */
export function toRegistration(
  registration: RegistrationRecord,
  viewerId: number | null,
): Registration | null {
  const competition = findCompetition(registration.competitionId)
  const team = findTeam(registration.teamId)
  if (competition === undefined || team === undefined) return null
  const registrar = db.users.findFirst((q) => q.where({ id: registration.registeredBy }))
  const position =
    registration.status === 'waitlisted'
      ? waitlistOf(registration.competitionId).findIndex((r) => r.id === registration.id)
      : -1
  return {
    id: registration.id,
    status: registration.status,
    reason: registration.reason,
    createdAt: registration.createdAt,
    decidedAt: registration.decidedAt,
    competition: {
      id: competition.id,
      name: competition.name,
      season: competition.season,
      format: competition.format,
      platform: competition.platform,
      status: competition.status,
      registrationDeadline: competition.registrationDeadline,
      startDate: competition.startDate,
    },
    team: toTeamRef(team),
    registeredBy: { id: registration.registeredBy, username: registrar?.username ?? '' },
    waitlistPosition: position === -1 ? null : position + 1,
    canWithdraw:
      viewerId !== null &&
      isWithdrawable(registration) &&
      canManageTeam(viewerId, registration.teamId),
  }
}
