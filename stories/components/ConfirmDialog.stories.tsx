import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { pageOf } from '../support/overlays'

/** Opens from a button, as on a screen, so focus has somewhere to return to. */
function WithOpener(props: Omit<Parameters<typeof ConfirmDialog>[0], 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true)
  // The page behind the dialog gives the picture its size (the opener is on it).
  return (
    <div style={{ minHeight: '100vh', padding: 16 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Decline
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </div>
  )
}

const meta = {
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    // A modal covers the page it opens on: on the docs page each story opens in a frame of its own.
    docs: { story: { inline: false, height: '420px' } },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Decline Lone Star FC's invitation?",
    description:
      'Lone Star FC will see that you declined. To join them later, they would have to invite you again.',
    confirmLabel: 'Decline invitation',
    cancelLabel: 'Keep it',
    onConfirm: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('alertdialog', {
      name: "Decline Lone Star FC's invitation?",
    })
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
  },
}

export const Confirming: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    const dialog = await page.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(page.queryByRole('alertdialog')).toBeNull()
  },
}

export const Cancelling: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    await page.findByRole('alertdialog')
    await userEvent.keyboard('{Escape}')
    await expect(page.queryByRole('alertdialog')).toBeNull()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    title: 'Send the registration?',
    description: 'The league will review it.',
    confirmLabel: 'Send',
    cancelLabel: 'Not yet',
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'phone' } } }
