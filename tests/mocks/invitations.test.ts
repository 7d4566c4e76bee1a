import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { apiErrorSchema, notificationsResponseSchema } from '@/api/contracts'
import {
  invitationResponseSchema,
  invitationsPageSchema,
  type Invitation,
} from '@/api/contracts/invitations'
import { teamResponseSchema } from '@/api/contracts/teams'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { as, call, error } from './client'
import { offerClient } from './offerClient'
import { expectNoPrivateWords as expectNoPrivateFields } from './privacy'
import {
  memberWithRole,
  NORTHSIDE,
  openTransferWindowsAllYear,
  teamNamed,
  user,
} from './seedLookup'

// ---------------------------------------------------------------------------------------------
// Helpers. The seed: rivera_fc manages Northside Rovers, which has a pending invitation out to
// lone_wolf (a free agent); demo plays for Northside and has pending invitations from Lone Star FC
// and Golden Gate Athletic.

const DAY = 24 * 60 * 60 * 1000

/** The pending invitation from `teamName` to `username` in the seed. */
function pendingInvitation(teamName: string, username: string) {
  const invitation = db.invitations.findFirst((q) =>
    q.where({ teamId: teamNamed(teamName).id, playerId: user(username).id, status: 'pending' }),
  )
  if (invitation === undefined) throw new Error(`no pending ${teamName} → ${username}`)
  return invitation
}

const wolfInvitation = () => pendingInvitation('Northside Rovers', 'lone_wolf')

/** Free agents (active, on no team) with no pending invitation from the team, by id. */
function freeAgents(teamId: number, platform = 'playstation') {
  const onTeam = new Set(db.memberships.all().map((m) => m.userId))
  const invited = new Set(
    db.invitations.findMany((q) => q.where({ teamId, status: 'pending' })).map((i) => i.playerId),
  )
  return db.users
    .findMany((q) =>
      q.where(
        (u) =>
          u.freeAgent &&
          u.status === 'active' &&
          u.platform === platform &&
          !onTeam.has(u.id) &&
          !invited.has(u.id) &&
          u.username !== 'lone_wolf',
      ),
    )
    .sort((a, b) => a.id - b.id)
}

const { send: invite, act, list } = offerClient('invitations', invitationsPageSchema)

function statusOf(id: number) {
  return db.invitations.findFirst((q) => q.where({ id }))?.status
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/teams/:id/invitations', () => {
  test('the manager invites a free agent (201); the player is notified', async () => {
    const northside = NORTHSIDE()
    const [player] = freeAgents(northside.id)
    if (player === undefined) throw new Error('no free agent')
    const response = await invite('rivera_fc', northside.id, {
      playerId: player.id,
      message: '  Trial on Thursday, 8 PM ET?  ',
    })
    expect(response.status).toBe(201)
    const body: unknown = await response.json()
    expectNoPrivateFields(body)
    const { invitation } = invitationResponseSchema.strict().parse(body)
    const rivera = user('rivera_fc')
    expect(invitation).toEqual({
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
      inviter: { id: rivera.id, username: 'rivera_fc', avatar: rivera.avatar },
      message: 'Trial on Thursday, 8 PM ET?',
      status: 'pending',
      createdAt: '2026-03-14T18:00:00.000Z',
      expiresAt: '2026-03-28T18:00:00.000Z',
      respondedAt: null,
    })

    // The player finds it in their notifications and their received box.
    const notifications = notificationsResponseSchema.parse(
      await (await as(player.username, 'notifications')).json(),
    )
    expect(notifications.items[0]).toEqual({
      id: expect.any(Number),
      type: 'invitation_received',
      payload: {
        invitation_id: invitation.id,
        team_id: northside.id,
        team_name: 'Northside Rovers',
        team_tag: 'NSR',
        inviter_id: rivera.id,
        inviter_username: 'rivera_fc',
      },
      read: false,
      created_at: '2026-03-14T18:00:00.000Z',
    })
    const received = await list(player.username, '?status=pending')
    expect(received.items[0]).toEqual(invitation)
  })

  test('a co-manager may invite; the message is optional', async () => {
    const northside = NORTHSIDE()
    const co = memberWithRole(northside.id, 'co-manager')
    const [player] = freeAgents(northside.id)
    const response = await invite(co, northside.id, { playerId: player?.id })
    expect(response.status).toBe(201)
    const { invitation } = invitationResponseSchema.parse(await response.json())
    expect(invitation).toMatchObject({ message: '', inviter: { username: co } })
  })

  test('the inviter is the token’s user, whatever the payload says', async () => {
    const northside = NORTHSIDE()
    const [player] = freeAgents(northside.id)
    const co = memberWithRole(northside.id, 'co-manager')
    const response = await invite('rivera_fc', northside.id, {
      playerId: player?.id,
      inviterId: user(co).id,
      teamId: teamNamed('Bayou Strikers').id,
    })
    const { invitation } = invitationResponseSchema.parse(await response.json())
    expect(invitation.inviter.username).toBe('rivera_fc')
    expect(invitation.team.name).toBe('Northside Rovers')
  })

  test.each(['demo', 'lone_wolf', 'NutmegNate'])(
    'answers 403 not_team_manager to %s (a player, a free agent, another team’s manager)',
    async (username) => {
      const [player] = freeAgents(NORTHSIDE().id)
      const before = db.invitations.count()
      const response = await invite(username, NORTHSIDE().id, { playerId: player?.id })
      expect(response.status).toBe(403)
      expect(await error(response)).toMatchObject({ code: 'not_team_manager' })
      expect(db.invitations.count()).toBe(before)
    },
  )

  test('answers 409 player_on_team for a player who belongs to a team', async () => {
    for (const username of ['demo', 'NutmegNate', 'rivera_fc']) {
      const response = await invite('rivera_fc', NORTHSIDE().id, { playerId: user(username).id })
      expect(response.status).toBe(409)
      expect(await error(response)).toEqual({
        error: 'This player already belongs to a team.',
        code: 'player_on_team',
      })
    }
  })

  test('answers 409 already_invited while an invitation from the team is pending', async () => {
    const response = await invite('rivera_fc', NORTHSIDE().id, { playerId: user('lone_wolf').id })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'This player already has a pending invitation from your team.',
      code: 'already_invited',
    })
  })

  test('an expired or answered invitation does not stand in the way of a new one', async () => {
    await openTransferWindowsAllYear()
    advanceClock(13 * DAY) // lone_wolf's invitation is 2 days old: now past its 14 days
    const again = await invite('rivera_fc', NORTHSIDE().id, { playerId: user('lone_wolf').id })
    expect(again.status).toBe(201)
    const old = db.invitations
      .findMany((q) => q.where({ teamId: NORTHSIDE().id, playerId: user('lone_wolf').id }))
      .map((i) => i.status)
    expect(old).toEqual(['expired', 'pending'])
  })

  test('another team may invite a player who has a pending invitation elsewhere', async () => {
    const lsfc = teamNamed('Lone Star FC')
    const response = await invite(memberWithRole(lsfc.id, 'manager'), lsfc.id, {
      playerId: user('lone_wolf').id,
    })
    expect(response.status).toBe(201)
  })

  test('answers 409 roster_full when the roster is at its limit (18)', async () => {
    const full = db.teams
      .all()
      .find((team) => db.memberships.findMany((q) => q.where({ teamId: team.id })).length >= 18)
    if (full === undefined) throw new Error('the seed has no full team')
    const response = await invite(memberWithRole(full.id, 'manager'), full.id, {
      playerId: user('lone_wolf').id,
    })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({ error: 'The roster is full.', code: 'roster_full' })
  })

  test.each([
    ['an unknown player', () => 99999],
    ['a player who has not activated the account', () => user('fresh_signing').id],
  ])('answers 404 player_not_found for %s', async (_, playerId) => {
    const response = await invite('rivera_fc', NORTHSIDE().id, { playerId: playerId() })
    expect(response.status).toBe(404)
    expect(await error(response)).toEqual({ error: 'Player not found', code: 'player_not_found' })
  })

  test.each([
    [{}, { playerId: 'This field is required.' }],
    [{ playerId: 'four' }, { playerId: 'This value is not valid.' }],
    [{ playerId: 0 }, { playerId: 'This value is not valid.' }],
    [{ playerId: 4, message: 'x'.repeat(301) }, { message: 'Use at most 300 characters.' }],
    [{ playerId: 4, message: 42 }, { message: 'This value is not valid.' }],
  ])('answers 422 for %j', async (body, fieldErrors) => {
    const response = await invite('rivera_fc', NORTHSIDE().id, body)
    expect(response.status).toBe(422)
    expect(await error(response)).toEqual({
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fieldErrors,
    })
  })

  test('takes a message of exactly 300 characters', async () => {
    const [player] = freeAgents(NORTHSIDE().id)
    const response = await invite('rivera_fc', NORTHSIDE().id, {
      playerId: player?.id,
      message: 'x'.repeat(300),
    })
    expect(response.status).toBe(201)
  })

  test('answers 400 for a body that is not JSON, 404 for an unknown team, 401 without a token', async () => {
    expect((await invite('rivera_fc', NORTHSIDE().id, 'not json')).status).toBe(400)
    const unknown = await invite('rivera_fc', 9999, { playerId: user('lone_wolf').id })
    expect(unknown.status).toBe(404)
    expect(await error(unknown)).toMatchObject({ code: 'team_not_found' })
    expect((await invite(null, NORTHSIDE().id, { playerId: 4 })).status).toBe(401)
  })

  test('words errors in Spanish', async () => {
    const response = await invite(
      'rivera_fc',
      NORTHSIDE().id,
      { playerId: user('lone_wolf').id, message: 'x'.repeat(301) },
      'es-MX,es;q=0.9',
    )
    expect(await error(response)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: { message: 'Usa como máximo 300 caracteres.' },
    })
    const taken = await invite(
      'rivera_fc',
      NORTHSIDE().id,
      { playerId: user('lone_wolf').id },
      'es',
    )
    expect(await error(taken)).toEqual({
      error: 'Este jugador ya tiene una invitación pendiente de tu equipo.',
      code: 'already_invited',
    })
  })
})

describe('GET /api/me/invitations', () => {
  test("received: the caller's invitations, newest first, with team, player and inviter", async () => {
    const page = await list('demo')
    const demo = user('demo')
    expect(page.items.length).toBeGreaterThanOrEqual(2)
    expect(page.total).toBe(db.invitations.findMany((q) => q.where({ playerId: demo.id })).length)
    expect(page).toMatchObject({ page: 1, pageSize: 20 })
    for (const invitation of page.items) expect(invitation.player.id).toBe(demo.id)
    const times = page.items.map((i) => i.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const pending = page.items.filter((i) => i.status === 'pending')
    expect(pending.map((i) => i.team.name)).toEqual(['Lone Star FC', 'Golden Gate Athletic'])
    const lsfc = teamNamed('Lone Star FC')
    expect(pending[0]).toMatchObject({
      team: { id: lsfc.id, name: 'Lone Star FC', tag: 'LSFC', crest: lsfc.crest },
      inviter: { username: memberWithRole(lsfc.id, 'manager') },
      message:
        "Saw your CAM display against us last season. We'd love you in our Elite Series squad.",
      respondedAt: null,
    })
    for (const invitation of page.items) {
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(14 * DAY)
    }
  })

  test('sent: every invitation of the team the caller manages, whoever of its managers sent it', async () => {
    const northside = NORTHSIDE()
    const expected = db.invitations.findMany((q) => q.where({ teamId: northside.id })).length
    const page = await list('rivera_fc', '?box=sent&pageSize=100')
    expect(page.total).toBe(expected)
    expect(page.items).toHaveLength(expected)
    for (const invitation of page.items) expect(invitation.team.id).toBe(northside.id)
    expect(new Set(page.items.map((i) => i.status)).size).toBeGreaterThan(2)
    // A co-manager sees the same list.
    const co = memberWithRole(northside.id, 'co-manager')
    expect((await list(co, '?box=sent&pageSize=100')).items).toEqual(page.items)
  })

  test('sent is empty for a player who manages no team', async () => {
    expect(await list('demo', '?box=sent')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
    expect((await list('lone_wolf', '?box=sent')).total).toBe(0)
  })

  test('filters by status', async () => {
    const pending = await list('rivera_fc', '?box=sent&status=pending')
    expect(pending.items.length).toBeGreaterThan(0)
    for (const invitation of pending.items) expect(invitation.status).toBe('pending')
    const declined = await list('rivera_fc', '?box=sent&status=declined')
    for (const invitation of declined.items) expect(invitation.status).toBe('declined')
    expect(declined.total).toBeGreaterThan(0)
    expect((await list('demo', '?status=accepted')).total).toBe(0)
  })

  test('pages: the total counts every match, the page holds pageSize of them', async () => {
    const all = await list('rivera_fc', '?box=sent&pageSize=100')
    const first = await list('rivera_fc', '?box=sent&pageSize=2')
    const second = await list('rivera_fc', '?box=sent&pageSize=2&page=2')
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 })
    expect(first.items).toEqual(all.items.slice(0, 2))
    expect(second.items).toEqual(all.items.slice(2, 4))
    const beyond = await list('rivera_fc', '?box=sent&page=50')
    expect(beyond).toMatchObject({ items: [], total: all.total })
  })

  test('applies expiry on read: a pending invitation past expiresAt comes back expired', async () => {
    const golden = pendingInvitation('Golden Gate Athletic', 'demo')
    advanceClock(5 * DAY) // past the Golden Gate one (9 days old), not the Lone Star one (3 days)
    const page = await list('demo')
    const expired = page.items.find((i) => i.id === golden.id)
    expect(expired).toMatchObject({ status: 'expired', respondedAt: golden.expiresAt })
    expect(
      page.items.find((i) => i.team.name === 'Lone Star FC' && i.status === 'pending'),
    ).toBeDefined()
    expect((await list('demo', '?status=pending')).items.map((i) => i.team.name)).toEqual([
      'Lone Star FC',
    ])
  })

  test('answers 400 for an invalid query', async () => {
    for (const query of ['?box=inbox', '?status=open', '?page=0', '?pageSize=101', '?page=x']) {
      const response = await as('demo', `me/invitations${query}`)
      expect(response.status).toBe(400)
      expect(await error(response)).toMatchObject({ code: 'invalid_query' })
    }
  })

  test('answers the empty page when the scenario empties the area, and 401 without a token', async () => {
    setScenario({ empty: ['invitations'] })
    expect(await list('demo')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
    expect((await call('me/invitations')).status).toBe(401)
  })
})

describe('POST /api/invitations/:id/accept', () => {
  test('the player joins as a player and stops being a free agent (200 { team })', async () => {
    const invitation = wolfInvitation()
    const response = await act('lone_wolf', invitation.id, 'accept')
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    expectNoPrivateFields(body)
    const { team, viewer } = teamResponseSchema.strict().parse(body)
    expect(team.name).toBe('Northside Rovers')
    expect(viewer).toEqual({ role: 'player', canManage: false, canAskToJoin: false })
    const wolf = user('lone_wolf')
    expect(team.roster.find((m) => m.id === wolf.id)).toMatchObject({
      role: 'player',
      joinedAt: '2026-03-14T18:00:00.000Z',
    })
    expect(wolf).toMatchObject({ freeAgent: false, lookingFor: null })
    expect(db.invitations.findFirst((q) => q.where({ id: invitation.id }))).toMatchObject({
      status: 'accepted',
      respondedAt: '2026-03-14T18:00:00.000Z',
    })
    // Exactly one team.
    expect(db.memberships.findMany((q) => q.where({ userId: wolf.id }))).toHaveLength(1)
  })

  test("cancels the player's other pending invitations", async () => {
    const lsfc = teamNamed('Lone Star FC')
    const other = await invite(memberWithRole(lsfc.id, 'manager'), lsfc.id, {
      playerId: user('lone_wolf').id,
    })
    const { invitation: fromLoneStar } = invitationResponseSchema.parse(await other.json())
    expect((await act('lone_wolf', wolfInvitation().id, 'accept')).status).toBe(200)
    expect(statusOf(fromLoneStar.id)).toBe('cancelled')
    const received = await list('lone_wolf')
    expect(received.items.filter((i) => i.status === 'pending')).toEqual([])
    // …so it cannot be accepted: still on one team.
    const again = await act('lone_wolf', fromLoneStar.id, 'accept')
    expect(again.status).toBe(409)
    expect(await error(again)).toMatchObject({ code: 'invitation_not_pending' })
    expect(db.memberships.findMany((q) => q.where({ userId: user('lone_wolf').id }))).toHaveLength(
      1,
    )
  })

  test('answers 409 already_on_team to a player who belongs to a team', async () => {
    const invitation = pendingInvitation('Lone Star FC', 'demo')
    const response = await act('demo', invitation.id, 'accept')
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'You already belong to a team. Leave it first.',
      code: 'already_on_team',
    })
    expect(statusOf(invitation.id)).toBe('pending')
    expect(db.memberships.findFirst((q) => q.where({ userId: user('demo').id }))?.teamId).toBe(
      NORTHSIDE().id,
    )
  })

  test('answers 409 roster_full when the roster filled up since', async () => {
    const northside = NORTHSIDE()
    const room = 18 - db.memberships.findMany((q) => q.where({ teamId: northside.id })).length
    for (const player of freeAgents(northside.id).slice(0, room)) {
      const sent = await invite('rivera_fc', northside.id, { playerId: player.id })
      const { invitation } = invitationResponseSchema.parse(await sent.json())
      expect((await act(player.username, invitation.id, 'accept')).status).toBe(200)
    }
    const response = await act('lone_wolf', wolfInvitation().id, 'accept')
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({ error: 'The roster is full.', code: 'roster_full' })
    expect(
      db.memberships.findFirst((q) => q.where({ userId: user('lone_wolf').id })),
    ).toBeUndefined()
  })

  test('answers 410 invitation_expired past expiresAt', async () => {
    const invitation = wolfInvitation()
    await openTransferWindowsAllYear()
    advanceClock(Date.parse(invitation.expiresAt) - Date.parse('2026-03-14T18:00:00.000Z'))
    const response = await act('lone_wolf', invitation.id, 'accept')
    expect(response.status).toBe(410)
    expect(await error(response)).toEqual({
      error: 'This invitation has expired.',
      code: 'invitation_expired',
    })
    expect(statusOf(invitation.id)).toBe('expired')
    const spanish = await act('lone_wolf', invitation.id, 'accept', 'es')
    expect(await error(spanish)).toEqual({
      error: 'Esta invitación ha caducado.',
      code: 'invitation_expired',
    })
  })

  test('is still pending one millisecond before expiresAt', async () => {
    const invitation = wolfInvitation()
    await openTransferWindowsAllYear()
    advanceClock(Date.parse(invitation.expiresAt) - Date.parse('2026-03-14T18:00:00.000Z') - 1)
    expect((await act('lone_wolf', invitation.id, 'accept')).status).toBe(200)
  })

  test('answers 409 invitation_not_pending for an answered invitation', async () => {
    const invitation = wolfInvitation()
    expect((await act('lone_wolf', invitation.id, 'decline')).status).toBe(200)
    const response = await act('lone_wolf', invitation.id, 'accept')
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'This invitation has already been answered or cancelled.',
      code: 'invitation_not_pending',
    })
  })

  test('answers 403 not_invited_player to the inviting team’s managers', async () => {
    for (const username of ['rivera_fc', memberWithRole(NORTHSIDE().id, 'co-manager')]) {
      const response = await act(username, wolfInvitation().id, 'accept')
      expect(response.status).toBe(403)
      expect(await error(response)).toMatchObject({ code: 'not_invited_player' })
    }
  })

  test('answers 404 to anyone else, for unknown ids, and 401 without a token', async () => {
    for (const username of ['demo', 'maya_goals', 'NutmegNate']) {
      const response = await act(username, wolfInvitation().id, 'accept')
      expect(response.status).toBe(404)
      expect(await error(response)).toEqual({
        error: 'Invitation not found',
        code: 'invitation_not_found',
      })
    }
    for (const id of ['99999', 'abc', '0']) {
      expect((await act('lone_wolf', id, 'accept')).status).toBe(404)
    }
    expect((await act(null, wolfInvitation().id, 'accept')).status).toBe(401)
    expect(statusOf(wolfInvitation().id)).toBe('pending')
  })
})

describe('POST /api/invitations/:id/decline', () => {
  test('the invited player declines (200 { invitation })', async () => {
    const invitation = pendingInvitation('Golden Gate Athletic', 'demo')
    advanceClock(60_000)
    const response = await act('demo', invitation.id, 'decline')
    expect(response.status).toBe(200)
    const { invitation: declined } = invitationResponseSchema.strict().parse(await response.json())
    expect(declined).toMatchObject({
      id: invitation.id,
      status: 'declined',
      respondedAt: '2026-03-14T18:01:00.000Z',
    })
    expect((await list('demo', '?status=pending')).items.map((i) => i.team.name)).toEqual([
      'Lone Star FC',
    ])
    // The team sees it in its sent box.
    const gga = teamNamed('Golden Gate Athletic')
    const sent = await list(memberWithRole(gga.id, 'manager'), '?box=sent&status=declined')
    expect(sent.items.map((i) => i.id)).toContain(invitation.id)
  })

  test('answers 403 to the team’s managers, 404 to others, 410 when expired, 409 when answered', async () => {
    const invitation = wolfInvitation()
    expect((await act('rivera_fc', invitation.id, 'decline')).status).toBe(403)
    expect((await act('demo', invitation.id, 'decline')).status).toBe(404)
    expect((await act('lone_wolf', invitation.id, 'decline')).status).toBe(200)
    expect((await act('lone_wolf', invitation.id, 'decline')).status).toBe(409)
    const golden = pendingInvitation('Golden Gate Athletic', 'demo')
    advanceClock(10 * DAY)
    expect((await act('demo', golden.id, 'decline')).status).toBe(410)
    expect((await act(null, golden.id, 'decline')).status).toBe(401)
  })
})

describe('POST /api/invitations/:id/cancel', () => {
  test('the manager cancels (200 { invitation }); the player can no longer accept', async () => {
    const invitation = wolfInvitation()
    const response = await act('rivera_fc', invitation.id, 'cancel')
    expect(response.status).toBe(200)
    const { invitation: cancelled } = invitationResponseSchema.strict().parse(await response.json())
    expect(cancelled).toMatchObject({
      id: invitation.id,
      status: 'cancelled',
      respondedAt: '2026-03-14T18:00:00.000Z',
    })
    expect((await act('lone_wolf', invitation.id, 'accept')).status).toBe(409)
  })

  test('a co-manager cancels too, an invitation another manager sent', async () => {
    const invitation = pendingInvitation('Lone Star FC', 'demo')
    const lsfc = teamNamed('Lone Star FC')
    const co = memberWithRole(lsfc.id, 'co-manager')
    expect(user(co).id).not.toBe(invitation.inviterId)
    expect((await act(co, invitation.id, 'cancel')).status).toBe(200)
    expect(statusOf(invitation.id)).toBe('cancelled')
  })

  test('answers 403 to the invited player, 404 to others, 409 when answered, 410 when expired', async () => {
    const invitation = wolfInvitation()
    const byPlayer = await act('lone_wolf', invitation.id, 'cancel')
    expect(byPlayer.status).toBe(403)
    expect(await error(byPlayer)).toMatchObject({ code: 'not_team_manager' })
    // A player of the team does not see the team's invitations.
    expect((await act('demo', invitation.id, 'cancel')).status).toBe(404)
    expect((await act('NutmegNate', invitation.id, 'cancel')).status).toBe(404)
    expect((await act('rivera_fc', invitation.id, 'cancel')).status).toBe(200)
    expect((await act('rivera_fc', invitation.id, 'cancel')).status).toBe(409)
    const other = pendingInvitation('Lone Star FC', 'demo')
    advanceClock(20 * DAY)
    expect((await act(memberWithRole(other.teamId, 'manager'), other.id, 'cancel')).status).toBe(
      410,
    )
    expect((await act(null, other.id, 'cancel')).status).toBe(401)
  })

  test('a manager who left the team no longer sees its invitations', async () => {
    const invitation = wolfInvitation()
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    expect((await as(co, `teams/${NORTHSIDE().id}/leave`, { method: 'POST' })).status).toBe(204)
    expect((await act(co, invitation.id, 'cancel')).status).toBe(404)
    expect((await list(co, '?box=sent')).total).toBe(0)
  })
})

describe('invitations end to end', () => {
  test('invite → accept → on the roster, out of the free agents, other invitations cancelled', async () => {
    const northside = NORTHSIDE()
    const [player] = freeAgents(northside.id)
    if (player === undefined) throw new Error('no free agent')
    // Two teams want the player.
    const lsfc = teamNamed('Lone Star FC')
    const fromLsfc = invitationResponseSchema.parse(
      await (
        await invite(memberWithRole(lsfc.id, 'manager'), lsfc.id, { playerId: player.id })
      ).json(),
    ).invitation
    const fromNorthside = invitationResponseSchema.parse(
      await (await invite('rivera_fc', northside.id, { playerId: player.id })).json(),
    ).invitation
    const received: Invitation[] = (await list(player.username, '?status=pending')).items
    expect(received.map((i) => i.id)).toEqual([fromNorthside.id, fromLsfc.id])

    expect((await act(player.username, fromNorthside.id, 'accept')).status).toBe(200)
    const after = await list(player.username)
    expect(after.items.find((i) => i.id === fromNorthside.id)?.status).toBe('accepted')
    expect(after.items.find((i) => i.id === fromLsfc.id)?.status).toBe('cancelled')
    const { team } = teamResponseSchema.parse(await (await call(`teams/${northside.id}`)).json())
    expect(team.roster.map((m) => m.id)).toContain(player.id)
    expect(user(player.username).freeAgent).toBe(false)
  })
})

describe('robustness', () => {
  test('no body or id makes an invitations endpoint answer 500; every error has the error shape', async () => {
    const teamId = NORTHSIDE().id
    const token = (await signInAs('rivera_fc')).token
    const wolfToken = (await signInAs('lone_wolf')).token
    const invitationId = String(wolfInvitation().id)
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.record(
        {
          playerId: fc.oneof(fc.integer({ min: -2, max: 500 }), fc.string(), fc.double()),
          message: fc.oneof(fc.string({ maxLength: 320 }), fc.integer(), fc.constant(null)),
        },
        { requiredKeys: [] },
      ),
    )
    const ids = fc.oneof(
      fc.constant(invitationId),
      fc.constant(String(teamId)),
      fc
        .string({ minLength: 1, maxLength: 12 })
        // An empty or dot segment would be another path (no handler), not another id.
        .filter((id) => !/^\.*$/.test(id)),
    )
    const queries = fc.record(
      {
        box: fc.oneof(fc.constantFrom('received', 'sent'), fc.string()),
        status: fc.oneof(fc.constantFrom('pending', 'expired'), fc.string()),
        page: fc.oneof(fc.integer({ min: -1, max: 5 }).map(String), fc.string()),
        pageSize: fc.oneof(fc.integer({ min: 0, max: 120 }).map(String), fc.string()),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('invite', 'list', 'accept', 'decline', 'cancel'),
        fc.boolean(),
        anyBody,
        ids,
        queries,
        async (action, asPlayer, body, id, query) => {
          const options = { token: asPlayer ? wolfToken : token }
          const response =
            action === 'invite'
              ? await call(`teams/${encodeURIComponent(id)}/invitations`, {
                  ...options,
                  method: 'POST',
                  body: JSON.stringify(body),
                })
              : action === 'list'
                ? await call(`me/invitations?${new URLSearchParams(query).toString()}`, options)
                : await call(`invitations/${encodeURIComponent(id)}/${action}`, {
                    ...options,
                    method: 'POST',
                  })
          expect(response.status).toBeLessThan(500)
          if (!response.ok)
            expect(apiErrorSchema.safeParse(await response.json()).success).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  })
})
