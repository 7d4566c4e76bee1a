import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LinkTabs } from '@/components/LinkTabs'
import { PlayersAreaTabs } from '@/components/PlayersAreaTabs'

const meta = {
  component: LinkTabs,
  tags: ['autodocs'],
  subcomponents: { PlayersAreaTabs },
  args: {
    label: 'Players area',
    items: [
      { to: '/players', label: 'Players', current: false },
      { to: '/market', label: 'Transfer market', current: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkTabs>

export default meta
type Story = StoryObj<typeof meta>

/** Pages of one area as tabs: links, the current page's marked for every reader. */
export const CurrentPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Players area' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Transfer market' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Players' })).not.toHaveAttribute('aria-current')
  },
}

/** The Players area's strip, as /players and /market draw it, in Spanish. */
export const PlayersAreaSpanish: Story = {
  globals: { locale: 'es' },
  render: () => <PlayersAreaTabs current="/players" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Jugadores' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** On a phone the strip keeps one line. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
