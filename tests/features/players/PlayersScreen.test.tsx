import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { resetDb } from '@mocks/db'
import { setScenario } from '@mocks/scenarios'
import { i18n } from '@/locales/i18n'
import { PlayersScreen } from '@/features/players/PlayersScreen'
import { renderWithProviders } from '../../utils/render'

// Typing waits out the debounce, which takes a while on a busy machine: those tests get more time.
const SLOW = { timeout: 15_000 }

const render = (route = '/players') =>
  renderWithProviders(<PlayersScreen />, { route, path: '/players' })

const table = () => screen.getByRole('table')
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const firstRow = () => {
  const row = bodyRows()[0]
  if (!row) throw new Error('no rows')
  return row
}
/** The total the screen shows ("1,234 players"), as a number. */
const total = () => Number(screen.getByText(/^[\d,]+ players?$/).textContent?.replace(/\D/g, ''))
const header = (name: RegExp) => within(table()).getByRole('columnheader', { name })

test('shows the first page of players with their country, team and stats', async () => {
  render()
  expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  expect(await screen.findByText('399 players')).toBeVisible()
  expect(bodyRows()).toHaveLength(20)

  const row = within(firstRow())
  expect(row.getByRole('rowheader')).toHaveTextContent('abigale_cm')
  expect(row.getByRole('link', { name: 'abigale_cm' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/profile\/\d+$/),
  )
  expect(row.getByText('United States')).toBeVisible()
  expect(row.getByText('PlayStation')).toBeVisible()
  expect(row.getByText('Central midfielder')).toBeInTheDocument()
  expect(row.getByRole('link', { name: 'Capitol Hill Cosmos' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/team\/\d+$/),
  )
  expect(row.getByRole('cell', { name: '6.5' })).toBeVisible()

  expect(header(/^Player/)).toHaveAttribute('aria-sort', 'ascending')
  expect(header(/^Goals/)).toHaveAttribute('aria-sort', 'none')
  expect(screen.getByRole('region', { name: /Players, sorted by Player/ })).toBeVisible()
  expect(screen.getByText('Page 1 of 20')).toBeVisible()
})

test('a free agent reads "Free agent" instead of a team', async () => {
  render('/players?freeAgent=true')
  expect(await screen.findByText('52 players')).toBeVisible()
  expect(screen.getByLabelText('Free agents only')).toBeChecked()
  expect(within(firstRow()).getByText('Free agent')).toBeVisible()
  expect(within(table()).queryAllByRole('link', { name: /FC|United|Athletic/ })).toHaveLength(0)
})

test('the URL reproduces the view: filters, sort and page', async () => {
  render('/players?position=GK&platform=xbox&sort=goals&order=asc')
  expect(await screen.findByText('6 players')).toBeVisible()
  expect(screen.getByLabelText('Position')).toHaveValue('GK')
  expect(screen.getByLabelText('Platform')).toHaveValue('xbox')
  expect(header(/^Goals/)).toHaveAttribute('aria-sort', 'ascending')
  expect(screen.queryByRole('navigation', { name: 'Player list pages' })).not.toBeInTheDocument()
})

test('a filter goes to the URL, starts again at page 1 and narrows the list', async () => {
  const { user, router } = render('/players?page=3')
  expect(await screen.findByText('Page 3 of 20')).toBeVisible()
  await user.selectOptions(screen.getByLabelText('Position'), 'GK')
  expect(router.state.location.search).toBe('?position=GK')
  expect(await screen.findByText('32 players')).toBeVisible()
  expect(screen.getByText('Page 1 of 2')).toBeVisible()

  await user.selectOptions(screen.getByLabelText('Country'), 'MX')
  expect(router.state.location.search).toBe('?position=GK&country=MX')

  // Back undoes one change at a time.
  await act(() => router.navigate(-1))
  expect(router.state.location.search).toBe('?position=GK')
  expect(await screen.findByText('32 players')).toBeVisible()
  expect(screen.getByLabelText('Country')).toHaveValue('')
})

test('two filters chosen before the first is drawn both reach the URL', async () => {
  const { router } = render()
  await screen.findByText('399 players')
  // One act, so that the second choice comes before the page has drawn the first, as on a busy
  // phone: each fireEvent alone would let the first change be drawn before the second.
  // eslint-disable-next-line testing-library/no-unnecessary-act
  act(() => {
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'GK' } })
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'xbox' } })
  })
  await waitFor(() => expect(router.state.location.search).toBe('?position=GK&platform=xbox'))
  expect(await screen.findByText('6 players')).toBeVisible()
})

test('the text filter waits for a pause in typing, then searches', SLOW, async () => {
  const { user, router } = render()
  await screen.findByText('399 players')
  await user.type(screen.getByRole('searchbox', { name: 'Name or platform ID' }), 'maya')
  expect(await screen.findByText('1 player', {}, { timeout: 5000 })).toBeVisible()
  expect(router.state.location.search).toBe('?q=maya')
  expect(within(firstRow()).getByRole('link', { name: 'maya_goals' })).toBeVisible()
})

test('a column header sorts; a second click turns the order around', async () => {
  const { user, router } = render()
  await screen.findByText('399 players')
  await user.click(within(header(/^Goals/)).getByRole('button'))
  expect(router.state.location.search).toBe('?sort=goals')
  await screen.findByRole('link', { name: 'xPivot2' })
  expect(header(/^Goals/)).toHaveAttribute('aria-sort', 'descending')
  expect(header(/^Player/)).toHaveAttribute('aria-sort', 'none')
  expect(within(firstRow()).getByRole('rowheader')).toHaveTextContent('xPivot2')

  await user.click(within(header(/^Goals/)).getByRole('button'))
  expect(router.state.location.search).toBe('?sort=goals&order=asc')
  await screen.findByRole('link', { name: 'adele_cb' })
  expect(header(/^Goals/)).toHaveAttribute('aria-sort', 'ascending')
})

test('pages through the list on the server', async () => {
  const { user, router } = render()
  await screen.findByText('399 players')
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(router.state.location.search).toBe('?page=2')
  expect(await screen.findByText('Page 2 of 20')).toBeVisible()
  // The first page's rows stay until the second page is drawn.
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: 'abigale_cm' })).not.toBeInTheDocument(),
  )
  expect(bodyRows()).toHaveLength(20)
})

test('paging brings the top of the list into view and puts focus on it', async () => {
  const scrolled: Element[] = []
  const scrollIntoView = Element.prototype.scrollIntoView
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
  try {
    const { user } = render()
    await screen.findByText('399 players')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    // The table's scrolling region, named by its caption: a screen reader starts again at the list.
    const region = screen.getByRole('region', { name: /^Players, sorted by/ })
    expect(region).toHaveFocus()
    expect(scrolled).toEqual([region])
  } finally {
    Element.prototype.scrollIntoView = scrollIntoView
  }
})

test('no match offers to clear the filters', async () => {
  const { user, router } = render('/players?q=zzzz&platform=pc')
  expect(await screen.findByText('No players match these filters')).toBeVisible()
  expect(screen.getByText('0 players')).toBeVisible()
  const clears = screen.getAllByRole('button', { name: 'Clear filters' })
  await user.click(clears[clears.length - 1] as HTMLElement)
  expect(await screen.findByText('399 players')).toBeVisible()
  expect(router.state.location.search).toBe('')
  expect(screen.getByRole('searchbox')).toHaveValue('')
})

test('clearing the filters from the empty list also drops text typed during the pause', async () => {
  const { user, router } = render('/players?platform=pc&position=GK&freeAgent=true&country=JP')
  expect(await screen.findByText('No players match these filters')).toBeVisible()
  await user.type(screen.getByRole('searchbox', { name: 'Name or platform ID' }), 'gho')
  const clears = screen.getAllByRole('button', { name: 'Clear filters' })
  await user.click(clears[clears.length - 1] as HTMLElement)
  expect(screen.getByRole('searchbox')).toHaveValue('')
  expect(await screen.findByText('399 players')).toBeVisible()
  // The pause runs out: nothing typed before the clear reaches the URL.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
  expect(router.state.location.search).toBe('')
})

test('a country named by the URL shows as chosen from the first render', async () => {
  render('/players?country=MX')
  expect(screen.getByLabelText('Country')).toHaveValue('MX')
  expect(await screen.findByRole('option', { name: /Mexico/, selected: true })).toBeInTheDocument()
})

test('a page past the end leads back to the first', async () => {
  const { user } = render('/players?page=99')
  expect(await screen.findByText('There are no players on this page')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Go to the first page' }))
  expect(await screen.findByRole('link', { name: 'abigale_cm' })).toBeVisible()
})

test('values the API would refuse are ignored, not sent', async () => {
  render('/players?position=XX&freeAgent=maybe&sort=height&page=-2')
  expect(await screen.findByText('399 players')).toBeVisible()
  expect(screen.getByLabelText('Position')).toHaveValue('')
})

test('a failed load says so and tries again', async () => {
  setScenario({ failing: ['players'] })
  const { user } = render()
  expect(await screen.findByRole('alert')).toBeVisible()
  setScenario({ failing: [] })
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('399 players')).toBeVisible()
})

test('keeps the rows on screen, marked busy, while the next page loads', async () => {
  let release: () => void = () => undefined
  const { user } = render()
  await screen.findByText('399 players')
  server.use(
    http.get('*/api/players', async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return HttpResponse.json({ items: [], total: 399, page: 2, pageSize: 20 })
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(await screen.findByRole('status')).toHaveTextContent('Updating the list…')
  expect(screen.getByRole('link', { name: 'abigale_cm' })).toBeVisible()
  release()
  expect(await screen.findByText('There are no players on this page')).toBeVisible()
})

test('Spanish words the list and its numbers', async () => {
  await i18n.changeLanguage('es')
  render('/players?country=MX')
  expect(await screen.findByText('39 jugadores')).toBeVisible()
  expect(screen.getAllByText('México').length).toBeGreaterThan(0)
  expect(header(/^Goles/)).toHaveAttribute('aria-sort', 'none')
  expect(screen.getAllByRole('cell', { name: /^\d,\d$/ }).length).toBeGreaterThan(0)
})

test('stays usable with the large seed of 10,000 players', SLOW, async () => {
  await resetDb({ size: 'large' })
  const { user, router } = render()
  expect(await screen.findByText('9,999 players')).toBeVisible()
  expect(bodyRows()).toHaveLength(20)
  expect(screen.getByText('Page 1 of 500')).toBeVisible()
  await user.selectOptions(screen.getByLabelText('Position'), 'GK')
  expect(await screen.findByText('400 players')).toBeVisible()
  await user.type(screen.getByRole('searchbox'), 'ghost')
  await waitFor(() => expect(router.state.location.search).toBe('?q=ghost&position=GK'), {
    timeout: 5000,
  })
  await waitFor(
    () => {
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(total()).toBeLessThan(400)
    },
    { timeout: 5000 },
  )
  expect(total()).toBeGreaterThan(0)
  expect(screen.getByRole('link', { name: 'AbdullahGhost5' })).toBeVisible()
  expect(bodyRows().length).toBe(Math.min(20, total()))
})

test('a team without a crest shows its tag on a disc: no empty gap beside its name', async () => {
  render()
  await screen.findByText('399 players')
  const teamLinks = within(table())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/team/'))
  // The first page has teams without a crest picture (the seed's Bluegrass Athletic and others).
  const withTagDisc = teamLinks.filter((link) => within(link).queryByText(/^[A-Z0-9]{2,3}$/))
  expect(withTagDisc.length).toBeGreaterThan(0)
})
