/**
 * An /api/ address the API does not have answers 404 `not_found`, and one it has with another method
 * 405 with `Allow`, both in the error shape and the caller's language, never the app's page.
 */
import { describe, expect, test } from 'vitest'
import { call, json, signIn } from './client'

describe('unknown routes', () => {
  test('an address the API does not have is 404 not_found', async () => {
    const answer = await call('no-such-thing/42', { language: 'es' })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('Content-Language')).toBe('es')
    expect(await json(answer)).toEqual({
      error: 'La API no tiene esta dirección.',
      code: 'not_found',
    })
  })

  test('an address with a method it does not take is 405 with the methods it takes', async () => {
    const plans = await call('premium/plans', { method: 'DELETE' })
    expect(plans.status).toBe(405)
    expect(plans.headers.get('Allow')).toBe('GET')
    expect(await json(plans)).toMatchObject({ code: 'method_not_allowed' })
    const me = await call('me/subscription', { method: 'PUT' })
    expect(me.status).toBe(405)
    expect(me.headers.get('Allow')?.split(', ').sort()).toEqual(['DELETE', 'GET', 'POST'])
  })
})

describe('messages and pending accounts', () => {
  test('a pending account answers as an unknown id does: no conversation, no message', async () => {
    await call('register', {
      method: 'POST',
      body: {
        username: 'pending_one',
        email: 'pending.one@example.com',
        password: 'goodpass123',
        platform: 'pc',
        acceptTerms: true,
      },
    })
    const { db } = await import('@mocks/db')
    const pending = db.users.findFirst((q) => q.where({ username: 'pending_one' }))
    if (pending === undefined) throw new Error('the sign-up made no account')
    const { token, id } = await signIn('demo')
    const unknown = await call('messages?user2=999999', { token })
    const waiting = await call(`messages?user2=${pending.id}`, { token })
    expect(waiting.status).toBe(unknown.status)
    expect(await json(waiting)).toEqual(await json(unknown))
    const sent = await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: pending.id, content: 'Hello?' },
    })
    expect(sent.status).toBe(404)
    expect(await json(sent)).toMatchObject({ code: 'user_not_found' })
  })
})

describe('the mock’s controls', () => {
  test('a shared environment turns them off: they answer as addresses the API does not have', async () => {
    const { setMockControls } = await import('@mocks/lib/route')
    setMockControls(false)
    try {
      for (const [method, path] of [
        ['GET', '__mock/scenario'],
        ['POST', '__mock/reset'],
        ['GET', '__mock/outbox?to=demo@gvlusa.example'],
      ] as const) {
        const answer = await call(path, { method })
        expect(answer.status, path).toBe(404)
        expect(await json(answer)).toMatchObject({ code: 'not_found' })
      }
      // Another method does not reveal them either, and the API itself still answers.
      expect((await call('__mock/reset', { method: 'GET' })).status).toBe(404)
      expect((await call('premium/plans')).status).toBe(200)
    } finally {
      setMockControls(true)
    }
  })
})

describe('what is not the API', () => {
  test('a module of the app whose path holds /api/ is not answered by the API (Storybook serves it)', async () => {
    const { handlers } = await import('@mocks/handlers')
    const { getResponse } = await import('msw')
    const answer = await getResponse(
      [...handlers.unknown],
      new Request('http://localhost:6006/src/api/demoAccounts.ts'),
    )
    expect(answer).toBeUndefined()
  })
})
