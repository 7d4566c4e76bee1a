import { describe, expect, test } from 'vitest'
import { apiErrorSchema, notificationsResponseSchema } from '@/api/contracts'
import { invitationResponseSchema } from '@/api/contracts/invitations'
import {
  joinRequestResponseSchema,
  joinRequestsPageSchema,
  type JoinRequest,
} from '@/api/contracts/joinRequests'
import { transferWindowClosedErrorSchema } from '@/api/contracts/teamTransferWindow'
import { teamResponseSchema } from '@/api/contracts/teams'
import { advanceClock, now } from '@mocks/clock'
import { db } from '@mocks/db'
import { offerRecord } from '@mocks/domain/offers'
import { nextId } from '@mocks/model'
import { setScenario } from '@mocks/scenarios'
import { seedRefs } from '@mocks/seed'
import { as, call, error } from './client'
import { offerClient } from './offerClient'
import { expectNoPrivateWords } from './privacy'
import { memberWithRole, NORTHSIDE, teamNamed, user } from './seedLookup'

// ---------------------------------------------------------------------------------------------
// The seed (mocks/seed/joinRequests.ts): rivera_fc manages Northside Rovers, whose incoming box
// holds Viper_Skrill's pending request, NovaAbelardo's (declined by rivera_fc), NewtonBlaze46's
// (withdrawn) and JanetTekkers16's (expired); lone_wolf, who has a pending invitation from
// Northside, has asked to join Emerald Coast United. The Xbox League's teams are outside their
// transfer window; Empire State FC's roster is full.

const DAY = 24 * 60 * 60 * 1000
const SEED_AT = '2026-03-14T18:00:00.000Z'

const { send: ask, act, list } = offerClient('join-requests', joinRequestsPageSchema)

/** The request as the 200 or 201 answers it, checked against the contract and for privacy. */
async function answered(response: Response, status = 200): Promise<JoinRequest> {
  expect(response.status).toBe(status)
  const body: unknown = await response.json()
  expectNoPrivateWords(body)
  return joinRequestResponseSchema.strict().parse(body).joinRequest
}

/** The seeded request of `username` to `teamName`. */
function seeded(username: string, teamName: string) {
  const request = db.joinRequests.findFirst((q) =>
    q.where({ teamId: teamNamed(teamName).id, playerId: user(username).id }),
  )
  if (request === undefined) throw new Error(`no request ${username} → ${teamName}`)
  return request
}

const viperRequest = () => seeded('Viper_Skrill', 'Northside Rovers')
const statusOf = (id: number) => db.joinRequests.findFirst((q) => q.where({ id }))?.status

/** Active free agents of the platform on no team, with no offer of any kind pending, by id. */
function freeAgents(platform = 'playstation') {
  const onTeam = new Set(db.memberships.all().map((m) => m.userId))
  const busy = new Set(
    [...db.invitations.all(), ...db.joinRequests.all()]
      .filter((offer) => offer.status === 'pending')
      .map((offer) => offer.playerId),
  )
  return db.users
    .findMany((q) =>
      q.where(
        (u) =>
          u.freeAgent &&
          u.status === 'active' &&
          u.platform === platform &&
          !onTeam.has(u.id) &&
          !busy.has(u.id),
      ),
    )
    .sort((a, b) => a.id - b.id)
}

function freeAgent(index = 0, platform = 'playstation') {
  const player = freeAgents(platform)[index]
  if (player === undefined) throw new Error(`no free agent ${index} on ${platform}`)
  return player
}

async function notificationsOf(username: string) {
  return notificationsResponseSchema.parse(await (await as(username, 'notifications')).json()).items
}

// ---------------------------------------------------------------------------------------------

describe('the seed', () => {
  test('gives rivera_fc an incoming box in several states and lone_wolf a request of his own', async () => {
    const received = await list('rivera_fc', '?box=received')
    expect(received.items.map((r) => [r.player.username, r.status])).toEqual([
      ['Viper_Skrill', 'pending'],
      ['NovaAbelardo', 'declined'],
      ['NewtonBlaze46', 'withdrawn'],
      ['JanetTekkers16', 'expired'],
    ])
    const rivera = user('rivera_fc')
    expect(received.items[1]?.responder).toEqual({
      id: rivera.id,
      username: 'rivera_fc',
      avatar: rivera.avatar,
    })
    const sent = await list('lone_wolf')
    expect(sent.items.map((r) => [r.team.name, r.status])).toEqual([
      ['Emerald Coast United', 'pending'],
    ])
  })

  test('notified every manager of each request, and the player of the answer', () => {
    for (const request of db.joinRequests.all()) {
      const managers = db.memberships
        .findMany((q) => q.where((m) => m.teamId === request.teamId && m.role !== 'player'))
        .map((m) => m.userId)
      expect(managers.length).toBeGreaterThan(1)
      for (const userId of managers) {
        const notified = db.notifications.findFirst((q) =>
          q.where(
            (n) =>
              n.userId === userId &&
              n.type === 'join_request_received' &&
              n.payload.join_request_id === request.id,
          ),
        )
        expect(notified).toBeDefined()
      }
    }
    const declined = seeded('NovaAbelardo', 'Northside Rovers')
    expect(
      db.notifications.findFirst((q) =>
        q.where(
          (n) =>
            n.userId === declined.playerId &&
            n.type === 'join_request_answered' &&
            n.payload.answer === 'declined',
        ),
      ),
    ).toMatchObject({ createdAt: declined.respondedAt })
  })

  test('leaves the demo accounts’ unread notifications as they were', async () => {
    const unread = (await notificationsOf('rivera_fc')).filter((n) => !n.read)
    expect(unread.filter((n) => n.type.startsWith('join_request'))).toEqual([])
  })
})

describe('POST /api/teams/:id/join-requests', () => {
  test('a free agent asks (201); every manager and co-manager of the team is notified', async () => {
    const northside = NORTHSIDE()
    const player = freeAgent()
    const request = await answered(
      await ask(player.username, northside.id, { message: '  Trial any night this week?  ' }),
      201,
    )
    expect(request).toEqual({
      id: expect.any(Number),
      team: { id: northside.id, name: 'Northside Rovers', tag: 'NSR', crest: northside.crest },
      player: {
        id: player.id,
        username: player.username,
        avatar: player.avatar,
        country: player.country,
        platform: player.platform,
        primaryPosition: player.primaryPosition,
        secondaryPosition: player.secondaryPosition,
      },
      message: 'Trial any night this week?',
      status: 'pending',
      createdAt: SEED_AT,
      expiresAt: '2026-03-28T18:00:00.000Z',
      respondedAt: null,
      responder: null,
    })
    for (const manager of ['rivera_fc', memberWithRole(northside.id, 'co-manager')]) {
      const [latest] = await notificationsOf(manager)
      expect(latest).toEqual({
        id: expect.any(Number),
        type: 'join_request_received',
        payload: {
          join_request_id: request.id,
          team_id: northside.id,
          team_name: 'Northside Rovers',
          player_id: player.id,
          player_username: player.username,
        },
        read: false,
        created_at: SEED_AT,
      })
    }
    // A player of the team is not told: only those who can answer.
    expect((await notificationsOf('demo')).some((n) => n.type === 'join_request_received')).toBe(
      false,
    )
    expect((await list(player.username)).items).toEqual([request])
    expect((await list('rivera_fc', '?box=received&status=pending')).items[0]).toEqual(request)
  })

  test('the message is optional; the player is the token’s, whatever the body says', async () => {
    const player = freeAgent()
    const request = await answered(
      await ask(player.username, NORTHSIDE().id, {
        playerId: user('maya_goals').id,
        teamId: teamNamed('Lone Star FC').id,
      }),
      201,
    )
    expect(request).toMatchObject({ message: '', player: { id: player.id }, team: { id: 1 } })
  })

  test('takes a message of exactly 300 characters; refuses 301 and a message that is not text', async () => {
    const player = freeAgent()
    expect((await ask(player.username, NORTHSIDE().id, { message: 'x'.repeat(301) })).status).toBe(
      422,
    )
    const wrongType = await ask(player.username, NORTHSIDE().id, { message: 42 })
    expect(await error(wrongType)).toEqual({
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fieldErrors: { message: 'This value is not valid.' },
    })
    const spanish = await ask(player.username, NORTHSIDE().id, { message: 'x'.repeat(301) }, 'es')
    expect(await error(spanish)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: { message: 'Usa como máximo 300 caracteres.' },
    })
    await answered(await ask(player.username, NORTHSIDE().id, { message: 'x'.repeat(300) }), 201)
  })

  test('answers 409 already_on_team to a player who belongs to a team (leave it first)', async () => {
    for (const username of ['demo', 'rivera_fc', 'NutmegNate']) {
      const response = await ask(username, teamNamed('Golden Gate Athletic').id)
      expect(response.status).toBe(409)
      expect(await error(response)).toEqual({
        error: 'You already belong to a team. Leave it first.',
        code: 'already_on_team',
      })
    }
  })

  test('answers 409 already_requested while a request to the team is pending', async () => {
    const response = await ask('Viper_Skrill', NORTHSIDE().id, { message: 'Again!' })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'You already have a pending request to join this team.',
      code: 'already_requested',
    })
    expect(await error(await ask('Viper_Skrill', NORTHSIDE().id, {}, 'es'))).toEqual({
      error: 'Ya tienes una solicitud pendiente para unirte a este equipo.',
      code: 'already_requested',
    })
    // Another club may be asked at the same time.
    await answered(await ask('Viper_Skrill', teamNamed('Golden Gate Athletic').id), 201)
  })

  test('a declined, withdrawn or expired request does not stand in the way of a new one', async () => {
    for (const username of ['NovaAbelardo', 'NewtonBlaze46', 'JanetTekkers16']) {
      await answered(await ask(username, NORTHSIDE().id), 201)
    }
  })

  test('answers 409 invitation_pending to a player the team has invited (they accept that)', async () => {
    const response = await ask('lone_wolf', NORTHSIDE().id, { message: 'Count me in' })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'This team has already invited you: accept its invitation on your invitations page.',
      code: 'invitation_pending',
    })
    expect(await error(await ask('lone_wolf', NORTHSIDE().id, {}, 'es'))).toEqual({
      error: 'Este equipo ya te invitó: acepta su invitación en tu página de invitaciones.',
      code: 'invitation_pending',
    })
  })

  test('answers 409 roster_full for a team at its roster limit', async () => {
    const response = await ask(freeAgent().username, teamNamed('Empire State FC').id)
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({ error: 'The roster is full.', code: 'roster_full' })
  })

  test('answers 409 transfer_window_closed, with the window, for a team whose window is shut', async () => {
    const before = db.joinRequests.count()
    const response = await ask(freeAgent(0, 'xbox').username, teamNamed('Steel City Sentinels').id)
    expect(response.status).toBe(409)
    const body = transferWindowClosedErrorSchema.parse(await response.json())
    expect(body.transferWindow).toMatchObject({ open: false })
    expect(body.error).toContain('GVL Xbox League')
    expect(db.joinRequests.count()).toBe(before)
  })

  test('answers 404 team_not_found for an unknown team and for one with no members', async () => {
    for (const id of [99999, 'abc', 0]) {
      const response = await ask(freeAgent().username, id)
      expect(response.status).toBe(404)
      expect(await error(response)).toEqual({ error: 'Team not found.', code: 'team_not_found' })
    }
    const bayou = teamNamed('Bayou Strikers')
    db.memberships.deleteMany((q) => q.where({ teamId: bayou.id }))
    expect((await ask(freeAgent().username, bayou.id)).status).toBe(404)
  })

  test('answers 401 without a token and 400 for a body that is not JSON', async () => {
    expect((await ask(null, NORTHSIDE().id)).status).toBe(401)
    expect((await ask(freeAgent().username, NORTHSIDE().id, 'not json')).status).toBe(400)
  })

  test('a manager cannot invite a player who asked to join (409 join_request_pending)', async () => {
    const response = await as('rivera_fc', `teams/${NORTHSIDE().id}/invitations`, {
      method: 'POST',
      body: { playerId: user('Viper_Skrill').id },
    })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error:
        'This player has asked to join your team: answer their request on your invitations page.',
      code: 'join_request_pending',
    })
    // …and the player's profile offers no "Invite" to the team's managers.
    const profile = await as('rivera_fc', `players/${user('Viper_Skrill').id}`)
    expect(await profile.json()).toMatchObject({ viewer: { canInvite: false } })
  })
})

describe('GET /api/me/join-requests', () => {
  test('sent (the default): the caller’s own, newest first', async () => {
    await answered(await ask('lone_wolf', teamNamed('Golden Gate Athletic').id), 201)
    const page = await list('lone_wolf')
    expect(page.items.map((r) => r.team.name)).toEqual([
      'Golden Gate Athletic',
      'Emerald Coast United',
    ])
    for (const request of page.items) expect(request.player.username).toBe('lone_wolf')
    expect(await list('lone_wolf', '?box=sent')).toEqual(page)
  })

  test('received: those to the team the caller manages, the same for a co-manager', async () => {
    const manager = await list('rivera_fc', '?box=received')
    const co = await list(memberWithRole(NORTHSIDE().id, 'co-manager'), '?box=received')
    expect(co).toEqual(manager)
    expect(manager.total).toBe(4)
    const times = manager.items.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    for (const request of manager.items) {
      expect(Date.parse(request.expiresAt) - Date.parse(request.createdAt)).toBe(14 * DAY)
    }
  })

  test('is empty for a box that is not the caller’s: received for a player, sent for a manager', async () => {
    const empty = { items: [], total: 0, page: 1, pageSize: 20 }
    expect(await list('demo', '?box=received')).toEqual(empty)
    expect(await list('lone_wolf', '?box=received')).toEqual(empty)
    expect(await list('rivera_fc')).toEqual(empty)
  })

  test('filters by status and pages', async () => {
    expect((await list('rivera_fc', '?box=received&status=declined')).items).toHaveLength(1)
    expect((await list('rivera_fc', '?box=received&status=accepted')).total).toBe(0)
    const all = await list('rivera_fc', '?box=received')
    const second = await list('rivera_fc', '?box=received&pageSize=2&page=2')
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 })
    expect(second.items).toEqual(all.items.slice(2, 4))
  })

  test('applies expiry on read: a pending request past expiresAt comes back expired', async () => {
    const request = viperRequest()
    advanceClock(Date.parse(request.expiresAt) - Date.parse(SEED_AT))
    const [latest] = (await list('rivera_fc', '?box=received')).items
    expect(latest).toMatchObject({
      id: request.id,
      status: 'expired',
      respondedAt: request.expiresAt,
    })
  })

  test('answers 400 for an invalid query, the empty page in the empty scenario, 401 without a token', async () => {
    for (const query of ['?box=inbox', '?status=open', '?page=0', '?pageSize=101']) {
      const response = await as('rivera_fc', `me/join-requests${query}`)
      expect(response.status).toBe(400)
      expect(await error(response)).toMatchObject({ code: 'invalid_query' })
    }
    setScenario({ empty: ['invitations'] })
    expect((await list('rivera_fc', '?box=received')).total).toBe(0)
    expect((await call('me/join-requests')).status).toBe(401)
  })
})

describe('POST /api/join-requests/:id/accept', () => {
  test('a manager accepts: the player joins as a player, through the roster’s rules', async () => {
    const request = viperRequest()
    const viper = user('Viper_Skrill')
    advanceClock(60_000)
    const accepted = await answered(await act('rivera_fc', request.id, 'accept'))
    const rivera = user('rivera_fc')
    expect(accepted).toMatchObject({
      id: request.id,
      status: 'accepted',
      respondedAt: '2026-03-14T18:01:00.000Z',
      responder: { id: rivera.id, username: 'rivera_fc', avatar: rivera.avatar },
    })
    const { team } = teamResponseSchema.parse(await (await call(`teams/${NORTHSIDE().id}`)).json())
    expect(team.roster.find((m) => m.id === viper.id)).toMatchObject({ role: 'player' })
    expect(user('Viper_Skrill')).toMatchObject({ freeAgent: false, lookingFor: null })
    expect(db.memberships.findMany((q) => q.where({ userId: viper.id }))).toHaveLength(1)
    // Joined through addMember: the move is in the league's history.
    expect(
      db.movements.findFirst((q) =>
        q.where({ playerId: viper.id, teamId: NORTHSIDE().id, kind: 'joined' }),
      ),
    ).toBeDefined()
    const [told] = await notificationsOf('Viper_Skrill')
    expect(told).toEqual({
      id: expect.any(Number),
      type: 'join_request_answered',
      payload: {
        join_request_id: request.id,
        team_id: NORTHSIDE().id,
        team_name: 'Northside Rovers',
        answer: 'accepted',
      },
      read: false,
      created_at: '2026-03-14T18:01:00.000Z',
    })
  })

  test('a co-manager accepts too', async () => {
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    expect((await answered(await act(co, viperRequest().id, 'accept'))).responder?.username).toBe(
      co,
    )
  })

  test('cancels the player’s other pending requests and invitations', async () => {
    const gga = teamNamed('Golden Gate Athletic')
    const other = await answered(await ask('Viper_Skrill', gga.id), 201)
    const lsfc = teamNamed('Lone Star FC')
    const invitation = invitationResponseSchema.parse(
      await (
        await as(memberWithRole(lsfc.id, 'manager'), `teams/${lsfc.id}/invitations`, {
          method: 'POST',
          body: { playerId: user('Viper_Skrill').id },
        })
      ).json(),
    ).invitation
    await answered(await act('rivera_fc', viperRequest().id, 'accept'))
    expect(statusOf(other.id)).toBe('cancelled')
    expect(db.invitations.findFirst((q) => q.where({ id: invitation.id }))?.status).toBe(
      'cancelled',
    )
    const again = await act(memberWithRole(gga.id, 'manager'), other.id, 'accept')
    expect(await error(again)).toMatchObject({ code: 'join_request_not_pending' })
    expect(
      db.memberships.findMany((q) => q.where({ userId: user('Viper_Skrill').id })),
    ).toHaveLength(1)
  })

  test('joining by an invitation or by founding a team cancels pending requests too', async () => {
    const wolfRequest = seeded('lone_wolf', 'Emerald Coast United')
    const wolfInvitation = db.invitations.findFirst((q) =>
      q.where({ playerId: user('lone_wolf').id, status: 'pending' }),
    )
    expect(
      (await as('lone_wolf', `invitations/${wolfInvitation?.id}/accept`, { method: 'POST' }))
        .status,
    ).toBe(200)
    expect(statusOf(wolfRequest.id)).toBe('cancelled')

    const founded = await as('Viper_Skrill', 'teams', {
      method: 'POST',
      body: {
        name: 'Viper Squad',
        tag: 'VPR',
        platform: 'playstation',
        primaryColor: '#112233',
        secondaryColor: '#ffffff',
      },
    })
    expect(founded.status).toBe(201)
    expect(statusOf(viperRequest().id)).toBe('cancelled')
  })

  test('answers 403 not_team_manager to the player who asked', async () => {
    const response = await act('Viper_Skrill', viperRequest().id, 'accept')
    expect(response.status).toBe(403)
    expect(await error(response)).toMatchObject({ code: 'not_team_manager' })
    expect(statusOf(viperRequest().id)).toBe('pending')
  })

  test('answers 404 to anyone else (a player of the team, another club), unknown ids, 401 without a token', async () => {
    const lsfc = teamNamed('Lone Star FC')
    for (const username of [
      'demo',
      'maya_goals',
      'lone_wolf',
      memberWithRole(lsfc.id, 'manager'),
    ]) {
      const response = await act(username, viperRequest().id, 'accept')
      expect(response.status).toBe(404)
      expect(await error(response)).toEqual({
        error: 'Join request not found',
        code: 'join_request_not_found',
      })
    }
    expect(await error(await act('demo', viperRequest().id, 'accept', 'es'))).toEqual({
      error: 'Solicitud no encontrada',
      code: 'join_request_not_found',
    })
    for (const id of ['99999', 'abc', '0']) {
      expect((await act('rivera_fc', id, 'accept')).status).toBe(404)
    }
    expect((await act(null, viperRequest().id, 'accept')).status).toBe(401)
    expect(statusOf(viperRequest().id)).toBe('pending')
  })

  test('answers 409 join_request_not_pending for a declined or withdrawn one, 410 for an expired one', async () => {
    for (const username of ['NovaAbelardo', 'NewtonBlaze46']) {
      const response = await act('rivera_fc', seeded(username, 'Northside Rovers').id, 'accept')
      expect(response.status).toBe(409)
      expect(await error(response)).toEqual({
        error: 'This join request has already been answered, withdrawn or cancelled.',
        code: 'join_request_not_pending',
      })
    }
    const expired = seeded('JanetTekkers16', 'Northside Rovers')
    const response = await act('rivera_fc', expired.id, 'accept')
    expect(response.status).toBe(410)
    expect(await error(response)).toEqual({
      error: 'This join request has expired.',
      code: 'join_request_expired',
    })
    expect(await error(await act('rivera_fc', expired.id, 'accept', 'es'))).toEqual({
      error: 'Esta solicitud ha caducado.',
      code: 'join_request_expired',
    })
  })

  test('answers 409 roster_full when the roster filled up since', async () => {
    const northside = NORTHSIDE()
    const room = 18 - db.memberships.findMany((q) => q.where({ teamId: northside.id })).length
    for (const index of Array.from({ length: room }, (_, i) => i)) {
      const player = freeAgent(index)
      const request = await answered(await ask(player.username, northside.id), 201)
      await answered(await act('rivera_fc', request.id, 'accept'))
    }
    const response = await act('rivera_fc', viperRequest().id, 'accept')
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({ error: 'The roster is full.', code: 'roster_full' })
    expect(statusOf(viperRequest().id)).toBe('pending')
  })

  test('answers 409 transfer_window_closed when the window shut since it was sent', async () => {
    const steel = teamNamed('Steel City Sentinels')
    const player = freeAgent(0, 'xbox')
    // Sent while the window was open: the seed's Xbox League window opens in two weeks.
    const request = await db.joinRequests.create(
      offerRecord(
        nextId('joinRequests'),
        {
          teamId: steel.id,
          playerId: player.id,
          message: '',
          status: 'pending',
          responderId: null,
        },
        now().getTime() - DAY,
        null,
      ),
    )
    const response = await act(memberWithRole(steel.id, 'manager'), request.id, 'accept')
    expect(response.status).toBe(409)
    expect(transferWindowClosedErrorSchema.parse(await response.json()).code).toBe(
      'transfer_window_closed',
    )
    expect(statusOf(request.id)).toBe('pending')
  })

  test('answers 409 player_on_team should the player be on a team already', async () => {
    // Joining cancels a player's requests, so only a record written by hand can get here.
    const request = await db.joinRequests.create(
      offerRecord(
        nextId('joinRequests'),
        {
          teamId: teamNamed('Golden Gate Athletic').id,
          playerId: user('demo').id,
          message: '',
          status: 'pending',
          responderId: null,
        },
        now().getTime(),
        null,
      ),
    )
    const gga = teamNamed('Golden Gate Athletic')
    const response = await act(memberWithRole(gga.id, 'manager'), request.id, 'accept')
    expect(response.status).toBe(409)
    expect(await error(response)).toMatchObject({ code: 'player_on_team' })
  })
})

describe('POST /api/join-requests/:id/decline', () => {
  test('a manager declines (200); the player is told and may ask again', async () => {
    const request = viperRequest()
    const declined = await answered(await act('rivera_fc', request.id, 'decline'))
    expect(declined).toMatchObject({
      status: 'declined',
      respondedAt: SEED_AT,
      responder: { username: 'rivera_fc' },
    })
    const [told] = await notificationsOf('Viper_Skrill')
    expect(told).toMatchObject({
      type: 'join_request_answered',
      payload: { join_request_id: request.id, answer: 'declined' },
    })
    expect(db.memberships.findFirst((q) => q.where({ userId: request.playerId }))).toBeUndefined()
    await answered(await ask('Viper_Skrill', NORTHSIDE().id), 201)
  })

  test('answers 403 to the player, 404 to others, 409 once answered, 410 when expired', async () => {
    const request = viperRequest()
    const byPlayer = await act('Viper_Skrill', request.id, 'decline')
    expect(byPlayer.status).toBe(403)
    expect(await error(byPlayer)).toMatchObject({ code: 'not_team_manager' })
    expect((await act('demo', request.id, 'decline')).status).toBe(404)
    await answered(await act('rivera_fc', request.id, 'decline'))
    expect((await act('rivera_fc', request.id, 'decline')).status).toBe(409)
    const expired = seeded('JanetTekkers16', 'Northside Rovers')
    expect((await act('rivera_fc', expired.id, 'decline')).status).toBe(410)
    expect((await act(null, expired.id, 'decline')).status).toBe(401)
  })
})

describe('POST /api/join-requests/:id/withdraw', () => {
  test('the player withdraws (200); the managers can no longer accept it', async () => {
    const request = seeded('lone_wolf', 'Emerald Coast United')
    const withdrawn = await answered(await act('lone_wolf', request.id, 'withdraw'))
    expect(withdrawn).toMatchObject({ status: 'withdrawn', respondedAt: SEED_AT, responder: null })
    const manager = memberWithRole(request.teamId, 'manager')
    expect(await error(await act(manager, request.id, 'accept'))).toMatchObject({
      code: 'join_request_not_pending',
    })
    expect((await list(manager, '?box=received&status=withdrawn')).items[0]?.id).toBe(request.id)
  })

  test('answers 403 not_requesting_player to the team’s managers, 404 to others, 409 twice, 410 expired', async () => {
    const request = viperRequest()
    const byManager = await act('rivera_fc', request.id, 'withdraw')
    expect(byManager.status).toBe(403)
    expect(await error(byManager)).toEqual({
      error: 'Only the player who sent this join request can withdraw it.',
      code: 'not_requesting_player',
    })
    expect(await error(await act('rivera_fc', request.id, 'withdraw', 'es'))).toEqual({
      error: 'Solo el jugador que envió esta solicitud puede retirarla.',
      code: 'not_requesting_player',
    })
    expect((await act('lone_wolf', request.id, 'withdraw')).status).toBe(404)
    await answered(await act('Viper_Skrill', request.id, 'withdraw'))
    expect((await act('Viper_Skrill', request.id, 'withdraw')).status).toBe(409)
    advanceClock(30 * DAY)
    const wolf = seeded('lone_wolf', 'Emerald Coast United')
    expect((await act('lone_wolf', wolf.id, 'withdraw')).status).toBe(410)
  })

  test('a manager who left the team no longer sees its requests', async () => {
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    expect((await as(co, `teams/${NORTHSIDE().id}/leave`, { method: 'POST' })).status).toBe(204)
    expect((await act(co, viperRequest().id, 'decline')).status).toBe(404)
    expect((await list(co, '?box=received')).total).toBe(0)
  })
})

describe('a team that is disbanded', () => {
  /** lone_wolf's own new team (no competition, so no window) and a pending request to it. */
  async function wolfTeamWithRequest() {
    const wolfInvitation = db.invitations.findFirst((q) =>
      q.where({ playerId: user('lone_wolf').id, status: 'pending' }),
    )
    // lone_wolf declines Northside first, so nothing else of his is pending.
    await as('lone_wolf', `invitations/${wolfInvitation?.id}/decline`, { method: 'POST' })
    const created = await as('lone_wolf', 'teams', {
      method: 'POST',
      body: {
        name: 'Harbor Lights FC',
        tag: 'HLF',
        platform: 'playstation',
        primaryColor: '#0b3d91',
        secondaryColor: '#f5c518',
      },
    })
    const { team } = teamResponseSchema.parse(await created.json())
    const request = await answered(await ask('Viper_Skrill', team.id), 201)
    return { teamId: team.id, request }
  }

  test('with no history is deleted with its requests', async () => {
    const { teamId, request } = await wolfTeamWithRequest()
    expect((await as('lone_wolf', `teams/${teamId}/leave`, { method: 'POST' })).status).toBe(204)
    expect(db.teams.findFirst((q) => q.where({ id: teamId }))).toBeUndefined()
    expect(db.joinRequests.findFirst((q) => q.where({ id: request.id }))).toBeUndefined()
    expect((await list('Viper_Skrill')).items.map((r) => r.id)).not.toContain(request.id)
  })

  test('with a history keeps its page; its pending requests are cancelled and it takes no more', async () => {
    const { teamId, request } = await wolfTeamWithRequest()
    // A finished competition it played in: history, with no window to wait for.
    await db.registrations.create({
      id: nextId('registrations'),
      competitionId: seedRefs().competitions.fall2025,
      teamId,
      status: 'accepted',
      registeredBy: user('lone_wolf').id,
      createdAt: SEED_AT,
      decidedAt: SEED_AT,
      reason: null,
    })
    expect((await as('lone_wolf', `teams/${teamId}/leave`, { method: 'POST' })).status).toBe(204)
    expect(db.teams.findFirst((q) => q.where({ id: teamId }))).toBeDefined()
    expect(statusOf(request.id)).toBe('cancelled')
    const again = await ask('NovaAbelardo', teamId)
    expect(again.status).toBe(404)
    expect(apiErrorSchema.parse(await again.json()).code).toBe('team_not_found')
  })
})
