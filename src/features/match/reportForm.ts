/**
 * The report form's model: what it holds (the score, the reporting side's line-up with each player's
 * numbers, its goals, the man of the match), its rules, the request it sends, and where the server's
 * field errors land. The line-up starts as the roster, goalkeeper first, as a team sheet reads.
 */
import { z } from 'zod'
import { POSITIONS, POSITION_LINES, type Position, type PositionLine } from '@/api/contracts/league'
import {
  LINEUP_MAX,
  LINEUP_MIN,
  RESULT_SCORE_MAX,
  type ReportResultRequest,
} from '@/api/contracts/matches'
import type { RosterMember } from '@/api/contracts/teams'
import { checkPenalties, SCORE_FIELDS, scoreOf, scoreRule, type ScoreForm } from './resultForm'

/** The numbers a manager gives for a player, by the line they played in (as the page shows them). */
export const LINE_NUMBERS = {
  goalkeeper: ['saves'],
  defence: ['tackles', 'interceptions'],
  midfield: ['passes', 'passAccuracy', 'keyPasses', 'shots'],
  attack: ['shots', 'keyPasses', 'passes', 'passAccuracy'],
} as const satisfies Record<PositionLine, readonly string[]>

export const PLAYER_NUMBERS = [
  'shots',
  'keyPasses',
  'passes',
  'passAccuracy',
  'tackles',
  'interceptions',
  'saves',
] as const
export type PlayerNumber = (typeof PLAYER_NUMBERS)[number]

/** The most of each a player may be given (as the server's contract). */
export const NUMBER_MAX: Record<PlayerNumber, number> = {
  shots: 40,
  keyPasses: 40,
  passes: 200,
  passAccuracy: 100,
  tackles: 40,
  interceptions: 40,
  saves: 40,
}

export const numbersFor = (position: Position): readonly PlayerNumber[] =>
  LINE_NUMBERS[POSITION_LINES[position]]

export interface LineupRow extends Record<PlayerNumber, number> {
  userId: number
  username: string
  position: Position
  rating: number
}

export interface GoalRow {
  minute: number
  scorerId: number
  /** null for none. */
  assistId: number | null
}

export interface ReportForm extends ScoreForm {
  lineup: LineupRow[]
  goals: GoalRow[]
  manOfTheMatchId: number
}

/** What the form holds as typed: a player not chosen yet is a select's empty choice, ''. */
export interface ReportFormInput extends Omit<ReportForm, 'goals' | 'manOfTheMatchId'> {
  goals: (Omit<GoalRow, 'scorerId'> & { scorerId: number | '' })[]
  manOfTheMatchId: number | ''
}

const count = (key: PlayerNumber) =>
  z.number({ error: 'number' }).int('number').min(0, 'number').max(NUMBER_MAX[key], 'number')

const lineupRowSchema = z.object({
  userId: z.number().int().positive(),
  username: z.string(),
  position: z.enum(POSITIONS),
  rating: z
    .number({ error: 'rating' })
    .min(1, 'rating')
    .max(10, 'rating')
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'rating'),
  shots: count('shots'),
  keyPasses: count('keyPasses'),
  passes: count('passes'),
  passAccuracy: count('passAccuracy'),
  tackles: count('tackles'),
  interceptions: count('interceptions'),
  saves: count('saves'),
})

/** A player chosen in a select: '' (nobody yet) is refused as not chosen. */
const chosen = z
  .union([z.number(), z.literal('')])
  .pipe(z.number({ error: 'required' }).int('required').positive('required'))

export const reportFormSchema = z
  .object({
    homeScore: scoreRule,
    awayScore: scoreRule,
    homePenalties: scoreRule.nullable(),
    awayPenalties: scoreRule.nullable(),
    lineup: z.array(lineupRowSchema).min(LINEUP_MIN, 'lineup_size').max(LINEUP_MAX, 'lineup_size'),
    goals: z
      .array(
        z.object({
          minute: z.number({ error: 'minute' }).int('minute').min(1, 'minute').max(120, 'minute'),
          scorerId: chosen,
          assistId: z.number().int().positive().nullable(),
        }),
      )
      .max(RESULT_SCORE_MAX),
    manOfTheMatchId: chosen,
  })
  .superRefine((form, context) => {
    checkPenalties(form, context)
    // Whoever scores, assists or is named best played: a player taken off the line-up after being
    // chosen reads "Choose…" again, and the form says so.
    const played = new Set(form.lineup.map((row) => row.userId))
    form.goals.forEach((goal, index) => {
      if (!played.has(goal.scorerId)) {
        context.addIssue({
          code: 'custom',
          path: ['goals', index, 'scorerId'],
          message: 'required',
        })
      }
      if (
        goal.assistId !== null &&
        (goal.assistId === goal.scorerId || !played.has(goal.assistId))
      ) {
        context.addIssue({ code: 'custom', path: ['goals', index, 'assistId'], message: 'assist' })
      }
    })
    if (!played.has(form.manOfTheMatchId)) {
      context.addIssue({ code: 'custom', path: ['manOfTheMatchId'], message: 'required' })
    }
  }) satisfies z.ZodType<ReportForm, ReportFormInput>

/** Goalkeeper first, then defence, midfield and attack; by name within a position. */
const POSITION_ORDER = new Map(POSITIONS.map((position, index) => [position, index]))

/** The line-up the form starts with: the roster, as many as a side fields, in team-sheet order. */
export function startingLineup(roster: readonly RosterMember[]): LineupRow[] {
  return roster
    .toSorted(
      (a, b) =>
        (POSITION_ORDER.get(a.primaryPosition) ?? 0) -
          (POSITION_ORDER.get(b.primaryPosition) ?? 0) || a.username.localeCompare(b.username),
    )
    .slice(0, LINEUP_MAX)
    .map((member) => lineupRow(member))
}

/** A roster member as a line-up row: their usual position, a middling rating, no numbers yet. */
export function lineupRow(member: RosterMember): LineupRow {
  return {
    userId: member.id,
    username: member.username,
    position: member.primaryPosition,
    rating: 6.5,
    ...(Object.fromEntries(PLAYER_NUMBERS.map((key) => [key, 0])) as Record<PlayerNumber, number>),
  }
}

/** The request: the score, the sheet (each player's numbers; those of other lines sent as 0). */
export function toReportRequest(
  form: ReportForm,
  screenshots: readonly string[],
): ReportResultRequest {
  return {
    ...scoreOf(form),
    sheet: {
      lineup: form.lineup.map((row) => {
        const shown = new Set<PlayerNumber>(numbersFor(row.position))
        const number = (key: PlayerNumber) => (shown.has(key) ? row[key] : 0)
        return {
          userId: row.userId,
          position: row.position,
          rating: row.rating,
          shots: number('shots'),
          keyPasses: number('keyPasses'),
          passes: number('passes'),
          passAccuracy: number('passAccuracy'),
          tackles: number('tackles'),
          interceptions: number('interceptions'),
          saves: number('saves'),
        }
      }),
      goals: form.goals.map((goal) => ({
        minute: goal.minute,
        scorerId: goal.scorerId,
        assistId: goal.assistId,
      })),
    },
    manOfTheMatchId: form.manOfTheMatchId,
    screenshots: [...screenshots],
  }
}

/** Server path → form field, in the order of the form (the first in error gets the focus). */
export const REPORT_SERVER_FIELDS: readonly (readonly [string, string])[] = [
  ...SCORE_FIELDS.map((field) => [field, field] as const),
  ['sheet.goals', 'goals'],
  ...Array.from({ length: RESULT_SCORE_MAX }, (_, index) =>
    (['minute', 'scorerId', 'assistId'] as const).map(
      (key) => [`sheet.goals.${index}.${key}`, `goals.${index}.${key}`] as const,
    ),
  ).flat(),
  ...Array.from({ length: LINEUP_MAX }, (_, index) =>
    (['userId', 'position', 'rating', ...PLAYER_NUMBERS] as const).map(
      (key) => [`sheet.lineup.${index}.${key}`, `lineup.${index}.${key}`] as const,
    ),
  ).flat(),
  ['manOfTheMatchId', 'manOfTheMatchId'],
]
