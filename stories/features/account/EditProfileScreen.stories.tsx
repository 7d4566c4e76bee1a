import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { EditProfileScreen } from '@/features/account/EditProfileScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: EditProfileScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/edit-profile', signedInAs: 'demo' },
} satisfies Meta<typeof EditProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

/** demo plays for Northside Rovers: prefilled, and the free-agent flag is disabled with the reason. */
export const Prefilled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('PSN online ID')).toHaveValue('demo')
    await expect(canvas.getByLabelText('Country')).toHaveDisplayValue('United States')
    await expect(
      canvas.getByRole('checkbox', { name: "I'm a free agent looking for a team" }),
    ).toBeDisabled()
  },
}

/** lone_wolf has no team: a free agent, with what they look for. */
export const FreeAgent: Story = {
  parameters: { signedInAs: 'lone_wolf' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: "I'm a free agent looking for a team" }),
    ).toBeChecked()
    await expect(canvas.getByLabelText('What are you looking for?')).toBeVisible()
  },
}

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    const psn = await canvas.findByLabelText('PSN online ID')
    await userEvent.clear(psn)
    await userEvent.type(psn, '9lives!')
    await userEvent.type(canvas.getByLabelText('Xbox gamertag'), 'Two  Spaces')
    await userEvent.selectOptions(canvas.getByLabelText('Secondary position'), 'CAM')
    const shirt = canvas.getByLabelText('Preferred shirt number')
    await userEvent.clear(shirt)
    await userEvent.type(shirt, '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(
      await canvas.findByText('Your secondary position must be different from your main one.'),
    ).toBeVisible()
    await expect(canvas.getByText('Choose a whole number from 1 to 99.')).toBeVisible()
    await expect(canvas.getByLabelText('PSN online ID')).toHaveFocus()
  },
}

/** The server refuses two fields (422): each message under its field, focus on the first. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        accounts: [
          http.patch('*/api/me', () =>
            HttpResponse.json(
              {
                error: 'Some fields are not valid.',
                code: 'validation_failed',
                fieldErrors: {
                  'platformIds.ea':
                    'An EA ID has 4 to 20 letters, digits, hyphens (-), underscores (_) or periods (.).',
                  freeAgent:
                    'You are on a team. Leave it before you list yourself as a free agent.',
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(canvas.getByLabelText('EA ID')).toHaveFocus())
    await expect(
      canvas.getByText('You are on a team. Leave it before you list yourself as a free agent.'),
    ).toBeVisible()
  },
}

/** The server is down (503): the alert, and what was typed stays. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        accounts: [
          http.patch('*/api/me', () =>
            HttpResponse.json(
              { error: 'The league server is not answering. Try again in a moment.' },
              { status: 503 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const bio = await canvas.findByLabelText('Bio')
    await userEvent.clear(bio)
    await userEvent.type(bio, 'Playmaker. Looking for one-twos.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The league server is not answering. Try again in a moment.',
    )
    await expect(bio).toHaveValue('Playmaker. Looking for one-twos.')
  },
}

export const Saving: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.patch('*/api/me', neverAnswers)] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Xbox gamertag'), 'Demo Player 7')
    await userEvent.selectOptions(canvas.getByLabelText('Main position'), 'ST')
    await userEvent.selectOptions(canvas.getByLabelText('Secondary position'), 'LW')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your profile is saved.')
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.get('*/api/me', neverAnswers)] } },
  },
}

export const ServerError: Story = {
  parameters: { scenario: { failing: ['accounts'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { signedInAs: 'lone_wolf' },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('País')).toHaveDisplayValue('Estados Unidos')
  },
}

/**
 * The time zone every date and time shows in: Automatic (the browser's) until the player picks one;
 * saved with the profile, it names the chosen zone.
 */
export const ChoosesTimeZone: Story = {
  play: async ({ canvas, userEvent }) => {
    const zone = await canvas.findByLabelText('Time zone')
    await expect(zone).toHaveDisplayValue("Automatic: this browser's zone, UTC")
    await userEvent.selectOptions(zone, 'America/Chicago')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('Your profile is saved.')).toBeVisible()
    await expect(canvas.getByLabelText('Time zone')).toHaveDisplayValue('Chicago (GMT-5)')
  },
}
