import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { SocialScreen } from '@/features/account/SocialScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: SocialScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/social', signedInAs: 'maya_goals' },
} satisfies Meta<typeof SocialScreen>

export default meta
type Story = StoryObj<typeof meta>

/** maya_goals has four links. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4)
  },
}

export const NoLinks: Story = {
  parameters: { signedInAs: 'rivera_fc' },
}

/** Each network refuses what the server would, with its own message. */
export const InvalidFields: Story = {
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('X'), 'http://x.com/demo')
    await userEvent.type(canvas.getByLabelText('YouTube'), 'https://youtu.be/abc')
    await userEvent.type(canvas.getByLabelText('Instagram'), 'demo..gvl')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(
      await canvas.findByText(
        'This is not a YouTube channel link. Use one that starts with https://www.youtube.com/@.',
      ),
    ).toBeVisible()
    await expect(
      canvas.getByText('Paste the full link, starting with https://, or just type your username.'),
    ).toBeVisible()
  },
}

/** The server refuses a link (422): its message under the field, focus on it. */
export const SaveRefused: Story = {
  parameters: {
    signedInAs: 'demo',
    msw: {
      handlers: {
        accounts: [
          http.put('*/api/me/social', () =>
            HttpResponse.json(
              {
                error: 'Some fields are not valid.',
                code: 'validation_failed',
                fieldErrors: {
                  twitch:
                    'This is not a Twitch link. Use one that starts with https://www.twitch.tv/.',
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
    await waitFor(() => expect(canvas.getByLabelText('Twitch')).toHaveFocus())
  },
}

export const Saving: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.put('*/api/me/social', neverAnswers)] } },
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
  parameters: { signedInAs: 'demo' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear the Twitch link' }))
    await userEvent.type(canvas.getByLabelText('YouTube'), 'https://m.youtube.com/@GVLUSA?si=share')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your social links are saved.',
    )
    await expect(canvas.getByLabelText('YouTube')).toHaveValue('@GVLUSA')
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
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Sin enlace')).toHaveLength(2)
  },
}
