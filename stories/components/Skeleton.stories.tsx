import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Skeleton } from '@/components/Skeleton'

const meta = {
  component: Skeleton,
  tags: ['autodocs'],
  args: { label: 'Loading the latest results…', shape: 'row', count: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

/** Rows, as a list of matches or invitations loads; a screen reader hears the label. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest results…')
  },
}

/** Cards, as a grid of competitions or news loads. */
export const Cards: Story = { args: { shape: 'card', label: 'Loading competitions…' } }
