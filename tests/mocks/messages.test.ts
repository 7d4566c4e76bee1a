import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import {
  messageSchema,
  partnerSchema,
  sendMessageResponseSchema,
  type ApiError,
  type Message,
  type NotificationsResponse,
  type Partner,
} from '@/api/contracts'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { call, json, signIn } from './client'
import { user } from './seedLookup'

const partnersSchema = z.array(partnerSchema.strict())
const messagesSchema = z.array(messageSchema.strict())

function userId(username: string): number {
  const user = db.users.findFirst((q) => q.where({ username }))
  if (user === undefined) throw new Error(`no seeded ${username}`)
  return user.id
}

async function partners(token: string): Promise<Partner[]> {
  const response = await call('messages/users', { token })
  expect(response.status).toBe(200)
  return partnersSchema.parse(await response.json())
}

async function conversation(token: string, user2: number): Promise<Message[]> {
  const response = await call(`messages?user2=${user2}`, { token })
  expect(response.status).toBe(200)
  return messagesSchema.parse(await response.json())
}

function send(token: string, body: unknown, language?: string) {
  return call('message', { method: 'POST', token, body, language })
}

describe('GET /api/messages/users', () => {
  test("lists the caller's partners, most recent conversation first, with the last message", async () => {
    const { token } = await signIn('demo')
    const list = await partners(token)
    expect(list.map((p) => p.username)).toEqual([
      'rivera_fc',
      'maya_goals',
      'lone_wolf',
      'NutmegNate',
    ])
    expect(list[0]).toEqual({
      id: userId('rivera_fc'),
      username: 'rivera_fc',
      avatar: user('rivera_fc').avatar,
      last_message: 'And stay tight on their RB, he bombs forward every chance he gets.',
    })
  })

  test("is each caller's own: another user sees their own partners", async () => {
    const { token } = await signIn('lone_wolf')
    const list = await partners(token)
    expect(list.map((p) => p.username)).toEqual(['demo', 'rivera_fc'])
  })

  test('answers 401 without a valid token', async () => {
    expect((await call('messages/users')).status).toBe(401)
    expect((await call('messages/users', { token: 'a'.repeat(64) })).status).toBe(401)
  })
})

describe('GET /api/messages?user2=', () => {
  test('answers the conversation with that user, oldest first', async () => {
    const { token, id } = await signIn('demo')
    const rivera = userId('rivera_fc')
    const messages = await conversation(token, rivera)
    expect(messages).toHaveLength(7)
    expect(messages[0]?.content).toMatch(/^Lineup for Saturday/)
    for (const message of messages) {
      expect([message.sender_id, message.receiver_id].sort()).toEqual([id, rivera].sort())
    }
    const times = messages.map((m) => m.created_at)
    expect(times).toEqual([...times].sort())
  })

  test("never answers other users' conversations", async () => {
    // lone_wolf talks to demo and to rivera_fc; demo asking for lone_wolf sees only their own.
    const { token, id } = await signIn('demo')
    const messages = await conversation(token, userId('lone_wolf'))
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) {
      expect([message.sender_id, message.receiver_id]).toContain(id)
    }
    // rivera_fc and CDM_Marcus talk; demo asking for CDM_Marcus sees nothing.
    expect(await conversation(token, userId('CDM_Marcus'))).toEqual([])
  })

  test.each(['', 'abc', '0', '-3', '1.5', '1e3', '99999999999999999999'])(
    'answers 400 for user2=%s',
    async (value) => {
      const { token } = await signIn('demo')
      const response = await call(`messages?user2=${value}`, { token })
      expect(response.status).toBe(400)
      expect(await json<ApiError>(response)).toMatchObject({
        code: 'invalid_query',
        fieldErrors: { user2: expect.any(String) },
      })
    },
  )

  test('answers 400 without user2', async () => {
    const { token } = await signIn('demo')
    const response = await call('messages', { token })
    expect(response.status).toBe(400)
    expect(await json<ApiError>(response)).toMatchObject({
      fieldErrors: { user2: 'This field is required.' },
    })
  })

  test('answers 404 for a user that does not exist', async () => {
    const { token } = await signIn('demo')
    const response = await call('messages?user2=9999', { token })
    expect(response.status).toBe(404)
    expect(await json<ApiError>(response)).toEqual({
      error: 'User not found',
      code: 'user_not_found',
    })
  })

  test('answers 401 without a token', async () => {
    expect((await call('messages?user2=2')).status).toBe(401)
  })
})

describe('POST /api/message', () => {
  test('stores the trimmed message and answers 201 with it', async () => {
    const { token, id } = await signIn('demo')
    const receiverId = userId('maya_goals')
    advanceClock(60_000)
    const response = await send(token, {
      senderId: id,
      receiverId,
      content: '  See you at 9:30 ET!  ',
    })
    expect(response.status).toBe(201)
    const { message } = sendMessageResponseSchema.strict().parse(await response.json())
    expect(message).toEqual({
      id: expect.any(Number),
      sender_id: id,
      receiver_id: receiverId,
      content: 'See you at 9:30 ET!',
      created_at: '2026-03-14T18:01:00.000Z',
    })
    expect((await conversation(token, receiverId)).at(-1)).toEqual(message)
  })

  test("puts the conversation first in both partners' lists", async () => {
    const demo = await signIn('demo')
    const keisha = await signIn('KeeperKeisha')
    await send(demo.token, {
      senderId: demo.id,
      receiverId: keisha.id,
      content: 'Trial on Thursday?',
    })

    const [demoFirst] = await partners(demo.token)
    const [keishaFirst] = await partners(keisha.token)
    expect(demoFirst).toMatchObject({ id: keisha.id, last_message: 'Trial on Thursday?' })
    expect(keishaFirst).toMatchObject({ id: demo.id, last_message: 'Trial on Thursday?' })
    expect((await conversation(keisha.token, demo.id)).map((m) => m.content)).toEqual([
      'Trial on Thursday?',
    ])
  })

  test('notifies the receiver', async () => {
    const demo = await signIn('demo')
    const maya = await signIn('maya_goals')
    const before = await json<NotificationsResponse>(
      await call('notifications', { token: maya.token }),
    )
    const response = await send(demo.token, {
      senderId: demo.id,
      receiverId: maya.id,
      content: 'Round of 16, here we come',
    })
    const { message } = sendMessageResponseSchema.parse(await response.json())

    const after = await json<NotificationsResponse>(
      await call('notifications', { token: maya.token }),
    )
    expect(after.unread).toBe(before.unread + 1)
    expect(after.items[0]).toEqual({
      id: expect.any(Number),
      type: 'message_received',
      payload: {
        sender_id: demo.id,
        sender_username: 'demo',
        message_id: message.id,
        preview: 'Round of 16, here we come',
      },
      read: false,
      created_at: message.created_at,
    })
  })

  test('answers 403 when senderId is not the caller, and stores nothing', async () => {
    const { token } = await signIn('demo')
    const count = db.messages.count()
    const response = await send(token, {
      senderId: userId('rivera_fc'),
      receiverId: userId('maya_goals'),
      content: 'Pretending to be the manager',
    })
    expect(response.status).toBe(403)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'forbidden_sender' })
    expect(db.messages.count()).toBe(count)
  })

  test('answers 404 for an unknown receiver', async () => {
    const { token, id } = await signIn('demo')
    const response = await send(token, { senderId: id, receiverId: 4242, content: 'Hello?' })
    expect(response.status).toBe(404)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'user_not_found' })
  })

  test.each([
    ['empty', '', 'This field is required.'],
    ['only spaces', '  \n\t ', 'This field is required.'],
    ['too long', 'x'.repeat(2001), 'Use at most 2,000 characters.'],
  ])('answers 422 with fieldErrors.content for content that is %s', async (_, content, text) => {
    const { token, id } = await signIn('demo')
    const response = await send(token, { senderId: id, receiverId: userId('maya_goals'), content })
    expect(response.status).toBe(422)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fieldErrors: { content: text },
    })
  })

  test('accepts exactly 2,000 characters (after trimming)', async () => {
    const { token, id } = await signIn('demo')
    const content = ` ${'x'.repeat(2000)} `
    const response = await send(token, { senderId: id, receiverId: userId('maya_goals'), content })
    expect(response.status).toBe(201)
  })

  test('answers 422 when sending to yourself', async () => {
    const { token, id } = await signIn('demo')
    const response = await send(token, { senderId: id, receiverId: id, content: 'Note to self' })
    expect(response.status).toBe(422)
    expect(await json<ApiError>(response)).toMatchObject({
      fieldErrors: { receiverId: 'You cannot send a message to yourself.' },
    })
  })

  test('answers 422 for ids that are not positive integers', async () => {
    const { token } = await signIn('demo')
    const response = await send(token, { senderId: '1', receiverId: -2, content: 'hi' })
    expect(response.status).toBe(422)
    expect(Object.keys((await json<ApiError>(response)).fieldErrors ?? {}).sort()).toEqual([
      'receiverId',
      'senderId',
    ])
  })

  test('answers 400 for a body that is not JSON', async () => {
    const { token } = await signIn('demo')
    const response = await send(token, 'content=hello')
    expect(response.status).toBe(400)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'invalid_json' })
  })

  test('answers 401 without a token, whatever the payload says', async () => {
    const response = await call('message', {
      method: 'POST',
      body: { senderId: 1, receiverId: 2, content: 'hi' },
    })
    expect(response.status).toBe(401)
  })
})
