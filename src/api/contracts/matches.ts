/**
 * One match, as its page shows it (docs/api/matches.md): both sides with their line-ups and what
 * each player did, the goals in the order they were scored, and the result's history.
 */
import { z } from 'zod'
import { nonNegative, penaltyGoals, playerRefSchema, positiveId, teamRefSchema } from './common'
import { competitionRefSchema, matchListItemSchema } from './competitions'
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
  penalties: penaltyGoals,
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

/** What the signed-in reader may do with the result now. */
export const RESULT_ACTIONS = ['report', 'confirm', 'dispute', 'settle'] as const
export type ResultAction = (typeof RESULT_ACTIONS)[number]

/**
 * A side's account of the score while the result is on its way: the report awaiting an answer, or
 * both sides of a dispute. Oldest first; none once the result is final.
 */
export const resultClaimSchema = z.object({
  kind: z.enum(['report', 'dispute']),
  team: teamRefSchema,
  /** ISO 8601, UTC. */
  at: z.string(),
  homeScore: nonNegative,
  awayScore: nonNegative,
  homePenalties: penaltyGoals,
  awayPenalties: penaltyGoals,
  /** Why the side disputes: only the two sides' managers and league staff read it; null otherwise. */
  reason: z.string().nullable(),
})
export type ResultClaim = z.infer<typeof resultClaimSchema>

/** The signed-in reader's part in the match: the side they manage and what they may do now. */
export const matchViewerSchema = z.object({
  side: z.enum(['home', 'away']).nullable(),
  actions: z.array(z.enum(RESULT_ACTIONS)),
})
export type MatchViewer = z.infer<typeof matchViewerSchema>

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
  claims: z.array(resultClaimSchema),
  /** Only when the request is signed in. */
  viewer: matchViewerSchema.optional(),
})
export type MatchDetail = z.infer<typeof matchDetailSchema>

/** The most goals a side may report (a higher score is a typo, not a match). */
export const RESULT_SCORE_MAX = 30
/** A line-up: Pro Clubs plays eleven a side; a side plays on with five. */
export const LINEUP_MIN = 5
export const LINEUP_MAX = 11
/** At most this many screenshots back a report (PNG, JPEG or WebP, as avatars). */
export const RESULT_SCREENSHOTS_MAX = 3
/** A screenshot's most bytes: its `data:` URL (a third longer) stays under the request's limit. */
export const RESULT_SCREENSHOT_MAX_BYTES = 500_000

const score = z.number().int().min(0).max(RESULT_SCORE_MAX)
const stat = (max: number) => z.number().int().min(0).max(max)

/** A goal as the scoring side reports it: when, who scored, who assisted (never the scorer). */
export const reportedGoalSchema = z.object({
  minute: z.number().int().min(1).max(120),
  scorerId: positiveId,
  assistId: positiveId.nullable(),
})
export type ReportedGoal = z.infer<typeof reportedGoalSchema>

/** One player of the reporting side's line-up; goals and assists come from the goals listed. */
export const reportedPlayerSchema = z.object({
  userId: positiveId,
  position: z.enum(POSITIONS),
  /** 1 to 10, one decimal. */
  rating: z
    .number()
    .min(1)
    .max(10)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9),
  shots: stat(40),
  keyPasses: stat(40),
  passes: stat(200),
  passAccuracy: stat(100),
  tackles: stat(40),
  interceptions: stat(40),
  saves: stat(40),
})
export type ReportedPlayer = z.infer<typeof reportedPlayerSchema>

/** What a side says about its own team: who played and how, and its goals. */
export const teamSheetSchema = z.object({
  lineup: z.array(reportedPlayerSchema).min(LINEUP_MIN).max(LINEUP_MAX),
  goals: z.array(reportedGoalSchema).max(RESULT_SCORE_MAX),
})
export type TeamSheet = z.infer<typeof teamSheetSchema>

/** The score as a side reports it; penalties only for a knockout match level after extra time. */
const reportedScore = {
  homeScore: score,
  awayScore: score,
  homePenalties: score.nullable().default(null),
  awayPenalties: score.nullable().default(null),
}

/** POST /api/matches/{id}/report: a manager of either side, after kick-off. */
export const reportResultRequestSchema = z.object({
  ...reportedScore,
  sheet: teamSheetSchema,
  /** One of the reporting side's line-up. */
  manOfTheMatchId: positiveId,
  /** `data:` URLs of PNG, JPEG or WebP images. */
  screenshots: z.array(z.string().max(700_000)).max(RESULT_SCREENSHOTS_MAX).default([]),
})
export type ReportResultRequest = z.input<typeof reportResultRequestSchema>

/** POST /api/matches/{id}/confirm: the other side's manager agrees, and may add their own sheet. */
export const confirmResultRequestSchema = z.object({ sheet: teamSheetSchema.optional() })
export type ConfirmResultRequest = z.input<typeof confirmResultRequestSchema>

export const DISPUTE_REASON_MIN = 10
export const DISPUTE_REASON_MAX = 500

/** POST /api/matches/{id}/dispute: the other side's manager contests, with why and their numbers. */
export const disputeResultRequestSchema = z.object({
  ...reportedScore,
  reason: z.string().trim().min(DISPUTE_REASON_MIN).max(DISPUTE_REASON_MAX),
  sheet: teamSheetSchema.optional(),
})
export type DisputeResultRequest = z.input<typeof disputeResultRequestSchema>

/**
 * POST /api/matches/{id}/settle: league staff only. `accept` makes one side's account of a result on
 * its way (a report awaiting an answer, or either side of a dispute) the result; `correct` enters the result staff decided (a disputed one, or an edit of a
 * final one); `forfeit` awards the match to a side whose opponent did not show up.
 */
export const settleResultRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept'), teamId: positiveId }),
  z.object({ decision: z.literal('correct'), ...reportedScore }),
  z.object({ decision: z.literal('forfeit'), winnerTeamId: positiveId }),
])
export type SettleResultRequest = z.input<typeof settleResultRequestSchema>

/** Why a match is in league staff's queue: a dispute, or no report a day after kick-off. */
export const STAFF_QUEUE_REASONS = ['disputed', 'overdue'] as const
/** A match without a report this long after kick-off is overdue. */
export const REPORT_OVERDUE_MS = 24 * 60 * 60 * 1000

/** GET /api/staff/matches: the matches league staff must settle, the longest waiting first. */
export const staffQueueResponseSchema = z.object({
  items: z.array(
    z.object({
      match: matchListItemSchema,
      reason: z.enum(STAFF_QUEUE_REASONS),
      /** Since when it waits: the dispute, or the kick-off. ISO 8601, UTC. */
      since: z.string(),
    }),
  ),
})
export type StaffQueueResponse = z.infer<typeof staffQueueResponseSchema>
