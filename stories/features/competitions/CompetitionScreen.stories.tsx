import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { CompetitionScreen } from '@/features/competitions/CompetitionScreen'
import { screenModes } from '../../../.storybook/modes'
import { expectNoLayoutShift, heldAnswers } from '../../support/layoutShift'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: CompetitionScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/competition/3',
    path: '/competition/:id',
  },
} satisfies Meta<typeof CompetitionScreen>

export default meta
type Story = StoryObj<typeof meta>

const title = 'GVL Premier Division — Spring 2026'

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Prizes' })).toBeVisible()
  },
}

export const Table: Story = {
  parameters: { route: '/competition/3?tab=table' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'League table' })).toBeVisible()
    await expect(canvas.getByText('The top 4 go through to the playoffs.')).toBeVisible()
  },
}

export const ChoosingATab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Table' }))
    await expect(await canvas.findByRole('table', { name: 'League table' })).toBeVisible()
  },
}

export const Cup: Story = {
  parameters: { route: '/competition/2?tab=table' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bracket' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Final' })).toBeVisible()
  },
}

export const Fixtures: Story = {
  parameters: { route: '/competition/3?tab=fixtures' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Matchday \d+/ })).toBeVisible()
    await expect(canvas.getByLabelText('Matchday')).toBeVisible()
  },
}

/** A cup's fixtures: a tie settled on penalties reads as it does everywhere, naming who went through. */
export const CupFixtures: Story = {
  parameters: { route: '/competition/2?tab=fixtures' },
  play: async ({ canvas, userEvent }) => {
    // The first round, where ties went to penalties.
    const round = await canvas.findByLabelText('Matchday')
    const [first] = within(round).getAllByRole('option')
    await userEvent.selectOptions(round, first ?? '')
    const shootOuts = await canvas.findAllByText(/^\d+–\d+ on penalties, .+ through$/)
    await expect(shootOuts[0]).toBeVisible()
  },
}

export const Stats: Story = {
  parameters: { route: '/competition/3?tab=stats' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Top scorers' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Clean sheets' })).toBeVisible()
  },
}

export const Teams: Story = {
  parameters: { route: '/competition/7?tab=teams' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: /^Registered teams/ })).toBeVisible()
    await expect(canvas.getByText('Waitlisted (#1)')).toBeVisible()
  },
}

export const RegisterATeam: Story = {
  parameters: { route: '/competition/6', signedInAs: 'rivera_fc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Register a team' })).toHaveAttribute(
      'href',
      '/register-team?competition=6',
    )
  },
}

export const NotFound: Story = {
  parameters: { route: '/competition/999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Competition not found' }),
    ).toBeVisible()
  },
}

/** The page's skeleton: the way back, the header card, the tabs and the overview's first sections. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { competitions: [http.get('*/api/competitions/:id', neverAnswers)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the competition…')
  },
}

const competition = heldAnswers('*/api/competitions/:id')

/**
 * The competition, then its table, take the skeleton's place: the header card, the tabs and the
 * table (a row for each of its twelve teams) do not move, and the page keeps its height.
 */
export const DataArrives: Story = {
  parameters: {
    route: '/competition/3?tab=table',
    msw: { handlers: { competitions: [competition.handler] } },
  },
  beforeEach: () => competition.hold(),
  play: async ({ canvas, canvasElement }) => {
    await expectNoLayoutShift(canvasElement, {
      parts: {
        header: 'header',
        tabs: (root) => root.querySelector('header')?.nextElementSibling?.firstElementChild,
        table: 'table',
        firstRow: 'tbody tr',
      },
      release: competition.release,
      loaded: () => canvas.findByRole('table', { name: 'League table' }),
    })
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['competitions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { route: '/competition/3?tab=table' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Tabla de clasificación' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { route: '/competition/3?tab=table' },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'League table' })
    const scroller = canvas.getByRole('region', { name: 'League table' })
    await expect(scroller).toContainElement(table)
    // The team and its points fit the screen; won, drawn, lost, goals and form wait for "All columns".
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth))
    await expect(canvas.getByRole('columnheader', { name: 'Points' })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: 'Won' })).toBeNull()
    const allColumns = canvas.getByRole('button', { name: 'All columns' })
    await userEvent.click(allColumns)
    await expect(allColumns).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('columnheader', { name: 'Won' })).toBeVisible()
    // Then the table scrolls inside its region, never the page.
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth))
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(allColumns)
  },
}
