import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ButtonLink } from '@/components/ButtonLink'
import { Notice } from '@/components/Notice'

const meta = {
  component: Notice,
  tags: ['autodocs'],
  args: {
    children: 'Your session has ended. Sign in again to carry on where you were.',
    action: <ButtonLink to="/login?redirect=%2Fdashboard">Sign in again</ButtonLink>,
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>

export default meta
type Story = StoryObj<typeof meta>

/** The message is announced at once (an alert); the way on and the dismiss button follow it. */
export const WithAction: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Your session has ended.')
    // Only the message is announced: the link and the button are not part of the alert.
    await expect(within(alert).queryByRole('link')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

/** Nothing to do but read it: the message alone. */
export const MessageOnly: Story = {
  args: { action: undefined, onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
