/**
 * Whether a team may register into a competition, check by check, with each check's reason in the
 * request's language (GET /api/competitions/:id/eligibility, and POST …/registrations before it
 * registers). Only `capacity` does not block: a full competition waitlists.
 */
import type { Platform } from '@/api/contracts/league'
import type { EligibilityCheck, EligibilityResponse } from '@/api/contracts/registrations'
import { now } from '../clock'
import type { Language } from '../lib/errorCatalogue'
import { eligibilityTexts, type EligibilityTextKey } from '../lib/errors/registrations'
import {
  db,
  type CompetitionRecord,
  type InfractionRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { countsOf } from './competitions'
import { isInForce, isSuspension } from './infractions'
import { rosterOf } from './lookups'
import { isPremium } from './premium'
import { activeRegistration } from './registrations'

/**
 * The suspensions in force of these players, one per player (the longest-lasting). Whatever
 * competition a suspension was issued in, it travels with the player.
 */
export function suspensionsOf(userIds: readonly number[]): Map<number, InfractionRecord> {
  const ids = new Set(userIds)
  const found = new Map<number, InfractionRecord>()
  for (const infraction of db.infractions.findMany((q) => q.where((i) => ids.has(i.playerId)))) {
    if (!isInForce(infraction) || !isSuspension(infraction)) continue
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
