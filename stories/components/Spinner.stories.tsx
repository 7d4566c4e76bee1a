import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from '@/components/Spinner'

const meta = {
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading the players…' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** Seen as a ring, heard as its label. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the players…')
  },
}

/** Inside a button or a row. */
export const Small: Story = { args: { size: 16 } }
