import { describe, expect, test } from 'vitest'
import {
  matchesResponseSchema,
  MATCHES_DEFAULT_PAGE_SIZE,
  type MatchesResponse,
  type MatchListItem,
} from '@/api/contracts/competitions'
import type { ApiError } from '@/api/contracts'
import { now } from '@mocks/clock'
import { db } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { seedRefs } from '@mocks/seed'
import { call, json } from './client'
import { getPublic as get } from './privacy'

const list = (query: string) => get<MatchesResponse>(`matches?${query}`, matchesResponseSchema)

function countWhere(predicate: (status: string) => boolean): number {
  return db.matches.all().filter((m) => predicate(m.status)).length
}

const playsIn = (teamId: number) => (match: MatchListItem) =>
  match.home.id === teamId || match.away.id === teamId

describe('GET /api/matches', () => {
  test('upcoming: the scheduled matches of every competition still to kick off, soonest first, 10 a page', async () => {
    const page = await list('status=upcoming')
    // The results on their way (past kick-off, still scheduled) are not upcoming.
    const awaiting = db.matches
      .all()
      .filter((m) => m.status === 'scheduled' && Date.parse(m.kickoff) <= now().getTime())
    expect(awaiting.length).toBeGreaterThan(0)
    expect(page.total).toBe(countWhere((s) => s === 'scheduled') - awaiting.length)
    expect(page.total).toBeGreaterThan(MATCHES_DEFAULT_PAGE_SIZE)
    expect(page).toMatchObject({ page: 1, pageSize: MATCHES_DEFAULT_PAGE_SIZE })
    expect(page.items).toHaveLength(MATCHES_DEFAULT_PAGE_SIZE)
    for (const match of page.items) {
      expect(match.status).toBe('scheduled')
      expect(match.homeScore).toBeNull()
      expect(match.competition.name).not.toBe('')
    }
    const kickoffs = page.items.map((m) => m.kickoff)
    expect(kickoffs).toEqual([...kickoffs].sort())
    // Nothing scheduled kicks off before the first one listed.
    const earliest = db.matches
      .all()
      .filter((m) => m.status === 'scheduled' && Date.parse(m.kickoff) > now().getTime())
      .map((m) => m.kickoff)
      .sort()[0]
    expect(kickoffs[0]).toBe(earliest)
  })

  test('played: matches with a result (played or forfeited), latest first', async () => {
    const page = await list('status=played&pageSize=100')
    expect(page.total).toBe(countWhere((s) => s === 'played' || s === 'forfeit'))
    for (const match of page.items) {
      expect(['played', 'forfeit']).toContain(match.status)
      expect(match.homeScore).not.toBeNull()
      expect(match.awayScore).not.toBeNull()
    }
    const kickoffs = page.items.map((m) => m.kickoff)
    expect(kickoffs).toEqual([...kickoffs].sort().reverse())
  })

  test('each match names its competition, like a fixture list names its teams', async () => {
    const [match] = (await list('status=played&pageSize=1')).items
    if (match === undefined) throw new Error('no played match')
    const record = db.matches.findFirst((q) => q.where({ id: match.id }))
    const competition = db.competitions.findFirst((q) => q.where({ id: record?.competitionId }))
    expect(match.competition).toEqual({
      id: competition?.id,
      slug: competition?.slug,
      name: competition?.name,
      season: competition?.season,
    })
    expect(Object.keys(match.home).sort()).toEqual(['crest', 'id', 'name', 'tag'])
  })

  test('filters by team and competition, combined with AND', async () => {
    const competitionId = seedRefs().competitions.spring2026
    const inCompetition = await list(`status=played&competitionId=${competitionId}&pageSize=100`)
    expect(inCompetition.total).toBeGreaterThan(0)
    expect(inCompetition.items.every((m) => m.competition.id === competitionId)).toBe(true)

    const first = inCompetition.items[0]
    if (first === undefined) throw new Error('no match')
    const teamId = first.home.id
    const ofTeam = await list(`status=played&teamId=${teamId}&pageSize=100`)
    expect(ofTeam.total).toBeGreaterThan(0)
    expect(ofTeam.items.every(playsIn(teamId))).toBe(true)

    const both = await list(
      `status=played&teamId=${teamId}&competitionId=${competitionId}&pageSize=100`,
    )
    expect(both.total).toBe(inCompetition.items.filter(playsIn(teamId)).length)
    expect(both.total).toBeLessThanOrEqual(ofTeam.total)
  })

  test('a team with no upcoming match, or an unknown one, answers an empty page', async () => {
    const page = await list('status=upcoming&teamId=999999')
    expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: MATCHES_DEFAULT_PAGE_SIZE })
  })

  test('pages never overlap and a page past the end is empty with the real total', async () => {
    const first = await list('status=upcoming&pageSize=3')
    const second = await list('status=upcoming&pageSize=3&page=2')
    const both = await list('status=upcoming&pageSize=6')
    expect([...first.items, ...second.items].map((m) => m.id)).toEqual(both.items.map((m) => m.id))
    const past = await list(`status=upcoming&pageSize=3&page=${Math.ceil(first.total / 3) + 1}`)
    expect(past.items).toEqual([])
    expect(past.total).toBe(first.total)
  })

  test.each([
    ['', 'status'],
    ['status=all', 'status'],
    ['status=upcoming&teamId=abc', 'teamId'],
    ['status=upcoming&competitionId=0', 'competitionId'],
    ['status=upcoming&pageSize=101', 'pageSize'],
    ['status=played&page=0', 'page'],
  ])('400 invalid_query for %j, naming %s', async (query, field) => {
    const response = await call(`matches?${query}`)
    expect(response.status).toBe(400)
    const body = await json<ApiError>(response)
    expect(body.code).toBe('invalid_query')
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field)
  })

  test('answers in Spanish when asked', async () => {
    const response = await call('matches?status=soon', { language: 'es' })
    expect(response.status).toBe(400)
    expect(response.headers.get('Content-Language')).toBe('es')
  })

  test('answers an empty page when the area is emptied, 503 when it fails', async () => {
    setScenario({ empty: ['competitions'] })
    expect(await list('status=played')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: MATCHES_DEFAULT_PAGE_SIZE,
    })
    setScenario({ empty: [], failing: ['competitions'] })
    expect((await call('matches?status=played')).status).toBe(503)
  })

  test('needs no token: an Authorization header, even an unknown token, is ignored', async () => {
    const response = await call('matches?status=upcoming', { token: 'f'.repeat(64) })
    expect(response.status).toBe(200)
  })
})
