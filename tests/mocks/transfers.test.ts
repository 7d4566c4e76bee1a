/**
 * Transfer windows and movements (docs/api/teams.md, "Transfer windows"; docs/api/movements.md): the
 * seed's windows, the team page's state, the 409 outside a window that changes nothing, and the
 * movement recorded by every join, departure and release.
 */
import { describe, expect, test } from 'vitest'
import { competitionDetailSchema, type CompetitionDetail } from '@/api/contracts/competitions'
import {
  transferWindowClosedErrorSchema,
  type TransferWindowClosedError,
} from '@/api/contracts/teamTransferWindow'
import { movementsPageSchema, type MovementsPage } from '@/api/contracts/movements'
import { teamResponseSchema, type TeamResponse } from '@/api/contracts/teams'
import { advanceClock, SEED_NOW } from '@mocks/clock'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { call, json } from './client'
import { memberWithRole, NORTHSIDE, teamNamed, user } from './seedLookup'

const XBOX_LEAGUE = 'GVL Xbox League — Spring 2026'
/** An Xbox League club: its window is closed in the seed's week. */
const PANTHERS = () => teamNamed('Pacific Panthers')

function competitionNamed(name: string) {
  const competition = db.competitions.findFirst((q) => q.where({ name }))
  if (competition === undefined) throw new Error(`no seeded ${name}`)
  return competition
}

async function as(username: string) {
  return (await signInAs(username)).token
}

async function teamPage(teamId: number): Promise<TeamResponse> {
  const response = await call(`teams/${teamId}`)
  expect(response.status).toBe(200)
  return teamResponseSchema.parse(await response.json())
}

async function movements(query = ''): Promise<MovementsPage> {
  const response = await call(`movements${query}`)
  expect(response.status).toBe(200)
  return movementsPageSchema.parse(await response.json())
}

async function closedError(response: Response): Promise<TransferWindowClosedError> {
  expect(response.status).toBe(409)
  return transferWindowClosedErrorSchema.parse(await response.json())
}

function inviteWolf(token: string, teamId: number, language?: string) {
  return call(`teams/${teamId}/invitations`, {
    method: 'POST',
    token,
    language,
    body: { playerId: user('lone_wolf').id },
  })
}

describe('transfer windows', () => {
  test('a competition lists its windows; the seed has one open and one closed', async () => {
    const premier = competitionNamed('GVL Premier Division — Spring 2026')
    const response = await call(`competitions/${premier.id}`)
    const detail = competitionDetailSchema.parse(await json<CompetitionDetail>(response))
    expect(detail.transferWindows).toEqual([
      { opensAt: '2026-01-09T05:00:00.000Z', closesAt: '2026-02-17T04:59:00.000Z' },
      { opensAt: '2026-03-09T04:00:00.000Z', closesAt: '2026-03-23T03:59:00.000Z' },
    ])
    const now = SEED_NOW.toISOString()
    const open = (name: string) =>
      competitionNamed(name).transferWindows.some((w) => w.opensAt <= now && now <= w.closesAt)
    expect(open('GVL Premier Division — Spring 2026')).toBe(true)
    expect(open(XBOX_LEAGUE)).toBe(false)
  })

  test('the team page says whether the team may change its roster, and until when', async () => {
    expect((await teamPage(NORTHSIDE().id)).team.transferWindow).toEqual({
      open: true,
      // The Premier Division's and the Spring Cup's windows both end on March 22 (New York).
      closesAt: '2026-03-23T03:59:00.000Z',
      competition: null,
      next: null,
    })
    const xbox = competitionNamed(XBOX_LEAGUE)
    expect((await teamPage(PANTHERS().id)).team.transferWindow).toEqual({
      open: false,
      closesAt: null,
      competition: { id: xbox.id, slug: xbox.slug, name: XBOX_LEAGUE, season: 'Spring 2026' },
      next: { opensAt: '2026-03-30T05:00:00.000Z', closesAt: '2026-04-06T04:59:00.000Z' },
    })
  })

  test('a team in no running competition may always change its roster: null', async () => {
    const entered = new Set(
      db.registrations
        .findMany((q) => q.where({ status: 'accepted' }))
        .filter(
          (r) =>
            db.competitions.findFirst((q) => q.where({ id: r.competitionId }))?.status ===
            'in_progress',
        )
        .map((r) => r.teamId),
    )
    const free = db.teams.all().find((team) => !entered.has(team.id))
    if (free === undefined) throw new Error('every seeded team plays in a running competition')
    expect((await teamPage(free.id)).team.transferWindow).toBeNull()
  })

  test('outside a window, an invitation is refused with the competition and the next dates', async () => {
    const token = await as(memberWithRole(PANTHERS().id, 'manager'))
    const invitations = db.invitations.all().length
    const english = await closedError(await inviteWolf(token, PANTHERS().id))
    expect(english.error).toBe(
      `The transfer window of ${XBOX_LEAGUE} is closed: its teams cannot add or release players now. The next window opens on March 30, 2026 and closes on April 5, 2026.`,
    )
    expect(english.transferWindow).toMatchObject({
      open: false,
      next: { opensAt: '2026-03-30T05:00:00.000Z' },
    })
    const spanish = await closedError(await inviteWolf(token, PANTHERS().id, 'es'))
    expect(spanish.error).toBe(
      `El periodo de fichajes de ${XBOX_LEAGUE} está cerrado: sus equipos no pueden incorporar ni dar de baja jugadores ahora. El próximo periodo se abre el 30 de marzo de 2026 y se cierra el 5 de abril de 2026.`,
    )
    expect(db.invitations.all()).toHaveLength(invitations)
  })

  test('outside a window, releasing, leaving and accepting change nothing', async () => {
    const panthers = PANTHERS()
    const manager = memberWithRole(panthers.id, 'manager')
    const player = memberWithRole(panthers.id, 'player')
    const roster = db.memberships.findMany((q) => q.where({ teamId: panthers.id })).length
    const moves = db.movements.all().length

    const released = await call(`teams/${panthers.id}/members/${user(player).id}`, {
      method: 'DELETE',
      token: await as(manager),
    })
    await closedError(released)
    await closedError(
      await call(`teams/${panthers.id}/leave`, { method: 'POST', token: await as(player) }),
    )

    // An invitation sent while the window was open, answered after it closed.
    const invitation = await db.invitations.create({
      id: 9000,
      teamId: panthers.id,
      playerId: user('lone_wolf').id,
      inviterId: user(manager).id,
      message: '',
      status: 'pending',
      createdAt: SEED_NOW.toISOString(),
      expiresAt: new Date(SEED_NOW.getTime() + 14 * 86_400_000).toISOString(),
      respondedAt: null,
    })
    await closedError(
      await call(`invitations/${invitation.id}/accept`, {
        method: 'POST',
        token: await as('lone_wolf'),
      }),
    )
    expect(db.invitations.findFirst((q) => q.where({ id: 9000 }))?.status).toBe('pending')
    expect(db.memberships.findMany((q) => q.where({ teamId: panthers.id }))).toHaveLength(roster)
    expect(db.movements.all()).toHaveLength(moves)
  })

  test('once the next window opens, the same invitation goes through', async () => {
    advanceClock(Date.parse('2026-03-30T05:00:00.000Z') - SEED_NOW.getTime())
    const response = await inviteWolf(
      await as(memberWithRole(PANTHERS().id, 'manager')),
      PANTHERS().id,
    )
    expect(response.status).toBe(201)
  })

  test('after the last window of a running competition, the answer says none is planned', async () => {
    advanceClock(10 * 86_400_000) // March 24: the Premier Division's mid-season window has closed
    const response = await call(`teams/${NORTHSIDE().id}/members/${user('demo').id}`, {
      method: 'DELETE',
      token: await as('rivera_fc'),
    })
    const body = await closedError(response)
    expect(body.error).toMatch(/ No other window is planned before it ends\.$/)
    expect(body.transferWindow.next).toBeNull()
  })
})

describe('GET /api/movements', () => {
  test('is public, newest first, paged, every item shaped', async () => {
    const page = await movements('?pageSize=5')
    expect(page.items).toHaveLength(5)
    expect(page.total).toBe(db.movements.all().length)
    const times = page.items.map((m) => m.at)
    expect(times).toEqual([...times].sort().reverse())
    for (const movement of page.items) {
      expect(movement.kind === 'joined' ? movement.to : movement.from).not.toBeNull()
      expect(movement.kind === 'joined' ? movement.from : movement.to).toBeNull()
    }
  })

  test('the seed: every member joined when the membership says; sanctioned leavers were released', () => {
    for (const membership of db.memberships.all()) {
      expect(
        db.movements.findFirst((q) =>
          q.where({ playerId: membership.userId, teamId: membership.teamId, kind: 'joined' }),
        )?.at,
      ).toBe(membership.joinedAt)
    }
    const released = db.movements.findMany((q) => q.where({ kind: 'released' }))
    expect(released.length).toBeGreaterThan(0)
    for (const movement of released) {
      const joined = db.movements.findFirst((q) =>
        q.where({ playerId: movement.playerId, teamId: movement.teamId, kind: 'joined' }),
      )
      expect(joined !== undefined && joined.at < movement.at).toBe(true)
      expect(movement.at < SEED_NOW.toISOString()).toBe(true)
    }
  })

  test('filters by player and by team', async () => {
    const demo = user('demo')
    const mine = await movements(`?playerId=${demo.id}`)
    expect(mine.items.length).toBeGreaterThan(0)
    expect(mine.items.every((m) => m.player.id === demo.id)).toBe(true)
    const team = await movements(`?teamId=${NORTHSIDE().id}&pageSize=100`)
    expect(team.items.every((m) => (m.to ?? m.from)?.id === NORTHSIDE().id)).toBe(true)
    // Newest first: a player's first entry here says whether they are still on the team.
    const latest = new Map<number, string>()
    for (const move of [...team.items].reverse()) latest.set(move.player.id, move.kind)
    const stillOn = [...latest].filter(([, kind]) => kind === 'joined').map(([id]) => id)
    const members = db.memberships.findMany((q) => q.where({ teamId: NORTHSIDE().id }))
    expect(stillOn.sort()).toEqual(members.map((m) => m.userId).sort())
  })

  test('a join, a release and a departure are each recorded, in order', async () => {
    const wolf = user('lone_wolf')
    const rivera = await as('rivera_fc')
    // The seed's pending invitation from Northside to lone_wolf.
    const invitation = db.invitations.findFirst((q) =>
      q.where({ teamId: NORTHSIDE().id, playerId: wolf.id, status: 'pending' }),
    )
    if (invitation === undefined) throw new Error('the seed has no invitation for lone_wolf')
    const wolfToken = await as('lone_wolf')
    await call(`invitations/${invitation.id}/accept`, { method: 'POST', token: wolfToken })
    await call(`teams/${NORTHSIDE().id}/members/${wolf.id}`, { method: 'DELETE', token: rivera })
    const founded = await call('teams', {
      method: 'POST',
      token: wolfToken,
      body: {
        name: 'Wolf Pack FC',
        tag: 'WPK',
        platform: 'playstation',
        primaryColor: '#123456',
        secondaryColor: '#abcdef',
      },
    })
    expect(founded.status).toBe(201)
    const team = await json<TeamResponse>(founded)
    const kinds = async () =>
      (await movements(`?playerId=${wolf.id}`)).items.map((m) => [m.kind, (m.to ?? m.from)?.name])
    expect(await kinds()).toEqual([
      ['joined', 'Wolf Pack FC'],
      ['released', 'Northside Rovers'],
      ['joined', 'Northside Rovers'],
    ])
    // The founder leaving a team that never played deletes it, and its moves with it.
    await call(`teams/${team.team.id}/leave`, { method: 'POST', token: wolfToken })
    expect(await kinds()).toEqual([
      ['released', 'Northside Rovers'],
      ['joined', 'Northside Rovers'],
    ])
  })

  test('a departure from a team that stays is recorded as left', async () => {
    const demo = user('demo')
    const response = await call(`teams/${NORTHSIDE().id}/leave`, {
      method: 'POST',
      token: await as('demo'),
    })
    expect(response.status).toBe(204)
    const [latest] = (await movements(`?playerId=${demo.id}`)).items
    expect(latest).toMatchObject({ kind: 'left', from: { id: NORTHSIDE().id }, to: null })
  })

  test('answers 400 for an invalid query and the empty page when the scenario empties teams', async () => {
    expect((await call('movements?teamId=zero')).status).toBe(400)
    expect((await call('movements?pageSize=1000')).status).toBe(400)
    setScenario({ empty: ['teams'] })
    expect(await movements()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
  })
})
