import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MatchScreen } from '@/features/match/MatchScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: MatchScreen,
  parameters: {
    chromatic: { modes: screenModes },
    // Lone Star FC 4–0 Northside Rovers, the Premier Division's matchday 7.
    route: '/match/142',
    path: '/match/:id',
  },
} satisfies Meta<typeof MatchScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A confirmed result: the scoreboard, the goals in order, both line-ups and the history. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent('Lone Star FC4–0Northside Rovers')
    await expect(canvas.getByText('Confirmed')).toBeVisible()
    // The kick-off names the reader's zone (the stories' browser runs in UTC).
    await expect(canvas.getByText(/^Kick-off:/)).toHaveTextContent(
      'Kick-off: Wednesday, March 11, 2026 at 1:00 AM UTC',
    )
    const goals = within(canvas.getByRole('region', { name: 'Goals' })).getAllByRole('listitem')
    await expect(goals).toHaveLength(4)
    await expect(goals[0]).toHaveTextContent(
      /^27′minute 27Goal for Lone Star FC: valentina_lmassist miguel_cm$/,
    )
    await expect(
      canvas.getByRole('table', { name: 'Lone Star FC: line-up and ratings' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('table', { name: 'Northside Rovers: line-up and ratings' }),
    ).toBeVisible()
    // The keeper's numbers are a keeper's.
    await expect(canvas.getAllByText(/^2 saves · 0 conceded · clean sheet$/)[0]).toBeVisible()
    const history = within(canvas.getByRole('region', { name: 'Result history' }))
    await expect(history.getByText(/^Reported by/)).toHaveTextContent(
      'Reported by rivera_fc for Northside Rovers',
    )
    await expect(history.getByRole('link', { name: 'rivera_fc' })).toHaveAttribute(
      'href',
      '/profile/2',
    )
  },
}

/** A result no one answered: the clock confirmed it a day after the report. */
export const ConfirmedByTheClock: Story = {
  parameters: { route: '/match/2' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Confirmed automatically: no answer within 24 hours of the report'),
    ).toBeVisible()
  },
}

/** A cup tie level after extra time: the shoot-out's figures and who went through. */
export const Penalties: Story = {
  parameters: { route: '/match/91' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^\d+–\d+ on penalties, .+ through$/)).toBeVisible()
  },
}

/** A fixture ahead: "v" instead of a score, no line-ups yet, and what will come. */
export const Scheduled: Story = {
  parameters: { route: '/match/148' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Northside RoversvBayou Strikers',
    )
    await expect(canvas.getByText('Scheduled')).toBeVisible()
    await expect(
      canvas.getByText(
        'Line-ups, goals and ratings appear here once a manager reports the result.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.getByText('Nothing has been reported yet.')).toBeVisible()
  },
}

/**
 * demo, who chose Los Angeles on /edit-profile (kept on the device as `gvl_time_zone`): the same
 * kick-off in their zone, named.
 */
export const ScheduledInAnotherZone: Story = {
  parameters: {
    route: '/match/148',
    signedInAs: 'demo',
    storage: { gvl_time_zone: 'America/Los_Angeles' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Kick-off:/)).toHaveTextContent(/ PDT$/)
  },
}

/** A no-show: the league awarded 3–0 and says who did not turn up. */
export const Forfeit: Story = {
  parameters: { route: '/match/134' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/did not show up: the league awarded/)).toBeVisible()
    await expect(canvas.getByText('Forfeit awarded by the league')).toBeVisible()
  },
}

export const Postponed: Story = {
  parameters: { route: '/match/139' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This match was postponed and has no new date yet.'),
    ).toBeVisible()
  },
}

/** A report awaiting the other side, as a visitor reads it: the reported score, nothing to do. */
export const AwaitingConfirmation: Story = {
  parameters: { route: '/match/181' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Awaiting confirmation')).toBeVisible()
    await expect(
      canvas.getByText(/^Northern Lights FC reported Northern Lights FC 2–2 Magnolia FC\./),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Confirm the result' })).toBeNull()
  },
}

/** The side that must answer: confirm (after a question) or dispute. */
export const AnswerTheReport: Story = {
  parameters: { route: '/match/181', signedInAs: 'Regista_Header' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm the result' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(dialog).toHaveTextContent('Confirm 2–2?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }))
    await expect(canvas.getByRole('link', { name: 'Dispute it' })).toHaveAttribute(
      'href',
      '/match/181/dispute',
    )
  },
}

/** Past kick-off and nothing reported: a manager of either side may report it. */
export const AwaitingResult: Story = {
  parameters: { route: '/match/178', signedInAs: 'TopBinsLyle' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Awaiting result')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Report the result' })).toHaveAttribute(
      'href',
      '/match/178/report',
    )
  },
}

/** A dispute as a visitor reads it: both accounts, not why. */
export const Disputed: Story = {
  parameters: { route: '/match/180' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Steel City Sentinels disputes it:/)).toBeVisible()
    await expect(canvas.queryByText(/88th minute/)).toBeNull()
  },
}

/** League staff on a dispute: the reason, and their three decisions. */
export const DisputedAsStaff: Story = {
  parameters: { route: '/match/180', signedInAs: 'GVL_Admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/88th minute/)).toBeVisible()
    // Staff's part comes with its own code, after the page.
    await expect(
      await canvas.findByRole('button', { name: 'Accept 1–2 (Steel City Sentinels)' }),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Enter the result' })).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Award the match to Pacific Panthers' }),
    ).toBeVisible()
  },
}

/** Staff on a final result: an edit, kept in its history. */
export const EditAsStaff: Story = {
  parameters: { signedInAs: 'GVL_Admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit the result' })).toBeVisible()
    await expect(canvas.getByLabelText('Goals of Lone Star FC')).toHaveValue(4)
  },
}

/** Staff's decisions on a phone: the buttons wrap, the page never scrolls sideways. */
export const DisputedAsStaffMobile: Story = {
  parameters: { route: '/match/180', signedInAs: 'GVL_Admin' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByText(/88th minute/)
    await canvas.findByRole('button', { name: 'Accept 1–2 (Steel City Sentinels)' })
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    )
  },
}

export const NotFound: Story = {
  parameters: { route: '/match/999999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Match not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    )
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { competitions: [http.get('*/api/matches/:id', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the match…')
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['competitions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirmado')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Historial del resultado' })).toBeVisible()
    await expect(
      canvas.getByRole('table', { name: 'Lone Star FC: alineación y valoraciones' }),
    ).toBeVisible()
  },
}

/** On a phone the line-ups stack, each table fits the screen, and the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Lone Star FC: line-up and ratings' })
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    )
  },
}
