import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import { MarketScreen } from '@/features/market/MarketScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

// Seed: lone_wolf (a free agent) has the newest listing; rivera_fc manages Northside Rovers (16 of
// 18 players), whose post is the clubs' first; demo plays for Northside Rovers and has no listing.
const meta = {
  component: MarketScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/market', path: '/market' },
} satisfies Meta<typeof MarketScreen>

export default meta
type Story = StoryObj<typeof meta>

const cardOf = async (canvas: ReturnType<typeof within>, name: string) => {
  const heading = await canvas.findByRole('heading', { level: 2, name })
  const card = heading.closest('article')
  if (!card) throw new Error(`No card for ${name}`)
  return within(card)
}

const yourListing = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Your listing' }))

/** A visitor: the free agents' listings, newest first, and an offer to sign in to publish one. */
export const FreeAgents: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 players looking')).toBeVisible()
    const wolf = await cardOf(canvas, 'lone_wolf')
    await expect(wolf.getByText('PlayStation · lone_wolf')).toBeVisible()
    await expect(wolf.getByText('Free agent')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Transfer market' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmarket',
    )
    await expect(canvas.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
  },
}

export const RecruitingClubs: Story = {
  parameters: { route: '/market?view=clubs' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('16 clubs recruiting')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Recruiting clubs' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const rovers = await cardOf(canvas, 'Northside Rovers')
    await expect(rovers.getByText('16 of 18 players')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Your listing' })).toBeNull()
  },
}

/** A shared link: the list and its filters come from the URL. */
export const Filtered: Story = {
  parameters: { route: '/market?position=CB&platform=playstation' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 player looking')).toBeVisible()
    await expect(canvas.getByLabelText('Position')).toHaveValue('CB')
    await expect(canvas.getByLabelText('Platform')).toHaveValue('playstation')
    await expect(canvas.getByRole('heading', { level: 2, name: 'lone_wolf' })).toBeVisible()
  },
}

/** Choosing a filter asks the server again; "Clear filters" gives the whole list back. */
export const FilteringClubs: Story = {
  parameters: { route: '/market?view=clubs' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('16 clubs recruiting')
    await userEvent.selectOptions(canvas.getByLabelText('Level'), 'elite')
    await waitFor(() =>
      expect(canvas.getByText(/^\d+ clubs? recruiting$/)).not.toHaveTextContent('16'),
    )
    await expect(canvas.getByRole('heading', { level: 2, name: 'Northside Rovers' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(await canvas.findByText('16 clubs recruiting')).toBeVisible()
  },
}

export const NoMatches: Story = {
  parameters: { route: '/market?position=GK&region=europe' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No listing matches these filters')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(2)
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['market'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one is looking for a club right now')).toBeVisible()
  },
}

export const EmptyClubs: Story = {
  parameters: { route: '/market?view=clubs', scenario: { empty: ['market'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No club is recruiting right now')).toBeVisible()
  },
}

/** The cards' skeleton while the first page loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { market: [http.get('*/api/market/players', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading free agents…')).toBeInTheDocument()
  },
}

export const ServerError: Story = {
  parameters: { route: '/market?view=clubs', scenario: { failing: ['market'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again/i })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 players looking')).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 jugadores buscan club')).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mercado de fichajes' }),
    ).toBeVisible()
  },
}

/**
 * rivera_fc manages Northside Rovers, with room: Invite on a free agent's card (the profile's
 * dialog); a listed player who is on a team cannot be invited.
 */
export const AsManager: Story = {
  parameters: { signedInAs: 'rivera_fc' },
  play: async ({ canvas, userEvent }) => {
    const wolf = await cardOf(canvas, 'lone_wolf')
    await userEvent.click(await wolf.findByRole('button', { name: 'Invite to my team' }))
    const dialog = within(await screen.findByRole('dialog'))
    await expect(await dialog.findByText(/to join Northside Rovers/)).toBeVisible()
  },
}

/** A manager's own club on the clubs' list leads to its post's editor on the team page. */
export const ManagerClubs: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/market?view=clubs' },
  play: async ({ canvas }) => {
    const rovers = await cardOf(canvas, 'Northside Rovers')
    await expect(rovers.getByRole('link', { name: 'Edit your post' })).toHaveAttribute(
      'href',
      '/team/1?tab=recruitment',
    )
    await expect(canvas.getByRole('link', { name: "Your club's recruitment post" })).toBeVisible()
  },
}

/**
 * lone_wolf, a free agent, reads the recruiting clubs: he may ask each to take him, and the club he
 * already asked (Emerald Coast United, in the seed) says so, with Withdraw.
 */
export const ClubsAsFreeAgent: Story = {
  parameters: { signedInAs: 'lone_wolf', route: '/market?view=clubs' },
  play: async ({ canvas }) => {
    const northside = await cardOf(canvas, 'Northside Rovers')
    await expect(await northside.findByRole('button', { name: 'Ask to join' })).toBeVisible()
    const emerald = await cardOf(canvas, 'Emerald Coast United')
    await expect(await emerald.findByText('Request sent')).toBeVisible()
    await expect(emerald.getByRole('button', { name: 'Withdraw' })).toBeVisible()
  },
}

/** demo plays for a club: no card offers to ask (a player leaves their team first). */
export const ClubsAsPlayerOnATeam: Story = {
  parameters: { signedInAs: 'demo', route: '/market?view=clubs' },
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Northside Rovers')
    await expect(canvas.queryByRole('button', { name: 'Ask to join' })).toBeNull()
  },
}

/** lone_wolf, a free agent with a published listing: it is his panel at the top, with its controls. */
export const AsFreeAgent: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas }) => {
    await canvas.findByText('7 players looking')
    const panel = yourListing(canvas)
    await expect(await panel.findByText('Published')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Remove' })).toBeVisible()
  },
}

export const PausingTheListing: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('7 players looking')
    const panel = yourListing(canvas)
    await userEvent.click(await panel.findByRole('button', { name: 'Pause' }))
    await expect(await panel.findByText('Your listing is paused.')).toBeVisible()
    await expect(await panel.findByText('Paused')).toBeVisible()
    // Paused, it leaves the market.
    await expect(await canvas.findByText('6 players looking')).toBeVisible()
  },
}

export const RemoveConfirm: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('7 players looking')
    await userEvent.click(await yourListing(canvas).findByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your listing?' })
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
  },
}

/** demo has no listing: the form starts from his profile (positions, platform and its ID). */
export const WithoutAListing: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    const panel = yourListing(canvas)
    await expect(await panel.findByText(/You are on Northside Rovers/)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Publish a listing' })).toBeVisible()
  },
}

/** The form refuses what the server would: no region, no evening; a message over the limit. */
export const FormChecks: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    const panel = yourListing(canvas)
    await userEvent.click(await panel.findByRole('button', { name: 'Publish a listing' }))
    await userEvent.click(panel.getByRole('button', { name: 'Publish listing' }))
    await expect(await panel.findByText('Choose at least one evening.')).toBeVisible()
    await expect(panel.getAllByText('This field is required.').length).toBeGreaterThan(0)
    await expect(panel.getByLabelText('Region')).toHaveFocus()
  },
}

export const Publishing: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    const panel = yourListing(canvas)
    await userEvent.click(await panel.findByRole('button', { name: 'Publish a listing' }))
    await userEvent.selectOptions(panel.getByLabelText('Region'), 'us_east')
    await userEvent.click(panel.getByRole('checkbox', { name: 'Tuesday' }))
    await userEvent.type(panel.getByLabelText('Message (optional)'), 'Open to offers on Tuesdays.')
    await userEvent.click(panel.getByRole('button', { name: 'Publish listing' }))
    await expect(await panel.findByText('Your listing is published.')).toBeVisible()
    await expect(await canvas.findByText('8 players looking')).toBeVisible()
    await expect(await cardOf(canvas, 'demo')).toBeTruthy()
  },
}
