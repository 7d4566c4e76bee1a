import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { apiErrorSchema, type ApiError } from '@/api/contracts'
import {
  CREST_MAX_BYTES,
  rosterResponseSchema,
  teamResponseSchema,
  type CreateTeamRequest,
  type RosterMember,
  type TeamResponse,
} from '@/api/contracts/teams'
import { db } from '@mocks/db'
import { signInAs } from '@mocks/server'
import { call, json, picture, type CallOptions } from './client'
import { expectNoPrivateWords as expectNoPrivateFields } from './privacy'
import { memberWithRole, NORTHSIDE, teamNamed, user } from './seedLookup'

// ---------------------------------------------------------------------------------------------
// Helpers: the seed's Northside Rovers (rivera_fc manages it; demo, maya_goals play for it).

async function tokenOf(username: string): Promise<string> {
  return (await signInAs(username)).token
}

async function as(username: string | null, path: string, options: CallOptions = {}) {
  const token = username === null ? null : await tokenOf(username)
  return call(path, { ...options, token })
}

async function readTeam(response: Response): Promise<TeamResponse> {
  return teamResponseSchema.parse(await response.json())
}

async function error(response: Response): Promise<ApiError> {
  return json<ApiError>(response)
}

function membershipOf(username: string) {
  return db.memberships.findFirst((q) => q.where({ userId: user(username).id }))
}

function freeShirtNumber(teamId: number): number {
  const used = new Set(
    db.memberships.findMany((q) => q.where({ teamId })).map((m) => m.shirtNumber),
  )
  for (let n = 1; n <= 99; n++) if (!used.has(n)) return n
  throw new Error('no free number')
}

// A 1×1 PNG, and the signatures of the other formats.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])
const WEBP_BYTES = new Uint8Array([
  ...Buffer.from('RIFF'),
  0x1a,
  0,
  0,
  0,
  ...Buffer.from('WEBPVP8 '),
  0,
  0,
  0,
  0,
])
const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

const NEW_TEAM = {
  name: 'Cascadia Collective',
  tag: 'cas',
  platform: 'playstation',
  primaryColor: '#0E7490',
  secondaryColor: '#F8FAFC',
  description: '  Pacific Northwest club. Possession first.  ',
} satisfies CreateTeamRequest

function createTeam(username: string | null, body: unknown, language?: string) {
  return as(username, 'teams', { method: 'POST', body, language })
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/teams', () => {
  test('creates the team with the caller as its manager (201)', async () => {
    const response = await createTeam('lone_wolf', NEW_TEAM)
    expect(response.status).toBe(201)
    const body: unknown = await response.json()
    expectNoPrivateFields(body)
    const { team, viewer } = teamResponseSchema.strict().parse(body)
    expect(team).toMatchObject({
      name: 'Cascadia Collective',
      tag: 'CAS',
      platform: 'playstation',
      primaryColor: '#0e7490',
      secondaryColor: '#f8fafc',
      description: 'Pacific Northwest club. Possession first.',
      // Recruiting is the recruitment post's to say (docs/api/market.md): a new team has none.
      recruiting: false,
      recruitment: null,
      crest: null,
      createdAt: '2026-03-14T18:00:00.000Z',
      rosterSize: 1,
      rosterLimit: 18,
      results: [],
      fixtures: [],
      competitions: [],
      stats: { played: 0, won: 0, drawn: 0, lost: 0, topScorer: null },
    })
    const wolf = user('lone_wolf')
    expect(team.managers).toEqual([
      { id: wolf.id, username: 'lone_wolf', avatar: wolf.avatar, role: 'manager' },
    ])
    expect(team.roster).toEqual([
      {
        id: wolf.id,
        username: 'lone_wolf',
        avatar: wolf.avatar,
        country: 'CA',
        primaryPosition: 'CB',
        secondaryPosition: 'LB',
        shirtNumber: 5,
        role: 'manager',
        joinedAt: '2026-03-14T18:00:00.000Z',
      },
    ])
    expect(viewer).toEqual({ role: 'manager', canManage: true, canAskToJoin: false })
    // It can be read back.
    const read = await readTeam(await call(`teams/${team.id}`))
    expect(read.team).toEqual(team)
  })

  test('the creator stops being a free agent and their pending invitations are cancelled', async () => {
    const wolf = user('lone_wolf')
    expect(wolf.freeAgent).toBe(true)
    await createTeam('lone_wolf', NEW_TEAM)
    expect(user('lone_wolf')).toMatchObject({ freeAgent: false, lookingFor: null })
    const invitations = db.invitations.findMany((q) => q.where({ playerId: wolf.id }))
    expect(invitations.filter((i) => i.status === 'pending')).toEqual([])
    expect(invitations.some((i) => i.status === 'cancelled')).toBe(true)
  })

  test('uses only the token: a payload naming someone else changes nothing', async () => {
    const response = await createTeam('lone_wolf', {
      ...NEW_TEAM,
      managerId: user('demo').id,
      userId: user('demo').id,
    })
    expect(response.status).toBe(201)
    const { team } = await readTeam(response)
    expect(team.roster.map((m) => m.username)).toEqual(['lone_wolf'])
  })

  test('answers 409 already_on_team when the caller belongs to a team', async () => {
    const before = db.teams.count()
    const response = await createTeam('demo', NEW_TEAM)
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'You already belong to a team. Leave it first.',
      code: 'already_on_team',
    })
    expect(db.teams.count()).toBe(before)
  })

  test.each([
    [
      'a name in another case',
      { name: 'northside   ROVERS' },
      { name: 'Another team already uses this name.' },
    ],
    ['a tag in another case', { tag: 'nsr' }, { tag: 'Another team already uses this tag.' }],
    [
      'both',
      { name: 'Bayou Strikers', tag: 'BAY' },
      { name: 'Another team already uses this name.', tag: 'Another team already uses this tag.' },
    ],
  ])('answers 409 team_taken for %s', async (_, change, fieldErrors) => {
    const response = await createTeam('lone_wolf', { ...NEW_TEAM, ...change })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'Another team already uses this name or tag.',
      code: 'team_taken',
      fieldErrors,
    })
  })

  test.each([
    ['name', { name: 'ab' }, 'Use 3 to 30 characters.'],
    ['name', { name: 'x'.repeat(31) }, 'Use 3 to 30 characters.'],
    ['name', { name: undefined }, 'This field is required.'],
    ['tag', { tag: 'A' }, 'Use 2 to 5 letters or digits.'],
    ['tag', { tag: 'ABCDEF' }, 'Use 2 to 5 letters or digits.'],
    ['tag', { tag: 'N-R' }, 'Use 2 to 5 letters or digits.'],
    ['platform', { platform: 'switch' }, 'This value is not valid.'],
    ['primaryColor', { primaryColor: 'blue' }, 'Use a colour in the form #RRGGBB.'],
    ['secondaryColor', { secondaryColor: '#fff' }, 'Use a colour in the form #RRGGBB.'],
    ['description', { description: 'x'.repeat(501) }, 'Use at most 500 characters.'],
    ['crest', { crest: 'https://example.com/crest.png' }, 'Use a PNG, JPEG or WebP image.'],
    ['crest', { crest: `data:image/gif;base64,${GIF_BASE64}` }, 'Use a PNG, JPEG or WebP image.'],
    ['crest', { crest: 'data:image/png;base64,not base64!' }, 'Use a PNG, JPEG or WebP image.'],
  ])('answers 422 with fieldErrors.%s for %j', async (field, change, text) => {
    const response = await createTeam('lone_wolf', { ...NEW_TEAM, ...change })
    expect(response.status).toBe(422)
    const body = await error(response)
    expect(body.code).toBe('validation_failed')
    expect(body.fieldErrors).toEqual({ [field]: text })
    expect(membershipOf('lone_wolf')).toBeUndefined()
  })

  test.each([
    ['a name of 3 characters', { name: 'ABC' }],
    ['a name of 30 characters', { name: 'y'.repeat(30) }],
    ['a description of 500 characters', { description: 'x'.repeat(500) }],
    ['no description or crest', { description: undefined, crest: undefined }],
  ])('accepts %s', async (_, change) => {
    const response = await createTeam('lone_wolf', { ...NEW_TEAM, ...change })
    expect(response.status).toBe(201)
  })

  test('takes PNG, JPEG and WebP crests, judged by their content', async () => {
    const png = { type: 'image/png', bytes: [...Buffer.from(PNG_BASE64, 'base64')] }
    let response = await createTeam('lone_wolf', {
      ...NEW_TEAM,
      crest: `data:image/png;base64,${PNG_BASE64}`,
    })
    expect(response.status).toBe(201)
    expect(await picture((await readTeam(response)).team.crest ?? '')).toEqual(png)

    // A PNG declared as JPEG is stored as what it is.
    response = await as('lone_wolf', `teams/${membershipOf('lone_wolf')?.teamId}`, {
      method: 'PATCH',
      body: { crest: `data:image/jpeg;base64,${PNG_BASE64}` },
    })
    expect(await picture((await readTeam(response)).team.crest ?? '')).toEqual(png)

    for (const [type, bytes] of [
      ['image/jpeg', JPEG_BYTES],
      ['image/webp', WEBP_BYTES],
    ] as const) {
      response = await as('lone_wolf', `teams/${membershipOf('lone_wolf')?.teamId}`, {
        method: 'PATCH',
        body: { crest: dataUrl('application/octet-stream', bytes) },
      })
      expect(response.status).toBe(200)
      const crest = (await readTeam(response)).team.crest ?? ''
      expect(await picture(crest)).toEqual({ type, bytes: [...bytes] })
    }
  })

  test('refuses a crest over 1 MB and takes one of exactly 1 MB', async () => {
    const header = Buffer.from(PNG_BASE64, 'base64')
    const exactly = new Uint8Array(CREST_MAX_BYTES)
    exactly.set(header)
    const over = new Uint8Array(CREST_MAX_BYTES + 1)
    over.set(header)
    const tooBig = await createTeam('lone_wolf', { ...NEW_TEAM, crest: dataUrl('image/png', over) })
    expect(tooBig.status).toBe(422)
    expect((await error(tooBig)).fieldErrors).toEqual({ crest: 'Use an image of at most 1 MB.' })
    const ok = await createTeam('lone_wolf', { ...NEW_TEAM, crest: dataUrl('image/png', exactly) })
    expect(ok.status).toBe(201)
  })

  test('answers 400 for a body that is not JSON', async () => {
    const response = await createTeam('lone_wolf', '{"name": ')
    expect(response.status).toBe(400)
    expect(await error(response)).toMatchObject({ code: 'invalid_json' })
  })

  test('answers 401 without a valid token', async () => {
    expect((await createTeam(null, NEW_TEAM)).status).toBe(401)
    expect(
      (await call('teams', { method: 'POST', token: 'f'.repeat(64), body: NEW_TEAM })).status,
    ).toBe(401)
  })

  test('words field errors in Spanish', async () => {
    const response = await createTeam('lone_wolf', { ...NEW_TEAM, tag: '!', name: 'x' }, 'es')
    expect(await error(response)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: {
        name: 'Usa entre 3 y 30 caracteres.',
        tag: 'Usa de 2 a 5 letras o números.',
      },
    })
  })
})

describe('GET /api/teams/:id', () => {
  test('answers the team to a visitor: roster, managers, results, fixtures, stats, competitions', async () => {
    const northside = NORTHSIDE()
    const response = await call(`teams/${northside.id}`)
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    expectNoPrivateFields(body)
    const { team, viewer } = teamResponseSchema.strict().parse(body)
    expect(viewer).toBeNull()
    expect(team).toMatchObject({
      id: northside.id,
      name: 'Northside Rovers',
      tag: 'NSR',
      platform: 'playstation',
      recruiting: true,
      rosterLimit: 18,
    })
    // Roster: every membership, manager first, then co-managers, then players.
    const memberships = db.memberships.findMany((q) => q.where({ teamId: northside.id }))
    expect(team.rosterSize).toBe(memberships.length)
    expect(team.roster).toHaveLength(memberships.length)
    expect(team.roster[0]).toMatchObject({ username: 'rivera_fc', role: 'manager' })
    const order = { manager: 0, 'co-manager': 1, player: 2 }
    const ranks = team.roster.map((m) => order[m.role])
    expect(ranks).toEqual([...ranks].sort())
    expect(team.roster.map((m) => m.username)).toEqual(
      expect.arrayContaining(['demo', 'maya_goals', 'CDM_Marcus']),
    )
    expect(team.managers.map((m) => m.role)).toEqual(
      team.roster.filter((m) => m.role !== 'player').map((m) => m.role),
    )
    expect(team.managers[0]).toMatchObject({ username: 'rivera_fc', role: 'manager' })

    // Results: the latest five, newest first, each from this team's side.
    expect(team.results).toHaveLength(5)
    const kickoffs = team.results.map((m) => m.kickoff)
    expect(kickoffs).toEqual([...kickoffs].sort().reverse())
    for (const match of team.results) {
      expect([match.home.id, match.away.id]).toContain(northside.id)
      expect(match.homeScore).not.toBeNull()
      const [own, other] =
        match.home.id === northside.id
          ? [match.homeScore ?? 0, match.awayScore ?? 0]
          : [match.awayScore ?? 0, match.homeScore ?? 0]
      expect(match.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L')
    }
    // Fixtures: scheduled, soonest first, after the latest result.
    expect(team.fixtures.length).toBeGreaterThan(0)
    expect(team.fixtures.length).toBeLessThanOrEqual(5)
    const next = team.fixtures.map((m) => m.kickoff)
    expect(next).toEqual([...next].sort())
    for (const match of team.fixtures) {
      expect(match).toMatchObject({ status: 'scheduled', homeScore: null, result: null })
    }
    expect((team.fixtures[0]?.kickoff ?? '') >= (kickoffs[0] ?? '')).toBe(true)

    // Stats add up, and agree with the matches.
    const { stats } = team
    expect(stats.played).toBe(stats.won + stats.drawn + stats.lost)
    const scored = db.matches.findMany((q) =>
      q.where(
        (m) =>
          (m.homeTeamId === northside.id || m.awayTeamId === northside.id) &&
          m.homeScore !== null &&
          (m.status === 'played' || m.status === 'forfeit'),
      ),
    )
    expect(stats.played).toBe(scored.length)
    expect(stats.goalsFor).toBe(
      scored.reduce(
        (sum, m) => sum + ((m.homeTeamId === northside.id ? m.homeScore : m.awayScore) ?? 0),
        0,
      ),
    )
    expect(stats.topScorer).not.toBeNull()
    const goalsOf = (userId: number) =>
      db.playerMatchStats
        .findMany((q) => q.where({ teamId: northside.id, userId }))
        .reduce((sum, line) => sum + line.goals, 0)
    expect(stats.topScorer?.goals).toBe(goalsOf(stats.topScorer?.id ?? 0))
    for (const member of team.roster) {
      expect(goalsOf(member.id)).toBeLessThanOrEqual(stats.topScorer?.goals ?? 0)
    }

    // Competitions: every registration but rejected ones, newest first.
    const registrations = db.registrations
      .findMany((q) => q.where({ teamId: northside.id }))
      .filter((r) => r.status !== 'rejected')
    expect(team.competitions.map((c) => c.id).sort()).toEqual(
      registrations.map((r) => r.competitionId).sort(),
    )
    expect(team.competitions.find((c) => c.status === 'registration_open')).toMatchObject({
      registrationStatus: 'pending',
    })
  })

  test.each([
    ['rivera_fc', { role: 'manager', canManage: true, canAskToJoin: false }],
    ['demo', { role: 'player', canManage: false, canAskToJoin: false }],
    // On no team: may ask to join (the request's own rules are checked when it is sent).
    ['lone_wolf', { role: null, canManage: false, canAskToJoin: true }],
  ] as const)('tells %s their relation to the team', async (username, viewer) => {
    const { viewer: answered } = await readTeam(await as(username, `teams/${NORTHSIDE().id}`))
    expect(answered).toEqual(viewer)
  })

  test('tells a co-manager they can manage', async () => {
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    const { viewer } = await readTeam(await as(co, `teams/${NORTHSIDE().id}`))
    expect(viewer).toEqual({ role: 'co-manager', canManage: true, canAskToJoin: false })
  })

  test.each(['9999', 'abc', '0', '-1', '1.5'])(
    'answers 404 team_not_found for id %s',
    async (id) => {
      const response = await call(`teams/${id}`)
      expect(response.status).toBe(404)
      expect(await error(response)).toEqual({ error: 'Team not found.', code: 'team_not_found' })
    },
  )

  test('answers 401 for a token that does not work (no token is a visitor)', async () => {
    const response = await call(`teams/${NORTHSIDE().id}`, { token: 'a'.repeat(64) })
    expect(response.status).toBe(401)
  })

  test('answers in Spanish', async () => {
    const response = await call('teams/9999', { language: 'es' })
    expect(await error(response)).toEqual({
      error: 'Equipo no encontrado.',
      code: 'team_not_found',
    })
  })
})

describe('PATCH /api/teams/:id', () => {
  const patch = (username: string | null, body: unknown, id = NORTHSIDE().id) =>
    as(username, `teams/${id}`, { method: 'PATCH', body })

  test('the manager customises the team (200)', async () => {
    const response = await patch('rivera_fc', {
      name: 'Northside Rovers FC',
      tag: 'nrfc',
      primaryColor: '#112233',
      secondaryColor: '#AABBCC',
      description: 'New season, new kit.',
      crest: `data:image/png;base64,${PNG_BASE64}`,
    })
    expect(response.status).toBe(200)
    const { team, viewer } = await readTeam(response)
    expect(team).toMatchObject({
      name: 'Northside Rovers FC',
      tag: 'NRFC',
      primaryColor: '#112233',
      secondaryColor: '#aabbcc',
      description: 'New season, new kit.',
      // Not a field of the team any more: its recruitment post, untouched, still says it is.
      recruiting: true,
    })
    expect(await picture(team.crest ?? '')).toEqual({
      type: 'image/png',
      bytes: [...Buffer.from(PNG_BASE64, 'base64')],
    })
    expect(viewer).toEqual({ role: 'manager', canManage: true, canAskToJoin: false })
    expect((await readTeam(await call(`teams/${team.id}`))).team.name).toBe('Northside Rovers FC')
  })

  test('changes only what is sent; crest null removes the crest; the platform stays', async () => {
    const before = NORTHSIDE()
    expect(before.crest).not.toBeNull()
    const response = await patch('rivera_fc', { crest: null, platform: 'xbox' })
    expect(response.status).toBe(200)
    const { team } = await readTeam(response)
    expect(team).toMatchObject({
      crest: null,
      platform: 'playstation',
      name: before.name,
      tag: before.tag,
      description: before.description,
    })
  })

  test('a co-manager may customise too', async () => {
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    const response = await patch(co, { description: 'Trials every Thursday.' })
    expect(response.status).toBe(200)
  })

  test('keeping its own name in another case is no conflict; another team’s is', async () => {
    const id = NORTHSIDE().id
    expect((await patch('rivera_fc', { name: 'NORTHSIDE ROVERS', tag: 'nsr' }, id)).status).toBe(
      200,
    )
    const taken = await patch('rivera_fc', { name: 'lone star fc' }, id)
    expect(taken.status).toBe(409)
    expect(await error(taken)).toMatchObject({
      code: 'team_taken',
      fieldErrors: { name: 'Another team already uses this name.' },
    })
  })

  test.each(['demo', 'lone_wolf'])(
    'answers 403 not_team_manager to %s, and changes nothing',
    async (username) => {
      const response = await patch(username, { description: 'Hacked' })
      expect(response.status).toBe(403)
      expect(await error(response)).toMatchObject({ code: 'not_team_manager' })
      expect(NORTHSIDE().description).not.toBe('Hacked')
    },
  )

  test('answers 422 for nothing to change and for invalid fields', async () => {
    const empty = await patch('rivera_fc', {})
    expect(empty.status).toBe(422)
    expect((await error(empty)).fieldErrors).toEqual({ body: 'Send at least one field to change.' })
    const invalid = await patch('rivera_fc', { primaryColor: 'red', description: 'x'.repeat(501) })
    expect((await error(invalid)).fieldErrors).toEqual({
      primaryColor: 'Use a colour in the form #RRGGBB.',
      description: 'Use at most 500 characters.',
    })
  })

  test('answers 404 for an unknown team and 401 without a token', async () => {
    expect((await patch('rivera_fc', { description: 'x' }, 9999)).status).toBe(404)
    expect((await patch(null, { description: 'x' })).status).toBe(401)
  })
})

describe('PUT /api/teams/:id/members/:userId', () => {
  const put = (username: string | null, member: string | number, body: unknown) =>
    as(
      username,
      `teams/${NORTHSIDE().id}/members/${typeof member === 'number' ? member : user(member).id}`,
      { method: 'PUT', body },
    )

  async function roster(response: Response): Promise<RosterMember[]> {
    expect(response.status).toBe(200)
    return rosterResponseSchema.strict().parse(await response.json()).roster
  }

  const roleOf = (members: RosterMember[], username: string) =>
    members.find((m) => m.username === username)?.role

  test('the manager promotes a player to co-manager and back', async () => {
    let members = await roster(await put('rivera_fc', 'demo', { role: 'co-manager' }))
    expect(roleOf(members, 'demo')).toBe('co-manager')
    const { team } = await readTeam(await call(`teams/${NORTHSIDE().id}`))
    expect(team.managers.map((m) => m.username)).toContain('demo')
    members = await roster(await put('rivera_fc', 'demo', { role: 'player' }))
    expect(roleOf(members, 'demo')).toBe('player')
  })

  test('making another member manager hands the team over: exactly one manager', async () => {
    const members = await roster(await put('rivera_fc', 'demo', { role: 'manager' }))
    expect(roleOf(members, 'demo')).toBe('manager')
    expect(roleOf(members, 'rivera_fc')).toBe('co-manager')
    expect(members.filter((m) => m.role === 'manager')).toHaveLength(1)
    expect(members[0]?.username).toBe('demo')
    // The new manager now decides roles; the old one no longer can.
    expect((await put('rivera_fc', 'maya_goals', { role: 'co-manager' })).status).toBe(403)
    expect((await put('demo', 'rivera_fc', { role: 'player' })).status).toBe(200)
  })

  test('the manager cannot step down without handing over (409)', async () => {
    const response = await put('rivera_fc', 'rivera_fc', { role: 'co-manager' })
    expect(response.status).toBe(409)
    expect(await error(response)).toMatchObject({ code: 'manager_must_hand_over' })
    // Sending the role they already have is no change.
    expect((await put('rivera_fc', 'rivera_fc', { role: 'manager' })).status).toBe(200)
  })

  test('a co-manager changes shirt numbers but not roles', async () => {
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    const number = freeShirtNumber(NORTHSIDE().id)
    const members = await roster(await put(co, 'demo', { shirtNumber: number }))
    expect(members.find((m) => m.username === 'demo')?.shirtNumber).toBe(number)
    const response = await put(co, 'demo', { role: 'co-manager' })
    expect(response.status).toBe(403)
    expect(await error(response)).toMatchObject({ code: 'manager_only' })
    // The same role as now is not a change.
    expect((await put(co, 'demo', { role: 'player', shirtNumber: null })).status).toBe(200)
    expect(membershipOf('demo')?.shirtNumber).toBeNull()
  })

  test('shirt numbers are unique within the team (409)', async () => {
    const taken = membershipOf('maya_goals')?.shirtNumber
    expect(taken).toBeTypeOf('number')
    const response = await put('rivera_fc', 'demo', { shirtNumber: taken })
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'Another player on the team already wears this number.',
      code: 'shirt_number_taken',
      fieldErrors: { shirtNumber: 'Another player on the team already wears this number.' },
    })
    // A player may keep their own number.
    expect((await put('rivera_fc', 'maya_goals', { shirtNumber: taken })).status).toBe(200)
  })

  test('a player may not change anything (403)', async () => {
    const response = await put('demo', 'demo', { shirtNumber: freeShirtNumber(NORTHSIDE().id) })
    expect(response.status).toBe(403)
    expect(await error(response)).toMatchObject({ code: 'not_team_manager' })
  })

  test.each([
    [{}, { body: 'Send at least one field to change.' }],
    [{ shirtNumber: 0 }, { shirtNumber: 'Use a number from 1 to 99.' }],
    [{ shirtNumber: 100 }, { shirtNumber: 'Use a number from 1 to 99.' }],
    [{ shirtNumber: 7.5 }, { shirtNumber: 'Use a number from 1 to 99.' }],
    [{ role: 'captain' }, { role: 'This value is not valid.' }],
  ])('answers 422 for %j', async (body, fieldErrors) => {
    const response = await put('rivera_fc', 'demo', body)
    expect(response.status).toBe(422)
    expect((await error(response)).fieldErrors).toEqual(fieldErrors)
  })

  test('answers 404 member_not_found for someone not on the team', async () => {
    for (const member of ['lone_wolf', 99999] as const) {
      const response = await put('rivera_fc', member, { role: 'co-manager' })
      expect(response.status).toBe(404)
      expect(await error(response)).toMatchObject({ code: 'member_not_found' })
    }
  })

  test('answers 401 without a token', async () => {
    expect((await put(null, 'demo', { shirtNumber: 9 })).status).toBe(401)
  })
})

describe('DELETE /api/teams/:id/members/:userId', () => {
  const remove = (username: string | null, member: string | number) =>
    as(
      username,
      `teams/${NORTHSIDE().id}/members/${typeof member === 'number' ? member : user(member).id}`,
      { method: 'DELETE' },
    )

  test('the manager removes a member (204)', async () => {
    const response = await remove('rivera_fc', 'demo')
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(membershipOf('demo')).toBeUndefined()
    const { team } = await readTeam(await call(`teams/${NORTHSIDE().id}`))
    expect(team.roster.map((m) => m.username)).not.toContain('demo')
  })

  test('the manager removes a co-manager; a co-manager removes players only', async () => {
    const co = memberWithRole(NORTHSIDE().id, 'co-manager')
    await put('rivera_fc', 'maya_goals', { role: 'co-manager' })
    const denied = await remove(co, 'maya_goals')
    expect(denied.status).toBe(403)
    expect(await error(denied)).toMatchObject({ code: 'manager_only' })
    expect((await remove(co, 'rivera_fc')).status).toBe(403)
    expect((await remove(co, 'demo')).status).toBe(204)
    expect((await remove('rivera_fc', co)).status).toBe(204)
  })

  test('nobody removes themselves (409: leave instead)', async () => {
    const response = await remove('rivera_fc', 'rivera_fc')
    expect(response.status).toBe(409)
    expect(await error(response)).toMatchObject({ code: 'cannot_remove_self' })
  })

  test('a player or an outsider may not remove anyone (403)', async () => {
    expect((await remove('demo', 'maya_goals')).status).toBe(403)
    expect((await remove('lone_wolf', 'maya_goals')).status).toBe(403)
    expect(membershipOf('maya_goals')).toBeDefined()
  })

  test('answers 404 for a user not on the team or an unknown team, 401 without a token', async () => {
    expect((await remove('rivera_fc', 'lone_wolf')).status).toBe(404)
    expect((await remove('rivera_fc', 99999)).status).toBe(404)
    expect(
      (await as('rivera_fc', `teams/9999/members/${user('demo').id}`, { method: 'DELETE' })).status,
    ).toBe(404)
    expect((await remove(null, 'demo')).status).toBe(401)
  })

  function put(username: string, member: string, body: unknown) {
    return as(username, `teams/${NORTHSIDE().id}/members/${user(member).id}`, {
      method: 'PUT',
      body,
    })
  }
})

describe('POST /api/teams/:id/leave', () => {
  const leave = (username: string | null, teamId = NORTHSIDE().id) =>
    as(username, `teams/${teamId}/leave`, { method: 'POST' })

  test('a player leaves (204) and is then free to join another team', async () => {
    const response = await leave('demo')
    expect(response.status).toBe(204)
    expect(membershipOf('demo')).toBeUndefined()
    // demo's pending invitation from Lone Star FC can now be accepted.
    const invitation = db.invitations.findFirst((q) =>
      q.where({
        playerId: user('demo').id,
        teamId: teamNamed('Lone Star FC').id,
        status: 'pending',
      }),
    )
    const accepted = await as('demo', `invitations/${invitation?.id}/accept`, { method: 'POST' })
    expect(accepted.status).toBe(200)
  })

  test('the only manager must hand over first (409 manager_must_hand_over)', async () => {
    const response = await leave('rivera_fc')
    expect(response.status).toBe(409)
    expect(await error(response)).toEqual({
      error: 'Hand the team over to another member first: a team needs a manager.',
      code: 'manager_must_hand_over',
    })
    expect(membershipOf('rivera_fc')?.role).toBe('manager')
  })

  test('answers 409 not_team_member to someone not on the team', async () => {
    const response = await leave('lone_wolf')
    expect(response.status).toBe(409)
    expect(await error(response)).toMatchObject({ code: 'not_team_member' })
    expect((await leave('demo', teamNamed('Bayou Strikers').id)).status).toBe(409)
  })

  test('the last member leaving disbands a team without history: it is gone', async () => {
    const { team } = await readTeam(await createTeam('lone_wolf', NEW_TEAM))
    // An invitation it sent is cancelled… then deleted with the team.
    const response = await leave('lone_wolf', team.id)
    expect(response.status).toBe(204)
    expect((await call(`teams/${team.id}`)).status).toBe(404)
    expect(db.invitations.findFirst((q) => q.where({ teamId: team.id }))).toBeUndefined()
    // Its name is free again.
    expect((await createTeam('lone_wolf', NEW_TEAM)).status).toBe(201)
  })

  test('a disbanded team with history stays, memberless, its pending invitations cancelled', async () => {
    const { team } = await readTeam(await createTeam('lone_wolf', NEW_TEAM))
    const target = db.users
      .findMany((q) =>
        q.where((u) => u.freeAgent && u.status === 'active' && u.id !== user('lone_wolf').id),
      )
      .find((u) => membershipOf(u.username) === undefined)
    const sent = await as('lone_wolf', `teams/${team.id}/invitations`, {
      method: 'POST',
      body: { playerId: target?.id },
    })
    expect(sent.status).toBe(201)
    // The league's record mentions it: an entry into a competition under way.
    const running = db.competitions.findFirst((q) => q.where({ status: 'in_progress' }))
    await db.registrations.create({
      id: 9000,
      competitionId: running?.id ?? 0,
      teamId: team.id,
      status: 'accepted',
      registeredBy: user('lone_wolf').id,
      createdAt: '2026-03-14T18:00:00.000Z',
      decidedAt: '2026-03-14T18:00:00.000Z',
      reason: null,
    })
    expect((await leave('lone_wolf', team.id)).status).toBe(204)
    const read = await readTeam(await call(`teams/${team.id}`))
    expect(read.team).toMatchObject({ rosterSize: 0, roster: [], managers: [], recruiting: false })
    // Nobody is left to answer a request to join.
    const asked = await readTeam(await as('lone_wolf', `teams/${team.id}`))
    expect(asked.viewer).toMatchObject({ role: null, canAskToJoin: false })
    expect(
      db.invitations.findMany((q) => q.where({ teamId: team.id })).map((i) => i.status),
    ).toEqual(['cancelled'])
  })

  test('answers 404 for an unknown team and 401 without a token', async () => {
    expect((await leave('demo', 9999)).status).toBe(404)
    expect((await leave(null)).status).toBe(401)
  })
})

describe('who may do what on a team', () => {
  type Actor = 'manager' | 'co-manager' | 'player' | 'outsider' | 'visitor'
  const actors: readonly Actor[] = ['manager', 'co-manager', 'player', 'outsider', 'visitor']

  function username(actor: Actor): string | null {
    const teamId = NORTHSIDE().id
    switch (actor) {
      case 'manager':
        return memberWithRole(teamId, 'manager')
      case 'co-manager':
        return memberWithRole(teamId, 'co-manager')
      case 'player':
        return 'demo'
      case 'outsider':
        return 'NutmegNate'
      case 'visitor':
        return null
    }
  }

  function freeAgentId(): number {
    const invited = new Set(
      db.invitations
        .findMany((q) => q.where({ teamId: NORTHSIDE().id, status: 'pending' }))
        .map((i) => i.playerId),
    )
    const agent = db.users
      .findMany((q) => q.where((u) => u.freeAgent && u.status === 'active' && !invited.has(u.id)))
      .find((u) => membershipOf(u.username) === undefined)
    if (agent === undefined) throw new Error('no free agent')
    return agent.id
  }

  const actions: Record<
    string,
    { expected: number[]; run: (who: string | null) => Promise<Response> }
  > = {
    'read the team': {
      expected: [200, 200, 200, 200, 200],
      run: (who) => as(who, `teams/${NORTHSIDE().id}`),
    },
    'customise the team': {
      expected: [200, 200, 403, 403, 401],
      run: (who) =>
        as(who, `teams/${NORTHSIDE().id}`, {
          method: 'PATCH',
          body: { description: 'Trials on Fridays.' },
        }),
    },
    'change a role': {
      expected: [200, 403, 403, 403, 401],
      run: (who) =>
        as(who, `teams/${NORTHSIDE().id}/members/${user('maya_goals').id}`, {
          method: 'PUT',
          body: { role: 'co-manager' },
        }),
    },
    'change a shirt number': {
      expected: [200, 200, 403, 403, 401],
      run: (who) =>
        as(who, `teams/${NORTHSIDE().id}/members/${user('maya_goals').id}`, {
          method: 'PUT',
          body: { shirtNumber: freeShirtNumber(NORTHSIDE().id) },
        }),
    },
    'remove a player': {
      expected: [204, 204, 403, 403, 401],
      run: (who) =>
        as(who, `teams/${NORTHSIDE().id}/members/${user('maya_goals').id}`, { method: 'DELETE' }),
    },
    'invite a player': {
      expected: [201, 201, 403, 403, 401],
      run: (who) =>
        as(who, `teams/${NORTHSIDE().id}/invitations`, {
          method: 'POST',
          body: { playerId: freeAgentId() },
        }),
    },
    leave: {
      expected: [409, 204, 204, 409, 401],
      run: (who) => as(who, `teams/${NORTHSIDE().id}/leave`, { method: 'POST' }),
    },
  }

  for (const [action, { expected, run }] of Object.entries(actions)) {
    test.each(actors.map((actor, index) => [actor, expected[index]] as const))(
      `${action}: %s → %i`,
      async (actor, status) => {
        const response = await run(username(actor))
        expect(response.status).toBe(status)
      },
    )
  }
})

describe('the single-team invariant', () => {
  test('no player has more than one membership, and every team with members has one manager', async () => {
    // A run of roster changes through the API…
    await as('lone_wolf', 'teams', { method: 'POST', body: NEW_TEAM })
    await as('rivera_fc', `teams/${NORTHSIDE().id}/members/${user('demo').id}`, {
      method: 'PUT',
      body: { role: 'manager' },
    })
    await as('rivera_fc', `teams/${NORTHSIDE().id}/leave`, { method: 'POST' })
    await as('rivera_fc', 'teams', {
      method: 'POST',
      body: { ...NEW_TEAM, name: 'Rivera United', tag: 'RIV' },
    })
    // …keeps both rules.
    const memberships = db.memberships.all()
    const users = memberships.map((m) => m.userId)
    expect(new Set(users).size).toBe(users.length)
    const teams = new Set(memberships.map((m) => m.teamId))
    for (const teamId of teams) {
      expect(memberships.filter((m) => m.teamId === teamId && m.role === 'manager')).toHaveLength(1)
    }
    expect(membershipOf('rivera_fc')).toMatchObject({ role: 'manager' })
  })
})

describe('the roster limit', () => {
  test('is 18, or the largest roster max of the competitions the team is entered in', async () => {
    const northside = NORTHSIDE()
    const read = async () => (await readTeam(await call(`teams/${northside.id}`))).team.rosterLimit
    expect(await read()).toBe(18)
    const entered = db.registrations.findMany((q) => q.where({ teamId: northside.id }))
    const open = entered.find(
      (r) =>
        db.competitions.findFirst((q) => q.where({ id: r.competitionId }))?.status ===
        'registration_open',
    )
    const finished = entered.find(
      (r) =>
        db.competitions.findFirst((q) => q.where({ id: r.competitionId }))?.status === 'finished',
    )
    if (open === undefined || finished === undefined) throw new Error('seed changed')
    // A finished competition's limit no longer applies…
    await db.competitions.update((q) => q.where({ id: finished.competitionId }), {
      data(competition) {
        competition.rosterMax = 30
      },
    })
    expect(await read()).toBe(18)
    // …an open one's does, when larger.
    await db.competitions.update((q) => q.where({ id: open.competitionId }), {
      data(competition) {
        competition.rosterMax = 22
      },
    })
    expect(await read()).toBe(22)
  })
})

describe('robustness', () => {
  const anyBody = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null)),
        tag: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(null)),
        platform: fc.constantFrom('playstation', 'xbox', 'pc', 'switch', 3),
        primaryColor: fc.oneof(fc.constant('#123abc'), fc.string({ maxLength: 8 })),
        secondaryColor: fc.oneof(fc.constant('#FFFFFF'), fc.string({ maxLength: 8 })),
        description: fc.oneof(fc.string({ maxLength: 30 }), fc.boolean()),
        crest: fc.oneof(
          fc.constant(null),
          fc.string({ maxLength: 30 }).map((s) => `data:image/png;base64,${s}`),
          fc.string(),
        ),
        role: fc.oneof(fc.constantFrom('manager', 'co-manager', 'player'), fc.string()),
        shirtNumber: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant(null), fc.string()),
      },
      { requiredKeys: [] },
    ),
  )

  test('no body or id makes a teams endpoint answer 500; every error has the error shape', async () => {
    const teamId = NORTHSIDE().id
    const maya = user('maya_goals').id
    const ids = fc.oneof(
      fc.constant(String(teamId)),
      fc
        .string({ minLength: 1, maxLength: 12 })
        // An empty or dot segment would be another path (no handler), not another id.
        .filter((id) => !/^\.*$/.test(id)),
    )
    const token = await tokenOf('rivera_fc')
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['POST', () => 'teams'],
          ['PATCH', (id: string) => `teams/${id}`],
          ['PUT', (id: string) => `teams/${id}/members/${maya}`],
          ['PUT', (id: string) => `teams/${teamId}/members/${id}`],
          ['DELETE', (id: string) => `teams/${teamId}/members/${id}`],
          ['POST', (id: string) => `teams/${id}/leave`],
          ['GET', (id: string) => `teams/${id}`],
        ),
        anyBody,
        ids,
        async ([method, path], body, id) => {
          const response = await call(path(encodeURIComponent(id)), {
            method,
            token,
            body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body),
          })
          expect(response.status).toBeLessThan(500)
          if (!response.ok)
            expect(apiErrorSchema.safeParse(await response.json()).success).toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  })
})
