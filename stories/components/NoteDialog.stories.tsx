import * as Dialog from '@radix-ui/react-dialog'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { NoteDialog } from '@/components/NoteDialog'

const texts = {
  title: 'Invite PivotElmo',
  description:
    'Invite PivotElmo to join Northside Rovers. They can accept or decline from their invitations.',
  sentTitle: 'Invitation sent',
  sentBody: 'PivotElmo will see your invitation to Northside Rovers. It expires in 14 days.',
  message: 'Message (optional)',
  messageHint: 'Up to 300 characters: when you play, what you need.',
  cancel: 'Cancel',
  send: 'Send invitation',
  close: 'Close',
}

const meta = {
  component: NoteDialog,
  tags: ['autodocs'],
  args: {
    texts,
    max: 300,
    sending: { isLoading: false, isSuccess: false },
    refusal: () => 'This player already has a pending invitation from your team.',
    onSend: fn(async () => true),
    onClosedSent: fn(),
  },
  render: (args) => (
    // The dialog lives in its caller's Root, beside the trigger it opens from.
    <Dialog.Root defaultOpen>
      <NoteDialog {...args} />
    </Dialog.Root>
  ),
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoteDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))

/** It opens on the note; Send sends what was typed, trimmed. */
export const Open: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement)
    const note = dialog.getByRole('textbox', { name: 'Message (optional)' })
    await expect(note).toHaveFocus()
    await userEvent.type(note, '  Trial on Thursday?  ')
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await expect(args.onSend).toHaveBeenCalledWith('Trial on Thursday?')
  },
}

/** The server refuses for a reason of its own: said above the buttons, the dialog stays open. */
export const SendRefused: Story = {
  args: {
    sending: {
      isLoading: false,
      isSuccess: false,
      error: { status: 409, data: { error: 'Already invited.', code: 'already_invited' } },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This player already has a pending invitation from your team.',
    )
  },
}

/** Nothing can be sent yet: why, above a disabled Send. */
export const Disabled: Story = {
  args: { notice: 'You need to manage a team to invite players.', disabled: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog.getByRole('alert')).toHaveTextContent('You need to manage a team')
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeDisabled()
  },
}

/** Sent: the dialog says so, the form gives way to a Close button. */
export const Sent: Story = {
  args: { sending: { isLoading: false, isSuccess: true } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(dialog.getByRole('heading', { name: 'Invitation sent' })).toBeVisible()
    await expect(dialog.queryByRole('textbox')).toBeNull()
    // The header's close button and the one that replaces the form.
    await expect(dialog.getAllByRole('button', { name: 'Close' })).toHaveLength(2)
  },
}
