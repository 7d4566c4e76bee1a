import { describe, expect, test } from 'vitest'
import { notificationsResponseSchema, type ApiError } from '@/api/contracts'
import {
  APPEAL_MAX_LENGTH,
  APPEAL_MIN_LENGTH,
  appealInfractionResponseSchema,
  issueInfractionResponseSchema,
  myInfractionsResponseSchema,
  type MyInfractionsResponse,
} from '@/api/contracts/infractions'
import { advanceClock, now } from '@mocks/clock'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { call, json } from './client'

const DAY = 24 * 60 * 60 * 1000
const strictList = myInfractionsResponseSchema.strict()
const APPEAL = 'The comment was about our own defending, not the opponents; the thread shows it.'

async function tokenOf(username: string): Promise<{ token: string; id: number }> {
  const { token, user } = await signInAs(username)
  if (user === null) throw new Error(`no user ${username}`)
  return { token, id: user.id }
}

async function mine(token: string): Promise<MyInfractionsResponse> {
  const response = await call('me/infractions', { token })
  expect(response.status).toBe(200)
  return strictList.parse(await response.json())
}

function appeal(token: string | null, id: number | string, body: unknown, language?: string) {
  return call(`me/infractions/${id}/appeal`, { method: 'POST', token, body, language })
}

function issue(body: unknown) {
  return call('__mock/infractions', { method: 'POST', body })
}

/** demo's active warning (spring 2026) and expired one (fall 2025). */
function demoInfractions() {
  const demo = db.users.findFirst((q) => q.where({ username: 'demo' }))
  if (demo === undefined) throw new Error('no demo')
  const records = db.infractions.findMany((q) => q.where({ playerId: demo.id }))
  const active = records.find((i) => i.status === 'active')
  const expired = records.find((i) => i.status === 'expired')
  if (active === undefined || expired === undefined) throw new Error('demo lacks infractions')
  return { demo, active, expired }
}

/** Someone else's infraction, still open to an appeal. */
function othersActiveInfraction(playerId: number) {
  const other = db.infractions.findFirst((q) =>
    q.where((i) => i.playerId !== playerId && i.status === 'active'),
  )
  if (other === undefined) throw new Error('no other active infraction')
  return other
}

/** The text of a response must not hold private data of anyone. */
function expectNoPrivateData(body: unknown, callerId: number) {
  const text = JSON.stringify(body)
  expect(text).not.toContain('passwordHash')
  expect(text).not.toMatch(/"token"/)
  for (const session of db.sessions.all()) expect(text).not.toContain(session.token)
  for (const user of db.users.all()) {
    if (user.id !== callerId) expect(text).not.toContain(user.email)
  }
}

describe('GET /api/me/infractions', () => {
  test("answers the caller's infractions, newest first, with a summary", async () => {
    const { token, id } = await tokenOf('demo')
    const { active, expired } = demoInfractions()
    const { items, summary } = await mine(token)
    expect(items.map((i) => i.id)).toEqual([active.id, expired.id])
    const [first] = items
    expect(first).toMatchObject({
      id: active.id,
      type: 'conduct',
      team: { name: 'Northside Rovers' },
      strikes: 1,
      sanction: 'warning',
      matchesRemaining: 0,
      issuedBy: 'Ref_Ramirez',
      issuedAt: active.issuedAt,
      expiresAt: active.expiresAt,
      status: 'active',
      appeal: null,
    })
    expect(first?.competition.name).toMatch(/\S/)
    // A played match reads "Home 2–1 Away", one of them demo's team.
    expect(first?.match?.label).toMatch(/^.+ \d+–\d+ .+$/)
    expect(first?.match?.label).toContain('Northside Rovers')
    expect(items[1]?.status).toBe('expired')
    expect(summary).toEqual({ activeStrikes: 1, activeSuspensions: 0 })
    expectNoPrivateData({ items, summary }, id)
  })

  test('is only ever the caller’s own', async () => {
    const { token, id } = await tokenOf('demo')
    const theirs = new Set(
      db.infractions.findMany((q) => q.where({ playerId: id })).map((i) => i.id),
    )
    const { items } = await mine(token)
    expect(items.every((i) => theirs.has(i.id))).toBe(true)
    // A player without infractions gets an empty record.
    const lone = await mine((await tokenOf('lone_wolf')).token)
    expect(lone).toEqual({ items: [], summary: { activeStrikes: 0, activeSuspensions: 0 } })
  })

  test('shows an appeal with its date, and counts a suspension with matches left', async () => {
    const appealed = db.infractions.findFirst((q) => q.where({ status: 'appealed' }))
    const banned = db.infractions.findFirst((q) =>
      q.where((i) => i.status === 'active' && i.sanction === 'match_ban' && i.matchesRemaining > 0),
    )
    if (appealed === undefined || banned === undefined) throw new Error('seed lacks cases')
    const appealedUser = db.users.findFirst((q) => q.where({ id: appealed.playerId }))
    const bannedUser = db.users.findFirst((q) => q.where({ id: banned.playerId }))
    if (appealedUser === undefined || bannedUser === undefined) throw new Error('no players')

    const first = await mine((await tokenOf(appealedUser.username)).token)
    const shown = first.items.find((i) => i.id === appealed.id)
    expect(shown?.appeal).toEqual({ text: appealed.appeal, appealedAt: appealed.appealedAt })
    // An appeal does not suspend the sanction: its strikes still count.
    expect(first.summary.activeStrikes).toBeGreaterThanOrEqual(appealed.strikes)

    const second = await mine((await tokenOf(bannedUser.username)).token)
    expect(second.items.find((i) => i.id === banned.id)).toMatchObject({
      sanction: 'match_ban',
      matchesRemaining: banned.matchesRemaining,
    })
    expect(second.summary.activeSuspensions).toBeGreaterThanOrEqual(1)
  })

  test('applies expiry on read: an active infraction past expiresAt reads expired', async () => {
    const { active } = demoInfractions()
    advanceClock(Date.parse(active.expiresAt) - now().getTime()) // exactly at expiresAt
    const { token } = await tokenOf('demo')
    const { items, summary } = await mine(token)
    expect(items.find((i) => i.id === active.id)?.status).toBe('expired')
    expect(summary).toEqual({ activeStrikes: 0, activeSuspensions: 0 })
    // The change is stored, not only shown.
    expect(db.infractions.findFirst((q) => q.where({ id: active.id }))?.status).toBe('expired')
  })

  test('one millisecond before expiresAt it is still active', async () => {
    const { active } = demoInfractions()
    advanceClock(Date.parse(active.expiresAt) - now().getTime() - 1)
    const { token } = await tokenOf('demo')
    const { items, summary } = await mine(token)
    expect(items.find((i) => i.id === active.id)?.status).toBe('active')
    expect(summary.activeStrikes).toBe(1)
  })

  test('answers an empty record in the empty scenario, 503 when the area fails', async () => {
    const { token } = await tokenOf('demo')
    setScenario({ empty: ['infractions'] })
    expect(await mine(token)).toEqual({
      items: [],
      summary: { activeStrikes: 0, activeSuspensions: 0 },
    })
    setScenario({ empty: [], failing: ['infractions'] })
    const response = await call('me/infractions', { token })
    expect(response.status).toBe(503)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'service_unavailable' })
  })

  test('answers 401 without a valid token', async () => {
    const missing = await call('me/infractions')
    expect(missing.status).toBe(401)
    expect(await json<ApiError>(missing)).toMatchObject({ code: 'missing_token' })
    const unknown = await call('me/infractions', { token: 'f'.repeat(64) })
    expect(await json<ApiError>(unknown)).toMatchObject({ code: 'invalid_token' })
  })
})

describe('POST /api/me/infractions/:id/appeal', () => {
  test('appeals an active infraction once: 200 with status appealed and the trimmed text', async () => {
    const { token, id } = await tokenOf('demo')
    const { active } = demoInfractions()
    const response = await appeal(token, active.id, { text: `  ${APPEAL}\n` })
    expect(response.status).toBe(200)
    const { infraction } = appealInfractionResponseSchema.strict().parse(await response.json())
    expect(infraction).toMatchObject({
      id: active.id,
      status: 'appealed',
      appeal: { text: APPEAL, appealedAt: now().toISOString() },
    })
    expectNoPrivateData(infraction, id)

    const { items, summary } = await mine(token)
    expect(items.find((i) => i.id === active.id)?.status).toBe('appealed')
    expect(summary.activeStrikes).toBe(1) // still counts until the league decides

    const again = await appeal(token, active.id, { text: APPEAL })
    expect(again.status).toBe(409)
    expect(await json<ApiError>(again)).toEqual({
      error: 'You have already appealed this infraction. Each infraction can be appealed once.',
      code: 'already_appealed',
    })
  })

  test('accepts exactly 20 and exactly 1,000 characters after trimming', async () => {
    const { token } = await tokenOf('demo')
    const { active } = demoInfractions()
    const twenty = await appeal(token, active.id, {
      text: `   ${'a'.repeat(APPEAL_MIN_LENGTH)}   `,
    })
    expect(twenty.status).toBe(200)

    await db.infractions.update((q) => q.where({ id: active.id }), {
      data(record) {
        record.status = 'active'
        record.appeal = null
        record.appealedAt = null
      },
    })
    const thousand = await appeal(token, active.id, { text: 'b'.repeat(APPEAL_MAX_LENGTH) })
    expect(thousand.status).toBe(200)
  })

  test.each([
    ['missing', {}, 'This field is required.'],
    ['blank', { text: '      ' }, 'This field is required.'],
    [
      '19 characters after trimming',
      { text: `  ${'x'.repeat(19)}  ` },
      'Write at least 20 characters.',
    ],
    ['1,001 characters', { text: 'y'.repeat(1001) }, 'Use at most 1,000 characters.'],
    ['not a string', { text: 42 }, 'This value is not valid.'],
  ])('answers 422 for a text %s', async (_, body, message) => {
    const { token } = await tokenOf('demo')
    const { active } = demoInfractions()
    const response = await appeal(token, active.id, body)
    expect(response.status).toBe(422)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fieldErrors: { text: message },
    })
    // Nothing changed.
    expect(db.infractions.findFirst((q) => q.where({ id: active.id }))?.appeal).toBeNull()
  })

  test('answers in Spanish when asked', async () => {
    const { token } = await tokenOf('demo')
    const { active, expired } = demoInfractions()
    const short = await appeal(token, active.id, { text: 'Muy corto' }, 'es-MX,es;q=0.9')
    expect(await json<ApiError>(short)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: { text: 'Escribe al menos 20 caracteres.' },
    })
    const closed = await appeal(token, expired.id, { text: APPEAL }, 'es')
    expect(closed.status).toBe(409)
    expect(closed.headers.get('Content-Language')).toBe('es')
    expect(await json<ApiError>(closed)).toMatchObject({
      error: 'Solo se puede apelar una infracción activa.',
    })
  })

  test('answers 409 infraction_not_active for an expired or overturned infraction', async () => {
    const { token } = await tokenOf('demo')
    const { active, expired } = demoInfractions()
    const response = await appeal(token, expired.id, { text: APPEAL })
    expect(response.status).toBe(409)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'infraction_not_active' })

    await db.infractions.update((q) => q.where({ id: active.id }), {
      data(record) {
        record.status = 'overturned'
      },
    })
    const overturned = await appeal(token, active.id, { text: APPEAL })
    expect(overturned.status).toBe(409)
    expect(await json<ApiError>(overturned)).toMatchObject({ code: 'infraction_not_active' })
  })

  test('applies expiry first: once past expiresAt the active infraction can no longer be appealed', async () => {
    const { active } = demoInfractions()
    advanceClock(91 * DAY)
    const { token } = await tokenOf('demo') // sessions last 7 days: sign in after the jump
    const response = await appeal(token, active.id, { text: APPEAL })
    expect(response.status).toBe(409)
    expect(await json<ApiError>(response)).toMatchObject({ code: 'infraction_not_active' })
  })

  test("answers 404 for another player's infraction, exactly as for one that does not exist", async () => {
    const { token, id } = await tokenOf('demo')
    const other = othersActiveInfraction(id)
    const theirs = await appeal(token, other.id, { text: APPEAL })
    const nobody = await appeal(token, 99999, { text: APPEAL })
    expect(theirs.status).toBe(404)
    expect(nobody.status).toBe(404)
    const body = await json<ApiError>(theirs)
    expect(body).toEqual({ error: 'Infraction not found.', code: 'infraction_not_found' })
    expect(await json<ApiError>(nobody)).toEqual(body)
    expect(db.infractions.findFirst((q) => q.where({ id: other.id }))?.appeal).toBeNull()
  })

  test.each(['abc', '0', '-1', '1.5', '99999999999999999999'])(
    'answers 404 for the path id %s',
    async (value) => {
      const { token } = await tokenOf('demo')
      const response = await appeal(token, value, { text: APPEAL })
      expect(response.status).toBe(404)
      expect(await json<ApiError>(response)).toMatchObject({ code: 'infraction_not_found' })
    },
  )

  test('the acting player comes from the token: a playerId in the body changes nothing', async () => {
    const { token, id } = await tokenOf('demo')
    const { active } = demoInfractions()
    const other = othersActiveInfraction(id)
    const response = await appeal(token, active.id, { text: APPEAL, playerId: other.playerId })
    expect(response.status).toBe(200)
    expect(db.infractions.findFirst((q) => q.where({ id: active.id }))?.playerId).toBe(id)
    // And another player cannot appeal demo's infraction with their own token.
    const theirs = await appeal((await tokenOf('rivera_fc')).token, active.id, { text: APPEAL })
    expect(theirs.status).toBe(404)
  })

  test('answers 400 for a body that is not JSON, 401 without a token', async () => {
    const { token } = await tokenOf('demo')
    const { active } = demoInfractions()
    const broken = await appeal(token, active.id, '{"text": ')
    expect(broken.status).toBe(400)
    expect(await json<ApiError>(broken)).toMatchObject({ code: 'invalid_json' })
    const anonymous = await appeal(null, active.id, { text: APPEAL })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('WWW-Authenticate')).toBe('Bearer error="missing_token"')
  })
})

describe('POST /api/__mock/infractions (mock only)', () => {
  test('issues an infraction with defaults and notifies the player', async () => {
    const { token, id } = await tokenOf('demo')
    const response = await issue({ playerId: id, type: 'red_card_suspension' })
    expect(response.status).toBe(201)
    const { infraction } = issueInfractionResponseSchema.strict().parse(await response.json())
    expect(infraction).toMatchObject({
      type: 'red_card_suspension',
      sanction: 'match_ban',
      matchesRemaining: 1,
      strikes: 1,
      status: 'active',
      issuedBy: 'GVL_Admin',
      issuedAt: now().toISOString(),
      expiresAt: new Date(now().getTime() + 90 * DAY).toISOString(),
      team: { name: 'Northside Rovers' },
      appeal: null,
    })
    // By default: the competition the team plays now, and its latest match.
    expect(infraction.match?.label).toContain('Northside Rovers')

    const { items, summary } = await mine(token)
    expect(items[0]?.id).toBe(infraction.id)
    expect(summary).toEqual({ activeStrikes: 2, activeSuspensions: 1 })

    const notifications = notificationsResponseSchema.parse(
      await (await call('notifications', { token })).json(),
    )
    expect(notifications.items[0]).toMatchObject({
      type: 'infraction_issued',
      read: false,
      payload: {
        infraction_id: infraction.id,
        type: 'red_card_suspension',
        sanction: 'match_ban',
        strikes: 1,
        matches_remaining: 1,
        competition_id: infraction.competition.id,
        competition_name: infraction.competition.name,
      },
    })
  })

  test('takes what it is given, and a match of null for an infraction outside a match', async () => {
    const { id } = await tokenOf('demo')
    const response = await issue({
      playerId: id,
      type: 'quitting_league',
      matchId: null,
      strikes: 3,
      description: 'Left mid-season.',
      issuedBy: 'ref_ramirez',
    })
    expect(response.status).toBe(201)
    const { infraction } = issueInfractionResponseSchema.parse(await response.json())
    expect(infraction).toMatchObject({
      match: null,
      sanction: 'competition_ban',
      matchesRemaining: 0,
      description: 'Left mid-season.',
      issuedBy: 'Ref_Ramirez',
    })
  })

  test.each([
    ['an unknown player', { playerId: 99999 }, 'playerId'],
    ['a non-staff issuer', { issuedBy: 'rivera_fc' }, 'issuedBy'],
    ['an unknown team', { teamId: 99999 }, 'teamId'],
    ['an unknown competition', { competitionId: 99999 }, 'competitionId'],
    ['a match of another competition', { matchId: 99999 }, 'matchId'],
    ['matches left on a warning', { sanction: 'warning', matchesRemaining: 2 }, 'matchesRemaining'],
  ])('answers 422 for %s', async (_, patch, field) => {
    const { id } = await tokenOf('demo')
    const response = await issue({ playerId: id, type: 'conduct', ...patch })
    expect(response.status).toBe(422)
    expect((await json<ApiError>(response)).fieldErrors).toHaveProperty(field)
  })

  test('answers 422 on teamId for a player on no team', async () => {
    const { id } = await tokenOf('lone_wolf')
    const response = await issue({ playerId: id, type: 'conduct' })
    expect(response.status).toBe(422)
    expect(await json<ApiError>(response)).toMatchObject({
      fieldErrors: { teamId: 'The player is on no team: name the team.' },
    })
  })

  test('answers 422 for a body without the required fields, 400 for one that is not JSON', async () => {
    const missing = await issue({})
    expect(missing.status).toBe(422)
    expect(await json<ApiError>(missing)).toMatchObject({
      fieldErrors: { playerId: 'This field is required.', type: 'This field is required.' },
    })
    expect((await issue('nope')).status).toBe(400)
  })
})
