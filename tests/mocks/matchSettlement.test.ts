import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import type { StandingsResponse } from '@/api/contracts/competitions'
import type { MatchDetail, StaffQueueResponse } from '@/api/contracts/matches'
import { now } from '@mocks/clock'
import { db } from '@mocks/db'
import type { MatchRecord } from '@mocks/model'
import { call, json, signIn } from './client'
import { anyJson, answer, check, fresh } from './properties/support'

/** The seed's results on their way (mocks/seed/openResults.ts), by where they stand. */
function open(): { disputed: MatchRecord; awaiting: MatchRecord; unreported: MatchRecord } {
  const past = db.matches
    .findMany((q) => q.where({ status: 'scheduled' }))
    .filter((m) => Date.parse(m.kickoff) < now().getTime())
  const withState = (state: 'pending' | 'disputed') =>
    past.find((m) => db.resultReports.findFirst((q) => q.where({ matchId: m.id, state })))
  const disputed = withState('disputed')
  const awaiting = withState('pending')
  const unreported = past.find(
    (m) => db.resultReports.findFirst((q) => q.where({ matchId: m.id })) === undefined,
  )
  if (!disputed || !awaiting || !unreported) throw new Error('the seed has no open results')
  return { disputed, awaiting, unreported }
}

function managerOf(teamId: number): string {
  const membership = db.memberships.findFirst((q) => q.where({ teamId, role: 'manager' }))
  const user = db.users.findFirst((q) => q.where({ id: membership?.userId ?? 0 }))
  if (user === undefined) throw new Error(`no manager of team ${teamId}`)
  return user.username
}

const post = (path: string, token: string, body: unknown) =>
  call(path, { method: 'POST', token, body })

async function page(id: number, token?: string): Promise<MatchDetail> {
  return json<MatchDetail>(await call(`matches/${id}`, { token }))
}

async function row(match: MatchRecord, teamId: number) {
  const body = await json<StandingsResponse>(
    await call(`competitions/${match.competitionId}/standings`),
  )
  if (body.kind !== 'table') throw new Error('not a table')
  const found = body.rows.find((r) => r.team.id === teamId)
  return { played: found?.played ?? -1, points: found?.points ?? -1, gf: found?.goalsFor ?? -1 }
}

describe('what a match page tells each reader', () => {
  test('a visitor sees both accounts of a dispute but not why; the managers and staff read the reason', async () => {
    const { disputed } = open()
    const visitor = await page(disputed.id)
    expect(visitor.status).toBe('disputed')
    expect(visitor.viewer).toBeUndefined()
    expect(visitor.claims.map((claim) => claim.kind)).toEqual(['report', 'dispute'])
    expect(visitor.claims.every((claim) => claim.reason === null)).toBe(true)

    const staff = await signIn('gvl_admin')
    const forStaff = await page(disputed.id, staff.token)
    expect(forStaff.viewer).toEqual({ side: null, actions: ['settle'] })
    expect(forStaff.claims[1]?.reason).toMatch(/88th minute/)

    const manager = await signIn(managerOf(disputed.homeTeamId))
    const forManager = await page(disputed.id, manager.token)
    // A disputed result waits for staff: neither side may act on it.
    expect(forManager.viewer).toEqual({ side: 'home', actions: [] })
    expect(forManager.claims[1]?.reason).toMatch(/88th minute/)

    const demo = await signIn('demo')
    expect((await page(disputed.id, demo.token)).claims[1]?.reason).toBeNull()
  })

  test('the side that must answer a report may confirm or dispute it; the reporter may do nothing', async () => {
    const { awaiting, unreported } = open()
    const report = db.resultReports.findFirst((q) => q.where({ matchId: awaiting.id }))
    const answering =
      report?.teamId === awaiting.homeTeamId ? awaiting.awayTeamId : awaiting.homeTeamId
    const answerer = await signIn(managerOf(answering))
    expect((await page(awaiting.id, answerer.token)).viewer?.actions).toEqual([
      'confirm',
      'dispute',
    ])
    const reporter = await signIn(managerOf(report?.teamId ?? 0))
    expect((await page(awaiting.id, reporter.token)).viewer?.actions).toEqual([])
    const either = await signIn(managerOf(unreported.awayTeamId))
    expect((await page(unreported.id, either.token)).viewer).toEqual({
      side: 'away',
      actions: ['report'],
    })
  })
})

describe('league staff settle results', () => {
  test('only staff see the queue: the disputed match and the one never reported, longest waiting first', async () => {
    const { disputed, unreported } = open()
    const rivera = await signIn('rivera_fc')
    const refused = await call('staff/matches', { token: rivera.token })
    expect(refused.status).toBe(403)
    expect((await json<ApiError>(refused)).code).toBe('staff_only')
    expect((await call('staff/matches')).status).toBe(401)

    const staff = await signIn('gvl_admin')
    const queue = await json<StaffQueueResponse>(
      await call('staff/matches', { token: staff.token }),
    )
    expect(queue.items.map((item) => [item.match.id, item.reason])).toEqual([
      [unreported.id, 'overdue'],
      [disputed.id, 'disputed'],
    ])
  })

  test("accepting the disputing side's account makes it the result: the table counts it and the queue forgets it", async () => {
    const { disputed } = open()
    const [report, dispute] = db.resultReports
      .findMany((q) => q.where({ matchId: disputed.id }))
      .sort((a, b) => a.id - b.id)
    if (!report || !dispute) throw new Error('no dispute')
    const before = await row(disputed, dispute.teamId)
    const staff = await signIn('gvl_admin')
    const response = await post(`matches/${disputed.id}/settle`, staff.token, {
      decision: 'accept',
      teamId: dispute.teamId,
    })
    expect(response.status).toBe(200)
    const settled = await json<MatchDetail>(response)
    expect(settled.status).toBe('confirmed')
    expect([settled.home.score, settled.away.score]).toEqual([dispute.homeScore, dispute.awayScore])
    expect(settled.history.map((event) => event.kind)).toEqual(['reported', 'disputed', 'resolved'])
    expect(settled.history.at(-1)?.actor?.username).toBe('GVL_Admin')
    expect(settled.claims).toEqual([])
    // The dispute claimed one goal more for the disputing side: the reporting side's goals still add
    // up to its score and stay; the disputing side sent no sheet.
    expect(settled.goals.length).toBe(
      report.teamId === disputed.homeTeamId ? dispute.homeScore : dispute.awayScore,
    )
    const after = await row(disputed, dispute.teamId)
    expect(after.played).toBe(before.played + 1)
    expect(
      db.resultReports.findMany((q) => q.where({ matchId: disputed.id })).map((r) => r.state),
    ).toEqual(['rejected', 'accepted'])

    const queue = await json<StaffQueueResponse>(
      await call('staff/matches', { token: staff.token }),
    )
    expect(queue.items.map((item) => item.match.id)).not.toContain(disputed.id)
    const again = await post(`matches/${disputed.id}/settle`, staff.token, {
      decision: 'accept',
      teamId: report.teamId,
    })
    expect(again.status).toBe(409)
    expect((await json<ApiError>(again)).code).toBe('result_already_final')
  })

  test('a forfeit for a match nobody reported: 3–0 to the side that showed up, in the table at once', async () => {
    const { unreported } = open()
    const before = await row(unreported, unreported.homeTeamId)
    const staff = await signIn('gvl_admin')
    const wrong = await post(`matches/${unreported.id}/settle`, staff.token, {
      decision: 'forfeit',
      winnerTeamId: 999,
    })
    expect(wrong.status).toBe(422)
    expect((await json<ApiError>(wrong)).fieldErrors?.winnerTeamId).toBe(
      'Choose one of the two teams of the match.',
    )
    const response = await post(`matches/${unreported.id}/settle`, staff.token, {
      decision: 'forfeit',
      winnerTeamId: unreported.homeTeamId,
    })
    const settled = await json<MatchDetail>(response)
    expect(settled).toMatchObject({ status: 'forfeit', home: { score: 3 }, away: { score: 0 } })
    expect(settled.history.map((event) => event.kind)).toEqual(['forfeit_awarded'])
    const after = await row(unreported, unreported.homeTeamId)
    expect(after).toEqual({
      played: before.played + 1,
      points: before.points + 3,
      gf: before.gf + 3,
    })
  })

  test('an edit of a final result is kept in its history; line-ups stay, goals only where they still add up', async () => {
    const played = db.matches.findFirst((q) => q.where({ id: 142 }))
    if (played === undefined) throw new Error('no match 142')
    const lines = db.playerMatchStats.findMany((q) => q.where({ matchId: 142 })).length
    const staff = await signIn('gvl_admin')
    const response = await post('matches/142/settle', staff.token, {
      decision: 'correct',
      homeScore: 4,
      awayScore: 1,
    })
    expect(response.status).toBe(200)
    const edited = await json<MatchDetail>(response)
    expect(edited.status).toBe('confirmed')
    expect([edited.home.score, edited.away.score]).toEqual([4, 1])
    expect(edited.history.at(-1)?.kind).toBe('edited')
    expect(db.playerMatchStats.findMany((q) => q.where({ matchId: 142 }))).toHaveLength(lines)
    // The home side's four goals still add up; the away side's new goal has no scorer on record.
    expect(edited.goals.filter((goal) => goal.teamId === played.homeTeamId)).toHaveLength(4)
    expect(edited.goals.filter((goal) => goal.teamId === played.awayTeamId)).toHaveLength(0)
  })

  test('managers, players and visitors cannot settle; a future match has nothing to settle', async () => {
    const { disputed } = open()
    const manager = await signIn(managerOf(disputed.homeTeamId))
    const refused = await post(`matches/${disputed.id}/settle`, manager.token, {
      decision: 'accept',
      teamId: disputed.homeTeamId,
    })
    expect(refused.status).toBe(403)
    expect((await json<ApiError>(refused)).code).toBe('staff_only')
    // Before the body: a non-staff caller learns nothing of its rules.
    const blind = await post(`matches/${disputed.id}/settle`, manager.token, { decision: 'nope' })
    expect(blind.status).toBe(403)
    expect((await call(`matches/${disputed.id}/settle`, { method: 'POST', body: {} })).status).toBe(
      401,
    )
    const staff = await signIn('gvl_admin')
    const early = await post('matches/148/settle', staff.token, {
      decision: 'forfeit',
      winnerTeamId: 1,
    })
    expect((await json<ApiError>(early)).code).toBe('match_not_started')
    expect(db.matches.findFirst((q) => q.where({ id: 148 }))?.status).toBe('scheduled')
  })
})

describe('settling: properties', () => {
  test('any body to settle answers 2xx or 4xx, never 5xx, and a refusal changes nothing', async () => {
    const { gvl_admin: staff } = await fresh('gvl_admin')
    const { disputed } = open()
    {
      await check(
        fc.asyncProperty(
          fc.oneof(
            anyJson,
            fc.record({
              decision: fc.constantFrom('accept', 'correct', 'forfeit', 'other'),
              teamId: fc.integer({ min: -2, max: 30 }),
              winnerTeamId: fc.integer({ min: -2, max: 30 }),
              homeScore: fc.integer({ min: -1, max: 40 }),
              awayScore: fc.integer({ min: -1, max: 40 }),
            }),
          ),
          async (body) => {
            const before = JSON.stringify(db.matches.findFirst((q) => q.where({ id: disputed.id })))
            const result = await answer(`matches/${disputed.id}/settle`, {
              method: 'POST',
              token: staff.token,
              body,
            })
            expect(result.status).toBeLessThan(500)
            if (result.status >= 400) {
              expect(
                JSON.stringify(db.matches.findFirst((q) => q.where({ id: disputed.id }))),
              ).toBe(before)
            }
          },
        ),
      )
    }
  })
})
