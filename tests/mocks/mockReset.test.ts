/** POST /api/__mock/reset with `{ "size": "large" }`: the mock-only switch `npm run bench` uses. */
import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import { db, resetDb } from '@mocks/db'
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

  test('refuses an unknown size (422) and a body that is not JSON (400)', async () => {
    const unknown = await call('__mock/reset', { method: 'POST', body: { size: 'huge' } })
    expect(unknown.status).toBe(422)
    expect((await json<ApiError>(unknown)).code).toBe('validation_failed')
    expect((await call('__mock/reset', { method: 'POST', body: '{' })).status).toBe(400)
  })
})
