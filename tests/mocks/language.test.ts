import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import type {
  CompetitionDetail,
  CompetitionsResponse,
  MatchesResponse,
} from '@/api/contracts/competitions'
import type { PlayerProfile } from '@/api/contracts/players'
import type { TeamResponse } from '@/api/contracts/teams'
import type { MyInfractionsResponse } from '@/api/contracts/infractions'
import type { NewsArticleResponse, NewsResponse } from '@/api/contracts/news'
import type { MySubscriptionResponse, PlansResponse } from '@/api/contracts/premium'
import type { MyRegistrationsResponse } from '@/api/contracts/registrations'
import type { SearchResponse } from '@/api/contracts/search'
import { db } from '@mocks/db'
import { errorCatalogue, languageOf } from '@mocks/lib/errorCatalogue'
import { setScenario } from '@mocks/scenarios'
import { seedRefs } from '@mocks/seed'
import { call, json, signIn } from './client'
import { memberWithRole } from './seedLookup'

describe('error messages follow Accept-Language', () => {
  test('login failure in Spanish', async () => {
    const response = await call('login', {
      method: 'POST',
      body: { username: 'demo', password: 'nope' },
      language: 'es-MX,es;q=0.9,en;q=0.8',
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('Content-Language')).toBe('es')
    // Another language gets another answer: no cache may hand this one to an English reader.
    expect(response.headers.get('Vary')).toContain('Accept-Language')
    expect(await json<ApiError>(response)).toEqual({
      error: 'Usuario o contraseña incorrectos',
      code: 'invalid_credentials',
    })
  })

  test('field errors in Spanish, with numbers formatted the Spanish way', async () => {
    const { token, id } = await signIn('demo')
    const response = await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: 2, content: 'x'.repeat(2001) },
      language: 'es',
    })
    expect(await json<ApiError>(response)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: { content: 'Usa como máximo 2000 caracteres.' },
    })
  })

  test('a failing area in Spanish', async () => {
    setScenario({ failing: ['auth'] })
    const response = await call('verify-token', { method: 'POST', language: 'es' })
    expect(await json<ApiError>(response)).toMatchObject({
      error: 'El servicio no está disponible por el momento. Inténtalo de nuevo en un momento.',
    })
  })

  test('English without the header', async () => {
    const response = await call('verify-token', { method: 'POST' })
    expect((await json<ApiError>(response)).error).toBe('Invalid token')
  })
})

describe('languageOf', () => {
  test.each([
    [null, 'en'],
    ['es', 'es'],
    ['es-419', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.7,en;q=0.5', 'es'],
    ['de, en;q=0.1', 'en'],
    ['en;q=0.2, ES;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
    ['gibberish;;q=abc', 'en'],
  ])('reads %s as %s', (header, expected) => {
    const headers: HeadersInit = header === null ? {} : { 'Accept-Language': header }
    expect(languageOf(new Request('http://localhost/', { headers }))).toBe(expected)
  })
})

test('both languages have every message', () => {
  expect(Object.keys(errorCatalogue.es).sort()).toEqual(Object.keys(errorCatalogue.en).sort())
})

/** GET `path` in `language` (none: no Accept-Language), checking that the answer says which. */
async function read<T>(path: string, language?: string, token?: string): Promise<T> {
  const response = await call(path, { language, token })
  expect(response.status, path).toBe(200)
  expect(response.headers.get('Content-Language'), path).toBe(
    language?.startsWith('es') ? 'es' : 'en',
  )
  expect(response.headers.get('Vary'), path).toContain('Accept-Language')
  return json<T>(response)
}

describe("the league's words follow Accept-Language, like its errors", () => {
  test("a competition's about, rules and prizes", async () => {
    const id = seedRefs().competitions.spring2026
    const record = db.competitions.findFirst((q) => q.where({ id }))
    if (record === undefined) throw new Error('no Spring 2026')
    const spanish = await read<CompetitionDetail>(`competitions/${id}`, 'es-MX,es;q=0.9,en;q=0.8')
    expect(spanish.description).toBe(
      'Doce clubes se enfrentan una vez entre sí los martes y sábados por la noche; los cuatro primeros pasan a los playoffs.',
    )
    expect(spanish.rules).toBe(record.rules.es)
    expect(spanish.rules).toContain('## Disciplina')
    expect(spanish.prizes).toContainEqual({
      place: 'champion',
      reward: '$250 en crédito de la tienda por jugador y la insignia del trofeo de GVL',
    })
    // Names stay as they are: the competition's and its season's.
    expect(spanish.name).toBe('GVL Premier Division — Spring 2026')
    const english = await read<CompetitionDetail>(`competitions/${id}`)
    expect(english.description).toBe(record.description.en)
    expect(english.rules).toContain('## Discipline')
    expect(english.prizes).toContainEqual({
      place: 'champion',
      reward: '$250 store credit per player and the GVL trophy badge',
    })
    expect(await read<CompetitionDetail>(`competitions/${id}`, 'fr-FR,fr;q=0.9')).toEqual(english)
  })

  test('news: the list, an article and its related articles', async () => {
    const slug = 'behind-the-badge-northside-rovers'
    const spanish = await read<NewsArticleResponse>(`news/${slug}`, 'es')
    expect(spanish.article).toMatchObject({
      slug,
      title: 'Detrás del escudo: Northside Rovers',
      excerpt: 'Presión alta, pruebas los jueves y un remate al primer palo que nunca falla.',
    })
    expect(spanish.article.body[0]).toMatch(
      /^Northside Rovers forma parte de GVL USA desde FIFA 23/,
    )
    const record = db.news.findFirst((q) => q.where({ slug }))
    expect(spanish.article.body).toEqual(record?.body.map((paragraph) => paragraph.es))
    const english = await read<NewsArticleResponse>(`news/${slug}`, 'en-US')
    expect(english.article.title).toBe('Behind the badge: Northside Rovers')
    expect(english.article.body).toEqual(record?.body.map((paragraph) => paragraph.en))
    // The related cards, and the list, in the same language; the addresses do not change.
    const titles = new Map(db.news.all().map((article) => [article.slug, article.title]))
    for (const card of spanish.related) expect(card.title).toBe(titles.get(card.slug)?.es)
    const list = await read<NewsResponse>('news', 'es')
    expect(list.items.length).toBeGreaterThan(0)
    for (const card of list.items) {
      const article = db.news.findFirst((q) => q.where({ slug: card.slug }))
      expect([card.title, card.excerpt]).toEqual([article?.title.es, article?.summary.es])
    }
  })

  test("the caller's infractions", async () => {
    const { token } = await signIn('demo')
    const spanish = await read<MyInfractionsResponse>('me/infractions', 'es', token)
    expect(spanish.items.map((item) => item.description)).toContain(
      'Comentarios irrespetuosos hacia el equipo rival en el hilo del partido al terminar el encuentro.',
    )
    const english = await read<MyInfractionsResponse>('me/infractions', undefined, token)
    expect(english.items.map((item) => item.description)).toContain(
      'Disrespectful comments towards the opposing team in the match thread after full time.',
    )
    expect(spanish.summary).toEqual(english.summary)
  })

  test("the Premium plans, also in the caller's subscription", async () => {
    const names = async (language?: string) =>
      (await read<PlansResponse>('premium/plans', language)).items.map((plan) => plan.name)
    expect(await names('es')).toEqual(['GVL Premium Mensual', 'GVL Premium Anual'])
    expect(await names()).toEqual(['GVL Premium Monthly', 'GVL Premium Yearly'])
    const { token } = await signIn('maya_goals')
    const mine = await read<MySubscriptionResponse>('me/subscription', 'es', token)
    expect(mine.subscription?.plan.name).toBe('GVL Premium Anual')
  })

  test("the league's reason for a registration decision", async () => {
    const rejected = db.registrations.findFirst((q) =>
      q.where(
        (r) => r.status === 'rejected' && r.reason?.en === 'Registered after the draw was made.',
      ),
    )
    if (rejected === undefined) throw new Error('no rejected registration')
    const { token } = await signIn(memberWithRole(rejected.teamId, 'manager'))
    const reasonOf = async (language?: string) =>
      (await read<MyRegistrationsResponse>('me/registrations', language, token)).items.find(
        (item) => item.id === rejected.id,
      )?.reason
    expect(await reasonOf('es')).toBe('Se inscribió después del sorteo.')
    expect(await reasonOf()).toBe('Registered after the draw was made.')
  })

  test("search finds an article by its title in either language and answers in the caller's", async () => {
    for (const q of ['escudo', 'badge']) {
      const { news } = await read<SearchResponse>(`search?q=${q}`, 'es')
      expect(
        news.items.map((item) => item.title),
        q,
      ).toEqual(['Detrás del escudo: Northside Rovers'])
    }
    const { news } = await read<SearchResponse>('search?q=escudo')
    expect(news.items.map((item) => item.title)).toEqual(['Behind the badge: Northside Rovers'])
  })

  test("a competition's season, wherever it is named; its name stays as the league gave it", async () => {
    const winterCup = (items: { name: string; season: string }[]) =>
      items.find((item) => item.name === 'GVL Winter Cup 2025')?.season
    const list = (language?: string) =>
      read<CompetitionsResponse>('competitions?q=Winter%20Cup', language)
    expect(winterCup((await list('es')).items)).toBe('Invierno 2025')
    expect(winterCup((await list()).items)).toBe('Winter 2025')
    // The list finds it by either label.
    expect(
      winterCup((await read<CompetitionsResponse>('competitions?q=invierno', 'es')).items),
    ).toBe('Invierno 2025')
    const id = seedRefs().competitions.spring2026
    expect((await read<CompetitionDetail>(`competitions/${id}`, 'es')).season).toMatch(
      /^(Primavera|Verano|Otoño|Invierno) \d{4}$/,
    )
    expect(
      winterCup((await read<SearchResponse>('search?q=winter', 'es')).competitions.items),
    ).toBe('Invierno 2025')
    const matches = await read<MatchesResponse>('matches?status=played&pageSize=5', 'es')
    for (const match of matches.items) {
      expect(match.competition.season).toMatch(/^(Primavera|Verano|Otoño|Invierno) \d{4}$/)
    }
    const team = await read<TeamResponse>(`teams/${seedRefs().demoTeamId}`, 'es')
    expect(team.team.competitions.length).toBeGreaterThan(0)
    for (const competition of team.team.competitions) {
      expect(competition.season).toMatch(/^(Primavera|Verano|Otoño|Invierno) \d{4}$/)
    }
    const profile = await read<PlayerProfile>('players/1', 'es')
    expect(profile.seasonStats.season).toMatch(/^(Primavera|Verano|Otoño|Invierno) \d{4}$/)
  })
})
