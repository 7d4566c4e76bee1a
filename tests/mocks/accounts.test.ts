import { z } from 'zod'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  apiErrorSchema,
  authUserSchema,
  type ApiError,
  type NotificationsResponse,
} from '@/api/contracts'
import {
  ACCOUNTS_FIELD_ERROR_KEYS,
  ACTIVATION_TTL_HOURS,
  AVATAR_MAX_BYTES,
  activateResponseSchema,
  avatarResponseSchema,
  myProfileSchema,
  parseSocialLink,
  registerResponseSchema,
  resendActivationResponseSchema,
  updateSocialLinksResponseSchema,
  type MyProfile,
  type RegisterRequest,
} from '@/api/contracts/accounts'
import type { SocialNetwork } from '@/api/contracts/league'
import { outboxResponseSchema, type OutboxMail } from '@/api/contracts/mockOutbox'
import type { SocialLink } from '@/api/contracts/players'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { fieldCatalogue, fieldMessage, type FieldErrorKey } from '@mocks/lib/errorCatalogue'
import { verifyPassword } from '@mocks/lib/password'
import { resetScenario, setScenario } from '@mocks/scenarios'
import { BASE, call, json, login, picture, putAvatar, signIn } from './client'
import { user } from './seedLookup'

const HOUR = 60 * 60 * 1000

/** The English text of a field key, as the API answers it. */
function text(key: FieldErrorKey, max?: number): string {
  return fieldMessage('en', key, { max })
}

async function errorOf(response: Response): Promise<ApiError> {
  return json<ApiError>(response)
}

/** Every string anywhere in a JSON value, to look for what must not leak. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)])
  }
  return []
}

function expectNoPrivateFields(body: unknown, ownEmail?: string) {
  const all = strings(body)
  for (const forbidden of ['passwordHash', 'token', 'activationCode', 'activationExpiresAt']) {
    expect(all).not.toContain(forbidden)
  }
  expect(all.filter((s) => s.includes('pbkdf2$'))).toEqual([])
  const emails = all.filter((s) => /^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(s))
  expect(emails.filter((email) => email !== ownEmail)).toEqual([])
}

// --- Registration ----------------------------------------------------------------------------------

const NEW_PLAYER = {
  username: 'New_Striker9',
  email: 'New.Striker@Example.com',
  password: 'goals4days',
  platform: 'xbox',
  acceptTerms: true,
} satisfies RegisterRequest

function register(body: unknown, language?: string) {
  return call('register', { method: 'POST', body, language })
}

function codeOf(link: string): string {
  const code = new URL(link, BASE).searchParams.get('code')
  if (code === null) throw new Error(`no code in ${link}`)
  return code
}

/** The emails the mock API sent to `email`, newest first (the demo's outbox). */
async function outbox(email: string): Promise<OutboxMail[]> {
  const response = await call(`__mock/outbox?to=${encodeURIComponent(email)}`)
  expect(response.status).toBe(200)
  return outboxResponseSchema.strict().parse(await response.json()).items
}

async function newestMail(email: string): Promise<OutboxMail> {
  const [mail] = await outbox(email)
  if (mail === undefined) throw new Error(`no email to ${email}`)
  return mail
}

/** Signs up NEW_PLAYER (with `overrides`) and answers the code of the link the email carries. */
async function registerNew(overrides: Partial<RegisterRequest> = {}): Promise<string> {
  const response = await register({ ...NEW_PLAYER, ...overrides })
  expect(response.status).toBe(201)
  const { email } = registerResponseSchema.strict().parse(await response.json())
  const mail = await newestMail(email)
  expect(mail.kind).toBe('activation')
  return codeOf(mail.link)
}

async function fieldErrorsOfRegister(overrides: Record<string, unknown>) {
  const response = await register({ ...NEW_PLAYER, ...overrides })
  expect(response.status).toBe(422)
  const body = await errorOf(response)
  expect(body.code).toBe('validation_failed')
  return body.fieldErrors ?? {}
}

describe('POST /api/register', () => {
  test('creates a pending account and mails its link; the answer carries the address alone', async () => {
    const response = await register(NEW_PLAYER)
    expect(response.status).toBe(201)
    const body = registerResponseSchema.strict().parse(await response.json())
    expect(body).toEqual({ email: 'new.striker@example.com' })
    const mail = await newestMail('new.striker@example.com')
    expect(mail).toMatchObject({
      to: 'new.striker@example.com',
      kind: 'activation',
      username: 'New_Striker9',
    })
    expect(mail.link).toMatch(/^\/activate\?code=[0-9a-f]{32}$/)

    const record = user('New_Striker9')
    expect(record).toMatchObject({
      email: 'new.striker@example.com',
      status: 'pending',
      platform: 'xbox',
      country: 'US',
      primaryPosition: 'CM',
      role: 'player',
      avatar: null,
      freeAgent: false,
      activationCode: codeOf(mail.link),
      activatedAt: null,
    })
    expect(record.passwordHash).toMatch(/^pbkdf2\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(await verifyPassword('goals4days', record.passwordHash)).toBe(true)
    expect(Date.parse(record.activationExpiresAt ?? '')).toBe(
      Date.parse(record.createdAt) + ACTIVATION_TTL_HOURS * HOUR,
    )
    expectNoPrivateFields(body, 'new.striker@example.com')
  })

  test('a pending account cannot sign in yet', async () => {
    await registerNew()
    const response = await call('login', {
      method: 'POST',
      body: { username: 'new_striker9', password: 'goals4days' },
    })
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('account_pending')
  })

  test('takes an optional country (either case) and main position', async () => {
    await registerNew({ country: 'mx', primaryPosition: 'GK' })
    expect(user('New_Striker9')).toMatchObject({ country: 'MX', primaryPosition: 'GK' })
  })

  test('ignores fields a player may not set: the account is pending and a player', async () => {
    await registerNew({
      ...NEW_PLAYER,
      ...({ status: 'active', role: 'staff', id: 1 } as object),
    })
    expect(user('New_Striker9')).toMatchObject({ status: 'pending', role: 'player' })
    expect(user('New_Striker9').id).not.toBe(1)
  })

  test.each(['abc', 'a'.repeat(20), 'Under_Score_9', '  padded_name  '])(
    'accepts the username %j',
    async (username) => {
      const response = await register({ ...NEW_PLAYER, username })
      expect(response.status).toBe(201)
      expect(user(username.trim()).username).toBe(username.trim())
    },
  )

  test.each([
    ['ab', 'username_format'],
    ['a'.repeat(21), 'username_format'],
    ['has space', 'username_format'],
    ['dash-name', 'username_format'],
    ['émile_10', 'username_format'],
    ['name@mail', 'username_format'],
    ['', 'required'],
  ] as const)('refuses the username %j', async (username, key) => {
    expect((await fieldErrorsOfRegister({ username })).username).toBe(text(key))
  })

  test('a missing username is required', async () => {
    const { username: _, ...body } = NEW_PLAYER
    const response = await register(body)
    expect((await errorOf(response)).fieldErrors).toEqual({ username: text('required') })
  })

  test('a taken username is a 409, without regard to case (pending accounts hold theirs)', async () => {
    for (const username of ['DEMO', 'Fresh_Signing']) {
      const response = await register({ ...NEW_PLAYER, username })
      expect(response.status).toBe(409)
      const body = await errorOf(response)
      expect(body.code).toBe('username_taken')
      expect(body.error).toBe('This username is already taken.')
      expect(body.fieldErrors).toEqual({ username: text('username_taken') })
    }
    expect(await outbox(NEW_PLAYER.email)).toEqual([])
  })

  test('a taken username names the username alone, whether or not the email has an account', async () => {
    for (const email of ['maya_goals@gvlusa.example', 'nobody.yet@example.com']) {
      const response = await register({ ...NEW_PLAYER, username: 'rivera_FC', email })
      expect(response.status).toBe(409)
      const body = await errorOf(response)
      expect(body.code).toBe('username_taken')
      expect(body.fieldErrors).toEqual({ username: text('username_taken') })
      expect(await outbox(email)).toEqual([])
    }
  })

  test.each(['not-an-email', 'a@b', 'two@@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses the email %j',
    async (email) => {
      expect((await fieldErrorsOfRegister({ email })).email).toBe(text('email_invalid'))
    },
  )

  test('an email that has an account: the answer of a free one, no second account, and a mail to its owner', async () => {
    const users = db.users.count()
    const demo = { ...user('demo') }
    const response = await register({ ...NEW_PLAYER, email: ' Demo@GVLUSA.example ' })
    expect(response.status).toBe(201)
    expect(registerResponseSchema.strict().parse(await response.json())).toEqual({
      email: 'demo@gvlusa.example',
    })
    expect(db.users.count()).toBe(users)
    expect(db.users.findFirst((q) => q.where({ username: 'New_Striker9' }))).toBeUndefined()
    expect(user('demo')).toEqual(demo)
    // The owner learns of it, and is led to sign in: there is nothing to activate.
    expect(await outbox('demo@gvlusa.example')).toEqual([
      expect.objectContaining({
        to: 'demo@gvlusa.example',
        kind: 'signup_active_account',
        username: 'demo',
        link: '/login',
      }),
    ])
  })

  test('a free email and one that has an account answer alike: status, headers and body', async () => {
    const answer = async (email: string) => {
      const response = await register({ ...NEW_PLAYER, username: `u_${email.length}`, email })
      const headers = [...response.headers.keys()].sort()
      return { status: response.status, headers, body: (await response.json()) as unknown }
    }
    const free = await answer('someone.new@example.com')
    const taken = await answer('maya_goals@gvlusa.example')
    expect(taken.status).toBe(free.status)
    expect(taken.headers).toEqual(free.headers)
    expect(taken.body).toEqual({ email: 'maya_goals@gvlusa.example' })
    expect(free.body).toEqual({ email: 'someone.new@example.com' })
  })

  test('a username given with an email that has an account stays taken, as it would with a free email', async () => {
    // Otherwise a second sign-up with the same name tells whether the first address had an account.
    const secondTry = async (email: string, username: string) => {
      expect((await register({ ...NEW_PLAYER, username, email })).status).toBe(201)
      const again = await register({ ...NEW_PLAYER, username, email: 'prober@example.com' })
      return { status: again.status, body: (await again.json()) as unknown }
    }
    const afterFree = await secondTry('someone.new@example.com', 'probe_one')
    const afterTaken = await secondTry('maya_goals@gvlusa.example', 'probe_two')
    expect(afterFree.status).toBe(409)
    expect(afterTaken).toEqual({
      status: afterFree.status,
      body: JSON.parse(JSON.stringify(afterFree.body).replaceAll('probe_one', 'probe_two')),
    })
    // In any case, as for accounts.
    expect(
      (await register({ ...NEW_PLAYER, username: 'PROBE_TWO', email: 'x@example.com' })).status,
    ).toBe(409)
    expect(db.users.findFirst((q) => q.where({ username: 'probe_two' }))).toBeUndefined()
  })

  test("a pending account's email: its owner is mailed the link that still works, for 48 hours again, and no account is made", async () => {
    const before = { ...user('fresh_signing') }
    expect((await register({ ...NEW_PLAYER, email: 'fresh_signing@gvlusa.example' })).status).toBe(
      201,
    )
    const mail = await newestMail('fresh_signing@gvlusa.example')
    expect(mail).toMatchObject({ kind: 'signup_pending_account', username: 'fresh_signing' })
    // The link the owner already has keeps working: it is the same code, and it works for as long
    // as the email says, from the time it was sent.
    expect(codeOf(mail.link)).toBe(before.activationCode)
    expect(Date.parse(user('fresh_signing').activationExpiresAt ?? '')).toBe(
      Date.parse(mail.sentAt) + ACTIVATION_TTL_HOURS * HOUR,
    )
    expect(user('fresh_signing')).toEqual({
      ...before,
      activationExpiresAt: user('fresh_signing').activationExpiresAt,
    })
    expect(db.users.findFirst((q) => q.where({ username: 'New_Striker9' }))).toBeUndefined()
    expect((await activate(codeOf(mail.link))).status).toBe(200)
  })

  test('a pending account whose link expired: its owner is mailed a new one, which works', async () => {
    const expired = user('slow_starter').activationCode
    expect((await register({ ...NEW_PLAYER, email: 'slow_starter@gvlusa.example' })).status).toBe(
      201,
    )
    const mail = await newestMail('slow_starter@gvlusa.example')
    expect(mail.kind).toBe('signup_pending_account')
    expect(codeOf(mail.link)).not.toBe(expired)
    expect((await activate(codeOf(mail.link))).status).toBe(200)
    expect(user('slow_starter').status).toBe('active')
  })

  test.each(['short1', 'abcdefgh', '12345678', `a1${'x'.repeat(127)}`])(
    'refuses the password %j',
    async (password) => {
      expect((await fieldErrorsOfRegister({ password })).password).toBe(text('password_rules'))
    },
  )

  test.each(['abcdefg1', `a1${'x'.repeat(126)}`, 'contraseña9', '1234567ñ'])(
    'accepts the password %j',
    async (password) => {
      expect((await register({ ...NEW_PLAYER, password })).status).toBe(201)
    },
  )

  test('platform, terms and country have their own texts', async () => {
    expect((await fieldErrorsOfRegister({ platform: 'switch' })).platform).toBe(
      text('platform_invalid'),
    )
    expect((await fieldErrorsOfRegister({ platform: undefined })).platform).toBe(
      text('platform_invalid'),
    )
    expect((await fieldErrorsOfRegister({ acceptTerms: false })).acceptTerms).toBe(
      text('terms_required'),
    )
    expect((await fieldErrorsOfRegister({ acceptTerms: 'yes' })).acceptTerms).toBe(
      text('terms_required'),
    )
    expect((await fieldErrorsOfRegister({ acceptTerms: undefined })).acceptTerms).toBe(
      text('terms_required'),
    )
    expect((await fieldErrorsOfRegister({ country: 'XX' })).country).toBe(text('country_invalid'))
    expect((await fieldErrorsOfRegister({ primaryPosition: 'FW' })).primaryPosition).toBe(
      text('position_invalid'),
    )
  })

  test('names every invalid field at once', async () => {
    const response = await register({
      username: 'x',
      email: 'nope',
      password: 'short',
      platform: 'wii',
      acceptTerms: false,
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await errorOf(response)).fieldErrors ?? {}).sort()).toEqual(
      ['acceptTerms', 'email', 'password', 'platform', 'username'].sort(),
    )
  })

  test('answers in Spanish when asked', async () => {
    const response = await register({ ...NEW_PLAYER, username: 'x' }, 'es-MX,es;q=0.9')
    const body = await errorOf(response)
    expect(body.error).toBe('Algunos campos no son válidos.')
    expect(body.fieldErrors?.username).toBe(
      'Usa de 3 a 20 caracteres: letras, números o guiones bajos (_), sin espacios.',
    )
    const taken = await errorOf(await register({ ...NEW_PLAYER, username: 'demo' }, 'es'))
    expect(taken.error).toBe('Este nombre de usuario ya está en uso.')
  })

  test('400 for a body that is not JSON', async () => {
    const response = await register('{not json')
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('invalid_json')
  })
})

// --- Activation ------------------------------------------------------------------------------------

function activate(code: unknown) {
  return call('activate', { method: 'POST', body: { code } })
}

function resend(email: unknown) {
  return call('activate/resend', { method: 'POST', body: { email } })
}

describe('POST /api/activate', () => {
  test('activates the account; the player can then sign in and is welcomed', async () => {
    const code = await registerNew()
    const response = await activate(code)
    expect(response.status).toBe(200)
    const body = activateResponseSchema.strict().parse(await response.json())
    z.strictObject(authUserSchema.shape).parse(body.user)
    expect(body.user).toEqual({
      id: user('New_Striker9').id,
      username: 'New_Striker9',
      email: 'new.striker@example.com',
      avatar: null,
    })
    expect(user('New_Striker9').status).toBe('active')
    expect(user('New_Striker9').activatedAt).not.toBeNull()

    const session = await login('new_striker9', 'goals4days')
    const notifications = await json<NotificationsResponse>(
      await call('notifications', { token: session.token }),
    )
    expect(notifications.items).toEqual([
      expect.objectContaining({ type: 'welcome', payload: { community: 'GVL USA' }, read: false }),
    ])
  })

  test('the same link a second time: 409 already_activated', async () => {
    const code = await registerNew()
    expect((await activate(code)).status).toBe(200)
    const again = await activate(code)
    expect(again.status).toBe(409)
    const body = await errorOf(again)
    expect(body.code).toBe('already_activated')
    expect(body.error).toBe('This account is already activated. You can sign in.')
  })

  test('accepts the code in upper case and with spaces around it', async () => {
    const code = await registerNew()
    expect((await activate(` ${code.toUpperCase()} `)).status).toBe(200)
  })

  test('the seeded pending account (a day old) activates with its code', async () => {
    const code = user('fresh_signing').activationCode
    expect((await activate(code)).status).toBe(200)
    expect(user('fresh_signing').status).toBe('active')
  })

  test.each(['0'.repeat(32), 'not-a-code', 'f'.repeat(33)])(
    'an unknown code is a 404: %j',
    async (code) => {
      const response = await activate(code)
      expect(response.status).toBe(404)
      expect((await errorOf(response)).code).toBe('activation_code_invalid')
    },
  )

  test('an expired code is a 410 activation_expired (48 hours after it was sent)', async () => {
    const code = await registerNew()
    advanceClock(ACTIVATION_TTL_HOURS * HOUR)
    const response = await activate(code)
    expect(response.status).toBe(410)
    const body = await errorOf(response)
    expect(body.code).toBe('activation_expired')
    expect(user('New_Striker9').status).toBe('pending')
  })

  test('a code still works a minute before it expires', async () => {
    const code = await registerNew()
    advanceClock(ACTIVATION_TTL_HOURS * HOUR - 60_000)
    expect((await activate(code)).status).toBe(200)
  })

  test("the seeded slow_starter's link has expired", async () => {
    const response = await activate(user('slow_starter').activationCode)
    expect(response.status).toBe(410)
  })

  test('422 without a code, 400 for a body that is not JSON', async () => {
    const missing = await call('activate', { method: 'POST', body: {} })
    expect(missing.status).toBe(422)
    expect((await errorOf(missing)).fieldErrors).toEqual({ code: text('required') })
    expect((await activate('')).status).toBe(422)
    expect((await call('activate', { method: 'POST', body: 'code=1' })).status).toBe(400)
  })
})

describe('POST /api/activate/resend', () => {
  test('a pending account gets a new link; the old one stops working', async () => {
    const oldCode = await registerNew()
    advanceClock(47 * HOUR)
    const response = await resend('NEW.STRIKER@example.com')
    expect(response.status).toBe(202)
    expect(resendActivationResponseSchema.strict().parse(await response.json())).toEqual({})
    const mail = await newestMail('new.striker@example.com')
    expect(mail.kind).toBe('activation')
    const newCode = codeOf(mail.link)
    expect(newCode).not.toBe(oldCode)
    expect((await activate(oldCode)).status).toBe(404)
    // The new link has its own 48 hours.
    advanceClock(47 * HOUR)
    expect((await activate(newCode)).status).toBe(200)
  })

  test('revives an expired sign-up', async () => {
    const response = await resend('slow_starter@gvlusa.example')
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({})
    const mail = await newestMail('slow_starter@gvlusa.example')
    expect((await activate(codeOf(mail.link))).status).toBe(200)
  })

  test('an unknown email gets the same 202 and {}; nobody is mailed', async () => {
    const response = await resend('nobody@example.com')
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({})
    expect(await outbox('nobody@example.com')).toEqual([])
  })

  test('an active account gets the same 202 and {}; its owner is mailed that it is active', async () => {
    const demo = { ...user('demo') }
    const response = await resend('Demo@GVLUSA.example')
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({})
    expect(user('demo')).toEqual(demo)
    expect(await outbox('demo@gvlusa.example')).toEqual([
      expect.objectContaining({ kind: 'resend_active_account', username: 'demo', link: '/login' }),
    ])
  })

  test('a pending, an active and an unknown address answer alike: status, headers and body', async () => {
    const answer = async (email: string) => {
      const response = await resend(email)
      const headers = [...response.headers.keys()].sort()
      return { status: response.status, headers, body: (await response.json()) as unknown }
    }
    const pending = await answer('fresh_signing@gvlusa.example')
    expect(await answer('demo@gvlusa.example')).toEqual(pending)
    expect(await answer('nobody@example.com')).toEqual(pending)
  })

  test('422 for an invalid email', async () => {
    const response = await resend('not an email')
    expect(response.status).toBe(422)
    expect((await errorOf(response)).fieldErrors).toEqual({ email: text('email_invalid') })
  })
})

describe('GET /api/__mock/outbox (mock only)', () => {
  test('the emails to an address, any case, newest first', async () => {
    await registerNew()
    await resend('new.striker@example.com')
    const mails = await outbox('NEW.Striker@Example.com')
    expect(mails.map((mail) => mail.kind)).toEqual(['activation', 'activation'])
    const [newest, first] = mails
    expect(newest?.id).toBeGreaterThan(first?.id ?? Infinity)
    expect(newest?.sentAt).toEqual(expect.any(String))
  })

  test('the seed mailed its pending sign-ups their links', async () => {
    const mail = await newestMail('fresh_signing@gvlusa.example')
    expect(mail).toMatchObject({ kind: 'activation', username: 'fresh_signing' })
    expect(mail.sentAt).toBe(user('fresh_signing').createdAt)
  })

  test('400 without an address, or with one that is not an email', async () => {
    for (const query of ['', '?to=', '?to=not-an-email']) {
      const response = await call(`__mock/outbox${query}`)
      expect(response.status).toBe(400)
      expect((await errorOf(response)).code).toBe('invalid_query')
    }
  })
})

// --- My profile ------------------------------------------------------------------------------------

async function me(token: string): Promise<MyProfile> {
  const response = await call('me', { token })
  expect(response.status).toBe(200)
  return myProfileSchema.strict().parse(await response.json())
}

function patchMe(token: string, body: unknown, language?: string) {
  return call('me', { method: 'PATCH', token, body, language })
}

async function patchErrors(token: string, body: unknown): Promise<Record<string, string>> {
  const response = await patchMe(token, body)
  expect(response.status).toBe(422)
  return (await errorOf(response)).fieldErrors ?? {}
}

describe('GET /api/me', () => {
  test("answers the caller's whole profile", async () => {
    const { token, id } = await signIn('demo')
    const profile = await me(token)
    expect(profile).toMatchObject({
      id,
      username: 'demo',
      email: 'demo@gvlusa.example',
      avatar: null,
      country: 'US',
      platform: 'playstation',
      platformIds: { psn: 'demo', xbox: null, ea: 'demo' },
      primaryPosition: 'CAM',
      secondaryPosition: 'CM',
      shirtNumber: 10,
      bio: 'CAM for Northside Rovers. Through balls > crosses. Always.',
      freeAgent: false,
      lookingFor: null,
      premium: false,
      staff: false,
      team: { name: 'Northside Rovers', tag: 'NSR', role: 'player' },
    })
    expect(profile.socials).toEqual({
      twitch: { handle: 'demo_gvl', url: 'https://www.twitch.tv/demo_gvl' },
      youtube: null,
      x: null,
      instagram: null,
      tiktok: null,
      discord: { handle: 'demo_gvl', url: null },
    })
    expect(profile.joinedAt).toBe(user('demo').createdAt)
  })

  test('shows the manager role, premium, and a free agent without a team', async () => {
    expect((await me((await signIn('rivera_fc')).token)).team?.role).toBe('manager')
    expect((await me((await signIn('maya_goals')).token)).premium).toBe(true)
    const wolf = await me((await signIn('lone_wolf')).token)
    expect(wolf).toMatchObject({ team: null, freeAgent: true })
    expect(wolf.lookingFor).toMatch(/^A PS5 club on NA East/)
  })

  test('never carries private fields or anyone else’s email', async () => {
    const { token } = await signIn('rivera_fc')
    const response = await call('me', { token })
    expectNoPrivateFields(await response.json(), 'rivera_fc@gvlusa.example')
  })

  test('401 without a valid token', async () => {
    expect((await call('me')).status).toBe(401)
    expect((await call('me', { token: 'f'.repeat(64) })).status).toBe(401)
  })

  test('503 when the accounts area fails', async () => {
    const { token } = await signIn('demo')
    setScenario({ failing: ['accounts'] })
    expect((await call('me', { token })).status).toBe(503)
  })
})

describe('PATCH /api/me', () => {
  test('changes the fields sent and answers the updated profile', async () => {
    const { token } = await signIn('demo')
    const response = await patchMe(token, {
      country: 'ca',
      platform: 'pc',
      platformIds: { psn: 'Demo-PSN_1', xbox: 'Demo Player 7', ea: 'Demo.Player-1' },
      primaryPosition: 'ST',
      secondaryPosition: 'LW',
      shirtNumber: 99,
      bio: '  Poacher now.  ',
    })
    expect(response.status).toBe(200)
    const profile = myProfileSchema.strict().parse(await response.json())
    expect(profile).toMatchObject({
      country: 'CA',
      platform: 'pc',
      platformIds: { psn: 'Demo-PSN_1', xbox: 'Demo Player 7', ea: 'Demo.Player-1' },
      primaryPosition: 'ST',
      secondaryPosition: 'LW',
      shirtNumber: 99,
      bio: 'Poacher now.',
    })
    expect(await me(token)).toEqual(profile)
  })

  test('leaves the fields not sent alone', async () => {
    const { token } = await signIn('demo')
    const before = await me(token)
    const response = await patchMe(token, { bio: 'Short bio.' })
    expect(await response.json()).toEqual({ ...before, bio: 'Short bio.' })
    expect(await patchMe(token, {}).then((r) => r.json())).toEqual({ ...before, bio: 'Short bio.' })
  })

  test('clears platform IDs, the secondary position, the number and the bio with null or blank', async () => {
    const { token } = await signIn('demo')
    const response = await patchMe(token, {
      platformIds: { psn: null, ea: '  ' },
      secondaryPosition: '',
      shirtNumber: null,
      bio: null,
    })
    expect(await response.json()).toMatchObject({
      platformIds: { psn: null, xbox: null, ea: null },
      secondaryPosition: null,
      shirtNumber: null,
      bio: '',
    })
  })

  test('keeps a time zone in its canonical spelling, private to its owner; null follows the browser', async () => {
    const { token, id } = await signIn('demo')
    expect((await me(token)).timeZone).toBeNull()
    const response = await patchMe(token, { timeZone: 'america/chicago' })
    expect(response.status).toBe(200)
    expect(myProfileSchema.parse(await response.json()).timeZone).toBe('America/Chicago')
    expect((await me(token)).timeZone).toBe('America/Chicago')
    // Nobody else learns where the player is.
    const { token: other } = await signIn('rivera_fc')
    const seen = await call(`players/${id}`, { token: other })
    expect(seen.status).toBe(200)
    expect(strings(await seen.json())).not.toContain('America/Chicago')
    expect(await patchMe(token, { timeZone: '' }).then((r) => r.json())).toMatchObject({
      timeZone: null,
    })
  })

  test.each(['Mars/Olympus_Mons', 'EST5EDT, please', 42])(
    'refuses %j as a time zone, with its reason in the reader’s language, and saves nothing',
    async (timeZone) => {
      const { token } = await signIn('demo')
      const before = await me(token)
      expect(await patchErrors(token, { timeZone, bio: 'Changed' })).toEqual({
        timeZone: 'Choose a time zone from the list.',
      })
      const spanish = await patchMe(token, { timeZone }, 'es')
      expect((await errorOf(spanish)).fieldErrors).toEqual({
        timeZone: 'Elige una zona horaria de la lista.',
      })
      expect(await me(token)).toEqual(before)
    },
  )

  test('the token decides whose profile changes, whatever the payload names', async () => {
    const { token, id } = await signIn('demo')
    const rivera = user('rivera_fc')
    const response = await patchMe(token, {
      id: rivera.id,
      username: 'rivera_fc',
      email: 'stolen@example.com',
      avatar: 'https://evil.example/x.png',
      bio: 'Mine',
    })
    const profile = myProfileSchema.parse(await response.json())
    expect(profile).toMatchObject({
      id,
      username: 'demo',
      email: 'demo@gvlusa.example',
      avatar: null,
    })
    expect(user('rivera_fc')).toEqual(rivera)
  })

  test.each([
    ['XX', 'country_invalid'],
    ['USA', 'country_invalid'],
    [7, 'country_invalid'],
  ] as const)('refuses the country %j', async (country, key) => {
    const { token } = await signIn('demo')
    expect((await patchErrors(token, { country })).country).toBe(text(key))
  })

  test('refuses an unknown platform', async () => {
    const { token } = await signIn('demo')
    expect((await patchErrors(token, { platform: 'stadia' })).platform).toBe(
      text('platform_invalid'),
    )
  })

  test.each(['abc', 'Rivera-FC_9', 'a'.repeat(16)])('accepts the PSN ID %j', async (psn) => {
    const { token } = await signIn('demo')
    expect((await me(token)).platformIds.psn).toBe('demo')
    const response = await patchMe(token, { platformIds: { psn } })
    expect(response.status).toBe(200)
    expect((await json<MyProfile>(response)).platformIds.psn).toBe(psn)
  })

  test.each(['ab', 'a'.repeat(17), '9lives', '_rivera', 'has space', 'dot.name', 'ñandu_10'])(
    'refuses the PSN ID %j',
    async (psn) => {
      const { token } = await signIn('demo')
      expect((await patchErrors(token, { platformIds: { psn } }))['platformIds.psn']).toBe(
        text('psn_id_format'),
      )
    },
  )

  test.each(['A', 'Lone Wolf 5', 'a'.repeat(15), ' Trimmed Tag '])(
    'accepts the Xbox gamertag %j',
    async (xbox) => {
      const { token } = await signIn('demo')
      const response = await patchMe(token, { platformIds: { xbox } })
      expect(response.status).toBe(200)
      expect((await json<MyProfile>(response)).platformIds.xbox).toBe(xbox.trim())
    },
  )

  test.each(['a'.repeat(16), 'Double  Space', '5tart', 'under_score', 'dash-tag'])(
    'refuses the Xbox gamertag %j',
    async (xbox) => {
      const { token } = await signIn('demo')
      expect((await patchErrors(token, { platformIds: { xbox } }))['platformIds.xbox']).toBe(
        text('xbox_gamertag_format'),
      )
    },
  )

  test.each(['abcd', 'Demo.Player-1', 'a'.repeat(20)])('accepts the EA ID %j', async (ea) => {
    const { token } = await signIn('demo')
    expect((await patchMe(token, { platformIds: { ea } })).status).toBe(200)
  })

  test.each(['abc', 'a'.repeat(21), 'with space', 'emoji⚽id'])(
    'refuses the EA ID %j',
    async (ea) => {
      const { token } = await signIn('demo')
      expect((await patchErrors(token, { platformIds: { ea } }))['platformIds.ea']).toBe(
        text('ea_id_format'),
      )
    },
  )

  test('positions come from the list and differ', async () => {
    const { token } = await signIn('demo') // CAM, secondary CM
    expect((await patchErrors(token, { primaryPosition: 'FW' })).primaryPosition).toBe(
      text('position_invalid'),
    )
    expect((await patchErrors(token, { secondaryPosition: 'SW' })).secondaryPosition).toBe(
      text('position_invalid'),
    )
    // Both sent and equal.
    expect(
      (await patchErrors(token, { primaryPosition: 'ST', secondaryPosition: 'ST' }))
        .secondaryPosition,
    ).toBe(text('positions_same'))
    // One sent, equal to the stored other one.
    expect((await patchErrors(token, { secondaryPosition: 'CAM' })).secondaryPosition).toBe(
      text('positions_same'),
    )
    expect((await patchErrors(token, { primaryPosition: 'CM' })).primaryPosition).toBe(
      text('positions_same'),
    )
    // Swapping them is fine.
    const swapped = await patchMe(token, { primaryPosition: 'CM', secondaryPosition: 'CAM' })
    expect(await swapped.json()).toMatchObject({ primaryPosition: 'CM', secondaryPosition: 'CAM' })
  })

  test.each([0, 100, 7.5, '10', -1])('refuses the shirt number %j', async (shirtNumber) => {
    const { token } = await signIn('demo')
    expect((await patchErrors(token, { shirtNumber })).shirtNumber).toBe(
      text('preferred_shirt_number'),
    )
  })

  test('a bio holds at most 500 characters', async () => {
    const { token } = await signIn('demo')
    expect((await patchErrors(token, { bio: 'x'.repeat(501) })).bio).toBe(text('too_long', 500))
    expect((await patchErrors(token, { bio: 'x'.repeat(501) })).bio).toBe(
      'Use at most 500 characters.',
    )
    expect((await patchMe(token, { bio: 'x'.repeat(500) })).status).toBe(200)
  })

  test('a player on a team cannot be a free agent', async () => {
    const { token } = await signIn('demo')
    expect((await patchErrors(token, { freeAgent: true })).freeAgent).toBe(
      text('free_agent_on_team'),
    )
    expect(user('demo').freeAgent).toBe(false)
  })

  test('a free agent says what they look for (at most 200 characters), kept only while one', async () => {
    const { token } = await signIn('lone_wolf')
    expect((await patchErrors(token, { lookingFor: 'x'.repeat(201) })).lookingFor).toBe(
      text('too_long', 200),
    )
    const updated = await patchMe(token, { lookingFor: '  A club with Tuesday nights.  ' })
    expect(await updated.json()).toMatchObject({
      freeAgent: true,
      lookingFor: 'A club with Tuesday nights.',
    })
    const off = await patchMe(token, { freeAgent: false })
    expect(await off.json()).toMatchObject({ freeAgent: false, lookingFor: null })
    const on = await patchMe(token, { freeAgent: true, lookingFor: 'Any club.' })
    expect(await on.json()).toMatchObject({ freeAgent: true, lookingFor: 'Any club.' })
  })

  test('names every invalid field at once, the stored-profile rules included', async () => {
    const { token } = await signIn('demo')
    const fieldErrors = await patchErrors(token, {
      country: 'ZZ',
      platformIds: { psn: '1', xbox: '_', ea: 'x' },
      primaryPosition: 'GK',
      secondaryPosition: 'GK',
      shirtNumber: 0,
      bio: 'x'.repeat(600),
      freeAgent: 'yes',
      lookingFor: 5,
    })
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        'bio',
        'country',
        'freeAgent',
        'lookingFor',
        'platformIds.ea',
        'platformIds.psn',
        'platformIds.xbox',
        'secondaryPosition',
        'shirtNumber',
      ].sort(),
    )
    expect(fieldErrors.freeAgent).toBe(text('invalid'))
  })

  test('answers field texts in Spanish', async () => {
    const { token } = await signIn('demo')
    const response = await patchMe(token, { shirtNumber: 100 }, 'es')
    expect((await errorOf(response)).fieldErrors).toEqual({
      shirtNumber: 'Elige un número entero del 1 al 99.',
    })
  })

  test('401 without a token, 400 for a body that is not JSON', async () => {
    expect((await call('me', { method: 'PATCH', body: { bio: 'x' } })).status).toBe(401)
    const { token } = await signIn('demo')
    expect((await patchMe(token, 'bio=x')).status).toBe(400)
  })
})

// --- Password --------------------------------------------------------------------------------------

function changePassword(token: string, body: unknown) {
  return call('me/password', { method: 'PUT', token, body })
}

describe('PUT /api/me/password', () => {
  test('stores the new hash and ends the other sessions, keeping this one', async () => {
    const here = await signIn('demo')
    const elsewhere = await signIn('demo')
    const someoneElse = await signIn('rivera_fc')
    const oldHash = user('demo').passwordHash

    const response = await changePassword(here.token, {
      currentPassword: 'demo1234',
      newPassword: 'n3w-secret',
    })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')

    const hash = user('demo').passwordHash
    expect(hash).not.toBe(oldHash)
    expect(hash).toMatch(/^pbkdf2\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(await verifyPassword('n3w-secret', hash)).toBe(true)

    expect((await call('verify-token', { method: 'POST', token: here.token })).status).toBe(200)
    expect((await call('verify-token', { method: 'POST', token: elsewhere.token })).status).toBe(
      401,
    )
    expect((await call('verify-token', { method: 'POST', token: someoneElse.token })).status).toBe(
      200,
    )

    const old = await call('login', {
      method: 'POST',
      body: { username: 'demo', password: 'demo1234' },
    })
    expect(old.status).toBe(401)
    expect((await login('demo', 'n3w-secret')).user?.username).toBe('demo')
  })

  test('422 on currentPassword when it is wrong; nothing changes', async () => {
    const here = await signIn('demo')
    const elsewhere = await signIn('demo')
    const hash = user('demo').passwordHash
    const response = await changePassword(here.token, {
      currentPassword: 'wrong-one1',
      newPassword: 'n3w-secret',
    })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).fieldErrors).toEqual({
      currentPassword: text('current_password_wrong'),
    })
    expect(user('demo').passwordHash).toBe(hash)
    expect((await call('verify-token', { method: 'POST', token: elsewhere.token })).status).toBe(
      200,
    )
  })

  test.each(['short1', 'lettersonly', '123456789', `a1${'b'.repeat(127)}`])(
    'refuses the new password %j',
    async (newPassword) => {
      const { token } = await signIn('demo')
      const response = await changePassword(token, { currentPassword: 'demo1234', newPassword })
      expect(response.status).toBe(422)
      expect((await errorOf(response)).fieldErrors).toEqual({
        newPassword: text('password_rules'),
      })
    },
  )

  test('refuses a new password equal to the current one', async () => {
    const { token } = await signIn('demo')
    const response = await changePassword(token, {
      currentPassword: 'demo1234',
      newPassword: 'demo1234',
    })
    expect(response.status).toBe(422)
    expect((await errorOf(response)).fieldErrors).toEqual({ newPassword: text('password_same') })
  })

  test('both fields are required', async () => {
    const { token } = await signIn('demo')
    const response = await changePassword(token, {})
    expect((await errorOf(response)).fieldErrors).toEqual({
      currentPassword: text('required'),
      newPassword: text('required'),
    })
  })

  test('401 without a token', async () => {
    const response = await call('me/password', {
      method: 'PUT',
      body: { currentPassword: 'demo1234', newPassword: 'n3w-secret' },
    })
    expect(response.status).toBe(401)
  })
})

// --- Social links ----------------------------------------------------------------------------------

function putSocial(token: string, body: unknown, language?: string) {
  return call('me/social', { method: 'PUT', token, body, language })
}

const link = (handle: string, url: string | null): SocialLink => ({ handle, url })

const ACCEPTED: readonly [SocialNetwork, string, SocialLink][] = [
  ['twitch', 'rivera_fc', link('rivera_fc', 'https://www.twitch.tv/rivera_fc')],
  ['twitch', '@rivera_fc', link('rivera_fc', 'https://www.twitch.tv/rivera_fc')],
  ['twitch', '  rivera_fc  ', link('rivera_fc', 'https://www.twitch.tv/rivera_fc')],
  ['twitch', 'https://twitch.tv/rivera_fc', link('rivera_fc', 'https://www.twitch.tv/rivera_fc')],
  [
    'twitch',
    'https://www.twitch.tv/rivera_fc/',
    link('rivera_fc', 'https://www.twitch.tv/rivera_fc'),
  ],
  [
    'twitch',
    'https://m.twitch.tv/Rivera_FC?ref=share',
    link('Rivera_FC', 'https://www.twitch.tv/Rivera_FC'),
  ],
  ['youtube', 'mayagoals', link('mayagoals', 'https://www.youtube.com/@mayagoals')],
  ['youtube', '@maya.goals', link('maya.goals', 'https://www.youtube.com/@maya.goals')],
  [
    'youtube',
    'https://www.youtube.com/@mayagoals',
    link('mayagoals', 'https://www.youtube.com/@mayagoals'),
  ],
  [
    'youtube',
    'https://youtube.com/@maya-goals/?si=abc',
    link('maya-goals', 'https://www.youtube.com/@maya-goals'),
  ],
  [
    'youtube',
    'https://m.youtube.com/c/MayaGoals',
    link('MayaGoals', 'https://www.youtube.com/c/MayaGoals'),
  ],
  ['x', 'maya_goals', link('maya_goals', 'https://x.com/maya_goals')],
  ['x', '@maya_goals', link('maya_goals', 'https://x.com/maya_goals')],
  ['x', 'https://x.com/maya_goals', link('maya_goals', 'https://x.com/maya_goals')],
  ['x', 'https://www.x.com/maya_goals/', link('maya_goals', 'https://x.com/maya_goals')],
  ['x', 'https://twitter.com/maya_goals', link('maya_goals', 'https://x.com/maya_goals')],
  ['x', 'https://mobile.twitter.com/Maya_Goals', link('Maya_Goals', 'https://x.com/Maya_Goals')],
  ['instagram', 'maya.goals', link('maya.goals', 'https://www.instagram.com/maya.goals')],
  ['instagram', '@maya_goals', link('maya_goals', 'https://www.instagram.com/maya_goals')],
  [
    'instagram',
    'https://www.instagram.com/maya.goals/',
    link('maya.goals', 'https://www.instagram.com/maya.goals'),
  ],
  [
    'instagram',
    'https://instagram.com/maya.goals?igsh=xyz',
    link('maya.goals', 'https://www.instagram.com/maya.goals'),
  ],
  ['tiktok', 'maya_goals', link('maya_goals', 'https://www.tiktok.com/@maya_goals')],
  ['tiktok', '@maya.goals', link('maya.goals', 'https://www.tiktok.com/@maya.goals')],
  [
    'tiktok',
    'https://www.tiktok.com/@maya_goals',
    link('maya_goals', 'https://www.tiktok.com/@maya_goals'),
  ],
  [
    'tiktok',
    'https://tiktok.com/@maya_goals/',
    link('maya_goals', 'https://www.tiktok.com/@maya_goals'),
  ],
  ['discord', 'rivera_fc', link('rivera_fc', null)],
  ['discord', 'Rivera.FC', link('rivera.fc', null)],
  ['discord', 'https://discord.gg/gvlusa', link('discord.gg/gvlusa', 'https://discord.gg/gvlusa')],
  [
    'discord',
    'https://discord.com/invite/gvlusa',
    link('discord.gg/gvlusa', 'https://discord.gg/gvlusa'),
  ],
  [
    'discord',
    'https://www.discord.com/invite/Ab3-x9/',
    link('discord.gg/Ab3-x9', 'https://discord.gg/Ab3-x9'),
  ],
]

type Problem = 'invalid' | 'other_site' | 'not_https'

const REFUSED: readonly [SocialNetwork, string, Problem][] = [
  ['twitch', 'http://twitch.tv/rivera_fc', 'not_https'],
  ['twitch', 'twitch.tv/rivera_fc', 'not_https'],
  ['twitch', 'javascript:alert(1)', 'invalid'],
  ['twitch', 'https://www.youtube.com/rivera_fc', 'other_site'],
  ['twitch', 'https://twitch.tv.evil.example/rivera_fc', 'other_site'],
  ['twitch', 'https://twitch.tv@evil.example/rivera_fc', 'other_site'],
  ['twitch', 'https://user:pass@twitch.tv/rivera_fc', 'invalid'],
  ['twitch', 'https://twitch.tv:8443/rivera_fc', 'invalid'],
  ['twitch', 'https://twitch.tv/directory', 'invalid'],
  ['twitch', 'https://twitch.tv/rivera_fc/videos', 'invalid'],
  ['twitch', 'rivera fc', 'invalid'],
  ['twitch', '<b>rivera</b>', 'invalid'],
  ['twitch', 'abc', 'invalid'],
  ['twitch', '_rivera', 'invalid'],
  ['youtube', 'http://www.youtube.com/@mayagoals', 'not_https'],
  ['youtube', 'https://youtu.be/dQw4w9WgXcQ', 'other_site'],
  ['youtube', 'https://vimeo.com/@mayagoals', 'other_site'],
  ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'invalid'],
  ['youtube', 'https://www.youtube.com/channel/UC1234567890', 'invalid'],
  ['youtube', 'https://www.youtube.com/mayagoals', 'invalid'],
  ['youtube', 'data:text/html,<script>alert(1)</script>', 'invalid'],
  ['youtube', 'ab', 'invalid'],
  ['x', 'http://x.com/maya_goals', 'not_https'],
  ['x', 'https://facebook.com/maya_goals', 'other_site'],
  ['x', 'https://x.com/home', 'invalid'],
  ['x', 'https://x.com/maya_goals/status/123', 'invalid'],
  ['x', 'a_very_long_handle', 'invalid'],
  ['x', 'maya.goals', 'invalid'],
  ['instagram', 'http://instagram.com/maya.goals', 'not_https'],
  ['instagram', 'https://instagr.am/maya.goals', 'other_site'],
  ['instagram', 'https://www.instagram.com/p/ABC123/', 'invalid'],
  ['instagram', 'maya..goals', 'invalid'],
  ['instagram', '.maya', 'invalid'],
  ['instagram', 'maya.', 'invalid'],
  ['instagram', 'a'.repeat(31), 'invalid'],
  ['tiktok', 'http://www.tiktok.com/@maya_goals', 'not_https'],
  ['tiktok', 'https://vm.tiktok.com/ZM123abc/', 'other_site'],
  ['tiktok', 'https://www.tiktok.com/maya_goals', 'invalid'],
  ['tiktok', 'maya.', 'invalid'],
  ['tiktok', 'm', 'invalid'],
  ['discord', 'http://discord.gg/gvlusa', 'not_https'],
  ['discord', 'https://discordapp.com/invite/gvlusa', 'other_site'],
  ['discord', 'https://discord.gg/', 'invalid'],
  ['discord', 'https://discord.com/channels/1/2', 'invalid'],
  ['discord', 'rivera#1234', 'invalid'],
  ['discord', 'a..b', 'invalid'],
  ['discord', 'vbscript:msgbox', 'invalid'],
]

function problemKey(network: SocialNetwork, problem: Problem): FieldErrorKey {
  return problem === 'not_https' ? 'social_not_https' : `social_${network}_${problem}`
}

describe('PUT /api/me/social', () => {
  test.each(ACCEPTED)('%s accepts %j', async (network, input, expected) => {
    const { token } = await signIn('demo')
    const response = await putSocial(token, { [network]: input })
    expect(response.status).toBe(200)
    const { socials } = updateSocialLinksResponseSchema.strict().parse(await response.json())
    expect(socials[network]).toEqual(expected)
    // Stored normalised: it reads back the same.
    expect((await me(token)).socials[network]).toEqual(expected)
  })

  test.each(REFUSED)('%s refuses %j', async (network, input, problem) => {
    const { token } = await signIn('demo')
    const before = user('demo').socials
    const response = await putSocial(token, { [network]: input })
    expect(response.status).toBe(422)
    const body = await errorOf(response)
    expect(body.code).toBe('validation_failed')
    expect(body.fieldErrors).toEqual({ [network]: text(problemKey(network, problem)) })
    expect(user('demo').socials).toEqual(before)
  })

  test('replaces every link: null, blank or left out clears one', async () => {
    const { token } = await signIn('maya_goals') // youtube, instagram, tiktok, x
    const response = await putSocial(token, {
      twitch: 'maya_plays',
      youtube: null,
      x: '',
      instagram: '   ',
    })
    const { socials } = updateSocialLinksResponseSchema.parse(await response.json())
    expect(socials).toEqual({
      twitch: link('maya_plays', 'https://www.twitch.tv/maya_plays'),
      youtube: null,
      x: null,
      instagram: null,
      tiktok: null,
      discord: null,
    })
  })

  test('the record keeps handles, and the URL only where no handle makes it', async () => {
    const { token } = await signIn('demo')
    await putSocial(token, {
      twitch: 'https://www.twitch.tv/demo_gvl',
      youtube: 'https://www.youtube.com/c/DemoChannel',
      discord: 'https://discord.com/invite/gvlusa',
      tiktok: '@demo_gvl',
    })
    expect(user('demo').socials).toEqual({
      twitch: 'demo_gvl',
      youtube: 'https://www.youtube.com/c/DemoChannel',
      x: null,
      instagram: null,
      tiktok: 'demo_gvl',
      discord: 'https://discord.gg/gvlusa',
    })
  })

  test('names every refused network at once', async () => {
    const { token } = await signIn('demo')
    const response = await putSocial(token, {
      twitch: 'http://twitch.tv/demo',
      youtube: 'https://www.twitch.tv/demo',
      x: 'bad handle',
      instagram: 42,
      tiktok: 'javascript:alert(1)',
      discord: '<img src=x>',
    })
    expect((await errorOf(response)).fieldErrors).toEqual({
      twitch: text('social_not_https'),
      youtube: text('social_youtube_other_site'),
      x: text('social_x_invalid'),
      instagram: text('social_instagram_invalid'),
      tiktok: text('social_tiktok_invalid'),
      discord: text('social_discord_invalid'),
    })
  })

  test('answers in Spanish', async () => {
    const { token } = await signIn('demo')
    const response = await putSocial(token, { twitch: 'http://twitch.tv/demo' }, 'es')
    expect((await errorOf(response)).fieldErrors).toEqual({
      twitch:
        'Pega el enlace completo, que empiece por https://, o escribe solo tu nombre de usuario.',
    })
  })

  test('the contract parser refuses what the endpoint refuses (the client checks with it too)', () => {
    for (const [network, input, problem] of REFUSED) {
      expect(parseSocialLink(network, input)).toEqual({ ok: false, problem })
    }
  })

  test('401 without a token', async () => {
    expect((await call('me/social', { method: 'PUT', body: {} })).status).toBe(401)
  })
})

// --- Avatar ----------------------------------------------------------------------------------------

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]
// RIFF, a little-endian size, WEBP, then the first chunk.
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38]
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]
const WAVE = [0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]

interface Part {
  name: string
  filename: string
  type: string
  bytes: Uint8Array | number[]
}

/**
 * A multipart/form-data body written out by hand: under jsdom, FormData is jsdom's, which Node's
 * fetch cannot send. This is what a browser sends for `form.append(name, file)`.
 */
function multipart(parts: readonly Part[]): { body: Uint8Array; contentType: string } {
  const boundary = '----gvl-test-boundary-7MA4YWxkTrZu0gW'
  const encoder = new TextEncoder()
  const chunks: Uint8Array[] = []
  for (const part of parts) {
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes instanceof Uint8Array ? part.bytes : new Uint8Array(part.bytes),
      encoder.encode('\r\n'),
    )
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.length
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

function putAvatarForm(token: string, parts: readonly Part[]) {
  const { body, contentType } = multipart(parts)
  return putAvatar(token, body, contentType)
}

describe('PUT /api/me/avatar', () => {
  test.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ] as const)(
    'stores a %s as a picture of its type, answering its address',
    async (_name, bytes, type) => {
      const { token } = await signIn('demo')
      const response = await putAvatar(token, bytes, type)
      expect(response.status).toBe(200)
      const { avatar } = avatarResponseSchema.strict().parse(await response.json())
      expect(avatar).toMatch(/^\/api\/media\/\d+\?v=[0-9a-f]{8}$/)
      expect(await picture(avatar)).toEqual({ type, bytes })
      expect(user('demo').avatar).toBe(avatar)
      expect((await me(token)).avatar).toBe(avatar)
    },
  )

  test('judges the type by the content, not the declared type', async () => {
    const { token } = await signIn('demo')
    const response = await putAvatar(token, JPEG, 'image/png')
    const { avatar } = avatarResponseSchema.parse(await response.json())
    expect((await picture(avatar))?.type).toBe('image/jpeg')
    const octets = await putAvatar(token, WEBP, 'application/octet-stream')
    expect(octets.status).toBe(200)
  })

  test.each([
    ['a GIF', GIF],
    ['a RIFF that is not WebP (WAVE)', WAVE],
    ['text', [...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')]],
    ['half a PNG signature', PNG.slice(0, 4)],
    ['two bytes of JPEG', JPEG.slice(0, 2)],
  ] as const)('refuses %s declared as PNG: 415', async (_name, bytes) => {
    const { token } = await signIn('demo')
    const response = await putAvatar(token, [...bytes], 'image/png')
    expect(response.status).toBe(415)
    const body = await errorOf(response)
    expect(body.code).toBe('avatar_unsupported_type')
    expect(body.error).toBe('This file is not a PNG, JPEG or WebP image. Choose one of those.')
    expect(user('demo').avatar).toBeNull()
  })

  test('takes the `file` field of a multipart form', async () => {
    const { token } = await signIn('demo')
    const response = await putAvatarForm(token, [
      { name: 'file', filename: 'me.gif', type: 'image/gif', bytes: PNG },
    ])
    expect(response.status).toBe(200)
    const { avatar } = avatarResponseSchema.parse(await response.json())
    expect(await picture(avatar)).toEqual({ type: 'image/png', bytes: PNG })
  })

  test('422 for a form without a file, or an empty body', async () => {
    const { token } = await signIn('demo')
    const noFile = await putAvatarForm(token, [
      { name: 'image', filename: 'me.png', type: 'image/png', bytes: PNG },
    ])
    expect(noFile.status).toBe(422)
    expect((await errorOf(noFile)).fieldErrors).toEqual({ file: text('avatar_file_required') })
    const empty = await putAvatar(token, [])
    expect(empty.status).toBe(422)
  })

  test('400 for a multipart body that is not what it says', async () => {
    const { token } = await signIn('demo')
    const noBoundary = await putAvatar(token, PNG, 'multipart/form-data')
    expect(noBoundary.status).toBe(400)
    expect((await errorOf(noBoundary)).code).toBe('invalid_body')
    const notMultipart = await putAvatar(token, PNG, 'multipart/form-data; boundary=abc')
    expect(notMultipart.status).toBe(400)
  })

  test('at most 2 MB: 413 avatar_too_large beyond', async () => {
    const { token } = await signIn('demo')
    const exact = new Uint8Array(AVATAR_MAX_BYTES)
    exact.set(PNG)
    expect((await putAvatar(token, exact)).status).toBe(200)

    const over = new Uint8Array(AVATAR_MAX_BYTES + 1)
    over.set(PNG)
    const response = await putAvatar(token, over, 'image/png', 'es')
    expect(response.status).toBe(413)
    const body = await errorOf(response)
    expect(body.code).toBe('avatar_too_large')
    expect(body.error).toBe('Esta imagen pesa más de 2 MB. Elige una más pequeña.')

    const big = [{ name: 'file', filename: 'big.png', type: 'image/png', bytes: over }]
    expect((await putAvatarForm(token, big)).status).toBe(413)
  })

  test('the new avatar shows wherever the user does: sign-in, verify-token, message partners', async () => {
    const { token } = await signIn('demo')
    const { avatar } = avatarResponseSchema.parse(await (await putAvatar(token, PNG)).json())
    const verified = await call('verify-token', { method: 'POST', token })
    expect((await json<{ user: { avatar: string } }>(verified)).user.avatar).toBe(avatar)
    expect((await login('demo')).user?.avatar).toBe(avatar)
    const rivera = await signIn('rivera_fc')
    const partners = await json<{ username: string; avatar: string | null }[]>(
      await call('messages/users', { token: rivera.token }),
    )
    expect(partners.find((p) => p.username === 'demo')?.avatar).toBe(avatar)
  })

  test('401 without a token', async () => {
    expect((await putAvatar(null, PNG)).status).toBe(401)
  })
})

describe('DELETE /api/me/avatar', () => {
  test('goes back to the default image (null); the picture is deleted', async () => {
    const { token } = await signIn('rivera_fc')
    const before = (await me(token)).avatar ?? ''
    expect((await picture(before))?.type).toBe('image/svg+xml')
    const response = await call('me/avatar', { method: 'DELETE', token })
    expect(response.status).toBe(204)
    expect((await me(token)).avatar).toBeNull()
    expect(user('rivera_fc').avatar).toBeNull()
    expect(await picture(before)).toBeNull()
  })

  test('401 without a token', async () => {
    expect((await call('me/avatar', { method: 'DELETE' })).status).toBe(401)
  })
})

// --- Texts -------------------------------------------------------------------------------------------

describe('field texts', () => {
  test('every field key of the contract has an English and a Spanish text', () => {
    for (const key of ACCOUNTS_FIELD_ERROR_KEYS) {
      expect(fieldCatalogue.en[key]).toMatch(/\.$/)
      expect(fieldCatalogue.es[key]).toMatch(/\.$/)
      expect(fieldCatalogue.es[key]).not.toBe(fieldCatalogue.en[key])
    }
  })
})

// --- Robustness --------------------------------------------------------------------------------------

describe('robustness', () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('https://twitch.tv/x_y_z', 'http://x.com/a', 'GK', 'US', 'demo1234'),
  )
  const anyBody = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.dictionary(
      fc.constantFrom(
        'username',
        'email',
        'password',
        'platform',
        'acceptTerms',
        'code',
        'country',
        'platformIds',
        'primaryPosition',
        'secondaryPosition',
        'shirtNumber',
        'bio',
        'freeAgent',
        'lookingFor',
        'currentPassword',
        'newPassword',
        'twitch',
        'youtube',
        'x',
        'instagram',
        'tiktok',
        'discord',
      ),
      fc.oneof(anyValue, fc.dictionary(fc.constantFrom('psn', 'xbox', 'ea'), anyValue)),
    ),
  )
  const endpoints = [
    ['POST', 'register'],
    ['POST', 'activate'],
    ['POST', 'activate/resend'],
    ['PATCH', 'me'],
    ['PUT', 'me/password'],
    ['PUT', 'me/social'],
  ] as const

  test('no JSON body makes an endpoint answer 500; every error has the error shape', async () => {
    const { token } = await signIn('lone_wolf')
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), anyBody, async ([method, path], body) => {
        resetScenario()
        const response = await call(path, {
          method,
          token,
          body: typeof body === 'string' ? body : JSON.stringify(body),
        })
        expect([200, 201, 202, 204, 400, 404, 409, 410, 422]).toContain(response.status)
        if (!response.ok) expect(apiErrorSchema.safeParse(await response.json()).success).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  test('no upload makes the avatar endpoint answer 500', async () => {
    const { token } = await signIn('lone_wolf')
    const contentType = fc.constantFrom(
      'image/png',
      'application/octet-stream',
      'multipart/form-data; boundary=b',
      'multipart/form-data',
      '',
    )
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 64 }).map((tail) => new Uint8Array([...PNG, ...tail])),
      fc
        .uint8Array({ maxLength: 64 })
        .map((tail) => new TextEncoder().encode(`--b\r\n${String.fromCharCode(...tail)}`)),
    )
    await fc.assert(
      fc.asyncProperty(contentType, bytes, async (type, body) => {
        const response = await putAvatar(token, body, type)
        expect([200, 400, 413, 415, 422]).toContain(response.status)
      }),
      { numRuns: 150 },
    )
  })
})
