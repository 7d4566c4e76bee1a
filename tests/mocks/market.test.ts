import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import {
  listingResponseSchema,
  marketClubsPageSchema,
  marketPlayersPageSchema,
  myListingResponseSchema,
  recruitmentResponseSchema,
  type MarketClubsPage,
  type MarketPlayersPage,
  type PlayerListingRequest,
  type RecruitmentPostRequest,
} from '@/api/contracts/market'
import { playerProfileSchema } from '@/api/contracts/players'
import { teamResponseSchema } from '@/api/contracts/teams'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { signInAs } from '@mocks/server'
import { call, json, type CallOptions } from './client'
import { expectNoPrivateFields, getPublic } from './privacy'
import { memberWithRole, NORTHSIDE, teamNamed, user } from './seedLookup'

// ---------------------------------------------------------------------------------------------
// Helpers. The seed: lone_wolf (a free agent) has an active listing, the market's newest; seven
// other free agents have one, the last of them paused; every recruiting club has an active post,
// Northside Rovers' (managed by rivera_fc) among them; Bayou Strikers does not recruit.

const HOUR = 60 * 60 * 1000

async function as(username: string | null, path: string, options: CallOptions = {}) {
  const token = username === null ? null : (await signInAs(username)).token
  return call(path, { ...options, token })
}

async function error(response: Response): Promise<ApiError> {
  return json<ApiError>(response)
}

const LISTING = {
  positions: ['ST', 'CAM'],
  platform: 'playstation',
  gamertag: 'CAM_Demo10',
  region: 'us_east',
  timeZone: 'America/New_York',
  evenings: ['tuesday', 'thursday'],
  message: 'Open to offers from a club in the Premier Division.',
} satisfies PlayerListingRequest

const POST = {
  positions: ['LB', 'ST'],
  level: 'elite',
  evenings: ['tuesday', 'thursday'],
  message: 'Trials on Thursdays at 8 PM ET.',
} satisfies RecruitmentPostRequest

function putListing(username: string | null, body: unknown, language?: string) {
  return as(username, 'me/listing', { method: 'PUT', body, language })
}

function putPost(username: string | null, teamId: number, body: unknown, language?: string) {
  return as(username, `teams/${teamId}/recruitment`, { method: 'PUT', body, language })
}

/** The public lists, with nothing private in them, parsed strictly. */
const players = (query = ''): Promise<MarketPlayersPage> =>
  getPublic(`market/players${query}`, marketPlayersPageSchema.strict())
const clubs = (query = ''): Promise<MarketClubsPage> =>
  getPublic(`market/clubs${query}`, marketClubsPageSchema.strict())

async function profile(username: string) {
  const response = await call(`players/${user(username).id}`)
  return playerProfileSchema.parse(await response.json())
}

async function team(teamId: number, username: string | null = null) {
  const response = await as(username, `teams/${teamId}`)
  return teamResponseSchema.parse(await response.json()).team
}

const pausedListing = () => {
  const found = db.playerListings.findFirst((q) => q.where({ status: 'paused' }))
  if (found === undefined) throw new Error('the seed has no paused listing')
  return found
}

const activeListings = () => db.playerListings.findMany((q) => q.where({ status: 'active' }))

// ---------------------------------------------------------------------------------------------

describe('GET /api/me/listing', () => {
  test('answers the caller’s own listing, with its status', async () => {
    const response = await as('lone_wolf', 'me/listing')
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    expectNoPrivateFields(JSON.stringify(body))
    const { listing } = myListingResponseSchema.strict().parse(body)
    expect(listing).toEqual({
      id: expect.any(Number),
      positions: ['CB', 'LB'],
      platform: 'playstation',
      gamertag: 'lone_wolf',
      region: 'canada',
      timeZone: 'America/Toronto',
      evenings: ['tuesday', 'thursday', 'saturday'],
      message: user('lone_wolf').lookingFor,
      status: 'active',
      createdAt: '2026-03-08T18:00:00.000Z',
      updatedAt: '2026-03-14T15:00:00.000Z',
    })
  })

  test('a paused listing is its author’s to see; none answers null', async () => {
    const paused = pausedListing()
    const author = db.users.findFirst((q) => q.where({ id: paused.playerId }))
    const own = myListingResponseSchema.parse(
      await (await as(author?.username ?? '', 'me/listing')).json(),
    )
    expect(own.listing).toMatchObject({ id: paused.id, status: 'paused' })
    const none = myListingResponseSchema.parse(await (await as('demo', 'me/listing')).json())
    expect(none).toEqual({ listing: null })
  })

  test('answers 401 without a token; empty:market answers none, fail:market 503', async () => {
    expect((await as(null, 'me/listing')).status).toBe(401)
    setScenario({ empty: ['market'] })
    expect(await json(await as('lone_wolf', 'me/listing'))).toEqual({ listing: null })
    setScenario({ empty: [], failing: ['market'] })
    expect((await as('lone_wolf', 'me/listing')).status).toBe(503)
  })
})

describe('PUT /api/me/listing', () => {
  test('a player on a team publishes one (open to offers): normalised, on the market with the team', async () => {
    const response = await putListing('demo', {
      ...LISTING,
      positions: ['ST', 'CAM', 'ST'],
      gamertag: '  CAM_Demo10  ',
      timeZone: 'america/new_york',
      evenings: ['thursday', 'tuesday', 'thursday'],
      message: `  ${LISTING.message}  `,
      // The author is the token's user, whatever the body says.
      playerId: user('lone_wolf').id,
    })
    expect(response.status).toBe(200)
    const { listing } = listingResponseSchema.strict().parse(await response.json())
    expect(listing).toEqual({
      id: expect.any(Number),
      ...LISTING,
      status: 'active',
      createdAt: '2026-03-14T18:00:00.000Z',
      updatedAt: '2026-03-14T18:00:00.000Z',
    })
    expect(db.playerListings.findFirst((q) => q.where({ id: listing.id }))?.playerId).toBe(
      user('demo').id,
    )
    // The newest: first on the market, with demo's card and team.
    const [first] = (await players()).items
    const demo = user('demo')
    const northside = NORTHSIDE()
    const { status: _status, ...published } = listing
    expect(first).toEqual({
      ...published,
      player: {
        id: demo.id,
        username: 'demo',
        avatar: demo.avatar,
        country: demo.country,
        platform: demo.platform,
        primaryPosition: demo.primaryPosition,
      },
      team: { id: northside.id, name: 'Northside Rovers', tag: 'NSR', crest: northside.crest },
    })
    // …and on demo's profile; lone_wolf's listing is untouched.
    expect((await profile('demo')).listing).toEqual(published)
    expect((await profile('lone_wolf')).listing).toMatchObject({ gamertag: 'lone_wolf' })
  })

  test('replacing keeps the id and createdAt; pausing takes it off the market and the profile', async () => {
    const before = myListingResponseSchema.parse(await (await as('lone_wolf', 'me/listing')).json())
    advanceClock(2 * HOUR)
    const response = await putListing('lone_wolf', { ...LISTING, status: 'paused' })
    const { listing } = listingResponseSchema.parse(await response.json())
    expect(listing).toMatchObject({
      id: before.listing?.id,
      createdAt: before.listing?.createdAt,
      updatedAt: '2026-03-14T20:00:00.000Z',
      gamertag: 'CAM_Demo10',
      status: 'paused',
    })
    const wolf = user('lone_wolf').id
    expect((await players('?pageSize=100')).items.map((item) => item.player.id)).not.toContain(wolf)
    expect((await profile('lone_wolf')).listing).toBeNull()
    // Published again: back at the top.
    await putListing('lone_wolf', LISTING)
    expect((await players()).items[0]?.player.id).toBe(wolf)
  })

  test.each([
    [{ positions: [] }, { positions: 'Choose one to three positions.' }],
    [{ positions: ['ST', 'CAM', 'CM', 'LW'] }, { positions: 'Choose one to three positions.' }],
    [{ positions: ['FW'] }, { 'positions.0': 'This value is not valid.' }],
    [{ gamertag: ' ab ' }, { gamertag: 'Use 3 to 32 characters.' }],
    [{ gamertag: 'x'.repeat(33) }, { gamertag: 'Use 3 to 32 characters.' }],
    [{ platform: 'switch' }, { platform: 'This value is not valid.' }],
    [{ region: 'moon' }, { region: 'This value is not valid.' }],
    [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: 'Choose a time zone from the list.' }],
    [{ evenings: [] }, { evenings: 'Choose at least one evening.' }],
    [{ evenings: ['funday'] }, { 'evenings.0': 'This value is not valid.' }],
    [{ message: 'x'.repeat(281) }, { message: 'Use at most 280 characters.' }],
    [{ status: 'hidden' }, { status: 'This value is not valid.' }],
    [{ platform: undefined }, { platform: 'This field is required.' }],
  ])('answers 422 with fieldErrors for %j, and saves nothing', async (change, fieldErrors) => {
    const before = JSON.stringify(db.playerListings.all())
    const response = await putListing('demo', { ...LISTING, ...change })
    expect(response.status).toBe(422)
    expect(await error(response)).toEqual({
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fieldErrors,
    })
    expect(JSON.stringify(db.playerListings.all())).toBe(before)
  })

  test('takes a gamertag of 3 and 32 characters, a message of 280, three positions', async () => {
    for (const change of [
      { gamertag: 'abc' },
      { gamertag: 'x'.repeat(32), message: 'y'.repeat(280) },
      { positions: ['CB', 'LB', 'RB'] },
    ]) {
      expect((await putListing('demo', { ...LISTING, ...change })).status).toBe(200)
    }
  })

  test('words its field errors in Spanish', async () => {
    const response = await putListing(
      'demo',
      { ...LISTING, positions: [], gamertag: 'ab', timeZone: 'nowhere', evenings: [] },
      'es',
    )
    expect(await error(response)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: {
        positions: 'Elige de una a tres posiciones.',
        gamertag: 'Usa de 3 a 32 caracteres.',
        timeZone: 'Elige una zona horaria de la lista.',
        evenings: 'Elige al menos una noche.',
      },
    })
  })

  test('answers 400 for a body that is not JSON, 401 without a token', async () => {
    expect((await putListing('demo', 'not json')).status).toBe(400)
    expect((await putListing(null, LISTING)).status).toBe(401)
  })
})

describe('DELETE /api/me/listing', () => {
  test('removes the caller’s listing (204); a second time is 404 listing_not_found', async () => {
    const remove = (language?: string) =>
      as('lone_wolf', 'me/listing', { method: 'DELETE', language })
    expect((await remove()).status).toBe(204)
    expect(await json(await as('lone_wolf', 'me/listing'))).toEqual({ listing: null })
    expect((await profile('lone_wolf')).listing).toBeNull()
    const again = await remove()
    expect(again.status).toBe(404)
    expect(await error(again)).toEqual({
      error: 'You have no market listing.',
      code: 'listing_not_found',
    })
    expect(await error(await remove('es'))).toEqual({
      error: 'No tienes ningún anuncio en el mercado.',
      code: 'listing_not_found',
    })
  })

  test('answers 401 without a token', async () => {
    expect((await as(null, 'me/listing', { method: 'DELETE' })).status).toBe(401)
    expect(db.playerListings.count()).toBe(8)
  })
})

describe('joining a team pauses the listing', () => {
  test('lone_wolf accepts Northside’s invitation: his listing is paused, off the market', async () => {
    const invitation = db.invitations.findFirst((q) =>
      q.where({ teamId: NORTHSIDE().id, playerId: user('lone_wolf').id, status: 'pending' }),
    )
    const accepted = await as('lone_wolf', `invitations/${invitation?.id}/accept`, {
      method: 'POST',
    })
    expect(accepted.status).toBe(200)
    const { listing } = myListingResponseSchema.parse(
      await (await as('lone_wolf', 'me/listing')).json(),
    )
    expect(listing).toMatchObject({ status: 'paused', updatedAt: '2026-03-14T18:00:00.000Z' })
    expect((await players('?pageSize=100')).items.map((i) => i.player.username)).not.toContain(
      'lone_wolf',
    )
    // Open to offers, on his own say: published again, it shows his new team.
    await putListing('lone_wolf', LISTING)
    expect((await players()).items[0]).toMatchObject({
      player: { username: 'lone_wolf' },
      team: { name: 'Northside Rovers' },
    })
  })
})

describe('PUT /api/teams/:id/recruitment', () => {
  test('the manager replaces the post (200); the team page shows it to anyone', async () => {
    const northside = NORTHSIDE()
    const before = db.recruitmentPosts.findFirst((q) => q.where({ teamId: northside.id }))
    const response = await putPost('rivera_fc', northside.id, {
      ...POST,
      positions: ['LB', 'ST', 'LB'],
      evenings: ['thursday', 'tuesday'],
      message: `  ${POST.message} `,
      teamId: teamNamed('Bayou Strikers').id,
    })
    expect(response.status).toBe(200)
    const { recruitment } = recruitmentResponseSchema.strict().parse(await response.json())
    expect(recruitment).toEqual({
      id: before?.id,
      ...POST,
      status: 'active',
      createdAt: before?.createdAt,
      updatedAt: '2026-03-14T18:00:00.000Z',
    })
    const shown = await team(northside.id)
    expect(shown).toMatchObject({ recruiting: true, recruitment })
    expect(
      db.recruitmentPosts.findFirst((q) => q.where({ teamId: teamNamed('Bayou Strikers').id })),
    ).toBeUndefined()
  })

  test('a team without a post publishes one: recruiting follows; a co-manager may', async () => {
    const bayou = teamNamed('Bayou Strikers')
    expect(await team(bayou.id)).toMatchObject({ recruiting: false, recruitment: null })
    const co = memberWithRole(bayou.id, 'co-manager')
    const response = await putPost(co, bayou.id, POST)
    expect(response.status).toBe(200)
    expect(await team(bayou.id)).toMatchObject({ recruiting: true, recruitment: POST })
    const [first] = (await clubs()).items
    expect(first).toMatchObject({ team: { id: bayou.id, name: 'Bayou Strikers' }, ...POST })
  })

  test('a paused post: not recruiting, off the market, shown to the team’s managers only', async () => {
    const northside = NORTHSIDE()
    await putPost('rivera_fc', northside.id, { ...POST, status: 'paused' })
    expect(await team(northside.id)).toMatchObject({ recruiting: false, recruitment: null })
    expect(await team(northside.id, 'demo')).toMatchObject({ recruitment: null })
    expect(await team(northside.id, 'rivera_fc')).toMatchObject({
      recruiting: false,
      recruitment: { ...POST, status: 'paused' },
    })
    const listed = (await clubs('?pageSize=100')).items.map((item) => item.team.id)
    expect(listed).not.toContain(northside.id)
    await putPost('rivera_fc', northside.id, POST)
    expect(await team(northside.id)).toMatchObject({ recruiting: true })
  })

  test.each(['demo', 'lone_wolf', 'NutmegNate'])(
    'answers 403 not_team_manager to %s (a player, a free agent, another team’s captain)',
    async (username) => {
      const before = JSON.stringify(db.recruitmentPosts.all())
      const response = await putPost(username, NORTHSIDE().id, POST)
      expect(response.status).toBe(403)
      expect(await error(response)).toMatchObject({ code: 'not_team_manager' })
      expect(JSON.stringify(db.recruitmentPosts.all())).toBe(before)
    },
  )

  test.each([
    [{ positions: [] }, { positions: 'Choose one to five positions.' }],
    [
      { positions: ['GK', 'CB', 'LB', 'RB', 'CM', 'ST'] },
      { positions: 'Choose one to five positions.' },
    ],
    [{ level: 'pro' }, { level: 'This value is not valid.' }],
    [{ evenings: undefined }, { evenings: 'This field is required.' }],
    [{ message: 'x'.repeat(281) }, { message: 'Use at most 280 characters.' }],
  ])('answers 422 for %j', async (change, fieldErrors) => {
    const response = await putPost('rivera_fc', NORTHSIDE().id, { ...POST, ...change })
    expect(response.status).toBe(422)
    expect((await error(response)).fieldErrors).toEqual(fieldErrors)
  })

  test('answers 404 for an unknown team, 401 without a token, in Spanish too', async () => {
    const unknown = await putPost('rivera_fc', 9999, POST, 'es')
    expect(unknown.status).toBe(404)
    expect(await error(unknown)).toEqual({ error: 'Equipo no encontrado.', code: 'team_not_found' })
    expect((await putPost(null, NORTHSIDE().id, POST)).status).toBe(401)
    const invalid = await putPost('rivera_fc', NORTHSIDE().id, { ...POST, positions: [] }, 'es')
    expect((await error(invalid)).fieldErrors).toEqual({
      positions: 'Elige de una a cinco posiciones.',
    })
  })
})

describe('DELETE /api/teams/:id/recruitment', () => {
  const remove = (username: string | null, teamId: number, language?: string) =>
    as(username, `teams/${teamId}/recruitment`, { method: 'DELETE', language })

  test('removes the post (204): not recruiting; a second time is 404 recruitment_not_found', async () => {
    const northside = NORTHSIDE()
    expect((await remove('rivera_fc', northside.id)).status).toBe(204)
    expect(await team(northside.id, 'rivera_fc')).toMatchObject({
      recruiting: false,
      recruitment: null,
    })
    const again = await remove('rivera_fc', northside.id)
    expect(again.status).toBe(404)
    expect(await error(again)).toEqual({
      error: 'This team has no recruitment post.',
      code: 'recruitment_not_found',
    })
    expect(await error(await remove('rivera_fc', northside.id, 'es'))).toEqual({
      error: 'Este equipo no tiene ningún anuncio de fichajes.',
      code: 'recruitment_not_found',
    })
  })

  test('answers 403 to a player, 404 for an unknown team, 401 without a token', async () => {
    expect((await remove('demo', NORTHSIDE().id)).status).toBe(403)
    expect((await remove('rivera_fc', 9999)).status).toBe(404)
    expect((await remove(null, NORTHSIDE().id)).status).toBe(401)
    expect(await team(NORTHSIDE().id)).toMatchObject({ recruiting: true })
  })

  test('a disbanded team loses its post and leaves the market', async () => {
    const created = await as('lone_wolf', 'teams', {
      method: 'POST',
      body: {
        name: 'Harbor Lights FC',
        tag: 'HLF',
        platform: 'xbox',
        primaryColor: '#0b3d91',
        secondaryColor: '#f5c518',
      },
    })
    const { team: harbor } = teamResponseSchema.parse(await created.json())
    expect(harbor).toMatchObject({ recruiting: false, recruitment: null })
    await putPost('lone_wolf', harbor.id, POST)
    expect((await clubs()).items[0]?.team.id).toBe(harbor.id)
    expect((await as('lone_wolf', `teams/${harbor.id}/leave`, { method: 'POST' })).status).toBe(204)
    expect(db.recruitmentPosts.findFirst((q) => q.where({ teamId: harbor.id }))).toBeUndefined()
    expect((await clubs('?pageSize=100')).items.map((i) => i.team.id)).not.toContain(harbor.id)
  })
})

describe('GET /api/market/players', () => {
  test('active listings only, most recently updated first, public', async () => {
    const page = await players()
    expect(page).toMatchObject({ total: activeListings().length, page: 1, pageSize: 20 })
    expect(page.items[0]?.player.username).toBe('lone_wolf')
    expect(page.items.map((item) => item.id)).not.toContain(pausedListing().id)
    const times = page.items.map((item) => item.updatedAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(page.items.every((item) => item.team === null)).toBe(true)
  })

  test('no answer carries a gamer ID the player did not publish', async () => {
    for (const item of (await players('?pageSize=100')).items) {
      const author = user(item.player.username)
      const text = JSON.stringify(item)
      for (const id of [author.psnId, author.xboxGamertag, author.eaId]) {
        if (id !== null && id !== item.gamertag && !author.username.includes(id)) {
          expect(text, `${author.username}: ${id}`).not.toContain(`"${id}"`)
        }
      }
    }
  })

  test.each([
    ['?position=CB', (i: MarketPlayersPage['items'][number]) => i.positions.includes('CB')],
    ['?platform=xbox', (i: MarketPlayersPage['items'][number]) => i.platform === 'xbox'],
    [
      '?region=latin_america',
      (i: MarketPlayersPage['items'][number]) => i.region === 'latin_america',
    ],
    [
      '?evening=thursday,monday',
      (i: MarketPlayersPage['items'][number]) =>
        i.evenings.includes('monday') && i.evenings.includes('thursday'),
    ],
    [
      '?platform=playstation&evening=tuesday',
      (i: MarketPlayersPage['items'][number]) =>
        i.platform === 'playstation' && i.evenings.includes('tuesday'),
    ],
  ])('%s: only the listings that match, and all of them', async (query, matches) => {
    const all = (await players('?pageSize=100')).items
    const page = await players(`${query}&pageSize=100`)
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items).toEqual(all.filter(matches))
    expect(page.total).toBe(page.items.length)
  })

  test('pages partition the list', async () => {
    const all = (await players('?pageSize=100')).items.map((item) => item.id)
    const paged: number[] = []
    for (let page = 1; page <= Math.ceil(all.length / 3); page += 1) {
      const { items, total } = await players(`?page=${page}&pageSize=3`)
      expect(total).toBe(all.length)
      paged.push(...items.map((item) => item.id))
    }
    expect(paged).toEqual(all)
  })

  test.each([
    ['?position=FW', 'position'],
    ['?region=moon', 'region'],
    ['?evening=funday', 'evening'],
    ['?evening=monday&evening=tuesday', 'evening'],
    ['?evening=', 'evening'],
    ['?page=0', 'page'],
    ['?pageSize=101', 'pageSize'],
  ])('answers 400 invalid_query for %s', async (query, field) => {
    const response = await call(`market/players${query}`)
    expect(response.status).toBe(400)
    const body = await error(response)
    expect(body.code).toBe('invalid_query')
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([field])
  })

  test('empty:market answers an empty page; fail:market 503', async () => {
    setScenario({ empty: ['market'] })
    expect(await players()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
    setScenario({ empty: [], failing: ['market'] })
    expect((await call('market/players')).status).toBe(503)
  })
})

describe('GET /api/market/clubs', () => {
  test('the active posts of recruiting teams, newest first, with the team, platform and room', async () => {
    const page = await clubs('?pageSize=100')
    const recruiting = db.teams.findMany((q) => q.where({ recruiting: true }))
    expect(page.total).toBe(recruiting.length)
    expect(new Set(page.items.map((item) => item.team.id))).toEqual(
      new Set(recruiting.map((t) => t.id)),
    )
    const times = page.items.map((item) => item.updatedAt)
    expect(times).toEqual([...times].sort().reverse())
    const northside = NORTHSIDE()
    const detail = await team(northside.id)
    expect(page.items.find((item) => item.team.id === northside.id)).toEqual({
      ...detail.recruitment,
      status: undefined,
      team: { id: northside.id, name: 'Northside Rovers', tag: 'NSR', crest: northside.crest },
      platform: 'playstation',
      rosterSize: detail.rosterSize,
      rosterLimit: detail.rosterLimit,
    })
  })

  test.each([
    ['?platform=xbox', (i: MarketClubsPage['items'][number]) => i.platform === 'xbox'],
    ['?level=elite', (i: MarketClubsPage['items'][number]) => i.level === 'elite'],
    ['?position=RM', (i: MarketClubsPage['items'][number]) => i.positions.includes('RM')],
    [
      '?evening=monday,thursday&platform=xbox',
      (i: MarketClubsPage['items'][number]) =>
        i.platform === 'xbox' && i.evenings.includes('monday') && i.evenings.includes('thursday'),
    ],
  ])('%s: only the posts that match, and all of them', async (query, matches) => {
    const all = (await clubs('?pageSize=100')).items
    const page = await clubs(`${query}&pageSize=100`)
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items).toEqual(all.filter(matches))
  })

  test('answers 400 invalid_query for an unknown level', async () => {
    const response = await call('market/clubs?level=pro')
    expect(response.status).toBe(400)
    expect((await error(response)).fieldErrors).toEqual({ level: 'This value is not valid.' })
  })
})
