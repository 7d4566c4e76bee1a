/**
 * Team registration into a competition: creating, withdrawing and deciding registrations, and their
 * shape for the team's members (docs/api/registrations.md). Whether a team may register is
 * ./eligibility.ts's.
 */
import type { RegistrationDecision } from '@/api/contracts/league'
import { isOneOf } from '@/api/contracts/oneOf'
import { WITHDRAWABLE_STATUSES, type Registration } from '@/api/contracts/registrations'
import { now } from '../clock'
import { asWritten, localize, seasonIn, type Language, type LocalizedText } from '../lib/language'
import {
  db,
  nextId,
  type CompetitionRecord,
  type RegistrationRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { waitlistOf } from './competitions'
import { canManageTeam, findCompetition, findTeam, membershipOf } from './lookups'
import { buildRegistrationDecidedNotification, createNotification } from './notifications'
import { toTeamRef } from './refs'

/** What the league writes when a registration arrives for a full competition. */
export const WAITLIST_REASON: LocalizedText = {
  en: 'The competition was full when the team registered.',
  es: 'La competición estaba completa cuando el equipo se inscribió.',
}

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
  return isOneOf(WITHDRAWABLE_STATUSES, registration.status)
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
 * The league decides: the status, when, and why (kept for a rejection or a waitlist only, as the
 * staff member wrote it: in every language). Every manager and co-manager of the team gets a
 * `registration_decided` notification.
 */
export async function decideRegistration(
  registration: RegistrationRecord,
  decision: RegistrationDecision,
  reason: string | null,
): Promise<RegistrationRecord> {
  const decidedAt = now().toISOString()
  const kept = decision === 'accepted' || reason === null ? null : asWritten(reason)
  const updated = await db.registrations.update((q) => q.where({ id: registration.id }), {
    data(record) {
      record.status = decision
      record.decidedAt = decidedAt
      record.reason = kept
    },
  })
  const result = updated ?? { ...registration, status: decision, decidedAt, reason: kept }
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
 * A registration as the team sees it, the league's reason in `language`. `viewerId` decides
 * `canWithdraw` (null: nobody in particular, as the mock-only decide endpoint answers). Null when its
 * competition or team no longer exists (lists leave such a registration out).
 */
export function toRegistration(
  registration: RegistrationRecord,
  viewerId: number | null,
  language: Language,
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
    reason: registration.reason === null ? null : localize(registration.reason, language),
    createdAt: registration.createdAt,
    decidedAt: registration.decidedAt,
    competition: {
      id: competition.id,
      name: competition.name,
      season: seasonIn(competition.season, language),
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
