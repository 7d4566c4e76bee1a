import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import type { NewsArticleResponse } from '@/api/contracts/news'
import { NewsArticleScreen } from '@/features/news/NewsArticleScreen'
import { savePreferences } from '@/features/settings/settingsThunks'
import { selectPreferences } from '@/session/settingsSlice'
import { renderWithProviders } from '../../utils/render'

const SLUG = 'behind-the-badge-northside-rovers'

const renderArticle = (slug = SLUG) =>
  renderWithProviders(<NewsArticleScreen />, { route: `/news/${slug}`, path: '/news/:slug' })

test('shows the article: title, category, cover, author and date', async () => {
  renderArticle()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Behind the badge: Northside Rovers' }),
  ).toBeVisible()
  expect(screen.getByText('Features')).toBeVisible()
  expect(screen.getByRole('img', { name: 'Features cover illustration' })).toHaveAttribute(
    'src',
    '/images/news/features.svg',
  )
  expect(screen.getByText('By GVL_Media')).toBeVisible()
  expect(screen.getByText('March 6, 2026')).toHaveAttribute('datetime', '2026-03-06T15:00:00.000Z')
})

test('links the teams, players and competition the body mentions', async () => {
  renderArticle()
  const article = await screen.findByRole('article')
  const body = within(article)
  // The paragraph's own text: the names in it are links.
  const firstParagraph = await body.findByText(/have been part of GVL USA/)
  expect(firstParagraph.tagName).toBe('P')
  expect(within(firstParagraph).getByRole('link', { name: 'Northside Rovers' })).toHaveAttribute(
    'href',
    '/team/1',
  )
  expect(within(firstParagraph).getByRole('link', { name: 'rivera_fc' })).toHaveAttribute(
    'href',
    '/profile/2',
  )
  // "In this article" lists every mention, also the competition the text words differently.
  const mentions = within(screen.getByRole('region', { name: 'In this article' }))
  expect(
    mentions.getByRole('link', { name: 'GVL Premier Division — Spring 2026' }),
  ).toHaveAttribute('href', '/competition/3')
  expect(mentions.getByRole('link', { name: 'Bayou Strikers' })).toHaveAttribute('href', '/team/2')
  expect(mentions.getByRole('link', { name: 'demo' })).toHaveAttribute('href', '/profile/1')
})

test('renders the body as text, never as markup', async () => {
  server.use(
    http.get('*/api/news/:slug', () =>
      HttpResponse.json<NewsArticleResponse>({
        article: {
          id: 99,
          slug: 'x',
          title: 'A tricky article',
          category: 'features',
          coverImage: '/images/news/features.svg',
          author: { id: 9, username: 'GVL_Media', avatar: null },
          publishedAt: '2026-03-06T15:00:00.000Z',
          excerpt: 'Excerpt',
          body: ['<img src=x onerror="alert(1)"> <b>bold</b> demo wins'],
          teams: [],
          players: [{ id: 1, username: 'demo' }],
          competition: null,
        },
        related: [],
      }),
    ),
  )
  renderArticle('x')
  const paragraph = await screen.findByText(/<img src=x onerror="alert\(1\)"> <b>bold<\/b>/)
  expect(paragraph).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold</b> demo wins')
  expect(within(paragraph).getByRole('link', { name: 'demo' })).toHaveAttribute(
    'href',
    '/profile/1',
  )
  expect(within(paragraph).queryByRole('img')).not.toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Related articles' })).not.toBeInTheDocument()
})

test('lists related articles as cards linking to them', async () => {
  renderArticle()
  const related = await screen.findByRole('region', { name: 'Related articles' })
  const links = within(related).getAllByRole('link')
  expect(links.length).toBeGreaterThan(0)
  expect(links.length).toBeLessThanOrEqual(3)
  expect(
    within(related).getByRole('link', {
      name: 'Spring 2026 Premier Division: twelve clubs, one trophy, a playoff',
    }),
  ).toHaveAttribute('href', '/news/spring-2026-premier-division-twelve-clubs-one-trophy-a-playoff')
})

test('an unknown slug shows a not-found state with a link home', async () => {
  renderArticle('no-such-article')
  expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
})

test('a failing server shows an error with a retry', async () => {
  setScenario({ failing: ['news'] })
  const { user } = renderArticle()
  expect(await screen.findByRole('alert')).toBeVisible()
  setScenario({ failing: [] })
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Behind the badge: Northside Rovers' }),
  ).toBeVisible()
})

test('speaks Spanish, the article too, with the date in Spanish', async () => {
  await i18n.changeLanguage('es')
  renderArticle()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Detrás del escudo: Northside Rovers' }),
  ).toBeVisible()
  expect(screen.getByText(/forma parte de GVL USA desde FIFA 23/)).toBeVisible()
  expect(screen.getByText('Reportajes')).toBeVisible()
  expect(screen.getByText('6 de marzo de 2026')).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Artículos relacionados' })).toBeVisible()
})

test('switching the language in Settings refetches the article in the new language', async () => {
  const { store } = renderArticle()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Behind the badge: Northside Rovers' }),
  ).toBeVisible()
  const preferences = selectPreferences(store.getState())
  await act(() => store.dispatch(savePreferences({ ...preferences, language: 'es' })))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Detrás del escudo: Northside Rovers' }),
  ).toBeVisible()
  // Related articles too, and nothing in English is left behind.
  expect(
    await screen.findByRole('link', {
      name: 'Premier Division de Primavera 2026: doce clubes, un trofeo y playoffs',
    }),
  ).toBeVisible()
  expect(screen.queryByText(/have been part of GVL USA/)).not.toBeInTheDocument()
})
