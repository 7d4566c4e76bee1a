/**
 * Team registration into a competition: the eligibility checks, registering, withdrawing, and the
 * caller's registrations (docs/api/registrations.md). Shared by the client (/register-team,
 * /dashboard, the competition page's "Register a team") and the mock API.
 */
import { z } from 'zod'
import { apiErrorSchema } from './index'
import { namedPlayerSchema, nonNegative, positiveId, teamRefSchema } from './common'
import { competitionCardSchema } from './competitions'
import { positiveParam } from './paging'
import {
  COMPETITION_STATUSES,
  PLATFORMS,
  REGISTRATION_DECISIONS,
  REGISTRATION_STATUSES,
  SANCTIONS,
} from './league'

// The shared vocabulary these schemas use: declared in ./league.ts, offered here to the area's clients.
export {
  REGISTRATION_DECISIONS,
  REGISTRATION_STATUSES,
  type RegistrationDecision,
  type RegistrationStatus,
} from './league'

/**
 * Every check, in the order they are answered. All but `capacity` block a registration; a failed
 * `capacity` check means the registration goes on the waitlist.
 */
export const ELIGIBILITY_CHECKS = [
  'registration_open',
  'before_deadline',
  'not_registered',
  'roster_size',
  'platform',
  'no_suspensions',
  'premium',
  'capacity',
] as const
export type EligibilityCheckName = (typeof ELIGIBILITY_CHECKS)[number]

/** Registrations the team's managers can still withdraw. */
export const WITHDRAWABLE_STATUSES = ['pending', 'waitlisted'] as const

export const DECISION_REASON_MAX_LENGTH = 500

const checkBase = z.object({
  passed: z.boolean(),
  /** A failed blocking check stops the registration; `capacity` is the only non-blocking one. */
  blocking: z.boolean(),
  /** One sentence in the request's language (Accept-Language), for people. */
  reason: z.string(),
})

/** One check; `details` carries the numbers and names behind `reason`, for a UI that words its own. */
export const eligibilityCheckSchema = z.discriminatedUnion('check', [
  checkBase.extend({
    check: z.literal('registration_open'),
    details: z.object({ status: z.enum(COMPETITION_STATUSES) }),
  }),
  checkBase.extend({
    check: z.literal('before_deadline'),
    details: z.object({ deadline: z.string() }),
  }),
  checkBase.extend({
    check: z.literal('not_registered'),
    /** The team's registration that blocks a new one (pending, accepted or waitlisted), if any. */
    details: z.object({
      registrationId: positiveId.nullable(),
      status: z.enum(REGISTRATION_STATUSES).nullable(),
    }),
  }),
  checkBase.extend({
    check: z.literal('roster_size'),
    details: z.object({ count: nonNegative, min: positiveId, max: positiveId }),
  }),
  checkBase.extend({
    check: z.literal('platform'),
    /** `players`: rostered players on another platform (and `teamPlatform` must match too). */
    details: z.object({
      platform: z.enum(PLATFORMS),
      teamPlatform: z.enum(PLATFORMS),
      players: z.array(namedPlayerSchema.extend({ platform: z.enum(PLATFORMS) })),
    }),
  }),
  checkBase.extend({
    check: z.literal('no_suspensions'),
    /** Rostered players serving a match ban (with matches left) or a competition ban. */
    details: z.object({
      players: z.array(
        namedPlayerSchema.extend({
          sanction: z.enum(SANCTIONS).exclude(['warning']),
          matchesRemaining: nonNegative,
          expiresAt: z.string(),
        }),
      ),
    }),
  }),
  checkBase.extend({
    check: z.literal('premium'),
    /** `required`: the competition is premium-only; `premium`: the caller has GVL Premium. */
    details: z.object({ required: z.boolean(), premium: z.boolean() }),
  }),
  checkBase.extend({
    check: z.literal('capacity'),
    details: z.object({ accepted: nonNegative, maxTeams: positiveId }),
  }),
])
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>

/** GET /api/competitions/:id/eligibility?teamId= */
export const eligibilityQuerySchema = z.object({
  teamId: positiveParam,
})
export type EligibilityQuery = z.infer<typeof eligibilityQuerySchema>

export const eligibilityResponseSchema = z.object({
  competitionId: positiveId,
  teamId: positiveId,
  /** Every blocking check passed: the team can register now. */
  eligible: z.boolean(),
  /** What a registration made now would be: `pending`, `waitlisted` (full), or null (not eligible). */
  outcome: z.enum(['pending', 'waitlisted']).nullable(),
  /** Every check of ELIGIBILITY_CHECKS, in that order. */
  checks: z.array(eligibilityCheckSchema),
})
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>

/** A registration, as the team's members see it. */
export const registrationSchema = z.object({
  id: positiveId,
  status: z.enum(REGISTRATION_STATUSES),
  /** The league's reason for a rejection or a waitlist, in the request's language; null otherwise. */
  reason: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** When the league decided; null while pending. */
  decidedAt: z.string().nullable(),
  competition: competitionCardSchema.pick({
    id: true,
    name: true,
    season: true,
    format: true,
    platform: true,
    status: true,
    registrationDeadline: true,
    startDate: true,
  }),
  team: teamRefSchema,
  /** The manager or co-manager who registered the team. */
  registeredBy: namedPlayerSchema,
  /** 1, 2… on the competition's waitlist; null unless waitlisted. */
  waitlistPosition: positiveId.nullable(),
  /** The caller may withdraw it now (manages the team, and it is pending or waitlisted). */
  canWithdraw: z.boolean(),
})
export type Registration = z.infer<typeof registrationSchema>

/** POST /api/competitions/:id/registrations */
export const createRegistrationRequestSchema = z.object({ teamId: positiveId })
export type CreateRegistrationRequest = z.infer<typeof createRegistrationRequestSchema>

export const createRegistrationResponseSchema = z.object({ registration: registrationSchema })
export type CreateRegistrationResponse = z.infer<typeof createRegistrationResponseSchema>

/**
 * The 422 `registration_ineligible` answer: the usual error body plus `checks`, the blocking checks
 * that failed (at least one).
 */
export const registrationIneligibleErrorSchema = z.object({
  ...apiErrorSchema.shape,
  code: z.literal('registration_ineligible'),
  checks: z.array(eligibilityCheckSchema).min(1),
})
export type RegistrationIneligibleError = z.infer<typeof registrationIneligibleErrorSchema>

/** GET /api/me/registrations — newest first. */
export const myRegistrationsResponseSchema = z.object({ items: z.array(registrationSchema) })
export type MyRegistrationsResponse = z.infer<typeof myRegistrationsResponseSchema>

/** POST /api/__mock/registrations/:id/decide — MOCK ONLY: the league's decision, for demos and tests. */
export const decideRegistrationRequestSchema = z.object({
  status: z.enum(REGISTRATION_DECISIONS),
  /** Trimmed; empty means none. */
  reason: z
    .string()
    .trim()
    .max(DECISION_REASON_MAX_LENGTH)
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
})
export type DecideRegistrationRequest = z.infer<typeof decideRegistrationRequestSchema>

export const decideRegistrationResponseSchema = z.object({ registration: registrationSchema })
export type DecideRegistrationResponse = z.infer<typeof decideRegistrationResponseSchema>
