import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, within } from 'storybook/test'
import { InviteDialog } from '@/session/InviteDialog'

// PivotElmo (20) is a free agent Northside Rovers, managed by rivera_fc, has not invited.
const meta = {
  component: InviteDialog,
  args: { player: { id: 20, username: 'PivotElmo' }, onSent: fn(), defaultOpen: true },
  parameters: { signedInAs: 'rivera_fc' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InviteDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(await dialog.findByText(/to join Northside Rovers/)).toBeVisible()
    await expect(dialog.getByText('0 of 300 characters')).toBeVisible()
  },
}

export const Sent: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement)
    await dialog.findByText(/to join Northside Rovers/)
    await userEvent.type(dialog.getByLabelText('Message (optional)'), 'Trial on Thursday?')
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await expect(await dialog.findByRole('heading', { name: 'Invitation sent' })).toBeVisible()
    await expect(args.onSent).toHaveBeenCalledTimes(1)
  },
}

/** The server refuses (409, the roster is full): its reason in the dialog, which stays open. */
export const InviteRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: [
          http.post('*/api/teams/:id/invitations', () =>
            HttpResponse.json(
              { error: 'The roster is full.', code: 'roster_full' },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement)
    await dialog.findByText(/to join Northside Rovers/)
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The roster is full.')
    await expect(args.onSent).not.toHaveBeenCalled()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(await dialog.findByText(/a unirse a Northside Rovers/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Enviar invitación' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(await dialog.findByText(/to join Northside Rovers/)).toBeVisible()
  },
}
