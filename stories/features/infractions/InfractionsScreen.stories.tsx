import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { InfractionsScreen } from '@/features/infractions/InfractionsScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: InfractionsScreen,
  parameters: {
    chromatic: { modes: screenModes },
    route: '/infractions',
    path: '/infractions',
    signedInAs: 'demo',
  },
} satisfies Meta<typeof InfractionsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const cardOf = async (canvas: Canvas, name: string) => {
  const card = (await canvas.findByRole('heading', { name, level: 3 })).closest('article')
  if (!card) throw new globalThis.Error(`No infraction card for ${name}`)
  return within(card)
}

const APPEAL =
  'The comment was about our own defending, not the opponents. The full thread shows it.'

/** League staff issue a red card ban to demo (the mock API's staff tool). */
const issueMatchBan = async () => {
  const response = await fetch('/api/__mock/infractions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ playerId: 1, type: 'red_card_suspension' }),
  })
  if (!response.ok) throw new globalThis.Error(`Issuing the ban failed with ${response.status}`)
}

/** demo: an active conduct warning (1 strike) and an expired name-mismatch warning. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('active strike')).toBeVisible()
    const conduct = await cardOf(canvas, 'Conduct')
    await expect(conduct.getByRole('button', { name: 'Appeal this infraction' })).toBeVisible()
    await cardOf(canvas, 'Name mismatch')
  },
}

/** A red card ban with a match still to serve: a suspension in force. */
export const Suspended: Story = {
  beforeEach: issueMatchBan,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('1 suspension in force: you cannot play while it lasts.'),
    ).toBeVisible()
    const ban = await cardOf(canvas, 'Red card suspension')
    await expect(ban.getByText('Matches left to serve')).toBeVisible()
  },
}

/** The form checks the text when it is left, then as the player types. */
export const AppealValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    const conduct = await cardOf(canvas, 'Conduct')
    await userEvent.click(conduct.getByRole('button', { name: 'Appeal this infraction' }))
    const text = conduct.getByLabelText('Why should the league review this infraction?')
    await expect(text).toHaveFocus()
    await userEvent.type(text, 'It was not me.')
    await userEvent.tab()
    await expect(await conduct.findByText('Write at least 20 characters.')).toBeVisible()
    await expect(conduct.getByText('14 of 1,000 characters')).toBeVisible()
    await userEvent.click(text)
  },
}

export const AppealSubmitted: Story = {
  play: async ({ canvas, userEvent }) => {
    const conduct = await cardOf(canvas, 'Conduct')
    await userEvent.click(conduct.getByRole('button', { name: 'Appeal this infraction' }))
    await userEvent.type(conduct.getByRole('textbox'), APPEAL)
    await userEvent.click(conduct.getByRole('button', { name: 'Send appeal' }))
    await expect(await conduct.findByRole('status')).toHaveTextContent('Your appeal was sent.')
    await expect(await conduct.findByText(APPEAL)).toBeVisible()
    await expect(conduct.getByText('Under review')).toBeVisible()
    await expect(conduct.queryByRole('textbox')).toBeNull()
  },
}

/** The server refuses: this infraction was appealed already (from another device). */
export const AppealRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        infractions: [
          http.post('*/api/me/infractions/:id/appeal', () =>
            HttpResponse.json(
              { error: 'You have already appealed this infraction.', code: 'already_appealed' },
              { status: 409 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const conduct = await cardOf(canvas, 'Conduct')
    await userEvent.click(conduct.getByRole('button', { name: 'Appeal this infraction' }))
    await userEvent.type(conduct.getByRole('textbox'), APPEAL)
    await userEvent.click(conduct.getByRole('button', { name: 'Send appeal' }))
    await expect(await conduct.findByRole('alert')).toHaveTextContent(
      'You have already appealed this infraction. Each infraction can be appealed once.',
    )
  },
}

/** A failure that says nothing: the alert, and what was typed stays. */
export const AppealFails: Story = {
  parameters: {
    msw: {
      handlers: {
        infractions: [
          http.post(
            '*/api/me/infractions/:id/appeal',
            () => new HttpResponse(null, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const conduct = await cardOf(canvas, 'Conduct')
    await userEvent.click(conduct.getByRole('button', { name: 'Appeal this infraction' }))
    await userEvent.type(conduct.getByRole('textbox'), APPEAL)
    await userEvent.click(conduct.getByRole('button', { name: 'Send appeal' }))
    await expect(await conduct.findByRole('alert')).toHaveTextContent(
      "We couldn't send your appeal.",
    )
    await expect(conduct.getByRole('textbox')).toHaveValue(APPEAL)
    await userEvent.click(conduct.getByRole('textbox'))
  },
}

export const Empty: Story = {
  parameters: { scenario: { empty: ['infractions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A clean record')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { infractions: [http.get('*/api/me/infractions', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your infractions…')
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['infractions'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: issueMatchBan,
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Red card suspension')
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  beforeEach: issueMatchBan,
  play: async ({ canvas }) => {
    await cardOf(canvas, 'Suspensión por tarjeta roja')
  },
}
