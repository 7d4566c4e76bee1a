import { afterEach, describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import { SEED_NOW } from '@mocks/clock'
import { db } from '@mocks/db'
import { createSession } from '@mocks/lib/auth'
import {
  AREAS,
  getScenario,
  nextLatencyMs,
  parseScenario,
  persistScenario,
  resetScenario,
  setScenario,
  setScenarioDefaults,
} from '@mocks/scenarios'
import { call, json, signIn } from './client'

describe('parseScenario', () => {
  test.each([
    ['?mock=slow', { latency: 2000, failing: [], empty: [], clockOffsetMs: 0 }],
    ['?mock=fail:messages', { latency: 0, failing: ['messages'], empty: [], clockOffsetMs: 0 }],
    [
      '?mock=empty:messages,empty:notifications',
      { latency: 0, failing: [], empty: ['messages', 'notifications'], clockOffsetMs: 0 },
    ],
    ['?mock=slow,fail:auth', { latency: 2000, failing: ['auth'], empty: [], clockOffsetMs: 0 }],
    ['?mock=fail', { latency: 0, failing: [...AREAS], empty: [], clockOffsetMs: 0 }],
    ['?mock=latency:750,empty', { latency: 750, failing: [], empty: [...AREAS], clockOffsetMs: 0 }],
    [
      '?mock=realistic,fail:nonsense,whatever',
      { latency: 'realistic', failing: [], empty: [], clockOffsetMs: 0 },
    ],
    ['?mock=', { latency: 0, failing: [], empty: [], clockOffsetMs: 0 }],
  ])('reads %s', (search, expected) => {
    expect(parseScenario(search)).toEqual(expected)
  })

  test('is null without a mock parameter', () => {
    expect(parseScenario('?route=/')).toBeNull()
    expect(parseScenario(new URLSearchParams())).toBeNull()
  })
})

describe('a failing area', () => {
  test('answers 503 service_unavailable for its endpoints only', async () => {
    const { token } = await signIn('demo')
    setScenario({ failing: ['messages'] })

    const failed = await call('messages/users', { token })
    expect(failed.status).toBe(503)
    expect(failed.headers.get('Retry-After')).toBe('5')
    expect(await json<ApiError>(failed)).toEqual({
      error: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'service_unavailable',
    })
    expect((await call('message', { method: 'POST', token, body: {} })).status).toBe(503)
    expect((await call('notifications', { token })).status).toBe(200)
  })

  test('fails before anything is stored', async () => {
    const { token, id } = await signIn('demo')
    setScenario({ failing: ['messages'] })
    const count = db.messages.count()
    await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: 2, content: 'hi' },
    })
    expect(db.messages.count()).toBe(count)
  })
})

describe('an empty area', () => {
  test('answers its empty lists', async () => {
    const { token } = await signIn('demo')
    setScenario({ empty: ['messages', 'notifications'] })
    expect(await json(await call('messages/users', { token }))).toEqual([])
    expect(await json(await call('messages?user2=2', { token }))).toEqual([])
    expect(await json(await call('notifications', { token }))).toEqual({ items: [], unread: 0 })
  })

  test('still requires a token', async () => {
    setScenario({ empty: ['messages'] })
    expect((await call('messages/users')).status).toBe(401)
  })
})

describe('latency', () => {
  test('delays answers by the scenario latency', async () => {
    setScenario({ latency: 120 })
    const started = performance.now()
    await call('messages/users')
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })

  test("'realistic' is 150-400 ms, in the same sequence every run", () => {
    setScenario({ latency: 'realistic' })
    const values = Array.from({ length: 200 }, () => nextLatencyMs())
    expect(Math.min(...values)).toBeGreaterThanOrEqual(150)
    expect(Math.max(...values)).toBeLessThanOrEqual(400)
    expect(new Set(values).size).toBeGreaterThan(50)
  })
})

describe('persistence of the choice', () => {
  /** A store as the app's tab keeps it: one saved value, or none. */
  const memoryStore = (saved: string | null = null) => {
    const store = {
      saved,
      read: () => store.saved,
      write: (value: string | null) => {
        store.saved = value
      },
    }
    return store
  }

  afterEach(() => persistScenario(null))

  test('saves every change to the given store and restores it', () => {
    const store = memoryStore()
    persistScenario(store)
    setScenario({ failing: ['auth'] })
    expect(JSON.parse(store.saved ?? 'null')).toEqual({
      latency: 0,
      failing: ['auth'],
      empty: [],
      clockOffsetMs: 0,
    })

    setScenario({ failing: [] })
    // Saved before the clock was part of the scenario: the clock is not moved.
    persistScenario(memoryStore(JSON.stringify({ latency: 5, failing: [], empty: ['messages'] })))
    expect(getScenario()).toEqual({
      latency: 5,
      failing: [],
      empty: ['messages'],
      clockOffsetMs: 0,
    })
  })

  test('drops a saved value that does not parse', () => {
    const store = memoryStore('{"latency": "warp"}')
    persistScenario(store)
    expect(store.saved).toBeNull()
    expect(getScenario()).toEqual({ latency: 0, failing: [], empty: [], clockOffsetMs: 0 })
  })

  test('resetScenario goes back to the defaults the app set', () => {
    setScenarioDefaults({ latency: 'realistic' })
    try {
      setScenario({ latency: 0, failing: ['auth'] })
      expect(resetScenario()).toEqual({
        latency: 'realistic',
        failing: [],
        empty: [],
        clockOffsetMs: 0,
      })
    } finally {
      setScenarioDefaults({ latency: 0 })
    }
  })
})

describe('the mock admin endpoints', () => {
  test('GET and PUT /api/__mock/scenario read and change the scenario', async () => {
    expect(await json(await call('__mock/scenario'))).toEqual({
      latency: 0,
      failing: [],
      empty: [],
      clockOffsetMs: 0,
      areas: [...AREAS],
      now: SEED_NOW.toISOString(),
    })
    const put = await call('__mock/scenario', {
      method: 'PUT',
      body: { failing: ['notifications'] },
    })
    expect(await json(put)).toEqual({
      latency: 0,
      failing: ['notifications'],
      empty: [],
      clockOffsetMs: 0,
      areas: [...AREAS],
      now: SEED_NOW.toISOString(),
    })
    expect(getScenario().failing).toEqual(['notifications'])

    const reset = await call('__mock/scenario', { method: 'PUT', body: { reset: true } })
    expect(await json(reset)).toEqual({
      latency: 0,
      failing: [],
      empty: [],
      clockOffsetMs: 0,
      areas: [...AREAS],
      now: SEED_NOW.toISOString(),
    })
  })

  test('PUT /api/__mock/scenario answers 422 for an unknown area', async () => {
    const response = await call('__mock/scenario', {
      method: 'PUT',
      body: { failing: ['nonsense'] },
    })
    expect(response.status).toBe(422)
  })

  test('POST /api/__mock/reset restores the seed and keeps seeded users signed in', async () => {
    const { token, id } = await signIn('demo')
    await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: 2, content: 'hi' },
    })
    const seeded = db.messages.count() - 1
    const demo = db.users.all()[0]
    if (demo === undefined) throw new Error('no seeded user')
    const newcomer = await db.users.create({ ...demo, id: 500, username: 'newcomer' })
    await createSession(newcomer.id)

    expect((await call('__mock/reset', { method: 'POST' })).status).toBe(204)
    expect(db.messages.count()).toBe(seeded)
    expect(db.sessions.all().map((session) => session.token)).toEqual([token])
    expect((await call('verify-token', { method: 'POST', token })).status).toBe(200)
  })

  test('keep working while every area fails', async () => {
    setScenario({ failing: ['auth', 'messages', 'notifications'], latency: 5_000 })
    const started = performance.now()
    expect((await call('__mock/scenario')).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
