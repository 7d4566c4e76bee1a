import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DisputeResultScreen } from '@/features/match/DisputeResultScreen'
import { screenModes } from '../../../.storybook/modes'

const meta = {
  component: DisputeResultScreen,
  parameters: {
    chromatic: { modes: screenModes },
    // Northern Lights FC reported 2–2 against Magnolia FC; Regista_Header manages Magnolia FC.
    route: '/match/181/dispute',
    path: '/match/:id/dispute',
    signedInAs: 'Regista_Header',
  },
} satisfies Meta<typeof DisputeResultScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The report to answer, its score to start from, and the reason to give. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Northern Lights FC reported Northern Lights FC 2–2 Magnolia FC\./),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Goals of Northern Lights FC')).toHaveValue(2)
    await expect(canvas.getByLabelText('Why you dispute it')).toBeVisible()
  },
}

/** A reason too short is refused before anything is sent. */
export const ReasonTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Why you dispute it'), 'Wrong.')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the dispute' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Why you dispute it')).toHaveAccessibleDescription(
        /Say why in 10 to 500 characters\./,
      ),
    )
  },
}

/** The reporting side cannot dispute its own report. */
export const NotNow: Story = {
  parameters: { signedInAs: 'BrunoGhost27' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('There is no report from the other team for you to dispute.'),
    ).toBeVisible()
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Impugnar el resultado' }),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Why you dispute it')
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    )
  },
}
