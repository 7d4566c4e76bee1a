/**
 * What the property tests of the endpoints share: a fixed seed, the answer a careful server gives,
 * the texts a random client sends, and the private data no answer may carry.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '@/api/contracts'
import { transferWindowClosedErrorSchema } from '@/api/contracts/teamTransferWindow'
import { registrationIneligibleErrorSchema } from '@/api/contracts/registrations'
import { db, resetDb } from '@mocks/db'
import { signInAs } from '@mocks/server'
import { resetScenario } from '@mocks/scenarios'
import { call, type CallOptions } from '../client'

/** One seed for every property of this folder: a failure reproduces (fast-check prints the path). */
export const SEED = 20260314
/** Runs per property: enough to find the usual mistakes, few enough for `npm test`. */
export const RUNS = 50

/** `fc.assert` with this folder's seed and run count. */
export function check<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  runs = RUNS,
): Promise<void> {
  return fc.assert(property, { seed: SEED, numRuns: runs, endOnFailure: true })
}

/** A fresh seeded database, the default scenario, and a session for each named user. */
export async function fresh<const N extends string>(
  ...usernames: N[]
): Promise<Record<N, { token: string; id: number }>> {
  resetScenario()
  await resetDb()
  const sessions = {} as Record<N, { token: string; id: number }>
  for (const username of usernames) {
    const { token, user } = await signInAs(username)
    if (user === null) throw new Error(`no user ${username}`)
    sessions[username] = { token, id: user.id }
  }
  return sessions
}

/** The one error shape, or one of the documented shapes that add fields of their own to it. */
const strictError = z.union([
  z.strictObject(apiErrorSchema.shape),
  z.strictObject(transferWindowClosedErrorSchema.shape),
  z.strictObject(registrationIneligibleErrorSchema.shape),
])

export interface Answer {
  status: number
  text: string
  body: unknown
}

/**
 * Calls the API and checks what every answer must be: 2xx or 4xx (never 5xx, never a throw), JSON
 * (204 aside), errors in the one documented shape, and none of the private data of anyone but `self`.
 */
export async function answer(
  path: string,
  options: CallOptions & { self?: number } = {},
): Promise<Answer> {
  const response = await call(path, options)
  const { status } = response
  const text = await response.text()
  const where = `${options.method ?? 'GET'} ${path} ${JSON.stringify(options.body)?.slice(0, 200)} → ${status} ${text.slice(0, 300)}`
  expect((status >= 200 && status < 300) || (status >= 400 && status < 500), where).toBe(true)
  const body: unknown = status === 204 ? null : JSON.parse(text)
  if (status >= 400) expect(strictError.safeParse(body).success, where).toBe(true)
  expect(leaks(text, options.self ?? null, options.token ?? null), where).toEqual([])
  return { status, text, body }
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const HEX64 = /[0-9a-f]{64}/gi

/** Private data in `text` of anyone but user `self` holding `token`. */
export function leaks(text: string, self: number | null, token: string | null): string[] {
  const found: string[] = []
  if (text.includes('passwordHash') || text.includes('pbkdf2$')) found.push('a password hash')
  if (/"activationCode"\s*:/.test(text)) found.push('an activation code')
  const owners = new Map(db.users.all().map((user) => [user.email.toLowerCase(), user.id]))
  for (const [email] of text.matchAll(EMAIL)) {
    const owner = owners.get(email.toLowerCase())
    if (owner !== undefined && owner !== self) found.push(`the email ${email}`)
  }
  const tokens = new Set(db.sessions.all().map((session) => session.token))
  for (const [hex] of text.matchAll(HEX64)) {
    if (hex !== token && tokens.has(hex)) found.push('another session token')
  }
  return found
}

// --- What a random client sends ------------------------------------------------------------------

/** Texts people type, and texts meant to hurt: unicode, control characters, markup, huge ones. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e evil',
    '<script>alert(1)</script>',
    '"; DROP TABLE users; --',
    '𝔊𝔙𝔏 ⚽️👩🏽‍🚀',
    'x'.repeat(3000),
    '  padded  ',
  ),
)

/** A value of any JSON type: what a field gets when the client sends the wrong type. */
export const anyJson = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
)

/** Page parameters: in range, at the edges, outside, and not numbers. */
export const pageParam = fc.oneof(
  fc.integer({ min: -2, max: 120 }).map(String),
  fc.constantFrom('', '1.5', '1e1', 'abc', '0x10', '99999999999', ' 2 ', '-0'),
)

/** Seeded ids other than the demo accounts', to name another player. */
export function someoneElse(self: number): number {
  const other = db.users.all().find((user) => user.id !== self && user.status === 'active')
  if (other === undefined) throw new Error('no other user')
  return other.id
}
