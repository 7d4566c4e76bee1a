/**
 * Properties of the write endpoints: the acting user is the token's, never a field of the body (a
 * body naming another user changes nothing of theirs); the server accepts exactly what the shared
 * request schema accepts and shows it back as that schema normalised it (trimmed; nothing else
 * changed); doing a thing twice answers 4xx, never 5xx, and changes nothing more the second time.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { sendMessageRequestSchema } from '@/api/contracts'
import { updateProfileRequestSchema } from '@/api/contracts/accounts'
import { appealInfractionRequestSchema } from '@/api/contracts/infractions'
import { updateTeamRequestSchema } from '@/api/contracts/teams'
import { db } from '@mocks/db'
import { unreadableText } from '@mocks/lib/body'
import { anyJson, anyText, answer, check, fresh, someoneElse } from './support'

/** Everything the league keeps about one user: what another user's request must never change. */
function recordsOf(userId: number): string {
  return JSON.stringify({
    user: db.users.findFirst((q) => q.where({ id: userId })),
    memberships: db.memberships.findMany((q) => q.where({ userId })),
    invitations: db.invitations.findMany((q) => q.where({ playerId: userId })),
    infractions: db.infractions.findMany((q) => q.where({ playerId: userId })),
    notifications: db.notifications.findMany((q) => q.where({ userId })),
    subscriptions: db.subscriptions.findMany((q) => q.where({ userId })),
    sent: db.messages.findMany((q) => q.where({ senderId: userId })),
  })
}

/** Fields that name a user, with another user's id, username or email. */
function impostorFields(other: number) {
  const user = db.users.findFirst((q) => q.where({ id: other }))
  if (user === undefined) throw new Error(`no user ${other}`)
  return fc.record(
    {
      id: fc.constant(other),
      userId: fc.constant(other),
      playerId: fc.constant(other),
      managerId: fc.constant(other),
      senderId: fc.constant(other),
      username: fc.constant(user.username),
      email: fc.constant(user.email),
    },
    { requiredKeys: [] },
  )
}

const NORTHSIDE = 1

describe('the acting user is the token’s, never the body’s', () => {
  test('POST /api/message: senderId of another user is refused and sends nothing as them', async () => {
    const { demo } = await fresh('demo')
    const other = someoneElse(demo.id)
    const before = recordsOf(other)
    await check(
      fc.asyncProperty(
        fc.oneof(fc.constant(other), fc.integer({ min: 2, max: 60 }), anyJson),
        fc.oneof(fc.constant('Hi there'), anyText),
        async (senderId, content) => {
          const { status, body } = await answer('message', {
            method: 'POST',
            token: demo.token,
            self: demo.id,
            body: { senderId, receiverId: 2, content },
          })
          if (status === 201) {
            expect(senderId).toBe(demo.id)
            expect((body as { message: { sender_id: number } }).message.sender_id).toBe(demo.id)
          } else expect([403, 422]).toContain(status)
        },
      ),
    )
    expect(recordsOf(other)).toBe(before)
  }, 60_000)

  test('PATCH /api/me, PUT /api/me/social: fields naming another user change nothing of theirs', async () => {
    const { lone_wolf: wolf } = await fresh('lone_wolf')
    const other = someoneElse(wolf.id)
    const before = recordsOf(other)
    const ownUsername = db.users.findFirst((q) => q.where({ id: wolf.id }))?.username
    await check(
      fc.asyncProperty(
        impostorFields(other),
        fc.constantFrom('me', 'me/social'),
        fc.oneof(fc.constant('A new bio'), anyText),
        async (impostor, path, bio) => {
          const { status } = await answer(path, {
            method: path === 'me' ? 'PATCH' : 'PUT',
            token: wolf.token,
            self: wolf.id,
            body: path === 'me' ? { ...impostor, bio } : { ...impostor, twitch: null },
          })
          expect([200, 400, 409, 422]).toContain(status)
          const me = await answer('me', { token: wolf.token, self: wolf.id })
          expect((me.body as { id: number; username: string }).id).toBe(wolf.id)
          expect((me.body as { username: string }).username).toBe(ownUsername)
        },
      ),
    )
    expect(recordsOf(other)).toBe(before)
  }, 60_000)

  test('POST /api/teams: the caller becomes the manager, whoever the body names', async () => {
    await check(
      fc.asyncProperty(fc.integer({ min: 2, max: 40 }), fc.nat(999), async (other, n) => {
        const { lone_wolf: wolf } = await fresh('lone_wolf')
        if (other === wolf.id) return
        const before = recordsOf(other)
        const impostor = fc.sample(impostorFields(other), { seed: n, numRuns: 1 })[0]
        const { status, body } = await answer('teams', {
          method: 'POST',
          token: wolf.token,
          self: wolf.id,
          body: {
            ...impostor,
            name: `Wolves ${n}`,
            tag: `W${n}`,
            platform: 'playstation',
            primaryColor: '#112233',
            secondaryColor: '#ffffff',
          },
        })
        expect(status).toBe(201)
        const { team } = body as { team: { id: number } }
        const managers = db.memberships.findMany((q) =>
          q.where({ teamId: team.id, role: 'manager' }),
        )
        expect(managers.map((m) => m.userId)).toEqual([wolf.id])
        expect(recordsOf(other)).toBe(before)
      }),
      30,
    )
  }, 60_000)

  test('POST /api/notifications/read: another user’s notification ids stay unread', async () => {
    const { demo } = await fresh('demo')
    const others = db.notifications.all().filter((n) => n.userId !== demo.id && !n.read)
    const otherIds = others.map((n) => n.id)
    expect(otherIds.length).toBeGreaterThan(0)
    await check(
      fc.asyncProperty(
        fc.subarray(otherIds, { minLength: 1, maxLength: Math.min(20, otherIds.length) }),
        fc.boolean(),
        async (ids, withOwn) => {
          const own = withOwn ? db.notifications.findMany((q) => q.where({ userId: demo.id })) : []
          const { status } = await answer('notifications/read', {
            method: 'POST',
            token: demo.token,
            self: demo.id,
            body: { ids: [...ids, ...own.map((n) => n.id)] },
          })
          expect([200, 404, 422]).toContain(status)
          for (const id of ids) {
            expect(db.notifications.findFirst((q) => q.where({ id }))?.read, `${id}`).toBe(false)
          }
        },
      ),
    )
  }, 60_000)

  test('another player’s infraction, invitation or registration is not found for the caller', async () => {
    const { demo } = await fresh('demo')
    const infractions = db.infractions.all().filter((i) => i.playerId !== demo.id)
    const invitations = db.invitations.all().filter((i) => i.playerId !== demo.id)
    const registrations = db.registrations.all().filter((r) => r.teamId !== NORTHSIDE)
    const before = JSON.stringify([infractions, invitations, registrations])
    await check(
      fc.asyncProperty(
        fc.oneof(
          fc
            .constantFrom(...infractions)
            .map((i) => ['POST', `me/infractions/${i.id}/appeal`] as const),
          fc
            .tuple(fc.constantFrom(...invitations), fc.constantFrom('accept', 'decline'))
            .map(([i, action]) => ['POST', `invitations/${i.id}/${action}`] as const),
          fc
            .constantFrom(...registrations)
            .map((r) => ['DELETE', `registrations/${r.id}`] as const),
        ),
        async ([method, path]) => {
          const { status } = await answer(path, {
            method,
            token: demo.token,
            self: demo.id,
            body: method === 'POST' ? { text: 'x'.repeat(40) } : undefined,
          })
          // 403 where the docs say the caller is "not the invited player"; 404 where they hide it.
          expect([403, 404], path).toContain(status)
        },
      ),
    )
    const after = [
      db.infractions.all().filter((i) => i.playerId !== demo.id),
      db.invitations.all().filter((i) => i.playerId !== demo.id),
      db.registrations.all().filter((r) => r.teamId !== NORTHSIDE),
    ]
    expect(JSON.stringify(after)).toBe(before)
  }, 60_000)
})

/** True when the server accepted (`ok`); otherwise the refusal must be one of `refused`. */
function accepted(status: number, ok: number, refused: readonly number[]): boolean {
  if (status === ok) return true
  expect(refused).toContain(status)
  return false
}

/**
 * What the shared request schema makes of `field` in `body` (trimmed; a team name's control
 * characters collapsed), or undefined when the schema refuses it, or when the server refuses it in
 * any field whatever the schema (text no one can read: mocks/lib/body.ts): the server must agree.
 */
function normalised(schema: z.ZodType, body: Record<string, unknown>, field: string): unknown {
  if (Object.keys(unreadableText(body)).length > 0) return undefined
  const parsed = schema.safeParse(body)
  return parsed.success ? (parsed.data as Record<string, unknown>)[field] : undefined
}

describe('validation round trips: the server accepts what the shared schema accepts, and shows it back as the schema normalised it', () => {
  test('PATCH /api/me bio, then GET /api/me', async () => {
    const { demo } = await fresh('demo')
    await check(
      fc.asyncProperty(anyText, async (bio) => {
        const patch = await answer('me', {
          method: 'PATCH',
          token: demo.token,
          self: demo.id,
          body: { bio },
        })
        const expected = normalised(updateProfileRequestSchema, { bio }, 'bio')
        expect(patch.status === 200, bio).toBe(expected !== undefined)
        if (!accepted(patch.status, 200, [422])) return
        const me = await answer('me', { token: demo.token, self: demo.id })
        expect((me.body as { bio: string }).bio).toBe(expected)
      }),
    )
  }, 60_000)

  test('POST /api/message content, then the conversation', async () => {
    const { demo } = await fresh('demo')
    await check(
      fc.asyncProperty(anyText, async (content) => {
        const sent = await answer('message', {
          method: 'POST',
          token: demo.token,
          self: demo.id,
          body: { senderId: demo.id, receiverId: 2, content },
        })
        const expected = normalised(
          sendMessageRequestSchema,
          { senderId: demo.id, receiverId: 2, content },
          'content',
        )
        expect(sent.status === 201, content).toBe(expected !== undefined)
        if (!accepted(sent.status, 201, [422])) return
        const { message } = sent.body as { message: { id: number; content: string } }
        expect(message.content).toBe(expected)
        const thread = await answer('messages?user2=2', { token: demo.token, self: demo.id })
        const shown = (thread.body as { id: number; content: string }[]).find(
          (m) => m.id === message.id,
        )
        expect(shown?.content).toBe(expected)
      }),
    )
  }, 60_000)

  test('PATCH /api/teams/{id} name and description, then GET /api/teams/{id}', async () => {
    const { rivera_fc: rivera } = await fresh('rivera_fc')
    await check(
      fc.asyncProperty(
        fc.option(anyText, { nil: undefined }),
        fc.option(anyText, { nil: undefined }),
        async (name, description) => {
          const patch = await answer(`teams/${NORTHSIDE}`, {
            method: 'PATCH',
            token: rivera.token,
            self: rivera.id,
            body: { name, description },
          })
          const parsed = updateTeamRequestSchema.safeParse({ name, description })
          const readable = Object.keys(unreadableText({ name, description })).length === 0
          // 409: the name is another team's; every other refusal is the schema's, or the server's
          // for text no one can read.
          if (patch.status !== 409) expect(patch.status === 200).toBe(parsed.success && readable)
          if (!accepted(patch.status, 200, [409, 422])) return
          const { team } = (await answer(`teams/${NORTHSIDE}`, { token: rivera.token })).body as {
            team: { name: string; description: string }
          }
          expect((patch.body as { team: unknown }).team).toEqual(team)
          if (name !== undefined) expect(team.name).toBe(parsed.data?.name)
          if (description !== undefined) expect(team.description).toBe(parsed.data?.description)
        },
      ),
    )
  }, 60_000)

  test('POST /api/me/infractions/{id}/appeal text, then GET /api/me/infractions', async () => {
    await check(
      fc.asyncProperty(
        fc.oneof(anyText, fc.string({ minLength: 20, maxLength: 60, unit: 'grapheme' })),
        async (text) => {
          const { demo } = await fresh('demo')
          const active = db.infractions.findFirst((q) =>
            q.where({ playerId: demo.id, status: 'active', appeal: null }),
          )
          if (active === undefined) throw new Error('demo has no active infraction')
          const sent = await answer(`me/infractions/${active.id}/appeal`, {
            method: 'POST',
            token: demo.token,
            self: demo.id,
            body: { text },
          })
          const expected = normalised(appealInfractionRequestSchema, { text }, 'text')
          expect(sent.status === 200).toBe(expected !== undefined)
          if (!accepted(sent.status, 200, [422])) return
          const list = await answer('me/infractions', { token: demo.token, self: demo.id })
          const shown = (
            list.body as { items: { id: number; appeal: { text: string } | null }[] }
          ).items.find((i) => i.id === active.id)
          expect(shown?.appeal?.text).toBe(expected)
        },
      ),
      30,
    )
  }, 60_000)
})

describe('doing it twice: the second time is a 4xx and changes nothing', () => {
  test('withdraw, cancel, decline, appeal, unsubscribe, leave, sign out, remove the avatar', async () => {
    const actions = [
      { who: 'rivera_fc', method: 'DELETE', path: () => `registrations/${pendingRegistration()}` },
      { who: 'rivera_fc', method: 'POST', path: () => `invitations/${pendingInvitation()}/cancel` },
      {
        who: 'lone_wolf',
        method: 'POST',
        path: () => `invitations/${pendingInvitation()}/decline`,
      },
      {
        who: 'demo',
        method: 'POST',
        path: () => `me/infractions/${activeInfraction()}/appeal`,
        body: { text: 'I was not in that match thread at all.' },
      },
      { who: 'maya_goals', method: 'POST', path: () => `teams/${NORTHSIDE}/leave` },
      { who: 'demo', method: 'POST', path: () => 'logout' },
      { who: 'rivera_fc', method: 'DELETE', path: () => 'me/avatar' },
      { who: 'demo', method: 'POST', path: () => 'notifications/read', body: {} },
    ] as const
    await check(
      fc.asyncProperty(fc.constantFrom(...actions), async (action) => {
        const sessions = await fresh(action.who)
        const { token, id } = sessions[action.who]
        const path = action.path()
        const options = {
          method: action.method,
          token,
          self: id,
          body: 'body' in action ? action.body : undefined,
        }
        const first = await answer(path, options)
        expect(first.status, path).toBeLessThan(300)
        const state = recordsOf(id)
        const second = await answer(path, options)
        // Marking read is the one documented idempotent write: the same answer again.
        if (path === 'notifications/read') expect(second.text).toBe(first.text)
        else if (path === 'me/avatar') expect(second.status).toBe(204)
        else expect([401, 403, 404, 409], path).toContain(second.status)
        expect(recordsOf(id), path).toBe(state)
      }),
      30,
    )
  }, 60_000)

  test('subscribe then cancel twice: 409 already_cancelled, never 500', async () => {
    const { demo } = await fresh('demo')
    const subscribe = {
      planId: 'monthly',
      paymentMethod: { cardNumber: '4242 4242 4242 4242', expiry: '08/28', cvc: '123' },
    }
    const options = { token: demo.token, self: demo.id }
    expect(
      (await answer('me/subscription', { ...options, method: 'POST', body: subscribe })).status,
    ).toBe(201)
    expect(
      (await answer('me/subscription', { ...options, method: 'POST', body: subscribe })).status,
    ).toBe(409)
    expect((await answer('me/subscription', { ...options, method: 'DELETE' })).status).toBe(200)
    const again = await answer('me/subscription', { ...options, method: 'DELETE' })
    expect(again).toMatchObject({ status: 409, body: { code: 'already_cancelled' } })
  })
})

function pendingRegistration(): number {
  const found = db.registrations.findFirst((q) => q.where({ teamId: NORTHSIDE, status: 'pending' }))
  if (found === undefined) throw new Error('no pending registration of Northside')
  return found.id
}

function pendingInvitation(): number {
  const wolf = db.users.findFirst((q) => q.where({ username: 'lone_wolf' }))
  const found = db.invitations.findFirst((q) =>
    q.where({ teamId: NORTHSIDE, playerId: wolf?.id ?? 0, status: 'pending' }),
  )
  if (found === undefined) throw new Error('no pending invitation of lone_wolf from Northside')
  return found.id
}

function activeInfraction(): number {
  const found = db.infractions.findFirst((q) =>
    q.where({ playerId: 1, status: 'active', appeal: null }),
  )
  if (found === undefined) throw new Error('demo has no active infraction')
  return found.id
}
