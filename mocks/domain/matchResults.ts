/**
 * A result's loop (docs/api/matches.md, "Reporting a result"): after kick-off a manager of either side
 * reports the score and their own team's sheet; the other side's manager confirms it (adding their own
 * sheet if they like) or disputes it with a reason and their numbers; a report nobody answers within
 * 24 hours confirms itself. A confirmed result becomes the match's score, stat lines and goals, which
 * every table, leader board and profile reads. Every check runs before anything is written.
 */
import type { z } from 'zod'
import type {
  confirmResultRequestSchema,
  disputeResultRequestSchema,
  reportResultRequestSchema,
  TeamSheet,
} from '@/api/contracts/matches'
import { dataUrlBytes, detectImageType } from '@/api/contracts/images'
import { now } from '../clock'
import { HttpError, type FieldErrors } from '../lib/http'
import {
  db,
  nextId,
  type MatchRecord,
  type ResultEventRecord,
  type ResultReportRecord,
  type UserRecord,
} from '../model'
import { advanceCompetition } from './advance'
import { applyResult, goalsFor, sheetOfReport, type Side } from './matchSheets'
import { canManageTeam, rosterOf } from './lookups'
import { notifyMatchResult } from './notifications'

type ReportBody = z.output<typeof reportResultRequestSchema>
type ConfirmBody = z.output<typeof confirmResultRequestSchema>
type DisputeBody = z.output<typeof disputeResultRequestSchema>

/** A report nobody answers confirms itself this long after it was sent. */
export const AUTO_CONFIRM_MS = 24 * 60 * 60 * 1000

let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs one step of the loop at a time. Each step checks, then writes over several awaits; two
 * requests at once (a double-clicked Confirm, the clock's job beside a confirmation) would otherwise
 * both see the report pending and apply it twice.
 */
export function oneAtATime<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step)
  queue = run.catch(() => undefined)
  return run
}

/** The match as it is now: a step re-reads it inside its turn. */
export function current(match: MatchRecord): MatchRecord {
  const record = db.matches.findFirst((q) => q.where({ id: match.id }))
  if (record === undefined) throw new HttpError(404, 'match_not_found')
  return record
}

/**
 * A step as the handlers call it: in its turn, on the match as it is then (an earlier step may have
 * just changed it).
 */
export function inTurn<Body>(
  step: (user: UserRecord, match: MatchRecord, body: Body) => Promise<void>,
): (user: UserRecord, match: MatchRecord, body: Body) => Promise<void> {
  return (user, match, body) => oneAtATime(() => step(user, current(match), body))
}

/** The side of `match` a user manages (manager or co-manager), or null. */
export function sideManagedBy(
  userId: number,
  match: MatchRecord,
): { side: Side; teamId: number } | null {
  if (canManageTeam(userId, match.homeTeamId)) return { side: 'home', teamId: match.homeTeamId }
  if (canManageTeam(userId, match.awayTeamId)) return { side: 'away', teamId: match.awayTeamId }
  return null
}

/** The side of `match` the caller manages; 403 when neither. */
function managedSide(user: UserRecord, match: MatchRecord): { side: Side; teamId: number } {
  const managed = sideManagedBy(user.id, match)
  if (managed === null) throw new HttpError(403, 'not_match_manager')
  return managed
}

/** A match that can take a report: past kick-off, no final result, not called off. */
function assertOpen(match: MatchRecord): void {
  if (match.status !== 'scheduled') throw new HttpError(409, 'result_already_final')
  if (Date.parse(match.kickoff) > now().getTime()) throw new HttpError(409, 'match_not_started')
}

export function pendingReport(matchId: number): ResultReportRecord | undefined {
  return db.resultReports.findFirst((q) => q.where({ matchId, state: 'pending' }))
}

export function disputedReport(matchId: number): ResultReportRecord | undefined {
  return db.resultReports.findFirst((q) => q.where({ matchId, state: 'disputed' }))
}

/** A score's penalties: both or neither, only in a knockout match level after extra time. */
export function penaltiesErrors(
  match: MatchRecord,
  body: {
    homeScore: number
    awayScore: number
    homePenalties: number | null
    awayPenalties: number | null
  },
): FieldErrors {
  const { homeScore, awayScore, homePenalties, awayPenalties } = body
  const given = homePenalties !== null || awayPenalties !== null
  if (!given) {
    return match.stage !== 'league' && homeScore === awayScore
      ? { homePenalties: { key: 'penalties_required' } }
      : {}
  }
  if (match.stage === 'league' || homeScore !== awayScore) {
    return { homePenalties: { key: 'penalties_not_allowed' } }
  }
  if (homePenalties === null || awayPenalties === null || homePenalties === awayPenalties) {
    return {
      [homePenalties === null ? 'homePenalties' : 'awayPenalties']: {
        key: 'penalties_need_a_winner',
      },
    }
  }
  return {}
}

/**
 * A side's sheet against the team's roster and the side's score: every player on the roster and
 * listed once, as many goals as the score, each scorer and assister in the line-up, nobody assisting
 * their own goal.
 */
function sheetErrors(sheet: TeamSheet, teamId: number, goalsFor: number): FieldErrors {
  const errors: FieldErrors = {}
  const roster = new Set(rosterOf(teamId).map(({ user }) => user.id))
  const seen = new Set<number>()
  sheet.lineup.forEach((line, index) => {
    if (!roster.has(line.userId)) {
      errors[`sheet.lineup.${index}.userId`] = { key: 'player_not_on_roster' }
    } else if (seen.has(line.userId)) {
      errors[`sheet.lineup.${index}.userId`] = { key: 'player_listed_twice' }
    }
    seen.add(line.userId)
  })
  if (sheet.goals.length !== goalsFor) errors['sheet.goals'] = { key: 'goals_do_not_match_score' }
  sheet.goals.forEach((goal, index) => {
    if (!seen.has(goal.scorerId)) {
      errors[`sheet.goals.${index}.scorerId`] = { key: 'scorer_not_in_lineup' }
    }
    if (goal.assistId !== null && (goal.assistId === goal.scorerId || !seen.has(goal.assistId))) {
      errors[`sheet.goals.${index}.assistId`] = { key: 'assist_not_valid' }
    }
  })
  return errors
}

function screenshotErrors(screenshots: readonly string[]): FieldErrors {
  const errors: FieldErrors = {}
  screenshots.forEach((screenshot, index) => {
    const bytes = dataUrlBytes(screenshot)
    if (bytes === null || detectImageType(bytes) === null) {
      errors[`screenshots.${index}`] = { key: 'screenshot_not_an_image' }
    }
  })
  return errors
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors)
}

export async function addEvent(event: Omit<ResultEventRecord, 'id'>): Promise<void> {
  await db.resultEvents.create({ id: nextId('resultEvents'), ...event })
}

/**
 * Saves a side's account: the score it gives and its sheet (none on a dispute that gives none); the
 * step completes it (a report's man of the match and screenshots, a dispute's reason).
 */
async function saveReport(
  match: MatchRecord,
  user: UserRecord,
  teamId: number,
  at: string,
  score: Pick<ResultReportRecord, 'homeScore' | 'awayScore' | 'homePenalties' | 'awayPenalties'>,
  sheet: TeamSheet | undefined,
  rest: Pick<ResultReportRecord, 'manOfTheMatchId' | 'screenshots' | 'reason' | 'state'>,
): Promise<void> {
  await db.resultReports.create({
    id: nextId('resultReports'),
    matchId: match.id,
    teamId,
    reportedBy: user.id,
    createdAt: at,
    homeScore: score.homeScore,
    awayScore: score.awayScore,
    homePenalties: score.homePenalties,
    awayPenalties: score.awayPenalties,
    lineup: sheet?.lineup ?? [],
    goals: sheet?.goals ?? [],
    ...rest,
  })
}

/** POST /api/matches/:id/report */
export const reportResult = inTurn(report)

async function report(user: UserRecord, match: MatchRecord, body: ReportBody): Promise<void> {
  const { side, teamId } = managedSide(user, match)
  assertOpen(match)
  if (disputedReport(match.id) !== undefined) throw new HttpError(409, 'result_disputed')
  const pending = pendingReport(match.id)
  if (pending !== undefined) {
    throw new HttpError(409, pending.teamId === teamId ? 'already_reported' : 'answer_the_report')
  }
  const errors = {
    ...penaltiesErrors(match, body),
    ...sheetErrors(body.sheet, teamId, goalsFor(side, body)),
    ...screenshotErrors(body.screenshots),
  }
  if (!body.sheet.lineup.some((line) => line.userId === body.manOfTheMatchId)) {
    errors.manOfTheMatchId = { key: 'man_of_the_match_not_in_lineup' }
  }
  throwIfAny(errors)
  const at = now().toISOString()
  await saveReport(match, user, teamId, at, body, body.sheet, {
    manOfTheMatchId: body.manOfTheMatchId,
    screenshots: body.screenshots,
    reason: null,
    state: 'pending',
  })
  await addEvent({ matchId: match.id, kind: 'reported', at, actorId: user.id, teamId })
  await notifyMatchResult(match, 'reported', teamId, [otherSide(match, teamId)], at)
}

/** The other side of the match from `teamId`. */
const otherSide = (match: MatchRecord, teamId: number) =>
  teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId

/** The pending report the caller's side must answer: 409 when there is none or it is their own. */
function reportToAnswer(
  user: UserRecord,
  match: MatchRecord,
): {
  report: ResultReportRecord
  side: Side
  teamId: number
} {
  const { side, teamId } = managedSide(user, match)
  assertOpen(match)
  if (disputedReport(match.id) !== undefined) throw new HttpError(409, 'result_disputed')
  const report = pendingReport(match.id)
  if (report === undefined) throw new HttpError(409, 'no_report_to_answer')
  if (report.teamId === teamId) throw new HttpError(409, 'own_report')
  return { report, side, teamId }
}

/** POST /api/matches/:id/confirm */
export const confirmResult = inTurn(confirm)

async function confirm(user: UserRecord, match: MatchRecord, body: ConfirmBody): Promise<void> {
  const { report, side, teamId } = reportToAnswer(user, match)
  if (body.sheet !== undefined) throwIfAny(sheetErrors(body.sheet, teamId, goalsFor(side, report)))
  const at = now().toISOString()
  await acceptReport(match, report, body.sheet ?? null)
  await addEvent({ matchId: match.id, kind: 'confirmed', at, actorId: user.id, teamId })
  await notifyMatchResult(match, 'confirmed', teamId, [report.teamId], at)
  // The competition moves on if this was the last result it waited for.
  await advanceCompetition(match.competitionId, new Date(at))
}

/** POST /api/matches/:id/dispute */
export const disputeResult = inTurn(dispute)

async function dispute(user: UserRecord, match: MatchRecord, body: DisputeBody): Promise<void> {
  const { report, side, teamId } = reportToAnswer(user, match)
  throwIfAny({
    ...penaltiesErrors(match, body),
    ...(body.sheet === undefined ? {} : sheetErrors(body.sheet, teamId, goalsFor(side, body))),
  })
  const at = now().toISOString()
  await db.resultReports.update((q) => q.where({ id: report.id }), {
    data(record) {
      record.state = 'disputed'
    },
  })
  await saveReport(match, user, teamId, at, body, body.sheet, {
    manOfTheMatchId: null,
    screenshots: [],
    reason: body.reason,
    state: 'disputed',
  })
  await addEvent({ matchId: match.id, kind: 'disputed', at, actorId: user.id, teamId })
  await notifyMatchResult(match, 'disputed', teamId, [report.teamId], at)
}

/** Sets the state of reports (by id). */
export async function markReports(
  ids: readonly number[],
  state: ResultReportRecord['state'],
): Promise<void> {
  await db.resultReports.update((q) => q.where((report) => ids.includes(report.id)), {
    data(record) {
      record.state = state
    },
  })
}

/** A report the other side accepted (or the clock did): the result, with the other side's sheet if given. */
async function acceptReport(
  match: MatchRecord,
  report: ResultReportRecord,
  otherSheet: TeamSheet | null,
): Promise<void> {
  const otherTeamId = report.teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId
  await applyResult(
    match,
    report,
    [
      sheetOfReport(report),
      ...(otherSheet === null ? [] : [{ teamId: otherTeamId, sheet: otherSheet }]),
    ],
    report.manOfTheMatchId,
  )
  await markReports([report.id], 'accepted')
}

/**
 * The clock's part: each report still unanswered 24 hours after it was sent confirms itself. Run
 * before each request, as a server's scheduled job would have run by then.
 */
export function confirmOverdueReports(at: Date = now()): Promise<void> {
  return oneAtATime(() => confirmOverdue(at))
}

async function confirmOverdue(at: Date): Promise<void> {
  const overdue = db.resultReports.findMany((q) =>
    q.where(
      (report) =>
        report.state === 'pending' &&
        Date.parse(report.createdAt) + AUTO_CONFIRM_MS <= at.getTime(),
    ),
  )
  for (const report of overdue) {
    const match = db.matches.findFirst((q) => q.where({ id: report.matchId }))
    if (match === undefined || match.status !== 'scheduled') continue
    await acceptReport(match, report, null)
    const due = new Date(Date.parse(report.createdAt) + AUTO_CONFIRM_MS).toISOString()
    await addEvent({
      matchId: match.id,
      kind: 'auto_confirmed',
      at: due,
      actorId: null,
      teamId: null,
    })
    await notifyMatchResult(
      match,
      'auto_confirmed',
      null,
      [match.homeTeamId, match.awayTeamId],
      due,
    )
    await advanceCompetition(match.competitionId, at)
  }
}
