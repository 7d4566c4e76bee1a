import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { DashboardScreen } from '@/features/dashboard/DashboardScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: DashboardScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/dashboard',
    path: '/dashboard',
    signedInAs: 'demo',
  },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Every section has answered: no skeleton is left (the picture is then taken of a settled page). */
const settled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), {
    timeout: 5000,
  })

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }))

/** demo: a player on Northside Rovers with invitations, fixtures, registrations and a strike. */
export const Demo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hi, demo' })).toBeVisible()
    await settled(canvasElement)
    const team = section(canvasElement, 'My team')
    await expect(team.getByRole('heading', { name: 'Northside Rovers' })).toBeVisible()
    await expect(team.getByText('Player')).toBeVisible()
    await expect(
      section(canvasElement, 'Next fixtures').getByText('Kick-off in 3 days'),
    ).toBeVisible()
    await expect(
      section(canvasElement, 'Pending invitations').getByRole('link', { name: 'Lone Star FC' }),
    ).toBeVisible()
    await expect(section(canvasElement, 'Discipline').getByText('1 active strike')).toBeVisible()
    await expect(
      section(canvasElement, 'GVL Premium').getByText('You do not have GVL Premium.'),
    ).toBeVisible()
  },
}

/** rivera_fc manages the team: his role, the team's registrations, an expired Premium. */
export const Manager: Story = {
  parameters: { signedInAs: 'rivera_fc' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hi, rivera_fc' })).toBeVisible()
    await settled(canvasElement)
    await expect(section(canvasElement, 'My team').getByText('Manager')).toBeVisible()
    const registrations = section(canvasElement, 'Team registrations')
    await expect(
      registrations.getByRole('link', { name: 'GVL Premier Division — Summer 2026' }),
    ).toBeVisible()
    await expect(registrations.getByText('Pending')).toBeVisible()
  },
}

/** lone_wolf is on no team: each teamless section says what to do next. */
export const Teamless: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('You are not on a team yet')).toBeVisible()
    await settled(canvasElement)
    await expect(canvas.getAllByRole('link', { name: 'Create a team' })[0]).toHaveAttribute(
      'href',
      '/create-team',
    )
    await expect(canvas.getByText('Join a team to see its fixtures here.')).toBeVisible()
  },
}

/** maya_goals has GVL Premium: the plan and its renewal date. */
export const Premium: Story = {
  parameters: { signedInAs: 'maya_goals' },
  play: async ({ canvasElement }) => {
    await settled(canvasElement)
    await expect(
      section(canvasElement, 'GVL Premium').getByText(
        'Active on the Yearly plan. It renews on August 26, 2026.',
      ),
    ).toBeVisible()
  },
}

/** The infractions area fails: its section offers a retry, the others still show. */
export const DisciplineServerError: Story = {
  parameters: { scenario: { failing: ['infractions'] } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement)
    await expect(
      section(canvasElement, 'Discipline').getByRole('button', { name: /try again/i }),
    ).toBeVisible()
    await expect(
      section(canvasElement, 'My team').getByRole('heading', { name: 'Northside Rovers' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        accounts: [http.get('*/api/me', neverAnswers)],
        competitions: [http.get('*/api/matches', neverAnswers)],
        invitations: [http.get('*/api/me/invitations', neverAnswers)],
        registrations: [http.get('*/api/me/registrations', neverAnswers)],
        infractions: [http.get('*/api/me/infractions', neverAnswers)],
        premium: [http.get('*/api/me/subscription', neverAnswers)],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My GVL' })).toBeVisible()
    await expect(await canvas.findByText('Loading your team…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading your infractions…')).toBeInTheDocument()
    await expect(canvas.getByText('Loading your subscription…')).toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hi, demo' })).toBeVisible()
    await settled(canvasElement)
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hola, demo' })).toBeVisible()
    await settled(canvasElement)
    await expect(canvas.getByText('Empieza dentro de 3 días')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Editar perfil' })).toBeVisible()
  },
}
