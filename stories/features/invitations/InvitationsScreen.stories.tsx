import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { InvitationsScreen } from '@/features/invitations/InvitationsScreen'
import { pageOf } from '../../support/overlays'
import { screenModes } from '../../../.storybook/modes'

const meta = {
  component: InvitationsScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/invitations',
    path: '/invitations',
    signedInAs: 'lone_wolf',
  },
} satisfies Meta<typeof InvitationsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const cardOf = async (canvas: Canvas, name: string) => {
  const card = (await canvas.findByRole('heading', { name, level: 3 })).closest('article')
  if (!card) throw new globalThis.Error(`No invitation card for ${name}`)
  return within(card)
}

/** A free agent with one pending invitation (Northside Rovers' trial). */
export const Received: Story = {
  play: async ({ canvas }) => {
    const card = await cardOf(canvas, 'Northside Rovers')
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(card.getByText(/^in \d+ days? \(/)).toBeVisible()
    await expect(canvas.queryByRole('tab')).toBeNull()
  },
}

/** demo plays for Northside Rovers: accepting is unavailable, and the screen says why. */
export const AlreadyOnATeam: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You already play for Northside Rovers')).toBeVisible()
    const card = await cardOf(canvas, 'Lone Star FC')
    await expect(card.queryByRole('button', { name: 'Accept' })).toBeNull()
    await expect(
      card.getByText('You can accept once you have left Northside Rovers.'),
    ).toBeVisible()
  },
}

/** rivera_fc manages Northside Rovers: the Sent box, chosen in the URL. */
export const SentAsManager: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/invitations?box=sent' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(await canvas.findByText('Page 1 of 2')).toBeVisible()
    await cardOf(canvas, 'lone_wolf')
  },
}

export const Accepted: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, 'Northside Rovers')
    await userEvent.click(card.getByRole('button', { name: 'Accept' }))
    await expect(
      await canvas.findByText('You joined Northside Rovers. Welcome to the squad!'),
    ).toBeVisible()
    await expect(await card.findByText('Accepted on')).toBeVisible()
  },
}

/** Declining asks first; the safe choice has the focus. */
export const DeclineConfirmation: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = await cardOf(canvas, 'Golden Gate Athletic')
    await userEvent.click(card.getByRole('button', { name: 'Decline' }))
    const dialog = await pageOf(canvasElement).findByRole('alertdialog', {
      name: "Decline Golden Gate Athletic's invitation?",
    })
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
  },
}

export const Declined: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = await cardOf(canvas, 'Golden Gate Athletic')
    await userEvent.click(card.getByRole('button', { name: 'Decline' }))
    const dialog = await pageOf(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }))
    await expect(
      await canvas.findByText("You declined Golden Gate Athletic's invitation."),
    ).toBeVisible()
    await expect(await card.findByText('Declined on')).toBeVisible()
  },
}

export const Cancelled: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/invitations?box=sent' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = await cardOf(canvas, 'lone_wolf')
    await userEvent.click(card.getByRole('button', { name: 'Cancel invitation' }))
    const dialog = await pageOf(canvasElement).findByRole('alertdialog', {
      name: 'Cancel the invitation to lone_wolf?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }))
    await expect(
      await canvas.findByText('You cancelled the invitation to lone_wolf.'),
    ).toBeVisible()
    await expect(await card.findByText('Cancelled on')).toBeVisible()
  },
}

/** The team filled its roster after inviting: the server's 409 `roster_full`, worded here. */
export const RosterFull: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: [
          http.post('*/api/invitations/:id/accept', () =>
            HttpResponse.json(
              { error: 'The roster is full.', code: 'roster_full' },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, 'Northside Rovers')
    await userEvent.click(card.getByRole('button', { name: 'Accept' }))
    await expect(await card.findByRole('alert')).toHaveTextContent(
      "The Northside Rovers roster is full, so you can't join right now.",
    )
    // Settle once the button is idle and the list refetched (a 409 means it may be out of date).
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Accept' })).not.toHaveAttribute('aria-busy'),
    )
    await waitFor(() => expect(canvas.getByRole('list')).not.toHaveAttribute('aria-busy'))
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['invitations'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invitations yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit your profile' })).toBeVisible()
  },
}

export const EmptySent: Story = {
  parameters: {
    signedInAs: 'rivera_fc',
    route: '/invitations?box=sent',
    scenario: { empty: ['invitations'] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invitations sent')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse players' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { invitations: [http.get('*/api/me/invitations', () => delay('infinite'))] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading invitations…')).toBeInTheDocument()
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['invitations'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Golden Gate Athletic')
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { signedInAs: 'rivera_fc', route: '/invitations?box=sent' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Enviadas' })).toBeVisible()
    await cardOf(canvas, 'lone_wolf')
  },
}
