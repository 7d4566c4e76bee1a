import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, within } from 'storybook/test'
import { handlers } from '@mocks/handlers'
import { RegisterTeamScreen } from '@/features/teamRegistration/RegisterTeamScreen'
import { pageOf } from '../../support/overlays'
import {
  eligibilityAnswers,
  ineligibleError,
  passingEligibility,
  rosterProblemsEligibility,
  registeringAnswers,
  waitlistedEligibility,
  waitlistedRegistration,
} from './fixtures'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const SUMMER = 'GVL Premier Division — Summer 2026'
const ELITE = 'GVL Elite Series — Summer 2026'

const meta = {
  component: RegisterTeamScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/register-team',
    path: '/register-team',
    signedInAs: 'rivera_fc',
  },
} satisfies Meta<typeof RegisterTeamScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The registrations area with some answers replaced, the rest as the mock API serves them. */
const registrations = (...overrides: ReturnType<typeof http.get>[]) => ({
  msw: { handlers: { registrations: [...overrides, ...handlers.registrations] } },
})

/** rivera_fc manages Northside Rovers: the open competitions, none chosen yet, and his registrations. */
export const ChooseACompetition: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: ELITE })).not.toBeChecked()
    await expect(await canvas.findByRole('article', { name: SUMMER })).toBeVisible()
  },
}

/** Every check passes: the team can register (the seed's pending registration hidden). */
export const AllChecksPassing: Story = {
  parameters: {
    route: '/register-team?competition=6',
    ...registrations(eligibilityAnswers(passingEligibility)),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Register Northside Rovers' }),
    ).toBeVisible()
    await expect(canvas.queryByText('Failed')).toBeNull()
  },
}

/** The Elite Series is premium-only (rivera_fc's Premium expired) and full. */
export const SomeChecksNotPassing: Story = {
  parameters: { route: '/register-team?competition=7' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Only a manager with GVL Premium can register a team for this competition.',
      ),
    ).toBeVisible()
    await expect(canvas.getByText('Failed')).toBeVisible()
    await expect(canvas.getByText('Warning')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Register Northside Rovers' })).toBeNull()
  },
}

/** Roster problems: too few players, players on another platform and suspended ones, named. */
export const RosterProblems: Story = {
  parameters: {
    route: '/register-team?competition=6',
    ...registrations(eligibilityAnswers(rosterProblemsEligibility)),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Suspended: CDM_Marcus (match ban, 1 match left) and RedCard_Rico (competition ban until Jun 30, 2026).',
      ),
    ).toBeVisible()
    await expect(
      canvas.getByText('Not on PlayStation: BoxToBox_Ben (Xbox) and PCwizard (PC).'),
    ).toBeVisible()
    await expect(
      canvas.getByText('The roster has 10 players; at least 12 are needed.'),
    ).toBeVisible()
  },
}

/** Withdrawing asks first; the safe choice has the focus. */
export const WithdrawConfirmation: Story = {
  parameters: { route: '/register-team?competition=6' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = within(await canvas.findByRole('article', { name: SUMMER }))
    await userEvent.click(card.getByRole('button', { name: `Withdraw from ${SUMMER}` }))
    const dialog = await pageOf(canvasElement).findByRole('alertdialog', {
      name: `Withdraw from ${SUMMER}?`,
    })
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
  },
}

/** The whole flow on the mock API: withdraw the pending registration, then register again. */
export const SubmittedPending: Story = {
  parameters: { route: '/register-team?competition=6' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = within(await canvas.findByRole('article', { name: SUMMER }))
    await userEvent.click(card.getByRole('button', { name: `Withdraw from ${SUMMER}` }))
    const dialog = await pageOf(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw registration' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Register Northside Rovers' }))
    await expect(
      await canvas.findByText(
        `Northside Rovers is registered for ${SUMMER}. The registration is pending until the league decides.`,
      ),
    ).toBeVisible()
    const again = within(await canvas.findByRole('article', { name: SUMMER }))
    await expect(again.getByText('Pending')).toBeVisible()
  },
}

/** Eligible, but the competition is full: the registration goes on the waitlist. */
export const Waitlisted: Story = {
  parameters: {
    route: '/register-team?competition=7',
    ...registrations(
      eligibilityAnswers(waitlistedEligibility),
      registeringAnswers(201, { registration: waitlistedRegistration }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Register Northside Rovers' }))
    await expect(
      await canvas.findByText(`Northside Rovers is on the waitlist of ${ELITE} (position 3).`),
    ).toBeVisible()
  },
}

/** The checks passed, but the server refuses (a player was suspended meanwhile): the failed checks. */
export const Ineligible: Story = {
  parameters: {
    route: '/register-team?competition=7',
    ...registrations(
      eligibilityAnswers(waitlistedEligibility),
      registeringAnswers(422, ineligibleError),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Register Northside Rovers' }))
    const alert = within(await canvas.findByRole('alert'))
    await expect(
      alert.getByText('Suspended: CDM_Marcus (match ban, 2 matches left).'),
    ).toBeVisible()
  },
}

/** demo plays for Northside Rovers: told who can register the team; the registrations, read only. */
export const NotManager: Story = {
  parameters: { signedInAs: 'demo', route: '/register-team?competition=6' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only a manager can register Northside Rovers' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'rivera_fc (manager)' })).toBeVisible()
    await expect(await canvas.findByRole('article', { name: SUMMER })).toBeVisible()
  },
}

/** lone_wolf has no team: create one. */
export const NoTeam: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Create a team' })).toBeVisible()
  },
}

export const NoRegistrations: Story = {
  parameters: { scenario: { empty: ['registrations'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No registrations yet')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        competitions: [http.get('*/api/competitions', neverAnswers)],
        registrations: [http.get('*/api/me/registrations', neverAnswers)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading competitions…')).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['registrations', 'competitions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your registrations could not be loaded.')).toBeVisible()
    await expect(await canvas.findByText('The competitions could not be loaded.')).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { route: '/register-team?competition=7' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Warning')).toBeVisible()
  },
}

export const Spanish: Story = {
  parameters: { route: '/register-team?competition=7' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Inscribir un equipo' }),
    ).toBeVisible()
    await expect(await canvas.findByText('Aviso')).toBeVisible()
  },
}
