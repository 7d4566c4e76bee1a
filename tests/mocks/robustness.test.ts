import { z } from 'zod'
/**
 * A careful server never crashes on input: whatever a client sends, the answer is a deliberate
 * status with the error shape, never a 5xx. And whoever asks, no answer carries someone else's
 * private data.
 *
 * The routes are discovered from the registered handlers (`info.method`, `info.path`), so every
 * endpoint an area adds is covered without touching this file. Runs are seeded: a failure reproduces.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { apiErrorSchema } from '@/api/contracts'
import { db } from '@mocks/db'
import { resetScenario } from '@mocks/scenarios'
import { allHandlers, handlers, signInAs } from '@mocks/server'
import { call, signIn } from './client'

const ORIGIN = 'http://localhost'
/** Fixed, so a failure reproduces; each route derives its own seed from it and its name. */
const SEED = 20260314
/** Property runs per route (few for the mock admin endpoints: a reset reseeds everything). */
const RUNS_PER_ROUTE = 24
const RUNS_PER_MOCK_ROUTE = 6
const strictErrorSchema = z.strictObject(apiErrorSchema.shape)

interface Route {
  method: string
  /** `/api/teams/:id` */
  path: string
  params: string[]
}

/** Every registered handler's method and path, once each. */
function discoverRoutes(): { routes: Route[]; opaque: string[] } {
  const routes = new Map<string, Route>()
  const opaque: string[] = []
  for (const handler of allHandlers) {
    // The scheduled jobs answer nothing: every request passes through them to its own handler. The
    // unknown route's answer is tests/mocks/unknownRoutes.test.ts's.
    if (handlers.jobs.includes(handler) || handlers.unknown.includes(handler)) continue
    const { method, path, header } = handler.info
    if (typeof method !== 'string' || typeof path !== 'string') {
      opaque.push(header)
      continue
    }
    const pathname = path.replace(/^\*/, '').replace(/^https?:\/\/[^/]+/, '')
    const params = [...pathname.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
    routes.set(`${method} ${pathname}`, { method: method.toUpperCase(), path: pathname, params })
  }
  return { routes: [...routes.values()], opaque }
}

const { routes, opaque } = discoverRoutes()
const getRoutes = routes.filter((route) => route.method === 'GET')

function hash(text: string): number {
  let value = SEED
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) | 0
  return value >>> 0
}

// ---------------------------------------------------------------------------------------------
// What a random client sends

/** A path segment: ids that exist, ids that do not, numbers that are not ids, and junk. */
const segment = fc
  .oneof(
    fc.integer({ min: 1, max: 40 }).map(String),
    fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', 'NaN', 'me', 'null'),
    fc.string({ minLength: 1, maxLength: 24, unit: 'grapheme' }),
    fc.string({ minLength: 1, maxLength: 12 }),
  )
  .map(encodeURIComponent)
  // `.` and `..` would be resolved away by the URL and change the route.
  .filter((value) => value !== '' && !/^\.+$/.test(value))

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 12, unit: 'grapheme' }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', 'true', 'false', 'null', '-1', '0', '1', '2', '100', '101', 'a,b', '%'),
)

/** Query parameter names the areas use, and random ones. */
const queryKey = fc.oneof(
  fc.constantFrom(
    'page',
    'pageSize',
    'q',
    'sort',
    'order',
    'status',
    'platform',
    'position',
    'country',
    'freeAgent',
    'user2',
    'competitionId',
    'teamId',
    'category',
    'type',
    'limit',
    'stat',
  ),
  fc.string({ minLength: 1, maxLength: 8 }),
)

const queryString = fc
  .array(fc.tuple(queryKey, junk), { maxLength: 5 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`))

/** A value of any JSON type, with the junk strings and numbers most likely to trip a handler. */
const anyValue = fc.oneof(
  { depthSize: 'small' },
  junk,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
)

/** Field names the request schemas use, so random bodies reach past "not an object". */
const fieldName = fc.constantFrom(
  'text',
  'content',
  'senderId',
  'receiverId',
  'ids',
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'email',
  'code',
  'name',
  'tag',
  'platform',
  'country',
  'bio',
  'role',
  'shirtNumber',
  'message',
  'playerId',
  'teamId',
  'competitionId',
  'matchId',
  'type',
  'planId',
  'paymentMethod',
  'avatar',
  'socials',
  'primaryColor',
  'positions',
  'evenings',
  'gamertag',
  'latency',
  'failing',
  'empty',
)

const paymentMethod = fc.record({ cardNumber: junk, expiry: junk, cvc: junk }, { requiredKeys: [] })

const objectBody = fc.dictionary(
  fc.oneof(fieldName, fc.string({ maxLength: 10 })),
  fc.oneof(anyValue, paymentMethod, fc.array(anyValue, { maxLength: 4 })),
  { maxKeys: 6 },
)

/** What goes in the body: nothing, JSON of any shape, or text that is not JSON. */
const body = fc.oneof(
  fc.constant(undefined),
  objectBody.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60, unit: 'grapheme' }),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '0', '\u0000', '{}'.repeat(3)),
)

/** Header values must be printable ASCII (fetch refuses the rest before sending). */
const headerText = fc.string({ maxLength: 40 })

type Auth = { kind: 'valid' } | { kind: 'none' } | { kind: 'raw'; value: string }
const auth: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'valid' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic dXNlcjpwYXNz',
          'bearer x y',
          `Bearer ${'0'.repeat(64)}`,
        ),
        headerText.map((value) => `Bearer ${value}`),
        headerText,
      )
      .map((value) => ({ kind: 'raw' as const, value })),
  },
)

const headers = fc.record(
  {
    language: fc.oneof(
      fc.constantFrom('es', 'es-MX,es;q=0.9', 'en-US', 'fr', '*', 'es;q=abc', ';;;'),
      headerText,
    ),
    contentType: fc.oneof(
      fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'image/png'),
      headerText,
    ),
  },
  { requiredKeys: [] },
)

const request = (route: Route) =>
  fc.record({
    params: fc.tuple(...route.params.map(() => segment)),
    query: queryString,
    body,
    auth,
    headers,
  })

type RandomRequest = ReturnType<typeof request> extends fc.Arbitrary<infer T> ? T : never

function fill(route: Route, values: readonly string[]): string {
  let index = 0
  return route.path.replace(/:(\w+)/g, () => values[index++] ?? '1')
}

async function send(route: Route, input: RandomRequest, validToken: string): Promise<Response> {
  const init = new Headers()
  if (input.auth.kind === 'valid') init.set('Authorization', `Bearer ${validToken}`)
  if (input.auth.kind === 'raw') init.set('Authorization', input.auth.value)
  if (input.headers.language !== undefined) init.set('Accept-Language', input.headers.language)
  const withBody = route.method !== 'GET' && route.method !== 'HEAD' && input.body !== undefined
  if (withBody) init.set('Content-Type', input.headers.contentType ?? 'application/json')
  return fetch(new URL(fill(route, input.params) + input.query, ORIGIN), {
    method: route.method,
    headers: init,
    body: withBody ? input.body : undefined,
  })
}

/**
 * The answer a careful server gives: 2xx or 4xx, JSON (a 204 and a stored picture aside), errors in
 * the one shape.
 */
async function expectDeliberateAnswer(response: Response, label: string): Promise<void> {
  const { status } = response
  if (status === 200 && /^(GET|HEAD) \/api\/media\//.test(label)) {
    expect(response.headers.get('Content-Type') ?? '', label).toMatch(/^image\//)
    return
  }
  if (label.startsWith('HEAD ')) {
    expect((await response.arrayBuffer()).byteLength, label).toBe(0)
    return
  }
  const text = await response.text()
  const where = `${label} → ${status} ${text.slice(0, 300)}`
  expect(status >= 500, where).toBe(false)
  expect((status >= 200 && status < 300) || (status >= 400 && status < 500), where).toBe(true)
  if (status === 204) {
    expect(text, where).toBe('')
    return
  }
  expect(response.headers.get('Content-Type') ?? '', where).toMatch(/^application\/json\b/)
  let parsed: unknown
  expect(() => (parsed = JSON.parse(text)), where).not.toThrow()
  if (status >= 400) expect(strictErrorSchema.safeParse(parsed).success, where).toBe(true)
}

describe('every route answers anything with JSON (or a picture) 2xx/4xx, never 5xx', () => {
  test('every handler has a plain method and path (so this suite can reach it)', () => {
    expect(opaque).toEqual([])
    expect(routes.length).toBeGreaterThan(0)
  })

  test.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (label, route) => {
      const mockRoute = route.path.startsWith('/api/__mock/')
      await fc.assert(
        fc.asyncProperty(request(route), async (input) => {
          // A random body may have made the scenario slow or failing, or logged the caller out.
          resetScenario()
          const { token } = await signInAs('demo')
          const response = await send(route, input, token)
          await expectDeliberateAnswer(response, `${label} ${JSON.stringify(input)}`)
        }),
        {
          seed: hash(label),
          numRuns: mockRoute ? RUNS_PER_MOCK_ROUTE : RUNS_PER_ROUTE,
          endOnFailure: true,
        },
      )
      resetScenario()
    },
    30_000,
  )
})

// ---------------------------------------------------------------------------------------------
// Private data

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const HEX64 = /[0-9a-f]{64}/gi

/** What must never reach anyone but its owner: emails and activation codes by user, session tokens. */
interface Secrets {
  emails: Map<string, number>
  activationCodes: string[]
}

function secrets(): Secrets {
  return {
    emails: new Map(db.users.all().map((user) => [user.email.toLowerCase(), user.id])),
    activationCodes: db.users.all().flatMap((user) => user.activationCode ?? []),
  }
}

/** Private data of others in an answer to `callerId` holding `token`; empty when there is none. */
function leaks(text: string, callerId: number, token: string, known: Secrets): string[] {
  const found: string[] = []
  if (text.includes('passwordHash')) found.push('passwordHash')
  if (text.includes('pbkdf2$')) found.push('a password hash')
  for (const [email] of text.matchAll(EMAIL)) {
    const owner = known.emails.get(email.toLowerCase())
    if (owner !== undefined && owner !== callerId) found.push(`the email ${email}`)
  }
  const hexes = [...text.matchAll(HEX64)].map(([hex]) => hex)
  if (hexes.length > 0) {
    const tokens = new Set(db.sessions.all().map((session) => session.token))
    if (hexes.some((hex) => hex !== token && tokens.has(hex))) found.push('another session token')
  }
  for (const code of known.activationCodes) {
    if (text.includes(code)) found.push(`an activation code`)
  }
  return found
}

/** Values for path params: ids (the caller's, another's, small ones) and any slugs the data has. */
function paramCandidates(callerId: number, otherId: number): string[] {
  const slugs = Object.values(db).flatMap((collection) =>
    collection
      .all()
      .slice(0, 2)
      .flatMap((record) => {
        const slug: unknown = (record as Record<string, unknown>).slug
        return typeof slug === 'string' ? [slug] : []
      }),
  )
  return [...new Set([String(callerId), String(otherId), '1', '2', '3', ...slugs])]
}

function queriesFor(otherId: number): string[] {
  return ['', `?user2=${otherId}`, '?q=ma&page=1&pageSize=50', '?page=2&pageSize=10&freeAgent=true']
}

async function expectNoLeak(url: string, username: string, known: Secrets): Promise<void> {
  const { token, user } = await signInAs(username)
  if (user === null) throw new Error(`no user ${username}`)
  const response = await call(url, { token })
  const text = await response.text()
  expect(leaks(text, user.id, token, known), `GET ${url} as ${username}`).toEqual([])
}

describe('no GET answer carries private data of anyone but the caller', () => {
  /** Sessions of many users exist, so a leak of someone's token would show. */
  async function signInMany(usernames: readonly string[]) {
    for (const username of usernames) await signInAs(username)
  }

  function activeUsernames(): string[] {
    return db.users
      .all()
      .filter((user) => user.status === 'active')
      .map((user) => user.username)
  }

  test('for the demo accounts and staff, on every GET route', async () => {
    const usernames = [
      'demo',
      'rivera_fc',
      'maya_goals',
      'lone_wolf',
      ...db.users
        .all()
        .filter((user) => user.role === 'staff')
        .map((user) => user.username),
    ]
    await signInMany(activeUsernames().filter((_, index) => index % 25 === 0))
    const known = secrets()
    const other = db.users.findFirst((q) => q.where({ username: 'NutmegNate' }))?.id ?? 5
    for (const username of usernames) {
      const caller = db.users.findFirst((q) => q.where({ username }))
      if (caller === undefined) continue
      for (const route of getRoutes) {
        // A list with each query; a route with ids with each id (the sampled test mixes both).
        const urls =
          route.params.length === 0
            ? queriesFor(other).map((query) => route.path + query)
            : paramCandidates(caller.id, other).map((value) =>
                fill(
                  route,
                  route.params.map(() => value),
                ),
              )
        for (const url of urls) await expectNoLeak(url.replace(/^\/api\//, ''), username, known)
      }
    }
  }, 60_000)

  test('for any seeded user (sampled), on any GET route', async () => {
    const usernames = activeUsernames()
    await signInMany(usernames.filter((_, index) => index % 20 === 0))
    const users = db.users.all().filter((user) => user.status === 'active')
    const known = secrets()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...usernames),
        fc.constantFrom(...getRoutes),
        fc.nat(),
        fc.nat(),
        async (username, route, pick, otherPick) => {
          const caller = users.find((user) => user.username === username)
          const other = users[otherPick % users.length]
          if (caller === undefined || other === undefined) return
          const candidates = paramCandidates(caller.id, other.id)
          const values = route.params.map(
            (_, i) => candidates[(pick + i) % candidates.length] ?? '1',
          )
          const queries = queriesFor(other.id)
          const query = queries[pick % queries.length] ?? ''
          const url = fill(route, values).replace(/^\/api\//, '') + query
          await expectNoLeak(url, username, known)
        },
      ),
      { seed: SEED, numRuns: 150 },
    )
  }, 60_000)
})

// ---------------------------------------------------------------------------------------------
// Focused properties of the first areas (kept: they aim at one field each)

test('POST /api/message with random senderId, receiverId and content never fails with 5xx', async () => {
  const { token } = await signIn('demo')
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        {
          senderId: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()),
          receiverId: fc.oneof(fc.integer({ min: -3, max: 60 }), fc.string()),
          content: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null)),
        },
        { requiredKeys: [] },
      ),
      async (value) => {
        const response = await call('message', { method: 'POST', token, body: value })
        expect(response.status).toBeLessThan(500)
        if (!response.ok)
          expect(strictErrorSchema.safeParse(await response.json()).success).toBe(true)
      },
    ),
    { seed: SEED, numRuns: 60 },
  )
})

test('no query string makes the conversation endpoint fail with 5xx', async () => {
  const { token } = await signIn('demo')
  await fc.assert(
    fc.asyncProperty(fc.string(), async (user2) => {
      const response = await call(`messages?user2=${encodeURIComponent(user2)}`, { token })
      expect([200, 400, 404]).toContain(response.status)
    }),
    { seed: SEED, numRuns: 60 },
  )
})
