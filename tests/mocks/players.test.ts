import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import { PLATFORMS } from '@/api/contracts/league'
import {
  DEFAULT_PLAYER_ORDER,
  PLAYER_SORTS,
  playerListItemSchema,
  playerProfileSchema,
  playersPageSchema,
  type PlayerListItem,
  type PlayerProfile,
  type PlayerSort,
  type PlayersPage,
  type SortOrder,
} from '@/api/contracts/players'
import { db } from '@mocks/db'
import { rosterLimit } from '@mocks/domain/roster'
import { nextId } from '@mocks/model'
import type { MatchRecord, PlayerMatchStatsRecord, UserRecord } from '@mocks/model'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { call, json } from './client'
import { user } from './seedLookup'
import { QUIET_POSITION_STATS } from '../utils/statLines'

const pageSchema = playersPageSchema.extend({ items: playerListItemSchema.strict().array() })

async function list(query = ''): Promise<PlayersPage> {
  const response = await call(`players${query === '' ? '' : `?${query}`}`)
  expect(response.status).toBe(200)
  return pageSchema.parse(await response.json())
}

/** Every page of a query, concatenated (pageSize 100). */
async function listAll(query = ''): Promise<PlayerListItem[]> {
  const items: PlayerListItem[] = []
  for (let page = 1; ; page += 1) {
    const result = await list(`${query}${query === '' ? '' : '&'}pageSize=100&page=${page}`)
    items.push(...result.items)
    if (items.length >= result.total) return items
  }
}

async function profile(id: number | string, token?: string): Promise<PlayerProfile> {
  const response = await call(`players/${id}`, { token })
  expect(response.status).toBe(200)
  return playerProfileSchema.strict().parse(await response.json())
}

/** Listed players, computed from the records without the index. */
function listed(): UserRecord[] {
  return db.users.findMany((q) => q.where({ status: 'active', role: 'player' }))
}

function teamIdOf(userId: number): number | null {
  return db.memberships.findFirst((q) => q.where({ userId }))?.teamId ?? null
}

/** A player's career totals summed from their match stats, here, independently of the server. */
function sums(userId: number) {
  const lines = db.playerMatchStats.findMany((q) => q.where({ userId }))
  const matches = new Map(db.matches.all().map((m) => [m.id, m]))
  const ratingSum = lines.reduce((sum, line) => sum + line.rating, 0)
  let wins = 0
  let draws = 0
  let losses = 0
  for (const line of lines) {
    const match = matches.get(line.matchId) as MatchRecord
    const home = match.homeTeamId === line.teamId
    const own = (home ? match.homeScore : match.awayScore) ?? 0
    const other = (home ? match.awayScore : match.homeScore) ?? 0
    if (own > other) wins += 1
    else if (own === other) draws += 1
    else losses += 1
  }
  return {
    lines,
    stats: {
      apps: lines.length,
      goals: lines.reduce((sum, line) => sum + line.goals, 0),
      assists: lines.reduce((sum, line) => sum + line.assists, 0),
      avgRating:
        lines.length === 0 ? null : Math.round((ratingSum / lines.length) * 10 + 1e-9) / 10,
      motm: lines.filter((line) => line.manOfTheMatch).length,
      cleanSheets: lines.filter((line) => line.cleanSheet).length,
    },
    record: { wins, draws, losses },
  }
}

/** The private parts of every user: none may appear in any answer. */
function expectNoPrivateFields(text: string): void {
  for (const key of ['passwordHash', 'email', 'activationCode', 'activationExpiresAt', 'token']) {
    expect(text).not.toContain(`"${key}"`)
  }
  for (const record of db.users.all()) {
    expect(text).not.toContain(record.email)
    expect(text).not.toContain(record.passwordHash)
  }
  for (const session of db.sessions.all()) expect(text).not.toContain(session.token)
}

const SORT_VALUE: Record<PlayerSort, (item: PlayerListItem) => string | number | null> = {
  username: (item) => item.username.toLowerCase(),
  country: (item) => item.country,
  apps: (item) => item.stats.apps,
  goals: (item) => item.stats.goals,
  assists: (item) => item.stats.assists,
  rating: (item) => item.stats.avgRating,
  motm: (item) => item.stats.motm,
  cleanSheets: (item) => item.stats.cleanSheets,
}

/** Whether `a` may come before `b`: the value in the order asked for (no value last), then username, then id. */
function inOrder(
  sort: PlayerSort,
  order: SortOrder,
  a: PlayerListItem,
  b: PlayerListItem,
): boolean {
  const x = SORT_VALUE[sort](a)
  const y = SORT_VALUE[sort](b)
  if (x !== y) {
    if (x === null) return false
    if (y === null) return true
    return order === 'asc' ? x < y : x > y
  }
  const nameA = a.username.toLowerCase()
  const nameB = b.username.toLowerCase()
  if (sort !== 'username' && nameA !== nameB) return nameA < nameB
  return a.id < b.id
}

describe('GET /api/players', () => {
  test('answers the first page of activated players, by username, with the total', async () => {
    const page = await list()
    const players = listed()
    expect(page.page).toBe(1)
    expect(page.pageSize).toBe(20)
    expect(page.total).toBe(players.length)
    expect(page.items).toHaveLength(20)
    const expected = players
      .map((p) => ({ name: p.username.toLowerCase(), id: p.id }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
      .slice(0, 20)
      .map((p) => p.id)
    expect(page.items.map((item) => item.id)).toEqual(expected)
  })

  test('leaves out accounts not activated and league staff', async () => {
    const all = await listAll()
    const names = new Set(all.map((item) => item.username))
    expect(names.has('demo')).toBe(true)
    expect(names.has('fresh_signing')).toBe(false)
    for (const staff of db.users.findMany((q) => q.where({ role: 'staff' }))) {
      expect(names.has(staff.username)).toBe(false)
    }
    expect(all).toHaveLength(listed().length)
  })

  test('shapes each row: team or null, premium, and career stats that add up', async () => {
    const demo = user('demo')
    const [row] = (await list('q=demo')).items.filter((item) => item.id === demo.id)
    const team = db.teams.findFirst((q) => q.where({ name: 'Northside Rovers' }))
    expect(row).toEqual({
      id: demo.id,
      username: 'demo',
      avatar: null,
      country: 'US',
      platform: 'playstation',
      primaryPosition: 'CAM',
      secondaryPosition: 'CM',
      team: { id: team?.id, name: 'Northside Rovers', tag: 'NSR', crest: team?.crest },
      freeAgent: false,
      premium: false,
      stats: sums(demo.id).stats,
    })
    expect(row?.stats.apps).toBeGreaterThan(0)

    const wolf = (await list('q=lone_wolf')).items[0]
    expect(wolf).toMatchObject({ username: 'lone_wolf', team: null, freeAgent: true })
    expect((await list('q=maya_goals')).items[0]).toMatchObject({ premium: true })
  })

  test('every row carries career totals equal to the sum of its match stats', async () => {
    for (const item of await listAll()) expect(item.stats).toEqual(sums(item.id).stats)
  })

  describe('filters', () => {
    test('q matches the username without regard to case', async () => {
      const page = await list('q=MAYA_G')
      expect(page.items.map((item) => item.username)).toEqual(['maya_goals'])
      expect(page.total).toBe(1)
    })

    test('q matches platform IDs, accent-insensitively', async () => {
      const target = user('KeeperKeisha')
      await db.users.update((q) => q.where({ id: target.id }), {
        data(draft) {
          draft.eaId = 'Guardameta_Múñoz'
        },
      })
      const page = await list('q=munoz')
      expect(page.items.map((item) => item.id)).toEqual([target.id])
      const bySpaced = await list(`q=${encodeURIComponent('  MÚÑOZ ')}`)
      expect(bySpaced.total).toBe(1)
    })

    test('q matches anywhere, an empty q filters nothing', async () => {
      const expected = listed().filter((p) =>
        [p.username, p.psnId, p.xboxGamertag, p.eaId].some((key) =>
          key?.toLowerCase().includes('ra'),
        ),
      )
      expect((await list('q=ra')).total).toBe(expected.length)
      expect((await list('q=')).total).toBe(listed().length)
    })

    test.each(['ST', 'CB', 'CM'] as const)(
      'position=%s matches primary or secondary',
      async (position) => {
        const items = await listAll(`position=${position}`)
        const expected = listed().filter(
          (p) => p.primaryPosition === position || p.secondaryPosition === position,
        )
        expect(items).toHaveLength(expected.length)
        expect(items.some((item) => item.primaryPosition !== position)).toBe(true)
        for (const item of items) {
          expect([item.primaryPosition, item.secondaryPosition]).toContain(position)
        }
      },
    )

    test.each(PLATFORMS)('platform=%s', async (platform) => {
      const items = await listAll(`platform=${platform}`)
      expect(items.length).toBeGreaterThan(0)
      expect(items).toHaveLength(listed().filter((p) => p.platform === platform).length)
      for (const item of items) expect(item.platform).toBe(platform)
    })

    test('country, in either case', async () => {
      const items = await listAll('country=mx')
      expect(items.length).toBeGreaterThan(0)
      expect(items).toHaveLength(listed().filter((p) => p.country === 'MX').length)
      for (const item of items) expect(item.country).toBe('MX')
      expect((await list('country=MX')).total).toBe(items.length)
    })

    test('freeAgent=true and freeAgent=false split the list', async () => {
      const free = await listAll('freeAgent=true')
      const taken = await list('freeAgent=false')
      expect(free.length).toBeGreaterThan(0)
      for (const item of free) expect(item).toMatchObject({ freeAgent: true, team: null })
      expect(free).toHaveLength(listed().filter((p) => p.freeAgent).length)
      expect(free.length + taken.total).toBe(listed().length)
    })

    test("teamId lists the team's roster", async () => {
      const team = db.teams.findFirst((q) => q.where({ name: 'Northside Rovers' }))
      const items = await listAll(`teamId=${team?.id}`)
      const roster = db.memberships.findMany((q) => q.where({ teamId: team?.id }))
      expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        roster.map((m) => m.userId).sort((a, b) => a - b),
      )
      for (const item of items) expect(item.team?.id).toBe(team?.id)
      expect((await list('teamId=9999')).total).toBe(0)
    })

    test('filters combine', async () => {
      const query = 'position=ST&platform=playstation&country=US&freeAgent=false'
      const items = await listAll(query)
      const expected = listed().filter(
        (p) =>
          (p.primaryPosition === 'ST' || p.secondaryPosition === 'ST') &&
          p.platform === 'playstation' &&
          p.country === 'US' &&
          !p.freeAgent,
      )
      expect(items.length).toBeGreaterThan(0)
      expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        expected.map((p) => p.id).sort((a, b) => a - b),
      )

      const team = db.teams.findFirst((q) => q.where({ name: 'Northside Rovers' }))
      const withText = await listAll(`teamId=${team?.id}&q=a&position=CB`)
      const expectedText = listed().filter(
        (p) =>
          teamIdOf(p.id) === team?.id &&
          (p.primaryPosition === 'CB' || p.secondaryPosition === 'CB') &&
          [p.username, p.psnId, p.xboxGamertag, p.eaId].some((k) => k?.toLowerCase().includes('a')),
      )
      expect(withText.map((i) => i.id).sort((a, b) => a - b)).toEqual(
        expectedText.map((p) => p.id).sort((a, b) => a - b),
      )
    })
  })

  describe('sorting', () => {
    const cases = PLAYER_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((order) => [sort, order] as const),
    )
    test.each(cases)('sort=%s&order=%s', async (sort, order) => {
      const items = await listAll(`sort=${sort}&order=${order}`)
      expect(items).toHaveLength(listed().length)
      for (let i = 1; i < items.length; i += 1) {
        const [a, b] = [items[i - 1], items[i]] as [PlayerListItem, PlayerListItem]
        expect(inOrder(sort, order, a, b), `${a.username} before ${b.username}`).toBe(true)
      }
      // The two orders are not trivially the same list.
      const values = new Set(items.map((item) => SORT_VALUE[sort](item)))
      expect(values.size).toBeGreaterThan(1)
    })

    test.each(PLAYER_SORTS)('sort=%s without order takes its default order', async (sort) => {
      const implicit = await list(`sort=${sort}`)
      const explicit = await list(`sort=${sort}&order=${DEFAULT_PLAYER_ORDER[sort]}`)
      expect(implicit.items.map((i) => i.id)).toEqual(explicit.items.map((i) => i.id))
    })

    test('numbers sort best first by default; players without a rating come last either way', async () => {
      const goals = await list('sort=goals')
      const top = Math.max(...listed().map((p) => sums(p.id).stats.goals))
      expect(goals.items[0]?.stats.goals).toBe(top)
      for (const order of ['asc', 'desc']) {
        const items = await listAll(`sort=rating&order=${order}`)
        const firstNull = items.findIndex((item) => item.stats.avgRating === null)
        expect(firstNull).toBeGreaterThan(0)
        expect(items.slice(firstNull).every((item) => item.stats.avgRating === null)).toBe(true)
      }
    })

    test('the order is stable: the same request answers the same page', async () => {
      const a = await list('sort=country&page=3')
      const b = await list('sort=country&page=3')
      expect(a).toEqual(b)
    })
  })

  describe('paging', () => {
    test('pages cover the list once, without overlap', async () => {
      const total = listed().length
      const seen = new Set<number>()
      const pages = Math.ceil(total / 37)
      for (let page = 1; page <= pages; page += 1) {
        const result = await list(`pageSize=37&page=${page}&sort=goals`)
        expect(result).toMatchObject({ total, page, pageSize: 37 })
        expect(result.items.length).toBe(page < pages ? 37 : total - 37 * (pages - 1))
        for (const item of result.items) seen.add(item.id)
      }
      expect(seen.size).toBe(total)
    })

    test('a page past the end is empty, with the same total', async () => {
      const total = listed().length
      const result = await list(`page=${Math.ceil(total / 20) + 1}`)
      expect(result).toEqual({ items: [], total, page: Math.ceil(total / 20) + 1, pageSize: 20 })
      expect((await list('page=100000&position=GK')).items).toEqual([])
    })

    test('pageSize goes up to 100', async () => {
      expect((await list('pageSize=100')).items).toHaveLength(100)
      expect((await list('pageSize=1')).items).toHaveLength(1)
    })
  })

  describe('invalid queries', () => {
    test.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['sort=height', 'sort'],
      ['sort=USERNAME', 'sort'],
      ['order=up', 'order'],
      ['position=XX', 'position'],
      ['position=st', 'position'],
      ['platform=switch', 'platform'],
      ['country=USA', 'country'],
      ['country=1A', 'country'],
      ['freeAgent=yes', 'freeAgent'],
      ['freeAgent=1', 'freeAgent'],
      ['teamId=0', 'teamId'],
      ['teamId=abc', 'teamId'],
      ['position=ST&position=GK', 'position'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ])('answers 400 for %s', async (query, field) => {
      const response = await call(`players?${query}`)
      expect(response.status).toBe(400)
      const body = await json<ApiError>(response)
      expect(body).toMatchObject({
        code: 'invalid_query',
        fieldErrors: { [field]: expect.any(String) },
      })
      expect(Object.keys(body.fieldErrors ?? {})).toEqual([field])
    })

    test('names the limit of q, in Spanish when asked', async () => {
      const response = await call(`players?q=${'x'.repeat(101)}`, { language: 'es-MX,es;q=0.9' })
      expect(await json<ApiError>(response)).toEqual({
        error: 'Faltan parámetros de la consulta o no son válidos.',
        code: 'invalid_query',
        fieldErrors: { q: 'Usa como máximo 100 caracteres.' },
      })
    })
  })

  describe('changes show at once (the index follows the db)', () => {
    test('a new match stat line counts in the totals and the order', async () => {
      const wolf = user('lone_wolf')
      const before = (await list('q=lone_wolf')).items[0]?.stats
      const match = db.matches.findFirst((q) => q.where({ status: 'played' })) as MatchRecord
      await db.playerMatchStats.create({
        id: nextId('playerMatchStats'),
        matchId: match.id,
        userId: wolf.id,
        teamId: match.homeTeamId,
        position: 'CB',
        goals: 40,
        assists: 1,
        rating: 9.9,
        cleanSheet: false,
        manOfTheMatch: false,
        ...QUIET_POSITION_STATS,
      } satisfies PlayerMatchStatsRecord)
      const after = (await list('q=lone_wolf')).items[0]?.stats
      expect(after?.apps).toBe((before?.apps ?? 0) + 1)
      expect(after?.goals).toBe((before?.goals ?? 0) + 40)
      expect((await list('sort=goals')).items[0]?.id).toBe(wolf.id)
    })

    test('a renamed player, a player who left a team, a new activation', async () => {
      const demo = user('demo')
      await db.users.update((q) => q.where({ id: demo.id }), {
        data(draft) {
          draft.username = 'aaa_first'
        },
      })
      expect((await list()).items[0]?.id).toBe(demo.id)
      db.memberships.delete((q) => q.where({ userId: demo.id }))
      expect((await list('q=aaa_first')).items[0]?.team).toBeNull()

      const total = (await list()).total
      await db.users.update((q) => q.where({ username: 'fresh_signing' }), {
        data(draft) {
          draft.status = 'active'
        },
      })
      expect((await list()).total).toBe(total + 1)
    })
  })

  test('answers the empty list in the empty scenario, 503 when the area fails', async () => {
    setScenario({ empty: ['players'] })
    expect(await list('page=2&pageSize=10')).toEqual({ items: [], total: 0, page: 2, pageSize: 10 })
    setScenario({ empty: [], failing: ['players'] })
    expect((await call('players')).status).toBe(503)
  })

  test('never carries an email or any other private field', async () => {
    const { token } = await signInAs('demo')
    const response = await call('players?pageSize=100', { token })
    expectNoPrivateFields(await response.text())
  })
})

describe('GET /api/players/:id', () => {
  test("answers demo's public profile", async () => {
    const demo = user('demo')
    const team = db.teams.findFirst((q) => q.where({ name: 'Northside Rovers' }))
    const membership = db.memberships.findFirst((q) => q.where({ userId: demo.id }))
    const body = await profile(demo.id)
    expect(body).toMatchObject({
      id: demo.id,
      username: 'demo',
      avatar: null,
      country: 'US',
      platform: 'playstation',
      platformIds: { psn: 'demo', xbox: null, ea: 'demo' },
      primaryPosition: 'CAM',
      secondaryPosition: 'CM',
      shirtNumber: 10,
      bio: 'CAM for Northside Rovers. Through balls > crosses. Always.',
      socials: {
        twitch: { handle: 'demo_gvl', url: 'https://www.twitch.tv/demo_gvl' },
        youtube: null,
        x: null,
        instagram: null,
        tiktok: null,
        discord: { handle: 'demo_gvl', url: null },
      },
      premium: false,
      staff: false,
      freeAgent: false,
      lookingFor: null,
      joinedAt: demo.createdAt,
      team: {
        id: team?.id,
        name: 'Northside Rovers',
        tag: 'NSR',
        crest: team?.crest,
        role: 'player',
        shirtNumber: membership?.shirtNumber,
        joinedAt: membership?.joinedAt,
      },
    })
    expect(body.viewer).toBeUndefined()
    expect(body.seasonStats.season).toBe('Spring 2026')
    expect(body.seasonStats.competitions.length).toBeGreaterThan(0)
  })

  test('its career stats equal the sum of the match stats, and match the list row', async () => {
    for (const username of ['demo', 'maya_goals', 'rivera_fc', 'KeeperKeisha', 'lone_wolf']) {
      const player = user(username)
      const body = await profile(player.id)
      const { stats, record, lines } = sums(player.id)
      expect(body.careerStats).toEqual({ ...stats, ...record })
      expect(body.ratings).toHaveLength(lines.length)
      const row = (await list(`q=${username}`)).items.find((item) => item.id === player.id)
      expect(row?.stats).toEqual(stats)
    }
  })

  test('its season stats add up per competition of the current season', async () => {
    const demo = user('demo')
    const body = await profile(demo.id)
    const matches = new Map(db.matches.all().map((m) => [m.id, m]))
    for (const row of body.seasonStats.competitions) {
      const competition = db.competitions.findFirst((q) => q.where({ id: row.competition.id }))
      expect(competition?.season).toBe('Spring 2026')
      const lines = db.playerMatchStats
        .findMany((q) => q.where({ userId: demo.id }))
        .filter((line) => matches.get(line.matchId)?.competitionId === row.competition.id)
      expect(row.apps).toBe(lines.length)
      expect(row.goals).toBe(lines.reduce((s, l) => s + l.goals, 0))
      expect(row.assists).toBe(lines.reduce((s, l) => s + l.assists, 0))
      expect(row.motm).toBe(lines.filter((l) => l.manOfTheMatch).length)
      expect(row.wins + row.draws + row.losses).toBe(lines.length)
    }
    // Spring Cup: the team is in, nobody has played yet.
    expect(body.seasonStats.competitions.map((row) => row.competition.name)).toContain(
      'GVL Spring Cup 2026',
    )
  })

  test('lists the last 10 matches, newest first, and the ratings oldest first', async () => {
    const maya = user('maya_goals')
    const body = await profile(maya.id)
    const lines = db.playerMatchStats.findMany((q) => q.where({ userId: maya.id }))
    expect(lines.length).toBeGreaterThan(10)
    expect(body.recentMatches).toHaveLength(10)
    const dates = body.recentMatches.map((m) => m.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const ratingDates = body.ratings.map((r) => r.date)
    expect(ratingDates).toEqual([...ratingDates].sort())
    expect(body.ratings.at(-1)?.date).toBe(dates[0])

    for (const row of body.recentMatches) {
      const match = db.matches.findFirst((q) => q.where({ id: row.matchId })) as MatchRecord
      const line = lines.find((l) => l.matchId === row.matchId) as PlayerMatchStatsRecord
      const home = match.homeTeamId === line.teamId
      expect(row.venue).toBe(home ? 'home' : 'away')
      expect(row.team.id).toBe(line.teamId)
      expect(row.opponent.id).toBe(home ? match.awayTeamId : match.homeTeamId)
      expect(row.score).toEqual({
        team: home ? match.homeScore : match.awayScore,
        opponent: home ? match.awayScore : match.homeScore,
      })
      const { team, opponent } = row.score
      expect(row.result).toBe(team > opponent ? 'W' : team === opponent ? 'D' : 'L')
      expect(row).toMatchObject({ goals: line.goals, assists: line.assists, rating: line.rating })
      expect(row.competition.id).toBe(match.competitionId)
    }
  })

  test('a player without matches has empty stats', async () => {
    const wolf = user('lone_wolf')
    const body = await profile(wolf.id)
    expect(body).toMatchObject({ team: null, freeAgent: true, lookingFor: expect.any(String) })
    if (body.careerStats.apps === 0) {
      expect(body.careerStats.avgRating).toBeNull()
      expect(body.recentMatches).toEqual([])
    }
  })

  test('league staff have a profile', async () => {
    const staff = db.users.findFirst((q) => q.where({ role: 'staff' })) as UserRecord
    expect(await profile(staff.id)).toMatchObject({ id: staff.id, staff: true })
  })

  test.each(['999999', 'abc', '0', '-1', '1.5', '1e2', '99999999999999999999'])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await call(`players/${id}`)
      expect(response.status).toBe(404)
      expect(await json<ApiError>(response)).toEqual({
        error: 'Player not found',
        code: 'player_not_found',
      })
    },
  )

  test('answers 404 for an account not activated, in Spanish when asked', async () => {
    const pending = user('fresh_signing')
    const response = await call(`players/${pending.id}`, { language: 'es' })
    expect(response.status).toBe(404)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Jugador no encontrado',
      code: 'player_not_found',
    })
  })

  test('answers 401 for a token that is sent but not valid', async () => {
    const response = await call(`players/${user('demo').id}`, { token: 'f'.repeat(64) })
    expect(response.status).toBe(401)
  })

  describe('viewer flags', () => {
    async function viewer(as: string, of: string) {
      const { token } = await signInAs(as)
      return (await profile(user(of).id, token)).viewer
    }

    test('a player on their own profile can do nothing', async () => {
      expect(await viewer('demo', 'demo')).toEqual({ canMessage: false, canInvite: false })
    })

    test('a player who manages no team can message, not invite', async () => {
      expect(await viewer('demo', 'rivera_fc')).toEqual({ canMessage: true, canInvite: false })
      expect(await viewer('maya_goals', 'lone_wolf')).toEqual({
        canMessage: true,
        canInvite: false,
      })
      expect(await viewer('lone_wolf', 'demo')).toEqual({ canMessage: true, canInvite: false })
    })

    test('a manager cannot invite a player already on a team', async () => {
      expect(await viewer('rivera_fc', 'demo')).toEqual({ canMessage: true, canInvite: false })
      expect(await viewer('rivera_fc', 'KeeperKeisha')).toMatchObject({ canInvite: false })
    })

    test('a manager cannot invite a free agent their team already invited, until it is cancelled', async () => {
      expect(await viewer('rivera_fc', 'lone_wolf')).toEqual({ canMessage: true, canInvite: false })
      await db.invitations.update(
        (q) => q.where({ playerId: user('lone_wolf').id, status: 'pending' }),
        {
          data(draft) {
            draft.status = 'cancelled'
          },
        },
      )
      expect(await viewer('rivera_fc', 'lone_wolf')).toEqual({ canMessage: true, canInvite: true })
    })

    test('a manager can invite a player on no team; not once the roster is full', async () => {
      const rivera = user('rivera_fc')
      const teamId = teamIdOf(rivera.id) as number
      const invited = new Set(
        db.invitations
          .findMany((q) => q.where({ teamId, status: 'pending' }))
          .map((i) => i.playerId),
      )
      const free = listed().find(
        (p) => teamIdOf(p.id) === null && !invited.has(p.id) && p.id !== rivera.id,
      ) as UserRecord
      expect(await viewer('rivera_fc', free.username)).toEqual({
        canMessage: true,
        canInvite: true,
      })

      const size = db.memberships.findMany((q) => q.where({ teamId })).length
      const spare = listed().filter((p) => teamIdOf(p.id) === null && p.id !== free.id)
      for (const player of spare.slice(0, rosterLimit(teamId) - size)) {
        await db.memberships.create({
          id: nextId('memberships'),
          teamId,
          userId: player.id,
          role: 'player',
          shirtNumber: null,
          joinedAt: '2026-03-14T12:00:00.000Z',
        })
      }
      expect(await viewer('rivera_fc', free.username)).toEqual({
        canMessage: true,
        canInvite: false,
      })
    })
  })

  test('never carries an email or any other private field', async () => {
    const { token } = await signInAs('rivera_fc')
    for (const username of ['demo', 'rivera_fc', 'maya_goals', 'lone_wolf']) {
      const response = await call(`players/${user(username).id}`, { token })
      expect(response.status).toBe(200)
      expectNoPrivateFields(await response.text())
    }
  })
})
