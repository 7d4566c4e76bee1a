/**
 * Properties of signing in and of the account endpoints: nothing but the right password opens a
 * session; no made-up token or code names anyone; what is refused changes nothing; a sign-up does
 * not tell whether an address has an account.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { emailSchema } from '@/api/contracts/accounts'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { db } from '@mocks/db'
import { resetRateLimits } from '@mocks/lib/rateLimit'
import { call } from '../client'
import { anyJson, anyText, answer, check, fresh } from './support'

const DEMO_USERNAMES = ['demo', 'rivera_fc', 'maya_goals', 'lone_wolf'] as const

describe('POST /api/login', () => {
  test('any other password, or an unknown user, answers the same 401 and opens no session', async () => {
    await fresh()
    const sessions = db.sessions.all().length
    await check(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...DEMO_USERNAMES), anyText),
        fc.oneof(
          anyText.filter((text) => text !== DEMO_PASSWORD),
          anyJson,
        ),
        async (username, password) => {
          const { status, body } = await answer('login', {
            method: 'POST',
            body: { username, password },
          })
          // 400: credentials missing or of the wrong type; 429: the account's (or this client's)
          // attempts are used up (tests/mocks/rateLimits.test.ts); otherwise the one answer for both.
          if (status === 400) return
          if (status === 429) {
            expect((body as { code: string }).code).toBe('too_many_attempts')
            return
          }
          expect(status).toBe(401)
          expect((body as { code: string }).code).toBe('invalid_credentials')
        },
      ),
      // PBKDF2 is slow on purpose: fewer runs.
      20,
    )
    expect(db.sessions.all()).toHaveLength(sessions)
  }, 60_000)
})

describe('POST /api/verify-token and any endpoint behind a token', () => {
  test('a token that was not issued names nobody: 401 with WWW-Authenticate', async () => {
    await fresh('demo')
    await check(
      fc.asyncProperty(
        fc.oneof(
          fc.stringMatching(/^[0-9a-f]{64}$/),
          fc.string({ minLength: 1, maxLength: 80 }).filter((t) => /^[\x21-\x7e]+$/.test(t)),
        ),
        fc.constantFrom(
          ['POST', 'verify-token'],
          ['GET', 'me'],
          ['GET', 'notifications'],
          ['POST', 'logout'],
        ),
        async (token, [method, path]) => {
          const response = await fetch(new URL(path, 'http://localhost/api/'), {
            method,
            headers: { Authorization: `Bearer ${token}` },
          })
          expect(response.status).toBe(401)
          expect(response.headers.get('WWW-Authenticate') ?? '').toMatch(/^Bearer error="/)
          await answer(path, { method, token })
        },
      ),
    )
  }, 60_000)
})

describe('POST /api/activate and /api/activate/resend', () => {
  test('a made-up code activates nobody', async () => {
    await fresh()
    const pending = () => db.users.all().filter((user) => user.status !== 'active').length
    const before = pending()
    await check(
      fc.asyncProperty(
        fc.oneof(anyText, fc.stringMatching(/^[0-9a-f]{32,64}$/), anyJson),
        async (code) => {
          const { status } = await answer('activate', { method: 'POST', body: { code } })
          expect([400, 404, 422]).toContain(status)
        },
      ),
    )
    expect(pending()).toBe(before)
  }, 60_000)

  test('a resend answers 202 {} for any address, with an account or without (or 422 for a non-email)', async () => {
    await fresh()
    const accounts = db.users.all().map((user) => user.email)
    await check(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...accounts), fc.emailAddress(), anyText, anyJson),
        async (email) => {
          // Each run is another visitor: the limits on emails have their own tests.
          resetRateLimits()
          const { status, body } = await answer('activate/resend', {
            method: 'POST',
            body: { email },
          })
          expect([202, 422]).toContain(status)
          if (status === 202) expect(body).toEqual({})
        },
      ),
    )
  }, 60_000)
})

describe('POST /api/register', () => {
  test('whatever is sent, the answer is 201 or a 4xx, and never carries the code or a hash', async () => {
    await check(
      fc.asyncProperty(
        fc.record(
          {
            username: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/), anyJson),
            email: fc.oneof(fc.emailAddress(), anyJson),
            password: fc.oneof(fc.constant('goodpass123'), anyJson),
            platform: fc.oneof(fc.constantFrom('playstation', 'xbox', 'pc'), anyJson),
            country: fc.oneof(fc.constantFrom('US', 'mx', 'ZZ'), anyJson),
            acceptTerms: fc.oneof(fc.constant(true), anyJson),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          await fresh()
          const { status } = await answer('register', { method: 'POST', body })
          expect([201, 400, 409, 422]).toContain(status)
        },
      ),
      // Hashing a password and reseeding each run: fewer runs.
      20,
    )
  }, 60_000)
})

describe('POST /api/register: no account discovery', () => {
  test('an address that has an account answers as a free one does, and makes no account', async () => {
    await fresh()
    const owned = new Set(db.users.all().map((user) => user.email.toLowerCase()))
    const freeEmail = fc
      .emailAddress()
      .filter((email) => emailSchema.safeParse(email).success && !owned.has(email.toLowerCase()))
    let run = 0
    await check(
      fc.asyncProperty(
        fc.constantFrom(...owned),
        fc.constantFrom(
          (email: string) => email,
          (email: string) => email.toUpperCase(),
        ),
        freeEmail,
        async (taken, spelling, free) => {
          run += 1
          // Each run is another visitor: the limits on emails have their own tests.
          resetRateLimits()
          // A free address of an earlier run has an account now.
          fc.pre(!db.users.all().some((user) => user.email === emailSchema.parse(free)))
          const before = db.users.count()
          const signUp = (email: string, username: string) =>
            call('register', {
              method: 'POST',
              body: { username, email, password: 'goodpass123', platform: 'pc', acceptTerms: true },
            })
          // The answer repeats the address the caller sent, so it is read here rather than through
          // answer(), which would count an address of the seed in it as a leak.
          const toTaken = await signUp(spelling(taken), `taken_${run}`)
          const toFree = await signUp(free, `free_${run}`)
          expect(toTaken.status).toBe(201)
          expect(toFree.status).toBe(201)
          expect(await toTaken.json()).toEqual({ email: taken })
          expect(await toFree.json()).toEqual({ email: emailSchema.parse(free) })
          expect(db.users.count()).toBe(before + 1)
        },
      ),
      // Two sign-ups (two PBKDF2 hashes) a run: fewer runs.
      15,
    )
  }, 60_000)
})

describe('PUT /api/me/password', () => {
  test('a wrong current password changes nothing and ends no session', async () => {
    const { demo } = await fresh('demo')
    const hash = () => db.users.findFirst((q) => q.where({ id: demo.id }))?.passwordHash
    const before = hash()
    await check(
      fc.asyncProperty(
        fc.oneof(
          anyText.filter((text) => text !== DEMO_PASSWORD),
          anyJson,
        ),
        async (currentPassword) => {
          const { status } = await answer('me/password', {
            method: 'PUT',
            token: demo.token,
            self: demo.id,
            body: { currentPassword, newPassword: 'another1234' },
          })
          // 429 once the account's attempts are used up (tests/mocks/rateLimits.test.ts).
          expect([400, 422, 429]).toContain(status)
          expect((await answer('me', { token: demo.token, self: demo.id })).status).toBe(200)
        },
      ),
      20,
    )
    expect(hash()).toBe(before)
  }, 60_000)
})

describe('PUT /api/me/avatar', () => {
  test('bytes that are not a PNG, JPEG or WebP are refused, whatever the type says; the avatar stays', async () => {
    const { rivera_fc: rivera } = await fresh('rivera_fc')
    const avatar = () => db.users.findFirst((q) => q.where({ id: rivera.id }))?.avatar
    const before = avatar()
    const notAnImage = fc.oneof(
      fc.uint8Array({ maxLength: 256 }).filter((bytes) => bytes[0] !== 0x89 && bytes[0] !== 0xff),
      fc
        .constantFrom(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'GIF89a\u0001\u0000\u0001\u0000',
          '<html><body>not an image</body></html>',
        )
        .map((text) => new TextEncoder().encode(text)),
    )
    await check(
      fc.asyncProperty(
        notAnImage,
        fc.constantFrom(
          'image/png',
          'image/jpeg',
          'image/webp',
          'image/svg+xml',
          'application/octet-stream',
        ),
        async (bytes, type) => {
          const response = await fetch(new URL('me/avatar', 'http://localhost/api/'), {
            method: 'PUT',
            headers: { Authorization: `Bearer ${rivera.token}`, 'Content-Type': type },
            body: bytes,
          })
          expect([400, 415, 422]).toContain(response.status)
        },
      ),
    )
    expect(avatar()).toBe(before)
  }, 60_000)
})

describe('team members, invitations and registrations', () => {
  test('PUT /api/teams/{id}/members/{userId}: a shirt number is accepted iff 1–99 and free, then shown', async () => {
    const { rivera_fc: rivera } = await fresh('rivera_fc')
    const maya = db.users.findFirst((q) => q.where({ username: 'maya_goals' }))?.id ?? 0
    await check(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: -5, max: 105 }), anyJson),
        async (shirtNumber) => {
          const { status, body } = await answer(`teams/1/members/${maya}`, {
            method: 'PUT',
            token: rivera.token,
            self: rivera.id,
            body: { shirtNumber },
          })
          if (status !== 200) {
            expect([400, 409, 422]).toContain(status)
            return
          }
          const valid =
            shirtNumber === null ||
            (Number.isInteger(shirtNumber) &&
              (shirtNumber as number) >= 1 &&
              (shirtNumber as number) <= 99)
          expect(valid, JSON.stringify(shirtNumber)).toBe(true)
          const row = (
            body as { roster: { id: number; shirtNumber: number | null }[] }
          ).roster.find((member) => member.id === maya)
          expect(row?.shirtNumber).toBe(shirtNumber)
        },
      ),
    )
  }, 60_000)

  test('DELETE /api/teams/{id}/members/{userId}: only a manager removes, only a member of that team, never another team’s', async () => {
    await check(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: 1, max: 80 }).map(String), fc.constantFrom('0', 'x', '1.5')),
        fc.constantFrom('rivera_fc', 'maya_goals'),
        async (userId, who) => {
          const sessions = await fresh(who)
          const caller = sessions[who]
          const others = JSON.stringify(db.memberships.all().filter((m) => m.teamId !== 1))
          const member = db.memberships.findFirst((q) =>
            q.where({ teamId: 1, userId: Number(userId) }),
          )
          const { status } = await answer(`teams/1/members/${userId}`, {
            method: 'DELETE',
            token: caller.token,
            self: caller.id,
          })
          if (status === 204) {
            expect(who).toBe('rivera_fc')
            expect(member).toBeDefined()
            expect(
              db.memberships.findFirst((q) => q.where({ teamId: 1, userId: Number(userId) })),
            ).toBeUndefined()
          } else expect([403, 404, 409]).toContain(status)
          expect(JSON.stringify(db.memberships.all().filter((m) => m.teamId !== 1))).toBe(others)
        },
      ),
      30,
    )
  }, 60_000)

  test('POST /api/teams/{id}/invitations: sent by the caller for the team of the path, to the player of the body', async () => {
    await check(
      fc.asyncProperty(fc.integer({ min: 1, max: 120 }), anyText, async (playerId, message) => {
        const { rivera_fc: rivera } = await fresh('rivera_fc')
        const { status, body } = await answer('teams/1/invitations', {
          method: 'POST',
          token: rivera.token,
          self: rivera.id,
          body: { playerId, message, teamId: 2, inviterId: playerId },
        })
        if (status !== 201) {
          expect([404, 409, 422]).toContain(status)
          return
        }
        const { invitation } = body as { invitation: { id: number } }
        const record = db.invitations.findFirst((q) => q.where({ id: invitation.id }))
        expect(record).toMatchObject({ teamId: 1, playerId, inviterId: rivera.id })
      }),
      30,
    )
  }, 60_000)

  test('POST /api/competitions/{id}/registrations: only for a team the caller manages', async () => {
    const { rivera_fc: rivera } = await fresh('rivera_fc')
    const managed = new Set(
      db.memberships
        .findMany((q) => q.where({ userId: rivera.id }))
        .filter((m) => m.role !== 'player')
        .map((m) => m.teamId),
    )
    await check(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }),
        fc.oneof(fc.integer({ min: 1, max: 40 }), anyJson),
        async (competition, teamId) => {
          const before = db.registrations.all().length
          const { status } = await answer(`competitions/${competition}/registrations`, {
            method: 'POST',
            token: rivera.token,
            self: rivera.id,
            body: { teamId },
          })
          if (status === 201) expect(managed.has(teamId as number)).toBe(true)
          else expect(db.registrations.all()).toHaveLength(before)
          // Someone else's team: refused before anything else is checked about it.
          if (
            typeof teamId === 'number' &&
            !managed.has(teamId) &&
            status !== 404 &&
            status !== 422
          ) {
            expect(status).toBe(403)
          }
        },
      ),
    )
  }, 60_000)
})
