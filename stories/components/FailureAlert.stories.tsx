import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FailureAlert } from '@/components/FailureAlert'

const meta = {
  component: FailureAlert,
  tags: ['autodocs'],
  args: { children: 'Your profile could not be saved. Try again.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FailureAlert>

export default meta
type Story = StoryObj<typeof meta>

/** Announced at once: a screen reader interrupts to read it. */
export const SaveFails: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved')
  },
}
