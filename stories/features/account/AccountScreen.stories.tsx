import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { AccountScreen } from '@/features/account/AccountScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: AccountScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/account', signedInAs: 'demo' },
} satisfies Meta<typeof AccountScreen>

export default meta
type Story = StoryObj<typeof meta>

type Play = NonNullable<Story['play']>
type Canvas = Parameters<Play>[0]['canvas']
type UserEvent = Parameters<Play>[0]['userEvent']

async function fill(
  canvas: Canvas,
  userEvent: UserEvent,
  current: string,
  next: string,
  confirmation = next,
) {
  await userEvent.type(await canvas.findByLabelText('Current password'), current)
  await userEvent.type(canvas.getByLabelText('New password'), next)
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('demo@gvlusa.example')).toBeVisible()
  },
}

/** The checklist ticks as the player types; a mismatch and a reused password are refused. */
export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, DEMO_PASSWORD, DEMO_PASSWORD, 'demo12345')
    await expect(
      await canvas.findByText('Your new password must be different from your current one.'),
    ).toBeVisible()
    await expect(canvas.getByText('The two passwords do not match.')).toBeVisible()
    await expect(canvas.getByText('8 to 128 characters')).toHaveTextContent('(done)')
  },
}

export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, 'not-it-1234', 'n3w-secret')
    await expect(await canvas.findByText('This is not your current password.')).toBeVisible()
    await expect(canvas.getByLabelText('Current password')).toHaveFocus()
  },
}

export const Changing: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.put('*/api/me/password', neverAnswers)] } },
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, DEMO_PASSWORD, 'n3w-secret')
    await expect(await canvas.findByRole('button', { name: 'Changing password…' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Changed: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, DEMO_PASSWORD, 'n3w-secret')
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      /Your other devices and sessions were signed out/,
    )
    await expect(canvas.getByLabelText('New password')).toHaveValue('')
  },
}

/** The accounts area is down: the alert, and the new password stays typed. */
export const ChangeFails: Story = {
  parameters: { scenario: { failing: ['accounts'] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, DEMO_PASSWORD, 'n3w-secret')
    await expect(
      await canvas.findByText(
        'The service is temporarily unavailable. Please try again in a moment.',
      ),
    ).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveValue('n3w-secret')
  },
}

export const Loading: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.get('*/api/me', neverAnswers)] } },
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'abc')
  },
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Contraseña actual'), DEMO_PASSWORD)
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'corta')
    await userEvent.type(canvas.getByLabelText('Confirma la nueva contraseña'), 'otra')
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }))
    await expect(await canvas.findByText('Las dos contraseñas no coinciden.')).toBeVisible()
  },
}
