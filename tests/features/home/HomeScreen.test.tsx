import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import { HomeScreen } from '@/features/home/HomeScreen'
import { mainLeague } from '@/features/home/LeadersSection'
import type { CompetitionCard } from '@/api/contracts/competitions'
import { STORAGE_KEYS } from '@/lib/preferences'
import { renderWithProviders, signInAs } from '../../utils/render'

const renderHome = () => renderWithProviders(<HomeScreen />, { route: '/', path: '/' })

const region = (name: string | RegExp) => screen.getByRole('region', { name })

describe('the hero', () => {
  test("names the community and league from Settings and offers a visitor's ways in", () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GVL USA EAFC Pro Clubs')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Browse competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    )
    expect(screen.queryByRole('link', { name: 'My GVL' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument()
  })

  test('shows the league name chosen in Settings', () => {
    localStorage.setItem(STORAGE_KEYS.leagueName, 'Other League')
    renderHome()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('GVL USA Other League')
  })

  test('leads a signed-in player to My GVL', async () => {
    await signInAs('demo')
    renderHome()
    expect(screen.getByRole('link', { name: 'My GVL' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument()
    expect(screen.getByText('Welcome back, demo.')).toBeVisible()
  })
})

describe('the sections', () => {
  test('lists competitions open for registration and in progress, linking to each', async () => {
    renderHome()
    const competitions = within(region('Open and in progress'))
    expect(
      await competitions.findByRole('link', { name: 'GVL Elite Series — Summer 2026' }),
    ).toHaveAttribute('href', '/competition/7')
    expect(competitions.getAllByRole('listitem')).toHaveLength(5)
    // The Elite Series has 8 of 8 teams: open, but only to its waitlist.
    expect(competitions.getAllByText('Registration open')).toHaveLength(1)
    expect(competitions.getAllByText('Full: waitlist open')).toHaveLength(1)
    expect(competitions.getAllByText('In progress')).toHaveLength(3)
    expect(competitions.queryByText('Finished')).not.toBeInTheDocument()
    expect(competitions.getByText('Registration closes April 26, 2026')).toBeVisible()
  })

  test('shows the latest news, newest first, linking to each article', async () => {
    renderHome()
    const news = within(region('Latest news'))
    const links = await news.findAllByRole('link')
    expect(links).toHaveLength(4)
    expect(links[0]).toHaveAccessibleName('Spring Cup draw: Northside Rovers face Lone Star FC')
    expect(links[0]?.getAttribute('href')).toMatch(/^\/news\//)
    expect(news.getByText('March 14, 2026')).toBeVisible()
  })

  test('shows the next fixtures soonest first and the latest results', async () => {
    renderHome()
    const upcoming = within(region('Upcoming fixtures'))
    const fixtures = await upcoming.findAllByRole('listitem')
    expect(fixtures).toHaveLength(5)
    expect(fixtures[0]).toHaveTextContent('Lone Star FC')
    expect(fixtures[0]).toHaveTextContent('Capitol Hill Cosmos')
    expect(fixtures[0]).toHaveTextContent('Matchday 8')
    expect(fixtures[0]).toHaveTextContent('Sun, Mar 15, 1:00 AM UTC')

    const results = await within(region('Latest results')).findAllByRole('listitem')
    expect(results[0]).toHaveTextContent('Lakeshore Legion')
    expect(results[0]).toHaveTextContent('3–0')
    expect(
      within(results[0] as HTMLElement).getByRole('link', {
        name: 'GVL Xbox League — Spring 2026',
      }),
    ).toHaveAttribute('href', '/competition/4')
  })

  test("shows the main league's stats leaders and says which league", async () => {
    renderHome()
    const leaders = within(
      await screen.findByRole('region', {
        name: 'Stats leaders: GVL Premier Division — Spring 2026',
      }),
    )
    expect(await leaders.findByRole('heading', { name: 'Top scorers' })).toBeVisible()
    expect(leaders.getByRole('heading', { name: 'Assists' })).toBeVisible()
    expect(leaders.getByRole('heading', { name: 'Average rating' })).toBeVisible()
    const scorers = leaders.getByRole('list', { name: 'Top scorers' })
    expect(within(scorers).getAllByRole('listitem')).toHaveLength(5)
    expect(within(scorers).getAllByRole('listitem')[0]).toHaveTextContent('Rabona_Panenka')
    expect(within(scorers).getAllByRole('listitem')[0]).toHaveTextContent('7 goals')
    expect(leaders.getByRole('link', { name: 'Full stats' })).toHaveAttribute(
      'href',
      '/competition/3?tab=stats',
    )
  })

  test('the main league is the in-progress league with the most teams, never a cup', () => {
    const card = (
      id: number,
      format: CompetitionCard['format'],
      status: CompetitionCard['status'],
      registeredTeams: number,
    ) => ({ id, format, status, registeredTeams }) as CompetitionCard
    expect(
      mainLeague([
        card(1, 'cup', 'in_progress', 16),
        card(2, 'league', 'in_progress', 6),
        card(3, 'league_playoffs', 'in_progress', 12),
        card(4, 'league', 'registration_open', 20),
      ])?.id,
    ).toBe(3)
    expect(mainLeague([card(1, 'cup', 'in_progress', 16)])).toBeNull()
  })
})

describe('for a signed-in player', () => {
  test('shows their next match and their pending invitations', async () => {
    await signInAs('demo')
    renderHome()
    const forYou = within(region('For you'))
    expect(await forYou.findByText('Playing for Northside Rovers')).toBeVisible()
    expect(await forYou.findByRole('link', { name: 'Bayou Strikers' })).toBeVisible()
    expect(forYou.getByText('Sun, Mar 15, 1:30 AM UTC')).toBeVisible()
    expect(await forYou.findByRole('link', { name: 'Lone Star FC' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/team\/\d+$/),
    )
    expect(forYou.getByRole('link', { name: 'Golden Gate Athletic' })).toBeVisible()
    expect(forYou.getByText('2 waiting')).toBeVisible()
    expect(forYou.getByRole('link', { name: 'See all invitations' })).toHaveAttribute(
      'href',
      '/invitations',
    )
  })

  test('a player without a team is offered to create one', async () => {
    await signInAs('lone_wolf')
    renderHome()
    const forYou = within(region('For you'))
    expect(await forYou.findByText('You are not on a team yet.')).toBeVisible()
    expect(forYou.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      '/create-team',
    )
  })

  test('with no invitation waiting, says so', async () => {
    await signInAs('rivera_fc')
    renderHome()
    expect(
      await within(region('For you')).findByText('No invitation is waiting for you.'),
    ).toBeVisible()
  })
})

describe('each section on its own', () => {
  test('a failing news area leaves the rest standing, and Try again recovers', async () => {
    setScenario({ failing: ['news'] })
    const { user } = renderHome()
    const news = within(region('Latest news'))
    expect(await news.findByRole('alert')).toHaveTextContent(/./)
    expect(
      await within(region('Open and in progress')).findByRole('link', {
        name: 'GVL Elite Series — Summer 2026',
      }),
    ).toBeVisible()
    setScenario({ failing: [] })
    await user.click(news.getByRole('button', { name: 'Try again' }))
    expect(
      await news.findByRole('link', {
        name: 'Spring Cup draw: Northside Rovers face Lone Star FC',
      }),
    ).toBeVisible()
  })

  test('a failing competitions area fails its sections but not the news', async () => {
    setScenario({ failing: ['competitions'] })
    renderHome()
    expect(await within(region('Open and in progress')).findByRole('alert')).toBeVisible()
    expect(await within(region('Upcoming fixtures')).findByRole('alert')).toBeVisible()
    expect(await within(region('Latest results')).findByRole('alert')).toBeVisible()
    expect(await within(region('Stats leaders')).findByRole('alert')).toBeVisible()
    expect(await within(region('Latest news')).findAllByRole('link')).toHaveLength(4)
  })

  test('empty areas show empty states', async () => {
    setScenario({ empty: ['competitions', 'news'] })
    renderHome()
    expect(
      await screen.findByText('No competition is open or being played right now.'),
    ).toBeVisible()
    expect(await screen.findByText('No match is scheduled.')).toBeVisible()
    expect(await screen.findByText('No match has been played yet.')).toBeVisible()
    expect(await screen.findByText('No article has been published yet.')).toBeVisible()
    expect(await screen.findByText('No league is being played right now.')).toBeVisible()
  })

  test('the hero shows before any answer, with a skeleton per section', () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.getByText('Loading competitions…')).toBeInTheDocument()
    expect(screen.getByText('Loading the latest news…')).toBeInTheDocument()
    expect(screen.getByText('Loading upcoming fixtures…')).toBeInTheDocument()
    expect(screen.getByText('Loading the latest results…')).toBeInTheDocument()
    expect(screen.getByText('Loading the stats leaders…')).toBeInTheDocument()
  })
})

test('speaks Spanish, with Spanish dates', async () => {
  await i18n.changeLanguage('es')
  try {
    renderHome()
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeVisible()
    const news = within(region('Últimas noticias'))
    expect(await news.findByText('14 de marzo de 2026')).toBeVisible()
    expect(
      await screen.findByRole('heading', {
        name: 'Líderes estadísticos: GVL Premier Division — Spring 2026',
      }),
    ).toBeVisible()
  } finally {
    await i18n.changeLanguage('en')
  }
})
