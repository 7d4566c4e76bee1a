import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { ReportResultScreen } from '@/features/match/ReportResultScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: ReportResultScreen,
  parameters: {
    chromatic: { modes: screenModes },
    // Lakeshore Legion v Pacific Panthers, the Xbox League's matchday 4: never reported.
    // TopBinsLyle manages Lakeshore Legion.
    route: '/match/178/report',
    path: '/match/:id/report',
    signedInAs: 'TopBinsLyle',
  },
} satisfies Meta<typeof ReportResultScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The form as it opens: the score, the line-up from the roster (goalkeeper first), no goals yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Report the result' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Goals of Lakeshore Legion')).toBeVisible()
    await expect(canvas.getByLabelText('Goals of Pacific Panthers')).toBeVisible()
    const lineup = canvas.getByRole('group', { name: 'Line-up' })
    const first = within(lineup).getAllByRole('group')[0]
    // A goalkeeper's numbers are saves.
    await expect(within(first as HTMLElement).getByLabelText('Position')).toHaveValue('GK')
    await expect(within(first as HTMLElement).getByLabelText('Saves')).toBeVisible()
    await expect(
      canvas.getByText("Enter your team's goals in the score: a row for each goal appears here."),
    ).toBeVisible()
  },
}

/** Typing the side's score lays out a row per goal; sending without them says what is missing. */
export const GoalsFollowTheScore: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Goals of Lakeshore Legion'), '2')
    await userEvent.type(canvas.getByLabelText('Goals of Pacific Panthers'), '1')
    await expect(canvas.getByLabelText('Goal 2: scorer')).toBeVisible()
    await expect(canvas.queryByLabelText('Goal 3: scorer')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Goal 1: minute')).toHaveAccessibleDescription(
        'Enter a minute from 1 to 120.',
      ),
    )
    await expect(canvas.getByLabelText('Man of the match')).toHaveAccessibleDescription(
      'Choose one.',
    )
  },
}

/** The server refuses a player who left the roster: the reason shows on that player's row. */
export const OffRosterPlayerRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        competitions: [
          http.post('*/api/matches/:id/report', () =>
            HttpResponse.json(
              {
                error: 'Check the highlighted fields.',
                code: 'validation_failed',
                fieldErrors: {
                  'sheet.lineup.0.userId': 'This player is not on the team’s roster.',
                },
              },
              { status: 422 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Goals of Lakeshore Legion'), '0')
    await userEvent.type(canvas.getByLabelText('Goals of Pacific Panthers'), '0')
    const motm = canvas.getByLabelText('Man of the match')
    const option = within(motm).getAllByRole('option')[1]
    await userEvent.selectOptions(motm, option?.textContent ?? '')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report' }))
    const first = within(canvas.getByRole('group', { name: 'Line-up' })).getAllByRole('group')[0]
    await expect(
      await within(first as HTMLElement).findByText('This player is not on the team’s roster.'),
    ).toBeVisible()
  },
}

/** A player who manages neither side is told why, with the way back to the match. */
export const NotAManager: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Only a manager or assistant manager of one of the two teams can report this result.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the match' })).toHaveAttribute(
      'href',
      '/match/178',
    )
  },
}

/** A fixture ahead of kick-off cannot be reported yet. */
export const BeforeKickOff: Story = {
  parameters: { route: '/match/148/report', signedInAs: 'rivera_fc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^This result cannot be reported now/)).toBeVisible()
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
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Comunicar el resultado' }),
    ).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Alineación' })).toBeVisible()
  },
}

/** On a phone each player's numbers wrap under their name; the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Line-up' })
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    )
  },
}
