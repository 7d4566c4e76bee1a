/**
 * One match, as its page shows it (docs/api/matches.md): both sides with their line-ups and what
 * each player did, the goals in the order they were scored, and the result's history.
 */
import { z } from 'zod'
import { nonNegative, playerRefSchema, positiveId, teamRefSchema } from './common'
import { competitionRefSchema } from './competitions'
import { MATCH_STAGES, POSITIONS } from './league'

/**
 * Where a match stands, as its page says it. A fixture list's `status` (scheduled, played,
 * postponed, forfeit) is the league's view; this one also says where a result is in its loop:
 * past kick-off with no report (`awaiting_result`), reported by one side (`awaiting_confirmation`),
 * contested by the other (`disputed`), and final (`confirmed`).
 */
export const MATCH_PAGE_STATUSES = [
  'scheduled',
  'awaiting_result',
  'awaiting_confirmation',
  'disputed',
  'confirmed',
  'forfeit',
  'postponed',
] as const
export type MatchPageStatus = (typeof MATCH_PAGE_STATUSES)[number]

/** What happened to a match's result, in the order it happened. */
export const RESULT_EVENT_KINDS = [
  'reported',
  'confirmed',
  'auto_confirmed',
  'disputed',
  'resolved',
  'edited',
  'forfeit_awarded',
] as const
export type ResultEventKind = (typeof RESULT_EVENT_KINDS)[number]

/** A whole number of a player's match stats: 0 and up. */
const count = nonNegative

/** One player of a line-up and what they did. */
export const matchPlayerSchema = z.object({
  player: playerRefSchema,
  /** The position played. */
  position: z.enum(POSITIONS),
  goals: count,
  assists: count,
  /** 1 to 10, one decimal. */
  rating: z.number().min(1).max(10),
  manOfTheMatch: z.boolean(),
  /** Goalkeepers and defenders whose team conceded nothing. */
  cleanSheet: z.boolean(),
  shots: count,
  keyPasses: count,
  passes: count,
  /** Passes completed, in percent (0 to 100). */
  passAccuracy: z.number().int().min(0).max(100),
  tackles: count,
  interceptions: count,
  saves: count,
  goalsConceded: count,
})
export type MatchPlayer = z.infer<typeof matchPlayerSchema>

/** One team of the match: its score and its line-up (empty until a result is reported). */
export const matchSideSchema = z.object({
  team: teamRefSchema,
  /** null until there is a result. */
  score: nonNegative.nullable(),
  /** A knockout match level after extra time is settled on penalties; null otherwise. */
  penalties: nonNegative.nullable(),
  /** Goalkeeper first, then defence, midfield and attack, as a team sheet reads. */
  lineup: z.array(matchPlayerSchema),
})
export type MatchSide = z.infer<typeof matchSideSchema>

export const matchGoalSchema = z.object({
  /** 1 to 120 (extra time included). */
  minute: z.number().int().min(1).max(120),
  /** The team the goal counts for. */
  teamId: positiveId,
  scorer: playerRefSchema,
  assist: playerRefSchema.nullable(),
})
export type MatchGoal = z.infer<typeof matchGoalSchema>

export const resultEventSchema = z.object({
  kind: z.enum(RESULT_EVENT_KINDS),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** Who did it; null for the league itself (a result confirmed by the clock). */
  actor: playerRefSchema.nullable(),
  /** The side the actor acted for; null for league staff and the clock. */
  team: teamRefSchema.nullable(),
})
export type ResultEvent = z.infer<typeof resultEventSchema>

/** GET /api/matches/{id} */
export const matchDetailSchema = z.object({
  id: positiveId,
  competition: competitionRefSchema,
  stage: z.enum(MATCH_STAGES),
  /** The round: 1, 2, 3… across the whole competition, playoffs included. */
  matchday: positiveId,
  /** ISO 8601, UTC. */
  kickoff: z.string(),
  status: z.enum(MATCH_PAGE_STATUSES),
  home: matchSideSchema,
  away: matchSideSchema,
  /** In the order they were scored. */
  goals: z.array(matchGoalSchema),
  /** Oldest first. */
  history: z.array(resultEventSchema),
})
export type MatchDetail = z.infer<typeof matchDetailSchema>
