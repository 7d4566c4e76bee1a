import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { resetDb } from '@mocks/db'
import { PlayersScreen } from '@/features/players/PlayersScreen'
import { screenModes } from '../../../.storybook/modes'
import { expectNoLayoutShift, heldAnswers } from '../../support/layoutShift'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: PlayersScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/players', path: '/players' },
} satisfies Meta<typeof PlayersScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('399 players')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'abigale_cm' })).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: /^Player/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  },
}

/** A shared link: every filter, the sort and the order come from the URL. */
export const FilteredAndSorted: Story = {
  parameters: { route: '/players?position=ST&platform=playstation&sort=goals' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^\d+ players$/)).toBeVisible()
    await expect(canvas.getByLabelText('Position')).toHaveValue('ST')
    await expect(canvas.getByRole('columnheader', { name: /^Goals/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  },
}

export const FreeAgents: Story = {
  parameters: { route: '/players?freeAgent=true' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('52 players')).toBeVisible()
    await expect(canvas.getAllByText('Free agent').length).toBeGreaterThan(0)
  },
}

export const SortingByAColumn: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('399 players')
    const goals = canvas.getByRole('columnheader', { name: /^Goals/ })
    await userEvent.click(within(goals).getByRole('button'))
    await expect(
      await canvas.findByRole('link', { name: 'xPivot2' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(goals).toHaveAttribute('aria-sort', 'descending')
  },
}

export const FilteringByText: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('399 players')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name or platform ID' }), 'maya')
    // The text waits out the debounce before it goes to the server.
    await expect(await canvas.findByText('1 player', {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'maya_goals' })).toBeVisible()
  },
}

export const NoMatches: Story = {
  parameters: { route: '/players?q=zzzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No players match these filters')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2)
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['players'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There are no players yet.')).toBeVisible()
  },
}

/** The table's skeleton: its column headers, a page of rows as tall as the players' and the paging. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { players: [http.get('*/api/players', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading players…')
  },
}

const players = heldAnswers('*/api/players')

/** The table's scrolling region: the skeleton's and the players' are the same box. */
const tableRegion = (root: HTMLElement) => root.querySelector('table')?.parentElement

/** The first page takes the skeleton's place: the header, the table and its first row do not move. */
export const DataArrives: Story = {
  parameters: { msw: { handlers: { players: [players.handler] } } },
  beforeEach: () => players.hold(),
  play: async ({ canvas, canvasElement }) => {
    await expectNoLayoutShift(canvasElement, {
      parts: { header: 'h1', filters: 'form', table: tableRegion, firstRow: 'tbody tr' },
      release: players.release,
      loaded: () => canvas.findByText('399 players'),
    })
  },
}

/**
 * On a phone too: the header, the "All columns" switch, the table's region and its first row keep their
 * places. The table is as wide as its words (it scrolls in its region), and a row without a team's
 * crest is 4 px shorter than one with it: its width and the page's height are the data's.
 */
export const DataArrivesOnAPhone: Story = {
  ...DataArrives,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expectNoLayoutShift(canvasElement, {
      parts: {
        header: 'h1',
        filters: 'form',
        table: { at: tableRegion, only: ['top', 'left', 'width'] },
        firstRow: { at: 'tbody tr', only: ['top', 'height'] },
      },
      sameHeight: false,
      release: players.release,
      loaded: () => canvas.findByText('399 players'),
    })
  },
}

/** The next page is on its way: the current rows stay, dimmed, and a small indicator says so. */
export const LoadingTheNextPage: Story = {
  parameters: {
    route: '/players?page=2',
    msw: {
      handlers: {
        // Page 3 never arrives; any other request falls through to the mock API.
        players: [
          http.get('*/api/players', async ({ request }) => {
            if (new URL(request.url).searchParams.get('page') === '3') await neverAnswers()
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Page 2 of 20')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Updating the list…')
    await expect(canvas.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull()
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['players'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('399 jugadores')).toBeVisible()
    await expect(canvas.getByRole('columnheader', { name: /^Goles/ })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('399 players')).toBeVisible()
    // The table scrolls sideways inside its own labelled region, not the page.
    const region = canvas.getByRole('region', { name: /^Players, sorted by/ })
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
  },
}

/** The benchmark seed: 10,000 players, paged and filtered on the server. */
export const LargeSeed: Story = {
  beforeEach: async () => {
    await resetDb({ size: 'large' })
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('9,999 players')).toBeVisible()
    await expect(canvas.getByText('Page 1 of 500')).toBeVisible()
  },
}
