import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StatusMessage } from '@/components/StatusMessage'

const meta = {
  component: StatusMessage,
  tags: ['autodocs'],
  args: { children: 'Profile saved.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusMessage>

export default meta
type Story = StoryObj<typeof meta>

/** Announced politely, after what the reader is hearing. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile saved.')
  },
}
