import * as Dialog from '@radix-ui/react-dialog'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '@/components/Button'
import { DialogActions, ModalDialog, type ModalDialogProps } from '@/components/ModalDialog'
import { pageOf } from '../support/overlays'

/** Opened from a button on a page, as a screen does, so focus has somewhere to return to. */
function WithOpener(props: ModalDialogProps) {
  return (
    <div style={{ minHeight: '100vh', padding: 16 }}>
      <Dialog.Root defaultOpen>
        <Dialog.Trigger asChild>
          <Button variant="secondary">Open</Button>
        </Dialog.Trigger>
        <ModalDialog {...props} />
      </Dialog.Root>
    </div>
  )
}

const meta = {
  component: ModalDialog,
  subcomponents: { DialogActions },
  tags: ['autodocs'],
  parameters: {
    // A modal covers the page it opens on: on the docs page each story opens in a frame of its own.
    docs: { story: { inline: false, height: '420px' } },
  },
  args: {
    title: 'Invite NutmegNate',
    description: 'They will see the invitation on their Invitations page for 7 days.',
    closeLabel: 'Close',
    children: (
      <DialogActions>
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button>Send invitation</Button>
      </DialogActions>
    ),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ModalDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Named by its title, described by its description; Escape closes and focus returns to the opener. */
export const Regular: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const page = pageOf(canvasElement)
    const dialog = await page.findByRole('dialog', { name: 'Invite NutmegNate' })
    await expect(dialog).toHaveAccessibleDescription(/Invitations page for 7 days/)
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(page.queryByRole('dialog')).toBeNull()
    await expect(page.getByRole('button', { name: 'Open' })).toHaveFocus()
    await userEvent.click(page.getByRole('button', { name: 'Open' }))
    await expect(await page.findByRole('dialog')).toBeVisible()
  },
}

/** A short question: narrower, smaller title, and no close button (its answers close it). */
export const Compact: Story = {
  args: {
    size: 'compact',
    closeLabel: undefined,
    title: 'Remove your avatar?',
    description: 'Your profile goes back to the default avatar.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Remove your avatar?' })
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
  },
}
