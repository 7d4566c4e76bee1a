/** Competitions, the teams registered into them, their matches and what each player did in them. */
import { z } from 'zod'
import { PRIZE_PLACES, TIEBREAKERS, WEEKDAYS, type Tiebreaker } from '@/api/contracts/competitions'
import {
  COMPETITION_FORMATS,
  COMPETITION_STATUSES,
  MATCH_STAGES,
  MATCH_STATUSES,
  PLATFORMS,
  POSITIONS,
  REGISTRATION_STATUSES,
} from '@/api/contracts/league'
import {
  RESULT_EVENT_KINDS,
  reportedGoalSchema,
  reportedPlayerSchema,
} from '@/api/contracts/matches'
import { calendarDate, id, isoDate, localizedText } from './common'

/**
 * The tiebreakers of a competition whose fixture names none (mocks/domain/standings.ts applies them;
 * docs/api/competitions.md, "Standings").
 */
export const DEFAULT_TIEBREAKERS: readonly Tiebreaker[] = [
  'points',
  'goal_difference',
  'goals_for',
  'head_to_head_points',
  'name',
]

/** A prize as the league words it, in every language (the contract's `Prize`, localized). */
export const prizeRecordSchema = z.object({ place: z.enum(PRIZE_PLACES), reward: localizedText })
export type PrizeRecord = z.infer<typeof prizeRecordSchema>

export const competitionRecordSchema = z
  .object({
    id,
    name: z.string().min(3),
    /** URL-friendly and unique: `premier-division-spring-2026`. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** `Spring 2026`. */
    season: z.string(),
    format: z.enum(COMPETITION_FORMATS),
    platform: z.enum(PLATFORMS),
    status: z.enum(COMPETITION_STATUSES),
    /** The league's about text. */
    description: localizedText,
    /** The last instant a team can register. */
    registrationDeadline: isoDate,
    /** First and last match days, in `timeZone`. */
    startDate: calendarDate,
    endDate: calendarDate,
    /** The weekdays matches are played on, in `timeZone`. */
    matchNights: z.array(z.enum(WEEKDAYS)).min(1),
    /** Usual kick-off, `HH:MM` in `timeZone` (a match's own kickoff may differ). */
    kickoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    /** IANA time zone, e.g. `America/New_York`. */
    timeZone: z.string(),
    maxTeams: z.number().int().min(2),
    rosterMin: z.number().int().min(1),
    rosterMax: z.number().int().min(1),
    /** Only a manager with GVL Premium can register a team. */
    premiumOnly: z.boolean(),
    /** League phase: every pair meets once (1) or home and away (2). Cups: 1. */
    legs: z.union([z.literal(1), z.literal(2)]),
    /** `league_playoffs`: how many of the table go through to the playoffs; null otherwise. */
    playoffTeams: z
      .number()
      .int()
      .refine((teams) => [2, 4, 8, 16, 32].includes(teams), 'a knockout of 2, 4, 8, 16 or 32')
      .nullable(),
    /** Markdown-ish: `## Heading` lines, `- ` list items, paragraphs separated by a blank line. */
    rules: localizedText,
    tiebreakers: z.array(z.enum(TIEBREAKERS)).min(1),
    prizes: z.array(prizeRecordSchema),
    /**
     * When its teams may add and release players while it is in progress, earliest first
     * (mocks/domain/transferWindows.ts).
     */
    transferWindows: z.array(z.object({ opensAt: isoDate, closesAt: isoDate })),
    createdAt: isoDate,
  })
  .refine((c) => c.rosterMin <= c.rosterMax, { path: ['rosterMax'] })
export type CompetitionRecord = z.infer<typeof competitionRecordSchema>

export const registrationRecordSchema = z.object({
  id,
  competitionId: id,
  teamId: id,
  status: z.enum(REGISTRATION_STATUSES),
  /** The manager or co-manager who registered the team. */
  registeredBy: id,
  createdAt: isoDate,
  /** When the league decided (accepted, waitlisted or rejected); null while pending. */
  decidedAt: isoDate.nullable(),
  /** Why it was rejected or waitlisted; null otherwise. */
  reason: localizedText.nullable(),
})
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>

/** A forfeit is awarded 3–0 to the team that showed up. */
export const FORFEIT_SCORE = 3

export const matchRecordSchema = z.object({
  id,
  competitionId: id,
  stage: z.enum(MATCH_STAGES),
  /** The round: 1, 2, 3… across the whole competition, playoffs included. */
  matchday: z.number().int().min(1),
  kickoff: isoDate,
  homeTeamId: id,
  awayTeamId: id,
  homeScore: z.number().int().min(0).nullable(),
  awayScore: z.number().int().min(0).nullable(),
  /** A knockout match level after extra time is settled on penalties; null otherwise. */
  homePenalties: z.number().int().min(0).nullable(),
  awayPenalties: z.number().int().min(0).nullable(),
  status: z.enum(MATCH_STATUSES),
})
export type MatchRecord = z.infer<typeof matchRecordSchema>

/** A rating from 1 to 10 with one decimal (7.4). */
export const ratingSchema = z
  .number()
  .min(1)
  .max(10)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9)

export const playerMatchStatsRecordSchema = z.object({
  id,
  matchId: id,
  userId: id,
  /** The team the player played for in that match. */
  teamId: id,
  /** The position played. */
  position: z.enum(POSITIONS),
  goals: z.number().int().min(0),
  assists: z.number().int().min(0),
  rating: ratingSchema,
  /** A goalkeeper or defender whose team conceded nothing. */
  cleanSheet: z.boolean(),
  /** Exactly one player per played match. */
  manOfTheMatch: z.boolean(),
  shots: z.number().int().min(0),
  keyPasses: z.number().int().min(0),
  passes: z.number().int().min(0),
  /** Passes completed, in percent. */
  passAccuracy: z.number().int().min(0).max(100),
  tackles: z.number().int().min(0),
  interceptions: z.number().int().min(0),
  saves: z.number().int().min(0),
  goalsConceded: z.number().int().min(0),
})
export type PlayerMatchStatsRecord = z.infer<typeof playerMatchStatsRecordSchema>

/** A goal of a played match: its scorers' and assisters' stat lines add up to these. */
export const matchGoalRecordSchema = z.object({
  id,
  matchId: id,
  /** The team it counts for. */
  teamId: id,
  minute: z.number().int().min(1).max(120),
  scorerId: id,
  assistId: id.nullable(),
})
export type MatchGoalRecord = z.infer<typeof matchGoalRecordSchema>

/** A step in a match result's life: reported, confirmed, disputed, settled, edited. */
export const resultEventRecordSchema = z.object({
  id,
  matchId: id,
  kind: z.enum(RESULT_EVENT_KINDS),
  at: isoDate,
  /** null for the league itself (the clock confirming a result). */
  actorId: id.nullable(),
  /** The side the actor acted for; null for league staff and the clock. */
  teamId: id.nullable(),
})
export type ResultEventRecord = z.infer<typeof resultEventRecordSchema>

/** A side's account of a match: the score, its own sheet and, for a dispute, why. */
export const resultReportRecordSchema = z.object({
  id,
  matchId: id,
  /** The side that sent it. */
  teamId: id,
  reportedBy: id,
  createdAt: isoDate,
  homeScore: z.number().int().min(0),
  awayScore: z.number().int().min(0),
  homePenalties: z.number().int().min(0).nullable(),
  awayPenalties: z.number().int().min(0).nullable(),
  /** The sending side's line-up and goals; empty for a dispute that gives none. */
  lineup: z.array(reportedPlayerSchema),
  goals: z.array(reportedGoalSchema),
  /** The reporting side's man of the match; null on a dispute. */
  manOfTheMatchId: id.nullable(),
  screenshots: z.array(z.string()),
  /** Why the other side contests the report it answers; null on a report. */
  reason: z.string().nullable(),
  /** pending: awaiting the other side; accepted: the result; disputed: contested; rejected: staff chose the other. */
  state: z.enum(['pending', 'accepted', 'disputed', 'rejected']),
})
export type ResultReportRecord = z.infer<typeof resultReportRecordSchema>
