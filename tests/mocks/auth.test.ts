import { z } from 'zod'
import { describe, expect, test } from 'vitest'
import {
  apiErrorSchema,
  loginResponseSchema,
  verifyTokenResponseSchema,
  type ApiError,
} from '@/api/contracts'
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { SESSION_TTL_MS } from '@mocks/lib/auth'
import { call, json, login } from './client'

describe('POST /api/login', () => {
  test.each(DEMO_ACCOUNTS.map((account) => account.username))(
    'signs %s in with the demo password',
    async (username) => {
      const response = await call('login', {
        method: 'POST',
        body: { username, password: 'demo1234' },
      })
      expect(response.status).toBe(200)
      const body = z.strictObject(loginResponseSchema.shape).parse(await response.json())
      expect(body.user).toEqual({
        id: expect.any(Number),
        username,
        email: `${username}@gvlusa.example`,
        avatar: db.users.findFirst((q) => q.where({ username }))?.avatar ?? null,
      })
      expect(body.token).toMatch(/^[0-9a-f]{64}$/)
    },
  )

  test('accepts the email instead of the username, in any case', async () => {
    const byEmail = await login('DEMO@GvlUsa.Example')
    const byName = await login('  Demo ')
    expect(byEmail.user?.username).toBe('demo')
    expect(byName.user?.username).toBe('demo')
  })

  test('starts a session that expires seven days from now', async () => {
    const { token } = await login('demo')
    const session = db.sessions.findFirst((q) => q.where({ token }))
    expect(session?.expiresAt).toBe('2026-03-21T18:00:00.000Z')
    expect(session?.userId).toBe(1)
  })

  test('gives every sign-in a new random token', async () => {
    const first = await login('demo')
    const second = await login('demo')
    expect(first.token).not.toBe(second.token)
  })

  test.each([
    ['a wrong password', { username: 'demo', password: 'demo12345' }],
    ['an unknown username', { username: 'nobody_here', password: 'demo1234' }],
  ])('answers 401 for %s, with the same message', async (_, credentials) => {
    const response = await call('login', { method: 'POST', body: credentials })
    expect(response.status).toBe(401)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Invalid username or password',
      code: 'invalid_credentials',
    })
  })

  test('answers 403 for an account that is not activated, once the password is right', async () => {
    const response = await call('login', {
      method: 'POST',
      body: { username: 'fresh_signing', password: 'demo1234' },
    })
    expect(response.status).toBe(403)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'account_pending' })

    const guess = await call('login', {
      method: 'POST',
      body: { username: 'fresh_signing', password: 'wrong' },
    })
    expect(guess.status).toBe(401)
  })

  test('answers 400 for a body that is not JSON', async () => {
    const response = await call('login', { method: 'POST', body: '{"username": "demo",' })
    expect(response.status).toBe(400)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'invalid_json' })
  })

  test('answers 400 with fieldErrors for missing fields', async () => {
    const response = await call('login', { method: 'POST', body: { username: '   ' } })
    expect(response.status).toBe(400)
    const body = apiErrorSchema.parse(await response.json())
    expect(body.code).toBe('invalid_body')
    expect(body.fieldErrors).toEqual({
      username: 'This field is required.',
      password: 'This field is required.',
    })
  })

  test('answers 400 for an empty body', async () => {
    const response = await call('login', { method: 'POST' })
    expect(response.status).toBe(400)
  })
})

describe('POST /api/verify-token', () => {
  test('answers the user behind the token', async () => {
    const { token, user } = await login('maya_goals')
    const response = await call('verify-token', { method: 'POST', token })
    expect(response.status).toBe(200)
    expect(z.strictObject(verifyTokenResponseSchema.shape).parse(await response.json())).toEqual({
      user,
    })
  })

  test.each([
    ['no token', null, 'missing_token'],
    ['an unknown token', 'f'.repeat(64), 'invalid_token'],
    ['a malformed header', 'not a token', 'missing_token'],
  ])('answers 401 Invalid token for %s', async (_, token, code) => {
    const headers: HeadersInit = token === null ? {} : { Authorization: `Bearer ${token}` }
    const response = await fetch('http://localhost/api/verify-token', { method: 'POST', headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('WWW-Authenticate')).toContain('Bearer')
    expect(await json<ApiError>(response)).toEqual({ error: 'Invalid token', code })
  })

  test('accepts the token until it expires, then answers 401 and forgets it', async () => {
    const { token } = await login('demo')
    advanceClock(SESSION_TTL_MS - 1)
    expect((await call('verify-token', { method: 'POST', token })).status).toBe(200)

    advanceClock(1)
    const expired = await call('verify-token', { method: 'POST', token })
    expect(expired.status).toBe(401)
    expect(await json<ApiError>(expired)).toEqual({ error: 'Invalid token', code: 'token_expired' })
    expect(db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined()
  })
})

describe('POST /api/logout', () => {
  test('ends the session: the token stops working', async () => {
    const { token } = await login('demo')
    const response = await call('logout', { method: 'POST', token })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await call('verify-token', { method: 'POST', token })).status).toBe(401)
  })

  test('ends only that session', async () => {
    const phone = await login('demo')
    const laptop = await login('demo')
    await call('logout', { method: 'POST', token: phone.token })
    expect((await call('verify-token', { method: 'POST', token: laptop.token })).status).toBe(200)
  })

  test('answers 401 without a token', async () => {
    expect((await call('logout', { method: 'POST' })).status).toBe(401)
  })
})
