import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import {
  SEARCH_GROUP_LIMIT,
  searchCompetitionSchema,
  searchNewsSchema,
  searchPlayerSchema,
  searchResponseSchema,
  searchTeamSchema,
  type SearchResponse,
} from '@/api/contracts/search'
import { db } from '@mocks/db'
import { nextId, type TeamRecord, type UserRecord } from '@mocks/model'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { call, json } from './client'

const strictResponse = searchResponseSchema.extend({
  players: searchResponseSchema.shape.players.extend({
    items: searchPlayerSchema.strict().array(),
  }),
  teams: searchResponseSchema.shape.teams.extend({ items: searchTeamSchema.strict().array() }),
  competitions: searchResponseSchema.shape.competitions.extend({
    items: searchCompetitionSchema.strict().array(),
  }),
  news: searchResponseSchema.shape.news.extend({ items: searchNewsSchema.strict().array() }),
})

async function search(q: string, token?: string): Promise<SearchResponse> {
  const response = await call(`search?q=${encodeURIComponent(q)}`, { token })
  expect(response.status).toBe(200)
  return strictResponse.strict().parse(await response.json())
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

async function addTeam(name: string, tag: string): Promise<TeamRecord> {
  return db.teams.create({
    id: nextId('teams'),
    name,
    tag,
    platform: 'playstation',
    primaryColor: '#112233',
    secondaryColor: '#445566',
    crest: null,
    description: '',
    recruiting: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  })
}

async function addPlayer(username: string): Promise<UserRecord> {
  const demo = db.users.findFirst((q) => q.where({ username: 'demo' })) as UserRecord
  return db.users.create({
    ...demo,
    id: nextId('users'),
    username,
    email: `${username}@example.test`,
    psnId: username,
    eaId: null,
    xboxGamertag: null,
  })
}

describe('GET /api/search', () => {
  test('answers four groups, each at most 5 items with its total', async () => {
    const result = await search('er')
    expect(result.q).toBe('er')
    for (const group of [result.players, result.teams, result.competitions, result.news]) {
      expect(group.items.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT)
      expect(group.total).toBeGreaterThanOrEqual(group.items.length)
    }
    expect(result.players.total).toBeGreaterThan(SEARCH_GROUP_LIMIT)
    expect(result.players.items).toHaveLength(SEARCH_GROUP_LIMIT)
  })

  test('counts every match in the totals', async () => {
    const result = await search('FC')
    const teams = db.teams
      .all()
      .filter((team) => fold(team.name).includes('fc') || fold(team.tag).includes('fc'))
    expect(result.teams.total).toBe(teams.length)
    const players = db.users
      .findMany((q) => q.where({ status: 'active', role: 'player' }))
      .filter((user) =>
        [user.username, user.psnId, user.xboxGamertag, user.eaId].some((key) =>
          key === null ? false : fold(key).includes('fc'),
        ),
      )
    expect(result.players.total).toBe(players.length)
    // An article is found by its title in either language.
    const published = db.news
      .all()
      .filter((n) => fold(n.title.en).includes('fc') || fold(n.title.es).includes('fc'))
    expect(result.news.total).toBe(published.length)
  })

  test('ranks an exact match first, then a prefix, then a match anywhere', async () => {
    await addTeam('Rovers United', 'RVU')
    await addTeam('Rovers', 'RVR')
    const result = await search('rovers')
    const names = result.teams.items.map((team) => team.name)
    expect(names.slice(0, 3)).toEqual(['Rovers', 'Rovers United', 'Northside Rovers'])

    await addPlayer('xmaya')
    await addPlayer('Maya_Zed')
    await addPlayer('maya')
    const players = (await search('MAYA')).players.items.map((p) => p.username)
    expect(players).toEqual(['maya', 'maya_goals', 'Maya_Zed', 'xmaya'])
  })

  test("a team's exact tag ranks it first", async () => {
    const result = await search('nsr')
    expect(result.teams.items[0]).toMatchObject({ name: 'Northside Rovers', tag: 'NSR' })
  })

  test('within a rank, orders by name', async () => {
    const result = await search('GVL')
    const competitions = db.competitions.all()
    expect(result.competitions.total).toBe(competitions.length)
    const expected = competitions
      .map((c) => c.name)
      .sort((a, b) => (fold(a) < fold(b) ? -1 : 1))
      .slice(0, SEARCH_GROUP_LIMIT)
    expect(result.competitions.items.map((c) => c.name)).toEqual(expected)
    const exact = await search('gvl winter cup 2025')
    expect(exact.competitions.items.map((c) => c.name)).toEqual(['GVL Winter Cup 2025'])
  })

  test('is case- and accent-insensitive, both ways', async () => {
    await addTeam('Atlético Peñarol', 'ATP')
    await addTeam('Penarol Club', 'PNC')
    expect((await search('ATLETICO')).teams.items.map((t) => t.name)).toEqual(['Atlético Peñarol'])
    // `Penarol Club` starts with it (a prefix), `Atlético Peñarol` holds it.
    expect((await search('peñarol')).teams.items.map((t) => t.name)).toEqual([
      'Penarol Club',
      'Atlético Peñarol',
    ])
    expect((await search('  PENA ')).q).toBe('PENA')
  })

  test('finds players by platform ID', async () => {
    const keisha = db.users.findFirst((q) => q.where({ username: 'KeeperKeisha' })) as UserRecord
    await db.users.update((q) => q.where({ id: keisha.id }), {
      data(draft) {
        draft.xboxGamertag = 'Zzyzx Gloves'
      },
    })
    const result = await search('zzyzx')
    expect(result.players.items.map((p) => p.id)).toEqual([keisha.id])
  })

  test('shapes each kind', async () => {
    const result = await search('Northside Rovers')
    const team = db.teams.findFirst((q) => q.where({ name: 'Northside Rovers' })) as TeamRecord
    expect(result.teams.items[0]).toEqual({
      id: team.id,
      name: 'Northside Rovers',
      tag: 'NSR',
      crest: team.crest,
      platform: 'playstation',
      recruiting: team.recruiting,
    })
    expect(result.news.items[0]).toMatchObject({
      slug: expect.any(String),
      title: expect.stringContaining('Northside Rovers'),
    })
    const demo = (await search('demo')).players.items[0]
    expect(demo).toEqual({
      id: 1,
      username: 'demo',
      avatar: null,
      country: 'US',
      platform: 'playstation',
      primaryPosition: 'CAM',
      team: { id: team.id, name: 'Northside Rovers', tag: 'NSR', crest: team.crest },
    })
    const competition = (await search('Winter Cup')).competitions.items[0]
    expect(competition).toMatchObject({
      name: 'GVL Winter Cup 2025',
      season: 'Winter 2025',
      format: 'cup',
      status: 'finished',
      platform: 'playstation',
    })
  })

  test('a competition carries its places, as its card does: the Elite Series is full', async () => {
    const [elite] = (await search('Elite Series')).competitions.items
    const card = (
      await json<{ items: { id: number; registeredTeams: number }[] }>(
        await call('competitions?q=Elite'),
      )
    ).items.find((item) => item.id === elite?.id)
    expect(elite).toMatchObject({ status: 'registration_open', maxTeams: 8, registeredTeams: 8 })
    expect(card?.registeredTeams).toBe(elite?.registeredTeams)
  })

  test('leaves out accounts not activated, league staff and articles not yet published', async () => {
    expect((await search('fresh_signing')).players.total).toBe(0)
    expect((await search('GVL_Admin')).players.total).toBe(0)
    const article = db.news.all()[0]
    if (article === undefined) throw new Error('no news')
    const words = article.title.en.slice(0, 20)
    const before = (await search(words)).news.total
    expect(before).toBeGreaterThan(0)
    await db.news.update((q) => q.where({ id: article.id }), {
      data(draft) {
        draft.publishedAt = '2027-01-01T00:00:00.000Z'
      },
    })
    expect((await search(words)).news.total).toBe(before - 1)
  })

  test.each([
    ['a', 'Type at least 2 characters.'],
    ['  a  ', 'Type at least 2 characters.'],
    ['', 'Type at least 2 characters.'],
    ['x'.repeat(101), 'Use at most 100 characters.'],
  ])('answers 400 for q=%j', async (q, message) => {
    const response = await call(`search?q=${encodeURIComponent(q)}`)
    expect(response.status).toBe(400)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Some query parameters are missing or invalid.',
      code: 'invalid_query',
      fieldErrors: { q: message },
    })
  })

  test('answers 400 without q, and in Spanish when asked', async () => {
    const missing = await call('search')
    expect(missing.status).toBe(400)
    expect(await json<ApiError>(missing)).toMatchObject({
      fieldErrors: { q: 'This field is required.' },
    })
    const short = await call('search?q=x', { language: 'es' })
    expect(await json<ApiError>(short)).toEqual({
      error: 'Faltan parámetros de la consulta o no son válidos.',
      code: 'invalid_query',
      fieldErrors: { q: 'Escribe al menos 2 caracteres.' },
    })
  })

  test('two characters are enough, accents counting as one', async () => {
    expect((await search('ro')).teams.total).toBeGreaterThan(0)
    expect((await search('é1')).q).toBe('é1')
  })

  test('answers empty groups in the empty scenario, 503 when the area fails', async () => {
    setScenario({ empty: ['search'] })
    const result = await search('rovers')
    for (const group of [result.players, result.teams, result.competitions, result.news]) {
      expect(group).toEqual({ items: [], total: 0 })
    }
    setScenario({ empty: [], failing: ['search'] })
    expect((await call('search?q=rovers')).status).toBe(503)
  })

  test('never carries an email or any other private field', async () => {
    const { token } = await signInAs('demo')
    for (const q of ['demo', 'gvlusa', '@', 'rivera', 'er']) {
      const response = await call(`search?q=${encodeURIComponent(q)}`, { token })
      const text = await response.text()
      for (const key of ['passwordHash', 'email', 'activationCode', 'token']) {
        expect(text).not.toContain(`"${key}"`)
      }
      for (const user of db.users.all()) expect(text).not.toContain(user.email)
    }
    // Emails are not searched: the domain of every seeded address finds no one.
    expect((await search('gvlusa.example')).players.total).toBe(0)
  })
})
