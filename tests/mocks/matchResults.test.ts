import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import type { StandingsResponse } from '@/api/contracts/competitions'
import type { MatchDetail, ReportResultRequest, TeamSheet } from '@/api/contracts/matches'
import { advanceClock, now } from '@mocks/clock'
import { db } from '@mocks/db'
import { AUTO_CONFIRM_MS, confirmOverdueReports, confirmResult } from '@mocks/domain/matchResults'
import type { MatchRecord } from '@mocks/model'
import { call, json, signIn } from './client'
import { anyJson, answer, check, fresh } from './properties/support'

/** Northside Rovers (rivera_fc manages it) at home to Bayou Strikers, the next Premier Division fixture. */
function fixture(): MatchRecord {
  const match = db.matches.findFirst((q) => q.where({ id: 148 }))
  if (match === undefined) throw new Error('no match 148')
  return match
}

function managerOf(teamId: number): string {
  const membership = db.memberships.findFirst((q) => q.where({ teamId, role: 'manager' }))
  const user = db.users.findFirst((q) => q.where({ id: membership?.userId ?? 0 }))
  if (user === undefined) throw new Error(`no manager of team ${teamId}`)
  return user.username
}

/** Five of the team's roster, the first a keeper-ish line, each with plain numbers. */
function sheet(teamId: number, goals: { scorer: number; assist?: number }[] = []): TeamSheet {
  const roster = db.memberships
    .findMany((q) => q.where({ teamId }))
    .map((m) => m.userId)
    .sort((a, b) => a - b)
    .slice(0, 5)
  return {
    lineup: roster.map((userId, index) => ({
      userId,
      position: index === 0 ? 'GK' : index < 3 ? 'CB' : 'ST',
      rating: 7,
      shots: 2,
      keyPasses: 1,
      passes: 30,
      passAccuracy: 80,
      tackles: 2,
      interceptions: 1,
      saves: index === 0 ? 3 : 0,
    })),
    goals: goals.map((goal, index) => ({
      minute: 10 + index * 10,
      scorerId: roster[goal.scorer] ?? 0,
      assistId: goal.assist === undefined ? null : (roster[goal.assist] ?? null),
    })),
  }
}

/** After kick-off. */
function kickOff(match: MatchRecord): void {
  advanceClock(Date.parse(match.kickoff) - now().getTime() + 2 * 60 * 60 * 1000)
}

async function post(path: string, token: string, body: unknown = {}) {
  return call(path, { method: 'POST', token, body })
}

/** Northside 2–1 as its manager reports it: two goals, the first assisted. */
function homeWin(match: MatchRecord): ReportResultRequest {
  const home = sheet(match.homeTeamId, [{ scorer: 3, assist: 4 }, { scorer: 4 }])
  return { homeScore: 2, awayScore: 1, sheet: home, manOfTheMatchId: home.lineup[3]?.userId ?? 0 }
}

async function northsideRow(): Promise<{ played: number; points: number }> {
  const match = fixture()
  const body = await json<StandingsResponse>(
    await call(`competitions/${match.competitionId}/standings`),
  )
  if (body.kind !== 'table') throw new Error('not a table')
  const row = body.rows.find((r) => r.team.id === match.homeTeamId)
  return { played: row?.played ?? -1, points: row?.points ?? -1 }
}

describe('reporting a result', () => {
  test('before kick-off it is refused; a visitor or a player who manages neither side is refused', async () => {
    const match = fixture()
    const rivera = await signIn('rivera_fc')
    const early = await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    expect(early.status).toBe(409)
    expect((await json<ApiError>(early)).code).toBe('match_not_started')
    kickOff(match)
    expect((await call(`matches/${match.id}/report`, { method: 'POST', body: {} })).status).toBe(
      401,
    )
    // demo plays for Northside but manages nothing.
    const demo = await signIn('demo')
    const player = await post(`matches/${match.id}/report`, demo.token, homeWin(match))
    expect(player.status).toBe(403)
    expect((await json<ApiError>(player)).code).toBe('not_match_manager')
  })

  test('a report awaits the other side: the page shows it, the table does not count it yet', async () => {
    const match = fixture()
    kickOff(match)
    const before = await northsideRow()
    const rivera = await signIn('rivera_fc')
    const response = await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    expect(response.status).toBe(200)
    const page = await json<MatchDetail>(response)
    expect(page).toMatchObject({
      status: 'awaiting_confirmation',
      home: { score: 2 },
      away: { score: 1, lineup: [] },
    })
    expect(page.home.lineup).toHaveLength(5)
    expect(page.goals.map((goal) => goal.minute)).toEqual([10, 20])
    expect(page.history.map((event) => event.kind)).toEqual(['reported'])
    expect(await northsideRow()).toEqual(before)

    // Neither side reports twice; the reporter cannot answer their own report.
    const again = await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    expect((await json<ApiError>(again)).code).toBe('already_reported')
    const own = await post(`matches/${match.id}/confirm`, rivera.token)
    expect((await json<ApiError>(own)).code).toBe('own_report')
    const other = await signIn(managerOf(match.awayTeamId))
    const second = await post(`matches/${match.id}/report`, other.token, homeWin(match))
    expect(second.status).toBe(409)
    expect((await json<ApiError>(second)).code).toBe('answer_the_report')
  })

  test('the other side confirms: the table, the scorer and the page all move at once', async () => {
    const match = fixture()
    kickOff(match)
    const before = await northsideRow()
    const rivera = await signIn('rivera_fc')
    const report = homeWin(match)
    await post(`matches/${match.id}/report`, rivera.token, report)
    const scorer = report.sheet.lineup[4]?.userId ?? 0
    const goalsBefore = db.playerMatchStats
      .findMany((q) => q.where({ userId: scorer }))
      .reduce((sum, line) => sum + line.goals, 0)

    const other = await signIn(managerOf(match.awayTeamId))
    const away = sheet(match.awayTeamId, [{ scorer: 2 }])
    const response = await post(`matches/${match.id}/confirm`, other.token, { sheet: away })
    expect(response.status).toBe(200)
    const page = await json<MatchDetail>(response)
    expect(page.status).toBe('confirmed')
    expect(page.away.lineup).toHaveLength(5)
    expect(page.goals).toHaveLength(3)
    expect(page.history.map((event) => event.kind)).toEqual(['reported', 'confirmed'])
    expect(await northsideRow()).toEqual({ played: before.played + 1, points: before.points + 3 })
    const goalsAfter = db.playerMatchStats
      .findMany((q) => q.where({ userId: scorer }))
      .reduce((sum, line) => sum + line.goals, 0)
    expect(goalsAfter).toBe(goalsBefore + 1)
  })

  test('the other side disputes with a reason and its numbers; the table waits for staff', async () => {
    const match = fixture()
    kickOff(match)
    const before = await northsideRow()
    const rivera = await signIn('rivera_fc')
    await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    const other = await signIn(managerOf(match.awayTeamId))
    const response = await post(`matches/${match.id}/dispute`, other.token, {
      homeScore: 1,
      awayScore: 1,
      reason: 'Our equaliser in the 88th minute is missing from their report.',
    })
    expect(response.status).toBe(200)
    const page = await json<MatchDetail>(response)
    expect(page.status).toBe('disputed')
    expect(page.history.map((event) => event.kind)).toEqual(['reported', 'disputed'])
    expect(await northsideRow()).toEqual(before)
  })

  test('a report nobody answers confirms itself 24 hours after it was sent', async () => {
    const match = fixture()
    kickOff(match)
    const rivera = await signIn('rivera_fc')
    await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    advanceClock(AUTO_CONFIRM_MS - 60_000)
    expect((await json<MatchDetail>(await call(`matches/${match.id}`))).status).toBe(
      'awaiting_confirmation',
    )
    advanceClock(60_000)
    const page = await json<MatchDetail>(await call(`matches/${match.id}`))
    expect(page.status).toBe('confirmed')
    expect(page.history.map((event) => [event.kind, event.actor])).toEqual([
      ['reported', expect.objectContaining({ username: 'rivera_fc' })],
      ['auto_confirmed', null],
    ])
  })

  test('a report that does not add up is refused field by field, and nothing is saved', async () => {
    const match = fixture()
    kickOff(match)
    const rivera = await signIn('rivera_fc')
    const report = homeWin(match)
    const stranger = db.memberships.findFirst((q) => q.where({ teamId: match.awayTeamId }))
    const lineup = report.sheet.lineup.map((line, index) =>
      index === 1 ? { ...line, userId: stranger?.userId ?? 0 } : line,
    )
    const response = await post(`matches/${match.id}/report`, rivera.token, {
      ...report,
      homeScore: 3,
      sheet: { ...report.sheet, lineup },
    })
    expect(response.status).toBe(422)
    const error = await json<ApiError>(response)
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'sheet.goals',
      'sheet.lineup.1.userId',
    ])
    expect(error.fieldErrors?.['sheet.lineup.1.userId']).toBe(
      'This player is not on the team’s roster.',
    )
    const page = await json<MatchDetail>(await call(`matches/${match.id}`))
    expect(page.status).toBe('awaiting_result')
    expect(page.history).toEqual([])
  })
})

describe('properties: any body to any step answers 2xx or 4xx with the error shape, and leaks nothing', () => {
  test('report, confirm and dispute', async () => {
    const match = fixture()
    const sessions = await fresh('rivera_fc')
    kickOff(match)
    const { token, id } = sessions.rivera_fc
    const valid = homeWin(match)
    await check(
      fc.asyncProperty(
        fc.constantFrom('report', 'confirm', 'dispute'),
        fc.oneof(
          anyJson,
          // Near misses: a valid report with one field replaced by anything.
          fc
            .constantFrom(...Object.keys(valid))
            .chain((key) => anyJson.map((value) => ({ ...valid, [key]: value }))),
        ),
        async (step, body) => {
          await answer(`matches/${match.id}/${step}`, { method: 'POST', token, self: id, body })
        },
      ),
      60,
    )
  })
})

describe("the demo's clock (Settings → Mock API → Clock)", () => {
  test('moving the clock a day ahead lets the clock confirm a report; back to the present keeps it', async () => {
    const match = fixture()
    kickOff(match)
    const rivera = await signIn('rivera_fc')
    await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    const before = now().getTime()
    const moved = await call('__mock/scenario', {
      method: 'PUT',
      body: { clockOffsetMs: AUTO_CONFIRM_MS },
    })
    const scenario = await json<{ clockOffsetMs: number; now: string }>(moved)
    expect(scenario.clockOffsetMs).toBe(AUTO_CONFIRM_MS)
    expect(Date.parse(scenario.now)).toBe(before + AUTO_CONFIRM_MS)
    expect((await json<MatchDetail>(await call(`matches/${match.id}`))).status).toBe('confirmed')
    await call('__mock/scenario', { method: 'PUT', body: { clockOffsetMs: 0 } })
    expect(now().getTime()).toBe(before)
    expect((await json<MatchDetail>(await call(`matches/${match.id}`))).status).toBe('confirmed')
  })

  test('a disputed result waits for staff: neither side can report or answer it again', async () => {
    const match = fixture()
    kickOff(match)
    const rivera = await signIn('rivera_fc')
    await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    const other = await signIn(managerOf(match.awayTeamId))
    await post(`matches/${match.id}/dispute`, other.token, {
      homeScore: 1,
      awayScore: 1,
      reason: 'Our equaliser in the 88th minute is missing from their report.',
    })
    for (const [token, step] of [
      [rivera.token, 'report'],
      [other.token, 'report'],
      [other.token, 'confirm'],
    ] as const) {
      const response = await post(`matches/${match.id}/${step}`, token, homeWin(match))
      expect((await json<ApiError>(response)).code, step).toBe('result_disputed')
    }
  })

  test('two confirmations at once apply the result once', async () => {
    const match = fixture()
    kickOff(match)
    const rivera = await signIn('rivera_fc')
    await post(`matches/${match.id}/report`, rivera.token, homeWin(match))
    const manager = db.users.findFirst((q) => q.where({ username: managerOf(match.awayTeamId) }))
    if (manager === undefined) throw new Error('no manager')
    // Straight to the domain, as two requests would reach it: each step awaits between its checks
    // and its last write, where the other could slip in.
    const answers = await Promise.allSettled([
      confirmResult(manager, match, {}),
      confirmResult(manager, match, {}),
      confirmOverdueReports(new Date(now().getTime() + AUTO_CONFIRM_MS)),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(db.playerMatchStats.findMany((q) => q.where({ matchId: match.id }))).toHaveLength(5)
    expect(db.matchGoals.findMany((q) => q.where({ matchId: match.id }))).toHaveLength(2)
    const kinds = db.resultEvents.findMany((q) => q.where({ matchId: match.id })).map((e) => e.kind)
    expect(kinds).toEqual(['reported', 'confirmed'])
  })
})
