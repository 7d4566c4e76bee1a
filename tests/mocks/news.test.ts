import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import {
  NEWS_CATEGORIES,
  newsArticleResponseSchema,
  newsResponseSchema,
  type NewsArticleResponse,
  type NewsResponse,
} from '@/api/contracts/news'
import { db } from '@mocks/db'
import { nextId, type NewsRecord } from '@mocks/model'
import { setScenario } from '@mocks/scenarios'
import { seedRefs } from '@mocks/seed'
import { call, json } from './client'
import { getPublic as get } from './privacy'

const list = (query = '') => get<NewsResponse>(`news${query}`, newsResponseSchema)
const article = (slug: string) =>
  get<NewsArticleResponse>(`news/${slug}`, newsArticleResponseSchema)

function seeded(): NewsRecord[] {
  return db.news.all().sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
}

describe('GET /api/news', () => {
  test('lists the articles newest first, as cards with their author', async () => {
    const page = await list()
    expect(page).toMatchObject({ total: 12, page: 1, pageSize: 20 })
    expect(page.items.map((n) => n.slug)).toEqual(seeded().map((n) => n.slug))
    const first = page.items[0]
    const record = seeded()[0]
    const author = db.users.findFirst((q) => q.where({ id: record?.authorId ?? 0 }))
    expect(first).toEqual({
      id: record?.id,
      slug: record?.slug,
      title: record?.title.en,
      category: record?.category,
      coverImage: record?.coverImage,
      author: { id: author?.id, username: author?.username, avatar: author?.avatar },
      publishedAt: record?.publishedAt,
      excerpt: record?.summary.en,
    })
  })

  test('pages with the total before paging', async () => {
    const all = await list()
    const third = await list('?page=3&pageSize=5')
    expect(third).toMatchObject({ total: 12, page: 3, pageSize: 5 })
    expect(third.items).toEqual(all.items.slice(10))
  })

  test('filters by category, competition, team and player, combined with AND', async () => {
    for (const category of NEWS_CATEGORIES) {
      const page = await list(`?category=${category}`)
      expect(page.total).toBe(db.news.all().filter((n) => n.category === category).length)
      expect(page.items.every((n) => n.category === category)).toBe(true)
    }
    const { competitions, demoTeamId, users } = seedRefs()
    const spring = await list(`?competitionId=${competitions.spring2026}`)
    expect(spring.items.map((n) => n.id).sort()).toEqual(
      db.news
        .all()
        .filter((n) => n.competitionId === competitions.spring2026)
        .map((n) => n.id)
        .sort(),
    )
    const team = await list(`?teamId=${demoTeamId}`)
    expect(team.total).toBe(db.news.all().filter((n) => n.teamIds.includes(demoTeamId)).length)
    expect(team.total).toBeGreaterThan(0)
    const player = await list(`?playerId=${users.demo}`)
    expect(player.items.map((n) => n.slug)).toContain('behind-the-badge-northside-rovers')
    expect(player.total).toBe(db.news.all().filter((n) => n.playerIds.includes(users.demo)).length)
    const combined = await list(`?category=features&teamId=${demoTeamId}&playerId=${users.demo}`)
    expect(combined.items.map((n) => n.slug)).toEqual(['behind-the-badge-northside-rovers'])
    expect((await list(`?category=transfers&competitionId=${competitions.fall2025}`)).total).toBe(0)
    expect((await list('?teamId=9999')).items).toEqual([])
  })

  test('hides articles scheduled for later', async () => {
    await db.news.create({
      id: nextId('news'),
      slug: 'scheduled-for-tomorrow',
      title: { en: 'Scheduled', es: 'Programado' },
      category: 'announcements',
      summary: { en: 'Not yet.', es: 'Todavía no.' },
      coverImage: '/images/news/announcements.svg',
      authorId: 8,
      publishedAt: '2026-03-15T18:00:00.000Z',
      body: [{ en: 'Soon.', es: 'Pronto.' }],
      teamIds: [],
      playerIds: [],
      competitionId: null,
    })
    expect((await list()).items.map((n) => n.slug)).not.toContain('scheduled-for-tomorrow')
    expect((await call('news/scheduled-for-tomorrow')).status).toBe(404)
  })

  test('answers 400 for an unknown category or a malformed id', async () => {
    for (const query of [
      'category=gossip',
      'competitionId=abc',
      'teamId=0',
      'playerId=1.5',
      'page=-1',
    ]) {
      const response = await call(`news?${query}`)
      expect(response.status, query).toBe(400)
      expect((await json<ApiError>(response)).code).toBe('invalid_query')
    }
  })

  test('answers an empty page when the area is emptied, 503 when it fails', async () => {
    setScenario({ empty: ['news'] })
    expect(await list()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
    setScenario({ empty: [], failing: ['news'] })
    expect((await call('news')).status).toBe(503)
  })
})

describe('GET /api/news/:slug', () => {
  test('answers the article with its body and what it mentions, by name', async () => {
    const { article: a } = await article('behind-the-badge-northside-rovers')
    const record = db.news.findFirst((q) => q.where({ slug: 'behind-the-badge-northside-rovers' }))
    expect(a.body).toEqual(record?.body.map((paragraph) => paragraph.en))
    expect(a.title).toBe('Behind the badge: Northside Rovers')
    expect(a.teams).toEqual([
      { id: seedRefs().demoTeamId, name: 'Northside Rovers', tag: 'NSR' },
      expect.objectContaining({ name: 'Bayou Strikers' }),
    ])
    expect(a.players.map((p) => p.username)).toEqual(['rivera_fc', 'demo', 'maya_goals'])
    expect(a.competition).toEqual({
      id: seedRefs().competitions.spring2026,
      name: 'GVL Premier Division — Spring 2026',
    })
    expect(a.author.username).toBe('GVL_Media')
  })

  test('answers the mentions of every article, and null for an article about no competition', async () => {
    for (const record of db.news.all()) {
      const { article: a } = await article(record.slug)
      expect(a.teams.map((t) => t.id)).toEqual(record.teamIds)
      expect(a.players.map((p) => p.id)).toEqual(record.playerIds)
      expect(a.competition?.id ?? null).toBe(record.competitionId)
    }
  })

  test('answers up to three related articles that share something, never itself', async () => {
    for (const record of db.news.all()) {
      const { related } = await article(record.slug)
      expect(related.length).toBeLessThanOrEqual(3)
      for (const card of related) {
        expect(card.slug).not.toBe(record.slug)
        const other = db.news.findFirst((q) => q.where({ slug: card.slug }))
        const shares =
          (other?.competitionId !== null && other?.competitionId === record.competitionId) ||
          other?.teamIds.some((id) => record.teamIds.includes(id)) ||
          other?.playerIds.some((id) => record.playerIds.includes(id)) ||
          other?.category === record.category
        expect(shares, `${record.slug} → ${card.slug}`).toBe(true)
      }
    }
    const { related } = await article('behind-the-badge-northside-rovers')
    expect(related).toHaveLength(3)
  })

  test('answers 404 for an unknown slug, in the language asked for', async () => {
    const response = await call('news/no-such-article')
    expect(response.status).toBe(404)
    expect(await json<ApiError>(response)).toEqual({
      error: 'Article not found.',
      code: 'article_not_found',
    })
    const spanish = await call('news/no-such-article', { language: 'es-MX,es;q=0.9' })
    expect((await json<ApiError>(spanish)).error).toBe('Artículo no encontrado.')
    expect((await call('news/%20')).status).toBe(404)
  })
})
