import * as Dialog from '@radix-ui/react-dialog'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { NoteForm, SentNote } from '@/components/NoteForm'

const texts = {
  label: 'Message (optional)',
  hint: 'Up to 300 characters: when you play, what you need.',
  cancel: 'Cancel',
  send: 'Send invitation',
}

const meta = {
  component: NoteForm,
  tags: ['autodocs'],
  subcomponents: { SentNote },
  args: {
    texts,
    max: 300,
    note: '',
    onNoteChange: fn(),
    busy: false,
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [note, setNote] = useState(args.note)
    return (
      // The form closes its dialog on Cancel: it lives in one.
      <Dialog.Root open>
        <div style={{ maxWidth: 480, padding: 16 }}>
          <NoteForm {...args} note={note} onNoteChange={setNote} />
        </div>
      </Dialog.Root>
    )
  },
} satisfies Meta<typeof NoteForm>

export default meta
type Story = StoryObj<typeof meta>

/** The note with its hint and its count, tied to the box; Cancel beside Send. */
export const Writing: Story = {
  args: { note: 'Centre-back, free on weekday evenings.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message (optional)' })
    await expect(box).toHaveAccessibleDescription(
      'Up to 300 characters: when you play, what you need. 38 of 300 characters',
    )
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeEnabled()
  },
}

/** The server's word on the note under it, and another refusal announced above the buttons. */
export const SendRefused: Story = {
  args: {
    noteError: 'Use at most 300 characters.',
    failure: 'This player already has a pending invitation from your team.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This player already has a pending invitation from your team.',
    )
  },
}

/** Nothing can be sent (the reader manages no team). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeDisabled()
  },
}

/** What takes the opening button's place once sent. */
export const Sent: Story = {
  render: () => <SentNote role="status">Invitation sent</SentNote>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Invitation sent')
  },
}
