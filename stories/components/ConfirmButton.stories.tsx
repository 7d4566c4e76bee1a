import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ConfirmButton } from '@/components/ConfirmButton'
import { pageOf } from '../support/overlays'

const meta = {
  component: ConfirmButton,
  tags: ['autodocs'],
  parameters: {
    // The dialog covers the page it opens on: on the docs page each story opens in a frame of its own.
    docs: { story: { inline: false, height: '420px' } },
  },
  args: {
    busy: false,
    busyLabel: 'Declining…',
    children: 'Decline',
    confirm: {
      title: "Decline Lone Star FC's invitation?",
      description:
        'Lone Star FC will see that you declined. To join them later, they would have to invite you again.',
      confirmLabel: 'Decline invitation',
      cancelLabel: 'Keep it',
    },
    onConfirm: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmButton>

export default meta
type Story = StoryObj<typeof meta>

/** Pressed: it asks first, and the action runs only once confirmed. */
export const AsksFirst: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }))
    const dialog = await pageOf(canvasElement).findByRole('alertdialog')
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** While the confirmed action runs. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Declining…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}
