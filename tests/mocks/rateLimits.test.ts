/**
 * Rate limits (mocks/lib/rateLimit.ts, docs/api/accounts.md "Rate limits"): guessing a password,
 * at sign-in or behind a stolen session, and asking for emails stop with 429 and Retry-After; the
 * window passes on the mock's clock, and a reset forgets it.
 */
import { describe, expect, test } from 'vitest'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { advanceClock } from '@mocks/clock'
import { LIMITS, resetRateLimits } from '@mocks/lib/rateLimit'
import { call, json, signIn } from './client'

const signInWith = (username: string, password: string, language = 'en') =>
  call('login', { method: 'POST', body: { username, password }, language })

async function failSignIns(username: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await signInWith(username, 'not-the-password1')).status).toBe(401)
  }
}

describe('signing in', () => {
  test('after five wrong passwords the account waits, even for the right one, in the caller’s language', async () => {
    await failSignIns('demo', LIMITS.accountFailures.attempts)
    const locked = await signInWith('demo', DEMO_PASSWORD, 'es')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBe(15 * 60)
    expect(await json(locked)).toEqual({
      error:
        'Demasiados intentos. Por la seguridad de tu cuenta, espera unos minutos antes de volver a intentarlo.',
      code: 'too_many_attempts',
    })
    // Another account is not locked by it, and the email address names the same account.
    expect((await signInWith('rivera_fc', DEMO_PASSWORD)).status).toBe(200)
    expect((await signInWith('DEMO@gvlusa.example', DEMO_PASSWORD)).status).toBe(429)
  })

  test('the window passes on the clock, and a success forgets the failures before it', async () => {
    await failSignIns('demo', LIMITS.accountFailures.attempts)
    advanceClock(LIMITS.accountFailures.windowMs)
    expect((await signInWith('demo', DEMO_PASSWORD)).status).toBe(200)
    // Four more failures after a success do not lock: the count started again.
    await failSignIns('demo', LIMITS.accountFailures.attempts - 1)
    expect((await signInWith('demo', DEMO_PASSWORD)).status).toBe(200)
  })

  test('one client guessing across many names is stopped too, and an unknown name counts like an account', async () => {
    const names = Array.from({ length: LIMITS.clientFailures.attempts }, (_, i) => `nobody_${i}`)
    for (const name of names) expect((await signInWith(name, 'guess-1234')).status).toBe(401)
    expect((await signInWith('maya_goals', DEMO_PASSWORD)).status).toBe(429)
    resetRateLimits()
    await failSignIns('nobody_here', LIMITS.accountFailures.attempts)
    expect((await signInWith('nobody_here', 'guess-1234')).status).toBe(429)
  })

  test('a reset of the demo forgets every limit', async () => {
    await failSignIns('demo', LIMITS.accountFailures.attempts)
    expect((await call('__mock/reset', { method: 'POST' })).status).toBe(204)
    expect((await signInWith('demo', DEMO_PASSWORD)).status).toBe(200)
  })
})

describe('changing the password', () => {
  test('wrong current passwords count with the account’s failed sign-ins', async () => {
    const { token } = await signIn('demo')
    const change = (currentPassword: string) =>
      call('me/password', {
        method: 'PUT',
        token,
        body: { currentPassword, newPassword: 'n3w-secret-9' },
      })
    for (let attempt = 0; attempt < LIMITS.accountFailures.attempts; attempt += 1) {
      expect((await change('not-the-password1')).status).toBe(422)
    }
    const locked = await change(DEMO_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).not.toBeNull()
    // Signing in is locked as well: it is the same account's guesses.
    expect((await signInWith('demo', DEMO_PASSWORD)).status).toBe(429)
  })
})

describe('emails', () => {
  test('an address gets three sign-up or activation emails an hour, then waits', async () => {
    const resend = () =>
      call('activate/resend', { method: 'POST', body: { email: 'late@example.com' } })
    for (let attempt = 0; attempt < LIMITS.addressMails.attempts; attempt += 1) {
      expect((await resend()).status).toBe(202)
    }
    const limited = await resend()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBe(60 * 60)
    advanceClock(LIMITS.addressMails.windowMs)
    expect((await resend()).status).toBe(202)
  })

  test('one client asking for many addresses is stopped after ten', async () => {
    for (let attempt = 0; attempt < LIMITS.clientMails.attempts; attempt += 1) {
      const email = `visitor${attempt}@example.com`
      expect((await call('activate/resend', { method: 'POST', body: { email } })).status).toBe(202)
    }
    const signUp = await call('register', {
      method: 'POST',
      body: {
        username: 'one_more',
        email: 'one.more@example.com',
        password: 'goodpass123',
        platform: 'pc',
        acceptTerms: true,
      },
    })
    expect(signUp.status).toBe(429)
  })
})

describe('guesses sent at once', () => {
  test('twenty wrong passwords sent together still stop at five', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signInWith('demo', 'not-the-password1')),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LIMITS.accountFailures.attempts,
    )
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      20 - LIMITS.accountFailures.attempts,
    )
  })

  test('a right password takes its attempt back: it does not use up the client’s failures', async () => {
    for (let attempt = 0; attempt < LIMITS.clientFailures.attempts + 5; attempt += 1) {
      expect((await signInWith('rivera_fc', DEMO_PASSWORD)).status).toBe(200)
    }
  })
})
