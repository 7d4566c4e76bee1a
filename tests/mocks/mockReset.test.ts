/** POST /api/__mock/reset with `{ "size": "large" }`: the mock-only switch `npm run bench` uses. */
import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import { db, onDbReset, resetDb } from '@mocks/db'
import { LARGE_PLAYERS } from '@mocks/seed/build'
import { LONG_CONVERSATION_LENGTH } from '@mocks/seed/conversations'
import { call, json, signIn } from './client'

describe('POST /api/__mock/reset', () => {
  test('{ size: "large" } reseeds with the large seed; signed-in demo users stay signed in', async () => {
    const standardUsers = db.users.count()
    const { token } = await signIn('demo')

    const response = await call('__mock/reset', { method: 'POST', body: { size: 'large' } })
    expect(response.status).toBe(204)
    expect(db.users.count()).toBe(DEMO_ACCOUNTS.length + LARGE_PLAYERS)
    expect(db.messages.count()).toBeGreaterThan(LONG_CONVERSATION_LENGTH)
    expect((await call('verify-token', { method: 'POST', token })).status).toBe(200)

    // No body (the Settings panel's "Reset demo data"): back to the standard seed.
    expect((await call('__mock/reset', { method: 'POST' })).status).toBe(204)
    expect(db.users.count()).toBe(standardUsers)
    await resetDb()
  })

  test('a request that arrives during a reset waits for it, and finds its session', async () => {
    const { token } = await signIn('demo')
    // A slow reset (the large seed takes seconds on a phone or a busy server): a request arrives
    // while the collections are seeded and the sessions not yet put back.
    let during: Promise<Response> | undefined
    const stop = onDbReset(async () => {
      during = call('verify-token', { method: 'POST', token })
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    try {
      expect((await call('__mock/reset', { method: 'POST' })).status).toBe(204)
    } finally {
      stop()
    }
    expect((await during)?.status).toBe(200)
  })

  test('refuses an unknown size (422) and a body that is not JSON (400)', async () => {
    const unknown = await call('__mock/reset', { method: 'POST', body: { size: 'huge' } })
    expect(unknown.status).toBe(422)
    expect((await json<ApiError>(unknown)).code).toBe('validation_failed')
    expect((await call('__mock/reset', { method: 'POST', body: '{' })).status).toBe(400)
  })
})
