import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SubmitButton } from '@/components/form/SubmitButton'

const meta = {
  component: SubmitButton,
  tags: ['autodocs'],
  args: { busy: false, busyLabel: 'Saving…', children: 'Save' },
  decorators: [
    (Story) => (
      <form style={{ padding: 16 }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>

export default meta
type Story = StoryObj<typeof meta>

/** Ready: it submits its form. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit')
  },
}

/** While the form's call runs: busy, and saying so. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}
