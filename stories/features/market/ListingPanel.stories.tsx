import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { ListingPanel } from '@/features/market/ListingPanel'
import { neverAnswers } from '../../support/neverAnswers'

// The panel alone, as the top of /market draws it (MarketScreen's stories show it in the page, and
// its editing flows: pausing, removing, publishing). Seed: lone_wolf has a published listing; demo
// plays for Northside Rovers and has none.
const meta = {
  component: ListingPanel,
  parameters: { route: '/market', path: '/market' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingPanel>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor: a way to sign in and come back to publish. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your listing' })).toBeVisible()
    await expect(
      canvas.getByText('Sign in to publish your own listing: clubs recruiting find you here.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible()
  },
}

/** lone_wolf's published listing: its facts, its status and its controls. */
export const Published: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Published')).toBeVisible()
    await expect(
      canvas.getByText('Published: clubs see it on the market and on your profile.'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
  },
}

/** demo, on a team and without a listing: what a listing would say, and the way to publish one. */
export const WithoutAListing: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You are on Northside Rovers/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Publish a listing' })).toBeVisible()
  },
}

/** While the player's own listing loads. */
export const Loading: Story = {
  parameters: {
    signedInAs: 'lone_wolf',
    msw: { handlers: { listing: [http.get('*/api/me/listing', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your listing…')).toBeInTheDocument()
  },
}

/** The listing could not be read: the reason, with a retry. */
export const ServerError: Story = {
  parameters: { signedInAs: 'lone_wolf', scenario: { failing: ['market'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Tu anuncio' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Published')).toBeVisible()
  },
}
