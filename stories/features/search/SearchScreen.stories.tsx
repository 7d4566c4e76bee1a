import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { useLocation } from 'react-router'
import { expect, waitFor } from 'storybook/test'
import { SearchScreen } from '@/features/search/SearchScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: SearchScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/search', path: '/search' },
} satisfies Meta<typeof SearchScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('')
  },
}

export const TooShort: Story = {
  parameters: { route: '/search?q=w' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type at least 2 characters to search.')).toBeVisible()
  },
}

/** `win` matches in every group on the seed: players, teams, a competition and an article. */
export const Results: Story = {
  parameters: { route: '/search?q=win' },
  play: async ({ canvas }) => {
    for (const group of ['Players', 'Teams', 'Competitions', 'News']) {
      await expect(
        await canvas.findByRole('heading', { name: new RegExp(`^${group}`) }),
      ).toBeVisible()
    }
  },
}

/** The Elite Series takes registrations with every place taken: it reads as the competitions list says. */
export const FullCompetition: Story = {
  parameters: { route: '/search?q=elite' },
  play: async ({ canvas }) => {
    const result = await canvas.findByRole('link', { name: /GVL Elite Series/ })
    await expect(result).toHaveTextContent('Full: waitlist open')
    await expect(result).not.toHaveTextContent('Registration open')
  },
}

export const NoResults: Story = {
  parameters: { route: '/search?q=zzzzqx' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No results for “zzzzqx”' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    route: '/search?q=win',
    msw: { handlers: { search: [http.get('*/api/search', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Searching…')
  },
}

export const ServerError: Story = {
  parameters: { route: '/search?q=win', scenario: { failing: ['search'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
  },
}

/** Shows where the router is, so the story can prove that Enter opened a result. */
function CurrentPath() {
  const { pathname } = useLocation()
  return (
    <p style={{ padding: '0 16px', textAlign: 'center' }}>
      <output aria-label="Current page">{pathname}</output>
    </p>
  )
}

export const KeyboardNavigation: Story = {
  // Mounted at every path, so the story stays on screen after a result is opened.
  parameters: { path: '*' },
  render: () => (
    <>
      <SearchScreen />
      <CurrentPath />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'win')
    const [, second] = await canvas.findAllByRole('link')
    if (!second) throw new globalThis.Error('The search found fewer than two results')
    const target = second.getAttribute('href')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(second).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(target ?? ''),
    )
  },
}

export const Spanish: Story = {
  parameters: { route: '/search?q=win' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Jugadores/ })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: { route: '/search?q=win' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^News/ })).toBeVisible()
  },
}
