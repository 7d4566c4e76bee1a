/**
 * League staff's part in a result (docs/api/matches.md, "Settling a result"): the queue of matches
 * they must settle (disputed, or without a report a day after kick-off), and the decisions: accept
 * one side's account, enter the result they decided (also an edit of a final result, kept in its
 * history), or award a forfeit for a no-show. And what the page tells each reader: the accounts in
 * play, and what the reader may do now.
 */
import type { z } from 'zod'
import {
  REPORT_OVERDUE_MS,
  type MatchViewer,
  type ResultAction,
  type ResultClaim,
  type settleResultRequestSchema,
  type StaffQueueResponse,
} from '@/api/contracts/matches'
import { now } from '../clock'
import { HttpError } from '../lib/http'
import type { Language } from '../lib/language'
import {
  db,
  FORFEIT_SCORE,
  type MatchRecord,
  type ResultReportRecord,
  type UserRecord,
} from '../model'
import { teamRefFrom } from './competitions'
import {
  addEvent,
  disputedReport,
  inTurn,
  markReports,
  penaltiesErrors,
  pendingReport,
  sideManagedBy,
  throwIfAny,
} from './matchResults'
import { applyResult, sheetFromLines, sheetOfReport } from './matchSheets'
import { advanceCompetition, checkKnockoutChange, followKnockoutChange } from './advance'
import { teamsById } from './lookups'
import { winnerOf } from './results'
import { notifyMatchResult } from './notifications'
import { toMatchListItems } from './matches'

type SettleBody = z.output<typeof settleResultRequestSchema>

/** The accounts of a result on its way: a report awaiting an answer, or both sides of a dispute. */
function openReports(matchId: number): ResultReportRecord[] {
  return db.resultReports
    .findMany((q) =>
      q.where((r) => r.matchId === matchId && (r.state === 'pending' || r.state === 'disputed')),
    )
    .sort((a, b) => a.id - b.id)
}

const isStaff = (user: UserRecord | null) => user?.role === 'staff'

/** A match past kick-off without its final result. */
function isOpen(match: MatchRecord, at: Date): boolean {
  return match.status === 'scheduled' && Date.parse(match.kickoff) <= at.getTime()
}

/** The page's accounts in play; a dispute's reason only for the two sides' managers and staff. */
export function resultClaims(match: MatchRecord, reader: UserRecord | null): ResultClaim[] {
  if (match.status !== 'scheduled') return []
  const teams = teamsById()
  const mayReadReasons =
    reader !== null && (isStaff(reader) || sideManagedBy(reader.id, match) !== null)
  return openReports(match.id).map((report) => ({
    kind: report.reason === null ? 'report' : 'dispute',
    team: teamRefFrom(teams, report.teamId),
    at: report.createdAt,
    homeScore: report.homeScore,
    awayScore: report.awayScore,
    homePenalties: report.homePenalties,
    awayPenalties: report.awayPenalties,
    reason: mayReadReasons ? report.reason : null,
  }))
}

/** What the signed-in reader may do with the match's result now (the server checks again on each step). */
export function matchViewer(match: MatchRecord, reader: UserRecord, at: Date = now()): MatchViewer {
  const managed = sideManagedBy(reader.id, match)
  const actions: ResultAction[] = []
  if (managed !== null && isOpen(match, at) && disputedReport(match.id) === undefined) {
    const pending = pendingReport(match.id)
    if (pending === undefined) actions.push('report')
    else if (pending.teamId !== managed.teamId) actions.push('confirm', 'dispute')
  }
  if (isStaff(reader) && (isOpen(match, at) || match.status !== 'scheduled')) {
    actions.push('settle')
  }
  return { side: managed?.side ?? null, actions }
}

/** GET /api/staff/matches */
export function staffQueue(
  user: UserRecord,
  language: Language,
  at: Date = now(),
): StaffQueueResponse {
  if (!isStaff(user)) throw new HttpError(403, 'staff_only')
  const waiting: { match: MatchRecord; reason: 'disputed' | 'overdue'; since: string }[] = []
  for (const match of db.matches.findMany((q) => q.where({ status: 'scheduled' }))) {
    if (!isOpen(match, at)) continue
    const reports = openReports(match.id)
    const dispute = reports.findLast(
      (report) => report.state === 'disputed' && report.reason !== null,
    )
    if (dispute !== undefined) {
      waiting.push({ match, reason: 'disputed', since: dispute.createdAt })
    } else if (
      reports.length === 0 &&
      Date.parse(match.kickoff) + REPORT_OVERDUE_MS <= at.getTime()
    ) {
      waiting.push({ match, reason: 'overdue', since: match.kickoff })
    }
  }
  waiting.sort((a, b) => a.since.localeCompare(b.since) || a.match.id - b.match.id)
  // One look-up of teams and competitions for the whole queue; a match whose competition is gone (a
  // data oddity) is left out.
  const items = new Map(
    toMatchListItems(
      waiting.map(({ match }) => match),
      language,
    ).map((item) => [item.id, item]),
  )
  return {
    items: waiting.flatMap(({ match, reason, since }) => {
      const item = items.get(match.id)
      return item === undefined ? [] : [{ match: item, reason, since }]
    }),
  }
}

/** POST /api/matches/:id/settle */
export const settleResult = inTurn(settle)

/** Only league staff settle: checked before the body is read, so others learn nothing of its rules. */
export function requireStaff(user: UserRecord): void {
  if (!isStaff(user)) throw new HttpError(403, 'staff_only')
}

async function settle(user: UserRecord, match: MatchRecord, body: SettleBody): Promise<void> {
  requireStaff(user)
  const at = now()
  const winnerBefore = winnerOf(match)
  await decide(user, match, body, at)
  // Who went through a knockout may have changed; a round or the season may now be complete.
  await followKnockoutChange(match, winnerBefore)
  await advanceCompetition(match.competitionId, at)
}

async function decide(
  user: UserRecord,
  match: MatchRecord,
  body: SettleBody,
  at: Date,
): Promise<void> {
  if (match.status === 'scheduled' && !isOpen(match, at)) {
    throw new HttpError(409, 'match_not_started')
  }
  // A postponed match has no accounts to accept; staff enter its result once it is played (or award
  // it), so that a league phase is not held up by it for ever.
  if (match.status === 'postponed' && body.decision === 'accept') {
    throw new HttpError(409, 'match_postponed')
  }
  const final = match.status === 'played' || match.status === 'forfeit'
  const reports = openReports(match.id)
  const event = { matchId: match.id, at: at.toISOString(), actorId: user.id, teamId: null }
  const sides = [match.homeTeamId, match.awayTeamId]
  /** The decision in the history, and to both sides' managers. */
  const decided = async (kind: 'resolved' | 'edited' | 'forfeit_awarded') => {
    await addEvent({ ...event, kind })
    await notifyMatchResult(match, kind, null, sides, event.at)
  }

  switch (body.decision) {
    case 'accept': {
      if (final) throw new HttpError(409, 'result_already_final')
      const chosen = reports.findLast((report) => report.teamId === body.teamId)
      if (chosen === undefined) {
        throw new HttpError(422, 'validation_failed', { teamId: { key: 'no_account_from_team' } })
      }
      await applyResult(match, chosen, reports.map(sheetOfReport), reportedManOfTheMatch(reports))
      await markReports([chosen.id], 'accepted')
      await markReports(
        reports.filter((report) => report.id !== chosen.id).map((report) => report.id),
        'rejected',
      )
      await decided('resolved')
      return
    }
    case 'correct': {
      throwIfAny(penaltiesErrors(match, body))
      if (final) {
        checkKnockoutChange(match, winnerOf({ ...match, ...body, status: 'played' }), at)
        // The line-ups stay; a side's goals stay only if they still add up to its score.
        const lines = db.playerMatchStats.findMany((q) => q.where({ matchId: match.id }))
        const goals = db.matchGoals.findMany((q) => q.where({ matchId: match.id }))
        const sheets = [match.homeTeamId, match.awayTeamId].map((teamId) => ({
          teamId,
          sheet: sheetFromLines(lines, goals, teamId),
        }))
        const best = lines.find((line) => line.manOfTheMatch)?.userId ?? null
        await clearResult(match)
        await applyResult(match, body, sheets, best)
        await decided('edited')
        return
      }
      await applyResult(match, body, reports.map(sheetOfReport), reportedManOfTheMatch(reports))
      await markReports(
        reports.map((report) => report.id),
        'rejected',
      )
      await decided('resolved')
      return
    }
    case 'forfeit': {
      if (body.winnerTeamId !== match.homeTeamId && body.winnerTeamId !== match.awayTeamId) {
        throw new HttpError(422, 'validation_failed', { winnerTeamId: { key: 'not_a_side' } })
      }
      if (final) checkKnockoutChange(match, body.winnerTeamId, at)
      await clearResult(match)
      const homeWins = body.winnerTeamId === match.homeTeamId
      await db.matches.update((q) => q.where({ id: match.id }), {
        data(record) {
          record.homeScore = homeWins ? FORFEIT_SCORE : 0
          record.awayScore = homeWins ? 0 : FORFEIT_SCORE
          record.homePenalties = null
          record.awayPenalties = null
          record.status = 'forfeit'
        },
      })
      await markReports(
        reports.map((report) => report.id),
        'rejected',
      )
      await decided('forfeit_awarded')
      return
    }
  }
}

/** The man of the match the reporting side named (the first account's): a dispute names none. */
function reportedManOfTheMatch(reports: readonly ResultReportRecord[]): number | null {
  return reports.find((report) => report.manOfTheMatchId !== null)?.manOfTheMatchId ?? null
}

/** A final result's stat lines and goals go before staff replace it (an edit re-adds its sheets). */
async function clearResult(match: MatchRecord): Promise<void> {
  await db.playerMatchStats.deleteMany((q) => q.where({ matchId: match.id }))
  await db.matchGoals.deleteMany((q) => q.where({ matchId: match.id }))
}
