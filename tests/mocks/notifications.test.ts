import { describe, expect, test } from 'vitest'
import {
  markNotificationsReadResponseSchema,
  notificationsResponseSchema,
  type ApiError,
  type NotificationsResponse,
} from '@/api/contracts'
import { db } from '@mocks/db'
import { call, json, signIn } from './client'

async function list(token: string): Promise<NotificationsResponse> {
  const response = await call('notifications', { token })
  expect(response.status).toBe(200)
  return notificationsResponseSchema.parse(await response.json())
}

function markRead(token: string, body?: unknown) {
  return call('notifications/read', { method: 'POST', token, body })
}

describe('GET /api/notifications', () => {
  test("answers the caller's notifications, newest first, and the unread count", async () => {
    const { token } = await signIn('demo')
    const { items, unread } = await list(token)
    expect(unread).toBe(3)
    expect(items.filter((n) => !n.read)).toHaveLength(3)
    const times = items.map((n) => n.created_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(items[0]).toMatchObject({
      type: 'message_received',
      read: false,
      payload: { sender_username: 'rivera_fc' },
    })
    expect(items.at(-1)).toMatchObject({
      type: 'welcome',
      read: true,
      payload: { community: 'GVL USA' },
    })
  })

  test("holds only the caller's own", async () => {
    const { token, id } = await signIn('lone_wolf')
    const { items } = await list(token)
    const own = new Set(db.notifications.findMany((q) => q.where({ userId: id })).map((n) => n.id))
    expect(items.length).toBe(own.size)
    for (const item of items) expect(own.has(item.id)).toBe(true)
  })

  test('answers 401 without a token', async () => {
    expect((await call('notifications')).status).toBe(401)
  })
})

describe('POST /api/notifications/read', () => {
  test('marks the given notifications read and answers the new unread count', async () => {
    const { token } = await signIn('demo')
    const { items } = await list(token)
    const first = items.find((n) => !n.read)
    if (first === undefined) throw new Error('demo has no unread notification')

    const response = await markRead(token, { ids: [first.id] })
    expect(response.status).toBe(200)
    expect(markNotificationsReadResponseSchema.strict().parse(await response.json())).toEqual({
      unread: 2,
    })
    expect((await list(token)).items.find((n) => n.id === first.id)?.read).toBe(true)
  })

  test.each([
    ['an empty object', {}],
    ['no body at all', undefined],
  ])('marks all read for %s', async (_, body) => {
    const { token } = await signIn('demo')
    expect(await json<{ unread: number }>(await markRead(token, body))).toEqual({ unread: 0 })
    expect((await list(token)).items.every((n) => n.read)).toBe(true)
  })

  test("leaves other users' notifications alone, even when their ids are given", async () => {
    const demo = await signIn('demo')
    const maya = await signIn('maya_goals')
    await call('message', {
      method: 'POST',
      token: demo.token,
      body: { senderId: demo.id, receiverId: maya.id, content: 'gg' },
    })
    const mayaUnread = (await list(maya.token)).items.filter((n) => !n.read).map((n) => n.id)
    expect(mayaUnread.length).toBeGreaterThan(0)

    const response = await markRead(demo.token, { ids: mayaUnread })
    expect(response.status).toBe(200)
    expect((await list(maya.token)).unread).toBe(mayaUnread.length)
  })

  test('answers 422 for ids that are not positive integers', async () => {
    const { token } = await signIn('demo')
    const response = await markRead(token, { ids: ['1', 0] })
    expect(response.status).toBe(422)
    expect(await json<ApiError>(response)).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { 'ids.0': expect.any(String), 'ids.1': expect.any(String) },
    })
  })

  test('answers 400 for a body that is not JSON', async () => {
    const { token } = await signIn('demo')
    expect((await markRead(token, 'ids=1')).status).toBe(400)
  })

  test('answers 401 without a token', async () => {
    expect((await markRead('', {})).status).toBe(401)
  })
})
