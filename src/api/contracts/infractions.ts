/**
 * Infractions: the caller's disciplinary record and appeals (docs/api/infractions.md). Shared by the
 * client (the /infractions screen and its appeal form) and the mock API.
 */
import { z } from 'zod'
import { namedTeamSchema, nonNegative, positiveId } from './common'
import { competitionNameSchema } from './competitions'
import { INFRACTION_TYPES, SANCTIONS } from './league'

// The shared vocabulary these schemas use: declared in ./league.ts, offered here to the area's clients.
export {
  INFRACTION_TYPES,
  SANCTIONS,
  STRIKE_DAYS,
  type InfractionType,
  type Sanction,
} from './league'

/**
 * `active`: counts until `expiresAt`; `expired`: past `expiresAt` (strikes no longer count);
 * `appealed`: the player appealed and the league has not decided; `overturned`: the appeal succeeded.
 */
export const INFRACTION_STATUSES = ['active', 'expired', 'appealed', 'overturned'] as const
export type InfractionStatus = (typeof INFRACTION_STATUSES)[number]

/** An appeal's text, counted after trimming. */
export const APPEAL_MIN_LENGTH = 20
export const APPEAL_MAX_LENGTH = 1000

export const infractionSchema = z.object({
  id: positiveId,
  type: z.enum(INFRACTION_TYPES),
  /** What happened, in the league's words, in the request's language. */
  description: z.string(),
  competition: competitionNameSchema,
  /** The match it happened in; null when it did not happen in a match (e.g. quitting the league). */
  match: z
    .object({
      id: positiveId,
      /** `Northside Rovers 2–1 Lone Star FC`, or `Northside Rovers vs Lone Star FC` before a score. */
      label: z.string(),
      kickoff: z.string(),
    })
    .nullable(),
  /** The team the player played for. */
  team: namedTeamSchema,
  strikes: nonNegative,
  sanction: z.enum(SANCTIONS),
  /** Matches still to serve (match bans; 0 otherwise). */
  matchesRemaining: nonNegative,
  /** The username of the staff member who issued it. */
  issuedBy: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INFRACTION_STATUSES),
  appeal: z.object({ text: z.string(), appealedAt: z.string() }).nullable(),
})
export type Infraction = z.infer<typeof infractionSchema>

export const infractionsSummarySchema = z.object({
  /** Strikes of infractions in force (active or appealed, not past `expiresAt`). */
  activeStrikes: nonNegative,
  /** Infractions in force that stop the player from playing: match bans with matches left, competition bans. */
  activeSuspensions: nonNegative,
})
export type InfractionsSummary = z.infer<typeof infractionsSummarySchema>

/** GET /api/me/infractions — newest first. */
export const myInfractionsResponseSchema = z.object({
  items: z.array(infractionSchema),
  summary: infractionsSummarySchema,
})
export type MyInfractionsResponse = z.infer<typeof myInfractionsResponseSchema>

/**
 * Field error keys (the schema's own messages, so the client's form translates them as the API
 * words them in `fieldErrors`): `required` when blank, `appeal_too_short` under the minimum.
 */
export const APPEAL_TOO_SHORT = 'appeal_too_short'

/** A missing enum is "required" (zod's own issue for it does not say so). */
const requiredEnum = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : undefined

/** POST /api/me/infractions/:id/appeal — `text` is trimmed, then 20 to 1,000 characters. */
export const appealInfractionRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .min(APPEAL_MIN_LENGTH, { error: APPEAL_TOO_SHORT })
    .max(APPEAL_MAX_LENGTH),
})
export type AppealInfractionRequest = z.infer<typeof appealInfractionRequestSchema>

export const appealInfractionResponseSchema = z.object({ infraction: infractionSchema })
export type AppealInfractionResponse = z.infer<typeof appealInfractionResponseSchema>

/**
 * POST /api/__mock/infractions — MOCK ONLY (demos and tests): issue an infraction as the league
 * would. Everything but `playerId` and `type` has a default (see docs/api/infractions.md).
 */
export const issueInfractionRequestSchema = z.object({
  playerId: positiveId,
  type: z.enum(INFRACTION_TYPES, { error: requiredEnum }),
  competitionId: positiveId.optional(),
  teamId: positiveId.optional(),
  matchId: positiveId.nullable().optional(),
  description: z.string().trim().min(1).max(500).optional(),
  strikes: z.number().int().min(0).max(10).optional(),
  sanction: z.enum(SANCTIONS).optional(),
  matchesRemaining: z.number().int().min(0).max(20).optional(),
  /** A staff username; GVL_Admin by default. */
  issuedBy: z.string().trim().min(1).max(60).optional(),
})
export type IssueInfractionRequest = z.infer<typeof issueInfractionRequestSchema>

export const issueInfractionResponseSchema = z.object({ infraction: infractionSchema })
export type IssueInfractionResponse = z.infer<typeof issueInfractionResponseSchema>
