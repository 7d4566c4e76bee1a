import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { ProfileScreen } from '@/features/profile/ProfileScreen'
import { screenModes } from '../../../.storybook/modes'
import { expectNoLayoutShift, heldAnswers } from '../../support/layoutShift'
import { neverAnswers } from '../../support/neverAnswers'

// Seed ids (tests/features/profile checks them by username): maya_goals 3, lone_wolf 4, and
// PivotElmo 20, a free agent Northside Rovers (rivera_fc's team) has not invited.
const MAYA = '/profile/3'
const LONE_WOLF = '/profile/4'
const INVITABLE = '/profile/20'

const meta = {
  component: ProfileScreen,
  parameters: { chromatic: { modes: screenModes }, route: MAYA, path: '/profile/:id' },
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/**
 * Every section has its data: no skeleton is left (`aria-busy`). The transfer history comes by its
 * own request, after the profile's, and its skeleton holds three rows: a picture taken while it
 * stood kept their height, a blank band once the history had come.
 */
const sectionsLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull())

/** A player on a team, as a visitor sees it: stats, chart, recent matches and "Sign in to message". */
export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'maya_goals' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Northside Rovers' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: /^Ratings of 27 matches/ })).toBeVisible()
    await expect(canvas.getByRole('table', { name: /^The last 10 matches/ })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Sign in to message' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile%2F3',
    )
    await sectionsLoaded(canvasElement)
  },
}

export const FreeAgent: Story = {
  parameters: { route: LONE_WOLF },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'lone_wolf' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Looking for' })).toBeVisible()
    // His published market listing, as clubs see it.
    const listing = within(canvas.getByRole('region', { name: 'Looking for a club' }))
    await expect(listing.getByText('PlayStation · lone_wolf')).toBeVisible()
    await expect(
      listing.getByRole('link', { name: 'More players on the transfer market' }),
    ).toBeVisible()
    await expect(canvas.getByText('No matches played yet.')).toBeVisible()
    await sectionsLoaded(canvasElement)
  },
}

/** Signed in: Message opens the chat with them (the panel lives in the app shell). */
export const SignedIn: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Message' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
    await sectionsLoaded(canvasElement)
  },
}

/** rivera_fc manages Northside Rovers, with room, and may invite this free agent. */
export const ViewerCanInvite: Story = {
  parameters: { route: INVITABLE, signedInAs: 'rivera_fc' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Invite to my team' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Message' })).toBeVisible()
    await sectionsLoaded(canvasElement)
  },
}

export const InviteDialogOpen: Story = {
  parameters: { route: INVITABLE, signedInAs: 'rivera_fc' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite to my team' }))
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'))
    await expect(await dialog.findByText(/to join Northside Rovers/)).toBeVisible()
    await userEvent.type(
      dialog.getByLabelText('Message (optional)'),
      'Trial on Thursday at 8 PM ET?',
    )
    await sectionsLoaded(canvasElement)
  },
}

export const InviteSent: Story = {
  parameters: { route: INVITABLE, signedInAs: 'rivera_fc' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite to my team' }))
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog'))
    await dialog.findByText(/to join Northside Rovers/)
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await expect(await dialog.findByRole('heading', { name: 'Invitation sent' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).toBeNull())
    // By its text: the transfer history's loading status may still be there beside it.
    await expect(canvas.getByText('Invitation sent', { selector: '[role="status"]' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invite to my team' })).toBeNull()
    await sectionsLoaded(canvasElement)
  },
}

/** The profile's layout as shapes: the header card, the details column, the stats and the matches. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { players: [http.get('*/api/players/:id', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the profile…')
  },
}

const profile = heldAnswers('*/api/players/:id')

/** The first section of each column, under the header. */
const firstOfColumn = (column: number) => (root: HTMLElement) =>
  root.querySelector('header')?.nextElementSibling?.children[column]?.firstElementChild

/**
 * The profile takes the skeleton's place: the header card, the team's card and the career stats do
 * not move (the details, the bio and the links are as long as the player's words).
 */
export const DataArrives: Story = {
  parameters: { msw: { handlers: { players: [profile.handler] } } },
  beforeEach: () => profile.hold(),
  play: async ({ canvas, canvasElement }) => {
    await expectNoLayoutShift(canvasElement, {
      parts: { header: 'header', team: firstOfColumn(0), careerStats: firstOfColumn(1) },
      sameHeight: false,
      release: profile.release,
      loaded: () => canvas.findByRole('heading', { level: 1, name: 'maya_goals' }),
    })
    await sectionsLoaded(canvasElement)
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['players'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await sectionsLoaded(canvasElement)
  },
}

export const NotFound: Story = {
  parameters: { route: '/profile/99999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Player not found' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'maya_goals' })).toBeVisible()
    await sectionsLoaded(canvasElement)
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    )
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Estadísticas de carrera' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mensaje' })).toBeVisible()
    await sectionsLoaded(canvasElement)
  },
}
