import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useLocation } from 'react-router'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import { SearchScreen } from '@/features/search/SearchScreen'
import { renderWithProviders } from '../../utils/render'

function WithLocation() {
  const location = useLocation()
  return (
    <>
      <SearchScreen />
      <output aria-label="Current page">{`${location.pathname}${location.search}`}</output>
    </>
  )
}

const renderSearch = (route = '/search') =>
  renderWithProviders(<WithLocation />, { route, path: '*' })

const currentPage = () => screen.getByRole('status', { name: 'Current page' })

test('asks for 2 characters and does not search below them', async () => {
  let calls = 0
  server.use(
    http.get('*/api/search', () => {
      calls++
      return HttpResponse.json({ error: 'unexpected' }, { status: 500 })
    }),
  )
  const { user } = renderSearch()
  expect(screen.getByText(/Find players, teams, competitions and news/)).toBeVisible()
  await user.type(screen.getByRole('searchbox', { name: /Search players/ }), 'w')
  expect(await screen.findByText('Type at least 2 characters to search.')).toBeVisible()
  expect(currentPage()).toHaveTextContent('/search?q=w')
  expect(calls).toBe(0)
})

test('the box stops at the 100 characters the server accepts', async () => {
  const { user } = renderSearch()
  const box = screen.getByRole('searchbox', { name: /Search players/ })
  expect(box).toHaveAttribute('maxlength', '100')
  await user.click(box)
  await user.paste('x'.repeat(120))
  expect(box).toHaveValue('x'.repeat(100))
})

test('typing puts the query in the URL and shows results grouped with their totals', async () => {
  const { user } = renderSearch()
  await user.type(screen.getByRole('searchbox'), 'win')
  const players = await screen.findByRole('region', { name: /^Players/ })
  expect(currentPage()).toHaveTextContent('/search?q=win')
  expect(within(players).getByRole('heading')).toHaveTextContent('6 matches · top 5 shown')
  expect(within(players).getAllByRole('link')).toHaveLength(5)
  const teams = screen.getByRole('region', { name: /^Teams/ })
  expect(within(teams).getByRole('heading')).toHaveTextContent('2 matches')
  const competitions = screen.getByRole('region', { name: /^Competitions/ })
  expect(within(competitions).getByRole('link')).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/competition\/\d+$/),
  )
  const news = screen.getByRole('region', { name: /^News/ })
  expect(within(news).getByRole('link')).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/news\/[a-z0-9-]+$/),
  )
  expect(screen.getByText('10 results for “win”')).toBeVisible()
})

test('a link with ?q= reproduces the results; a team shows its crest, name and tag', async () => {
  renderSearch('/search?q=rovers')
  expect(screen.getByRole('searchbox')).toHaveValue('rovers')
  const teams = await screen.findByRole('region', { name: /^Teams/ })
  const team = within(teams).getByRole('link', { name: /Northside Rovers/ })
  expect(team).toHaveAttribute('href', '/team/1')
  expect(team).toHaveTextContent('NSR')
  expect(screen.queryByRole('region', { name: /^Players/ })).not.toBeInTheDocument()
})

test('a player shows their country and team, or Free agent', async () => {
  renderSearch('/search?q=ro')
  const players = await screen.findByRole('region', { name: /^Players/ })
  expect(within(players).getByRole('link', { name: /robb_rw/ })).toHaveTextContent(
    'United States · Free agent',
  )
  expect(within(players).getByRole('link', { name: /Rogue_Clinical/ })).toHaveTextContent(
    'Motor City Mavericks',
  )
})

test('arrow keys move through the results and Enter opens the focused one', async () => {
  const { user } = renderSearch()
  const box = screen.getByRole('searchbox')
  await user.type(box, 'rovers')
  const links = await screen.findAllByRole('link')
  expect(links).toHaveLength(3)
  await user.keyboard('{ArrowDown}')
  expect(links[0]).toHaveFocus()
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
  expect(links[2]).toHaveFocus()
  await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
  expect(box).toHaveFocus()
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
  expect(currentPage()).toHaveTextContent('/news/behind-the-badge-northside-rovers')
})

test('says so when nothing matches', async () => {
  renderSearch('/search?q=zzzzqx')
  expect(await screen.findByRole('heading', { name: 'No results for “zzzzqx”' })).toBeVisible()
})

test('a failing search shows an error with a retry', async () => {
  setScenario({ failing: ['search'] })
  const { user } = renderSearch('/search?q=rovers')
  expect(await screen.findByRole('alert')).toBeVisible()
  setScenario({ failing: [] })
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('region', { name: /^Teams/ })).toBeVisible()
})

test('speaks Spanish', async () => {
  await i18n.changeLanguage('es')
  renderSearch('/search?q=win')
  expect(await screen.findByRole('region', { name: /^Jugadores/ })).toBeVisible()
  expect(screen.getByText('10 resultados para «win»')).toBeVisible()
})
