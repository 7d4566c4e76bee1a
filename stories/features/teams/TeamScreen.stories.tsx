import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { expect, screen, waitFor, within } from 'storybook/test'
import { TeamScreen } from '@/features/teams/TeamScreen'
import { screenModes } from '../../../.storybook/modes'
import { expectNoLayoutShift, heldAnswers } from '../../support/layoutShift'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: TeamScreen,
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'fullscreen',
    route: '/team/1',
    path: '/team/:id',
  },
} satisfies Meta<typeof TeamScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A visitor (no account): the team, what it is recruiting for, its roster, fixtures and results,
 * stats and competitions.
 */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Northside Rovers' }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recruiting' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: /roster/ })).toBeVisible()
    await expect(canvas.queryByRole('tab')).toBeNull()
  },
}

/** demo plays for Northside Rovers: the team, and "Leave team". */
export const Player: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Leave team' })).toBeVisible()
  },
}

export const LeaveConfirm: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave team' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Northside Rovers?' })
    await expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus()
  },
}

/** rivera_fc manages Northside Rovers: the details, redrawn in the colours being typed. */
export const ManagerDetails: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=details' },
  play: async ({ canvas, userEvent }) => {
    const primary = await canvas.findByRole('textbox', { name: 'Primary colour' })
    await userEvent.clear(primary)
    await userEvent.type(primary, '#b91c1c')
    const preview = canvas.getByTestId('team-details-preview')
    await expect(preview).toHaveStyle({ borderColor: 'rgb(185, 28, 28)' })
    // Without its crest, the team shows the default one: its tag in the colours being chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the crest' }))
    const crest = within(preview).getByRole('img', { name: 'Northside Rovers crest' })
    await expect(crest.tagName.toLowerCase()).toBe('svg')
  },
}

export const ManagerRoster: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=roster' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Role for demo' })).toBeVisible()
  },
}

export const RemoveMemberConfirm: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=roster' },
  play: async ({ canvas, userEvent }) => {
    const row = (await canvas.findByRole('rowheader', { name: /^demo/ })).closest('tr')
    if (!row) throw new Error('No row for demo')
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }))
    await expect(
      await screen.findByRole('alertdialog', { name: 'Remove demo from Northside Rovers?' }),
    ).toBeVisible()
  },
}

export const ManagerInvite: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=invite' },
  play: async ({ canvas }) => {
    const results = await canvas.findByRole('list', { name: 'Free agents' })
    await waitFor(() => expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(0))
  },
}

/** A search as the manager types: the free agents whose name matches. */
export const InviteSearch: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=invite' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search free agents' }), 'ca')
    // The whole list first, then only the matches once the typing pauses.
    await waitFor(() => {
      expect(canvas.queryByText('Searching free agents…')).not.toBeInTheDocument()
      expect(canvas.getByRole('link', { name: 'camila_lw' })).toBeVisible()
      expect(canvas.queryByRole('link', { name: 'ava_rm' })).not.toBeInTheDocument()
    })
  },
}

/** rivera_fc's Pending tab: Northside Rovers' invitations, then the requests to join it. */
const PENDING = { signedInAs: 'rivera_fc', route: '/team/1?tab=pending' }

type PlayContext = Parameters<NonNullable<Story['play']>>[0]

/** A panel of the Pending tab, by its heading. */
const panelOf = async (canvas: PlayContext['canvas'], name: string) =>
  within(await canvas.findByRole('region', { name }))

/** Viper_Skrill's pending request to join Northside Rovers, on its card in the requests' panel. */
const viperCard = async (canvas: PlayContext['canvas'], panel = 'Requests to join') =>
  within(await (await panelOf(canvas, panel)).findByRole('article', { name: 'Viper_Skrill' }))

/**
 * Presses `button` in `from`, confirms with `confirm` in the dialog named `dialog` that asks first,
 * and reads `result` on the page.
 */
async function confirmThenRead(
  { canvas, userEvent }: PlayContext,
  steps: {
    from: Pick<PlayContext['canvas'], 'findByRole'>
    button: string
    dialog: string
    confirm: string
    result: string
  },
) {
  await userEvent.click(await steps.from.findByRole('button', { name: steps.button }))
  const dialog = await screen.findByRole('alertdialog', { name: steps.dialog })
  await userEvent.click(within(dialog).getByRole('button', { name: steps.confirm }))
  await expect(await canvas.findByText(steps.result)).toBeVisible()
}

/** The Pending tab with `handler` before the invitations' area of the mock API (requests included). */
const pendingWith = (handler: HttpHandler) => ({
  ...PENDING,
  msw: { handlers: { invitations: [handler] } },
})

/**
 * The invitations the team sent (lone_wolf's, xRabona9's), with Cancel; under them the requests to
 * join it that wait for an answer (Viper_Skrill's), with Accept and Decline, and a link to them all.
 */
export const ManagerPending: Story = {
  parameters: PENDING,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'lone_wolf' })).toBeVisible()
    const viper = await viperCard(canvas)
    await expect(viper.getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(viper.getByRole('button', { name: 'Decline' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All requests to join' })).toHaveAttribute(
      'href',
      '/invitations?box=requests',
    )
  },
}

/**
 * Accepted on the team page: the panel says so, with the way to the roster (which lists the player
 * at once: tests/features/teams/TeamJoinRequests.test.tsx), and nothing is left to answer.
 */
export const RequestAccepted: Story = {
  parameters: PENDING,
  play: async ({ canvas, userEvent }) => {
    const viper = await viperCard(canvas)
    await userEvent.click(viper.getByRole('button', { name: 'Accept' }))
    await expect(await canvas.findByText('Viper_Skrill joined Northside Rovers.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the roster' })).toHaveAttribute(
      'href',
      '/team/1?tab=roster',
    )
    await expect(await canvas.findByText(/^No requests to join\./)).toBeVisible()
  },
}

export const RequestDeclined: Story = {
  parameters: PENDING,
  play: async (context) => {
    await confirmThenRead(context, {
      from: await viperCard(context.canvas),
      button: 'Decline',
      dialog: "Decline Viper_Skrill's request?",
      confirm: 'Decline request',
      result: "You declined Viper_Skrill's request to join Northside Rovers.",
    })
    await expect(await context.canvas.findByText(/^No requests to join\./)).toBeVisible()
  },
}

/** The server is down when the manager accepts (503): the card says so and keeps its buttons. */
export const AcceptRequestFails: Story = {
  // No message from the server: the card says it in its own words.
  parameters: pendingWith(
    http.post('*/api/join-requests/:id/accept', () => new HttpResponse(null, { status: 503 })),
  ),
  play: async ({ canvas, userEvent }) => {
    const viper = await viperCard(canvas)
    await userEvent.click(viper.getByRole('button', { name: 'Accept' }))
    await expect(await viper.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    )
    await waitFor(() =>
      expect(viper.getByRole('button', { name: 'Accept' })).not.toHaveAttribute('aria-busy'),
    )
  },
}

/** Nothing pending either way: each panel says so in a line. */
export const PendingEmpty: Story = {
  parameters: { ...PENDING, scenario: { empty: ['invitations'] } },
  play: async ({ canvas }) => {
    const requests = await panelOf(canvas, 'Requests to join')
    await expect(
      await requests.findByText(
        "No requests to join. Players on no team can ask to join Northside Rovers from this page; a recruitment post tells them who you're looking for.",
      ),
    ).toBeVisible()
    await expect(await canvas.findByText(/^No pending invitations\./)).toBeVisible()
  },
}

/** The requests' cards as shapes, under the invitations that have come. */
export const RequestsLoading: Story = {
  parameters: pendingWith(http.get('*/api/me/join-requests', neverAnswers)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading requests to join…')).toBeInTheDocument()
    await expect(await canvas.findByRole('heading', { level: 3, name: 'lone_wolf' })).toBeVisible()
  },
}

/** The invitations' area of the API is down: both panels say so, each with Try again. */
export const PendingServerError: Story = {
  parameters: { ...PENDING, scenario: { failing: ['invitations'] } },
  play: async ({ canvas }) => {
    // The server's own reason, as in every panel of the kit's query states.
    const requests = await panelOf(canvas, 'Requests to join')
    await expect(await requests.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a moment.',
    )
    await expect(requests.getByRole('button', { name: 'Try again' })).toBeVisible()
    const invitations = await panelOf(canvas, 'Pending invitations')
    await expect(await invitations.findByRole('alert')).toBeVisible()
  },
}

export const PendingSpanish: Story = {
  parameters: PENDING,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Pendientes' })).toBeVisible()
    const viper = await viperCard(canvas, 'Solicitudes para unirse')
    await expect(viper.getByRole('button', { name: 'Aceptar' })).toBeVisible()
  },
}

export const PendingPhone: Story = {
  parameters: PENDING,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect((await viperCard(canvas)).getByRole('button', { name: 'Accept' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: '/team/9999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This team does not exist')).toBeVisible()
  },
}

/** The team's page as shapes: the header card, the roster, fixtures and results, stats, competitions. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { teams: [http.get('*/api/teams/:id', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the team…')
  },
}

const team = heldAnswers('*/api/teams/:id')

/**
 * The team takes the skeleton's place: the header card and the roster's section do not move (the
 * roster is as long as the team's players).
 */
export const DataArrives: Story = {
  parameters: { msw: { handlers: { teams: [team.handler] } } },
  beforeEach: () => team.hold(),
  play: async ({ canvas, canvasElement }) => {
    await expectNoLayoutShift(canvasElement, {
      parts: {
        header: 'header',
        roster: {
          at: (root: HTMLElement) =>
            root.querySelector('header')?.nextElementSibling?.firstElementChild,
          only: ['top', 'left', 'width'],
        },
        tableHead: 'thead',
      },
      sameHeight: false,
      release: team.release,
      loaded: () => canvas.findByRole('heading', { level: 1, name: 'Northside Rovers' }),
    })
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['teams'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again/i })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=roster' },
  globals: { viewport: { value: 'phone' } },
}

export const VisitorMobile: Story = { globals: { viewport: { value: 'phone' } } }

export const Spanish: Story = {
  parameters: { signedInAs: 'demo' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Dejar el equipo' })).toBeVisible()
  },
}

/** rivera_fc's Recruitment tab: Northside Rovers' published post and its controls. */
export const ManagerRecruitment: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Recruitment post' })).toBeVisible()
    await expect(canvas.getByText('Published')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See it on the market' })).toBeVisible()
  },
}

/** Pausing the post: the team is no longer recruiting, and the header says so. */
export const PausingRecruitment: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause' }))
    await expect(
      await canvas.findByText('The post is paused: Northside Rovers is no longer recruiting.'),
    ).toBeVisible()
    await expect(await canvas.findByText('Not recruiting')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Publish again' })).toBeVisible()
  },
}

/** Editing the post: the form refuses more than five positions, and saves the change. */
export const EditingRecruitment: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit' }))
    for (const name of [
      'GK · Goalkeeper',
      'CB · Centre back',
      'ST · Striker',
      'CM · Central midfielder',
    ]) {
      await userEvent.click(canvas.getByRole('checkbox', { name }))
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Choose one to five positions.')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'GK · Goalkeeper' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('The post is saved.')).toBeVisible()
  },
}

export const RemoveRecruitmentConfirm: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove the recruitment post?',
    })
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
  },
}

/** Removing the post: the team has none and is not recruiting; its managers may publish one. */
export const RemovingRecruitment: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the recruitment post?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove post' }))
    await expect(await canvas.findByText(/has no recruitment post/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Publish a post' })).toBeVisible()
    await expect(await canvas.findByText('Not recruiting')).toBeVisible()
  },
}

export const RecruitmentSpanish: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anuncio de fichajes' })).toBeVisible()
  },
}

export const RecruitmentPhone: Story = {
  parameters: { signedInAs: 'rivera_fc', route: '/team/1?tab=recruitment' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible()
  },
}

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

/** "Ask to join" once the player's pending requests are known (it waits until then). */
const askButton = async (canvas: Canvas, name = 'Ask to join') => {
  const button = await canvas.findByRole('button', { name })
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'))
  return button
}

/** lone_wolf is a free agent: on a club's page, "Ask to join". */
export const AskToJoin: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas }) => {
    await expect(await askButton(canvas)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Leave team' })).toBeNull()
  },
}

/** The dialog, with a note being written and its count. */
export const AskToJoinDialog: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await askButton(canvas))
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Northside Rovers' })
    const note = within(dialog).getByRole('textbox', { name: 'Message (optional)' })
    await expect(note).toHaveFocus()
    await userEvent.type(note, 'Centre-back, free on weekday evenings.')
    await expect(within(dialog).getByText('38 of 300 characters')).toBeVisible()
  },
}

/** Sent: the dialog says so, and once it closes the page shows "Request sent" with Withdraw. */
export const AskToJoinSent: Story = {
  parameters: { signedInAs: 'lone_wolf', route: '/team/4' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await askButton(canvas))
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Golden Gate Athletic' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'Free for a trial this week.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }))
    const done = await screen.findByRole('dialog', { name: 'Request sent' })
    // The dialog's own Close button has the focus once the request is in.
    await waitFor(() =>
      expect(within(done).getByText('Close', { selector: 'button' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByText('Request sent')).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible()
  },
}

/** lone_wolf's request to Emerald Coast United is pending: "Request sent", and Withdraw. */
export const RequestPending: Story = {
  parameters: { signedInAs: 'lone_wolf', route: '/team/9' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Emerald Coast United' }),
    ).toBeVisible()
    await expect(await canvas.findByText('Request sent')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Ask to join' })).toBeNull()
  },
}

export const RequestWithdrawn: Story = {
  parameters: { signedInAs: 'lone_wolf', route: '/team/9' },
  play: async (context) => {
    await confirmThenRead(context, {
      from: context.canvas,
      button: 'Withdraw',
      dialog: 'Withdraw your request to join Emerald Coast United?',
      confirm: 'Withdraw request',
      result: 'You withdrew your request to join Emerald Coast United.',
    })
    await expect(await context.canvas.findByRole('button', { name: 'Ask to join' })).toBeVisible()
  },
}

/**
 * Pacific Panthers play in the Xbox League, whose transfer window is shut: the server refuses, and
 * its reason names the next window's dates.
 */
export const AskOutsideTheWindow: Story = {
  parameters: { signedInAs: 'lone_wolf', route: '/team/18' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await askButton(canvas))
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join Pacific Panthers' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent(/transfer window of .* is closed/)
    await expect(alert).toHaveTextContent(/The next window opens on .* and closes on/)
  },
}

/** demo plays for Northside Rovers: on another club's page, nothing to ask (they leave first). */
export const OnAnotherTeam: Story = {
  parameters: { signedInAs: 'demo', route: '/team/18' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pacific Panthers' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Ask to join' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Leave team' })).toBeNull()
  },
}

export const AskToJoinMobile: Story = {
  parameters: { signedInAs: 'lone_wolf', route: '/team/9' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Withdraw' })).toBeVisible()
  },
}

export const AskToJoinSpanish: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  globals: { locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await askButton(canvas, 'Pedir unirme'))
    await expect(
      await screen.findByRole('dialog', { name: 'Pedir unirte a Northside Rovers' }),
    ).toBeVisible()
  },
}
