/**
 * Properties of the read endpoints: any page or query gives an in-range, consistent answer (or a
 * 400 with the error shape); reading twice gives the same answer; a path id that is not a positive
 * integer names nothing; nothing private of anyone else comes back.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_PAGE_SIZE } from '@/api/contracts/paging'
import { db } from '@mocks/db'
import { answer, check, fresh, pageParam } from './support'

interface PageBody {
  items: { id?: number; slug?: string }[]
  total: number
  page: number
  pageSize: number
}

/** The paged lists (docs/api.md, "Paging"), each with a query that keeps it to its documented filter. */
const PAGED = [
  { path: 'players', auth: false, size: 20 },
  { path: 'competitions', auth: false, size: 20 },
  { path: 'news', auth: false, size: 20 },
  // Lists of matches are short: 10 by default (docs/api/competitions.md).
  { path: 'matches?status=upcoming', auth: false, size: 10 },
  { path: 'matches?status=played', auth: false, size: 10 },
  { path: 'movements', auth: false, size: 20 },
  { path: 'me/invitations?box=received', auth: true, size: 20 },
  { path: 'me/invitations?box=sent', auth: true, size: 20 },
  { path: 'market/players', auth: false, size: 20 },
  { path: 'market/clubs', auth: false, size: 20 },
] as const

const key = (item: { id?: number; slug?: string }) => String(item.id ?? item.slug)

function withQuery(path: string, query: Record<string, string>): string {
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}${new URLSearchParams(query).toString()}`
}

describe('paging: any page and pageSize give an in-range page of the one order, or a 400', () => {
  test.each(PAGED.map((list) => [list.path, list] as const))(
    '%s',
    async (_, list) => {
      // rivera_fc manages a team (sent invitations) and lone_wolf has received some: use each.
      const who = list.path.includes('sent') ? 'rivera_fc' : 'lone_wolf'
      const sessions = await fresh(who)
      const { token, id } = sessions[who]
      const options = list.auth ? { token, self: id } : {}
      // The whole list, in pages of the largest size: the reference every smaller page must match.
      const all: string[] = []
      let total = 0
      for (let page = 1; page === 1 || all.length < total; page += 1) {
        const { status, body } = await answer(
          withQuery(list.path, { page: String(page), pageSize: String(MAX_PAGE_SIZE) }),
          options,
        )
        expect(status).toBe(200)
        const paged = body as PageBody
        total = paged.total
        if (paged.items.length === 0) break
        all.push(...paged.items.map(key))
      }
      expect(all).toHaveLength(total)
      expect(new Set(all).size, 'no item on two pages').toBe(total)

      await check(
        fc.asyncProperty(
          fc.record({ page: pageParam, pageSize: pageParam }, { requiredKeys: [] }),
          async (query) => {
            const { status, body } = await answer(withQuery(list.path, query), options)
            const page = Number(query.page ?? '1')
            const size = Number(query.pageSize ?? String(list.size))
            const valid =
              (query.page ?? '1').trim() !== '' &&
              (query.pageSize ?? '1').trim() !== '' &&
              Number.isInteger(page) &&
              page >= 1 &&
              Number.isInteger(size) &&
              size >= 1 &&
              size <= MAX_PAGE_SIZE
            if (!valid) {
              expect(status, JSON.stringify(query)).toBe(400)
              expect((body as { code: string }).code).toBe('invalid_query')
              return
            }
            expect(status, JSON.stringify(query)).toBe(200)
            const paged = body as PageBody
            expect(paged).toMatchObject({ page, pageSize: size, total })
            expect(paged.items.map(key)).toEqual(all.slice((page - 1) * size, page * size))
          },
        ),
      )
    },
    60_000,
  )
})

/** Every public read, by the seeded ids (the first few of each collection). */
function publicReads(): string[] {
  const competitions = db.competitions.all().slice(0, 3)
  const urls = [
    'players',
    'competitions',
    'news',
    'premium/plans',
    'matches?status=upcoming',
    'matches?status=played',
    'search?q=no',
    'movements',
    'market/players',
    'market/clubs?platform=xbox',
  ]
  for (const { id } of competitions) {
    for (const part of ['', '/standings', '/fixtures', '/stats', '/teams']) {
      urls.push(`competitions/${id}${part}`)
    }
  }
  for (const { id } of db.teams.all().slice(0, 3)) urls.push(`teams/${id}`)
  for (const { id } of db.users.all().slice(0, 3)) urls.push(`players/${id}`)
  for (const { slug } of db.news.all().slice(0, 3)) urls.push(`news/${slug}`)
  // A played match, a forfeit and a fixture ahead: each page's shape.
  for (const status of ['played', 'forfeit', 'scheduled'] as const) {
    const match = db.matches.findFirst((q) => q.where({ status }))
    if (match !== undefined) urls.push(`matches/${match.id}`)
  }
  return urls
}

/** Every read of the caller's own data. */
const OWN_READS = [
  'me',
  'me/registrations',
  'me/invitations',
  'me/listing',
  'me/infractions',
  'me/subscription',
  'messages/users',
  'messages?user2=2',
  'notifications',
  'competitions/6/eligibility?teamId=1',
] as const

describe('reading is idempotent: the same request twice gives the same answer', () => {
  test('public and own reads, signed in as any demo account or not', async () => {
    const sessions = await fresh('demo', 'rivera_fc', 'maya_goals', 'lone_wolf')
    const reads = [...publicReads(), ...OWN_READS]
    await check(
      fc.asyncProperty(
        fc.constantFrom(...reads),
        fc.constantFrom('demo', 'rivera_fc', 'maya_goals', 'lone_wolf', null),
        async (url, who) => {
          const options = who === null ? {} : { token: sessions[who].token, self: sessions[who].id }
          const first = await answer(url, options)
          const second = await answer(url, options)
          expect(second.status, url).toBe(first.status)
          expect(second.text, url).toBe(first.text)
        },
      ),
    )
  }, 60_000)
})

/** A path segment that is not a positive integer: the resource's 404 (docs/api.md, "Ids"). */
const notAnId = fc
  .oneof(
    fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', 'abc', 'NaN', 'Infinity', ' 1', '01a', '١'),
    fc.string({ minLength: 1, maxLength: 12 }).filter((value) => !/^\d+$/.test(value)),
  )
  .filter((value) => !/^\.*$/.test(value.trim()) && !value.includes('/') && !value.includes('?'))
  .map(encodeURIComponent)

describe('a path id that is not a positive integer names nothing (404)', () => {
  test('every read by id', async () => {
    const sessions = await fresh('demo')
    const { token, id } = sessions.demo
    await check(
      fc.asyncProperty(
        fc.constantFrom(
          'players/',
          'teams/',
          'competitions/',
          'competitions/:/standings',
          'competitions/:/fixtures',
          'competitions/:/stats',
          'competitions/:/teams',
          'matches/',
        ),
        notAnId,
        async (pattern, value) => {
          const url = pattern.includes(':') ? pattern.replace(':', value) : pattern + value
          const { status } = await answer(url, { token, self: id })
          expect(status, url).toBe(404)
        },
      ),
    )
  }, 60_000)
})

describe('search', () => {
  test('any q answers at most 5 of each kind, or a 400', async () => {
    await fresh()
    await check(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 30 }), fc.string({ maxLength: 10, unit: 'grapheme' })),
        async (q) => {
          const { status, body } = await answer(`search?q=${encodeURIComponent(q)}`)
          expect([200, 400], q).toContain(status)
          if (status !== 200) return
          for (const [kind, group] of Object.entries(body as Record<string, unknown>)) {
            if (Array.isArray(group)) expect(group.length, `${q} ${kind}`).toBeLessThanOrEqual(5)
          }
        },
      ),
    )
  }, 60_000)
})
