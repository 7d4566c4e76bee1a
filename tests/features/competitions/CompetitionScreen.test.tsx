import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CompetitionScreen } from '@/features/competitions/CompetitionScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const render = (route: string) =>
  renderWithProviders(<CompetitionScreen />, { route, path: '/competition/:id' })

test('shows the header and the overview', async () => {
  render('/competition/3')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'GVL Premier Division — Spring 2026' }),
  ).toBeVisible()
  expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Tiebreakers' })).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Rules' })).toBeVisible()
  expect(screen.getByText('Match nights')).toBeVisible()
  expect(screen.queryByRole('link', { name: 'Register a team' })).toBeNull()
})

test('the table tab lists teams with stats and form, in the URL', async () => {
  const { user, router } = render('/competition/3')
  await user.click(await screen.findByRole('tab', { name: 'Table' }))
  expect(router.state.location.search).toBe('?tab=table')
  const table = await screen.findByRole('table', { name: 'League table' })
  const headers = within(table).getAllByRole('columnheader')
  const names = [
    'Position',
    'Team',
    'Played',
    'Won',
    'Drawn',
    'Lost',
    'Goals for',
    'Goals against',
    'Goal difference',
    'Points',
    'Last five results, newest first',
  ]
  expect(headers).toHaveLength(names.length)
  names.forEach((name, index) => expect(headers[index]).toHaveTextContent(name))
  expect(within(table).getAllByRole('row')).toHaveLength(13)
  expect(within(table).getAllByText(/^(Win|Draw|Loss)$/).length).toBeGreaterThan(0)
})

test('a cup shows its bracket', async () => {
  render('/competition/2?tab=table')
  expect(await screen.findByRole('heading', { name: 'Bracket' })).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Final' })).toBeVisible()
  expect(screen.getAllByText('(Winner)').length).toBeGreaterThan(0)
})

test('fixtures open at a matchday from the URL and move between matchdays', async () => {
  const { user, router } = render('/competition/3?tab=fixtures&matchday=2')
  expect(await screen.findByRole('heading', { name: 'Matchday 2' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Next matchday' }))
  expect(await screen.findByRole('heading', { name: 'Matchday 3' })).toBeVisible()
  expect(router.state.location.search).toContain('matchday=3')
})

test('stats list the leaders', async () => {
  render('/competition/3?tab=stats')
  expect(await screen.findByRole('table', { name: 'Top scorers' })).toBeVisible()
  expect(screen.getByRole('table', { name: 'Average rating' })).toBeVisible()
  expect(screen.getByRole('table', { name: 'Clean sheets' })).toBeVisible()
})

test('teams list registered teams with their status', async () => {
  render('/competition/7?tab=teams')
  const table = await screen.findByRole('table', { name: /^Registered teams/ })
  expect(within(table).getAllByText('Accepted').length).toBe(8)
  expect(within(table).getByText('Waitlisted (#1)')).toBeVisible()
})

test('a manager sees "Register a team" on an open competition', async () => {
  await signInAs('rivera_fc')
  render('/competition/6')
  const link = await screen.findByRole('link', { name: 'Register a team' })
  expect(link).toHaveAttribute('href', '/register-team?competition=6')
})

test('an unknown id is not found', async () => {
  render('/competition/999')
  expect(await screen.findByRole('heading', { name: 'Competition not found' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'See all competitions' })).toHaveAttribute(
    'href',
    '/competitions',
  )
})

test('the schedule is in the reader’s zone, with the league’s own where its clock reads otherwise', async () => {
  render('/competition/3')
  await screen.findByRole('heading', { level: 1, name: 'GVL Premier Division — Spring 2026' })
  const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent
  // Tuesday and Saturday at 9 PM in New York are Wednesday and Sunday at 1 AM UTC this week (EDT
  // since March 8; 2 AM in February, on EST).
  expect(fact('Match nights')).toBe('Wednesday and Sunday')
  expect(fact('Kick-off')).toBe('1:00 AM UTC')
  expect(fact('League time')).toBe('Tuesday and Saturday, 9:00 PM (Eastern Time)')
  expect(fact('Registration deadline')).toBe('Feb 9, 2026, 4:59 AM UTC')
})

test('a reader in the league’s zone sees its schedule once', async () => {
  await signInAs('demo')
  localStorage.setItem('gvl_time_zone', 'America/New_York')
  render('/competition/3')
  await screen.findByRole('heading', { level: 1, name: 'GVL Premier Division — Spring 2026' })
  const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent
  expect(fact('Match nights')).toBe('Tuesday and Saturday')
  expect(fact('Kick-off')).toBe('9:00 PM EDT')
  expect(screen.queryByText('League time')).toBeNull()
  expect(fact('Registration deadline')).toBe('Feb 8, 2026, 11:59 PM EST')
})
