import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Button } from '@/components/Button'
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

/**
 * Over the page at the foot of the viewport, for what happened outside the page's flow: a panel
 * whose code could not be fetched offline, with Try again and the dismiss button.
 */
export const Floating: Story = {
  args: {
    floating: true,
    children:
      'This panel could not be opened. Check your connection: it opens by itself when you are back online.',
    action: (
      <Button variant="secondary" size="sm" onClick={fn()}>
        Try again
      </Button>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, padding: 16 }}>
        <p>The page goes on under the notice.</p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('This panel could not be opened.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    // Fixed at the foot of the viewport, over the page.
    const box = alert.closest('div')
    await expect(box && getComputedStyle(box).position).toBe('fixed')
  },
}
