import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { InvitationsScreen } from '@/features/invitations/InvitationsScreen'
import { pageOf } from '../../support/overlays'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

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

type PlayContext = Parameters<NonNullable<Story['play']>>[0]
type Canvas = PlayContext['canvas']

/** rivera_fc manages Northside Rovers: the boxes of a manager, chosen in the URL. */
const AS_MANAGER = {
  sent: { signedInAs: 'rivera_fc', route: '/invitations?box=sent' },
  requests: { signedInAs: 'rivera_fc', route: '/invitations?box=requests' },
}

/** The server refuses POST `path` with a 409 `code`, in its own words (`error`). */
const refusing = (path: string, code: string, error: string) => ({
  msw: {
    handlers: {
      invitations: [http.post(path, () => HttpResponse.json({ error, code }, { status: 409 }))],
    },
  },
})

const cardOf = async (canvas: Pick<Canvas, 'findByRole'>, name: string) => {
  const card = (await canvas.findByRole('heading', { name, level: 3 })).closest('article')
  if (!card) throw new globalThis.Error(`No invitation card for ${name}`)
  return within(card)
}

/** A box of the page (a section named by its heading). */
const sectionOf = async (canvas: Canvas, heading: string) => {
  const section = (await canvas.findByRole('heading', { level: 2, name: heading })).closest(
    'section',
  )
  if (!section) throw new globalThis.Error(`No section ${heading}`)
  return within(section)
}

/**
 * Answers the offer on the card named `card` with `button`, confirms with `confirm` in the dialog
 * that asks first, and checks that the box announces `result` and the card now reads `answered`.
 */
const answerAfterConfirming = async (
  { canvas, canvasElement, userEvent }: PlayContext,
  steps: {
    card: string
    button: string
    dialog?: string
    confirm: string
    result: string
    answered: string
  },
) => {
  const card = await cardOf(canvas, steps.card)
  await userEvent.click(card.getByRole('button', { name: steps.button }))
  const dialog = await pageOf(canvasElement).findByRole(
    'alertdialog',
    steps.dialog === undefined ? undefined : { name: steps.dialog },
  )
  await userEvent.click(within(dialog).getByRole('button', { name: steps.confirm }))
  await expect(await canvas.findByText(steps.result)).toBeVisible()
  await expect(await card.findByText(steps.answered)).toBeVisible()
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
  parameters: AS_MANAGER.sent,
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
  play: (context) =>
    answerAfterConfirming(context, {
      card: 'Golden Gate Athletic',
      button: 'Decline',
      confirm: 'Decline invitation',
      result: "You declined Golden Gate Athletic's invitation.",
      answered: 'Declined on',
    }),
}

export const Cancelled: Story = {
  parameters: AS_MANAGER.sent,
  play: (context) =>
    answerAfterConfirming(context, {
      card: 'lone_wolf',
      button: 'Cancel invitation',
      dialog: 'Cancel the invitation to lone_wolf?',
      confirm: 'Cancel invitation',
      result: 'You cancelled the invitation to lone_wolf.',
      answered: 'Cancelled on',
    }),
}

/** The team filled its roster after inviting: the server's 409 `roster_full`, worded here. */
export const RosterFull: Story = {
  parameters: refusing('*/api/invitations/:id/accept', 'roster_full', 'The roster is full.'),
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
    const invitations = await sectionOf(canvas, 'Invitations you received')
    await waitFor(() => expect(invitations.getByRole('list')).not.toHaveAttribute('aria-busy'))
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
  parameters: { ...AS_MANAGER.sent, scenario: { empty: ['invitations'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invitations sent')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse players' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { invitations: [http.get('*/api/me/invitations', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading invitations…')).toBeInTheDocument()
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['invitations'] } },
  play: async ({ canvas }) => {
    // The invitations and the requests to join are one area of the API: both boxes fail.
    const invitations = await sectionOf(canvas, 'Invitations you received')
    await expect(await invitations.findByRole('alert')).toBeVisible()
    await expect(invitations.getByRole('button', { name: 'Try again' })).toBeVisible()
    const requests = await sectionOf(canvas, 'Your requests to join')
    await expect(await requests.findByRole('alert')).toBeVisible()
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
  parameters: AS_MANAGER.sent,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Enviadas' })).toBeVisible()
    await cardOf(canvas, 'lone_wolf')
  },
}

/** lone_wolf's requests sit under his invitations: the pending one to Emerald Coast United. */
export const PlayerRequests: Story = {
  play: async ({ canvas }) => {
    const requests = await sectionOf(canvas, 'Your requests to join')
    const card = await cardOf(requests, 'Emerald Coast United')
    await expect(card.getByText('Pending')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible()
    await expect(canvas.queryByRole('tab')).toBeNull()
  },
}

export const RequestWithdrawn: Story = {
  play: (context) =>
    answerAfterConfirming(context, {
      card: 'Emerald Coast United',
      button: 'Withdraw',
      dialog: 'Withdraw your request to join Emerald Coast United?',
      confirm: 'Withdraw request',
      result: 'You withdrew your request to join Emerald Coast United.',
      answered: 'Withdrawn on',
    }),
}

/** demo plays for Northside Rovers and has asked no club: the empty box says why. */
export const PlayerRequestsOnATeam: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    const requests = await sectionOf(canvas, 'Your requests to join')
    await expect(await requests.findByText('No requests to join')).toBeVisible()
    await expect(
      requests.getByText(
        'You play for Northside Rovers. To ask to join another club, leave Northside Rovers first.',
      ),
    ).toBeVisible()
  },
}

/**
 * rivera_fc manages Northside Rovers: the requests to join them, in a tab of their own: Viper_Skrill's
 * pending one, a declined, a withdrawn and an expired one.
 */
export const ManagerRequests: Story = {
  parameters: AS_MANAGER.requests,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Requests to join' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await canvas.findByRole('heading', { level: 2, name: 'Requests to join Northside Rovers' })
    const card = await cardOf(canvas, 'Viper_Skrill')
    await expect(card.getByText('RW / ST')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible()
    await expect((await cardOf(canvas, 'NovaAbelardo')).getByText('Declined')).toBeVisible()
    await expect((await cardOf(canvas, 'NewtonBlaze46')).getByText('Withdrawn')).toBeVisible()
    await expect((await cardOf(canvas, 'JanetTekkers16')).getByText('Expired')).toBeVisible()
  },
}

export const RequestAccepted: Story = {
  parameters: AS_MANAGER.requests,
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, 'Viper_Skrill')
    await userEvent.click(card.getByRole('button', { name: 'Accept' }))
    await expect(await canvas.findByText('Viper_Skrill joined Northside Rovers.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the roster' })).toHaveAttribute(
      'href',
      '/team/1?tab=roster',
    )
    await expect(await card.findByText('Accepted on')).toBeVisible()
  },
}

export const RequestDeclined: Story = {
  parameters: AS_MANAGER.requests,
  play: (context) =>
    answerAfterConfirming(context, {
      card: 'Viper_Skrill',
      button: 'Decline',
      dialog: "Decline Viper_Skrill's request?",
      confirm: 'Decline request',
      result: "You declined Viper_Skrill's request to join Northside Rovers.",
      answered: 'Declined on',
    }),
}

/** The window shut since the request was sent: the server's reason, with the next window's dates. */
export const AcceptOutsideTheWindow: Story = {
  parameters: {
    ...AS_MANAGER.requests,
    ...refusing(
      '*/api/join-requests/:id/accept',
      'transfer_window_closed',
      'The transfer window of GVL Xbox League — Spring 2026 is closed: its teams cannot add or release players now. The next window opens on Mar 28, 2026 and closes on Apr 11, 2026.',
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const card = await cardOf(canvas, 'Viper_Skrill')
    await userEvent.click(card.getByRole('button', { name: 'Accept' }))
    await expect(await card.findByRole('alert')).toHaveTextContent(
      'The next window opens on Mar 28, 2026 and closes on Apr 11, 2026.',
    )
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Accept' })).not.toHaveAttribute('aria-busy'),
    )
    await waitFor(() => expect(canvas.getByRole('list')).not.toHaveAttribute('aria-busy'))
  },
}

export const RequestsEmpty: Story = {
  parameters: { ...AS_MANAGER.requests, scenario: { empty: ['invitations'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests to join')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to Northside Rovers' })).toBeVisible()
  },
}

export const RequestsLoading: Story = {
  parameters: {
    ...AS_MANAGER.requests,
    msw: {
      handlers: { invitations: [http.get('*/api/me/join-requests', neverAnswers)] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading requests to join…')).toBeInTheDocument()
  },
}

export const RequestsServerError: Story = {
  parameters: {
    ...AS_MANAGER.requests,
    msw: {
      handlers: {
        invitations: [
          // No message from the server: the box says it in its own words.
          http.get('*/api/me/join-requests', () => new HttpResponse(null, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We couldn't load the requests to join.",
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const RequestsMobile: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: AS_MANAGER.requests,
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Viper_Skrill')
  },
}

export const PlayerRequestsMobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Emerald Coast United')
  },
}

export const RequestsSpanish: Story = {
  globals: { locale: 'es' },
  parameters: AS_MANAGER.requests,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Solicitudes' })).toBeVisible()
    await canvas.findByRole('heading', {
      level: 2,
      name: 'Solicitudes para unirse a Northside Rovers',
    })
    await expect((await cardOf(canvas, 'Viper_Skrill')).getByText('Pendiente')).toBeVisible()
  },
}

export const PlayerRequestsSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Tus solicitudes para unirte' })
    await expect(
      (await cardOf(canvas, 'Emerald Coast United')).getByRole('button', { name: 'Retirar' }),
    ).toBeVisible()
  },
}
