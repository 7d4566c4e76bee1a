import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { db } from '@mocks/db'
import { ActivateScreen } from '@/features/signup/ActivateScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

/**
 * The seed draws activation codes at random: before each story, the accounts it needs get codes the
 * stories can put in their URL. fresh_signing signed up a day ago (its link works), slow_starter five
 * days ago (its link expired), and demo is active (its code was used).
 */
const FRESH_CODE = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'
const EXPIRED_CODE = 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0'
const USED_CODE = 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0'
const UNKNOWN_CODE = '0123456789abcdef0123456789abcdef'

async function setActivationCode(username: string, code: string) {
  const user = db.users.findFirst((q) => q.where({ username }))
  if (user === undefined) throw new Error(`no seeded user "${username}"`)
  await db.users.update(user, {
    data(record) {
      record.activationCode = code
    },
  })
}

const meta = {
  component: ActivateScreen,
  parameters: { chromatic: { modes: screenModes }, path: '/activate' },
  beforeEach: async () => {
    await setActivationCode('fresh_signing', FRESH_CODE)
    await setActivationCode('slow_starter', EXPIRED_CODE)
    await setActivationCode('demo', USED_CODE)
  },
} satisfies Meta<typeof ActivateScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Activating: Story = {
  parameters: {
    route: `/activate?code=${FRESH_CODE}`,
    msw: { handlers: { accounts: [http.post('*/api/activate', neverAnswers)] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Activating your account…')
  },
}

export const Activated: Story = {
  parameters: { route: `/activate?code=${FRESH_CODE}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your account is active' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  },
}

export const InvalidCode: Story = {
  parameters: { route: `/activate?code=${UNKNOWN_CODE}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "This activation link doesn't work" }),
    ).toBeVisible()
  },
}

export const ExpiredCode: Story = {
  parameters: { route: `/activate?code=${EXPIRED_CODE}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This activation link has expired' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send a new link' })).toBeVisible()
  },
}

export const ExpiredCodeResent: Story = {
  parameters: { route: `/activate?code=${EXPIRED_CODE}` },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'This activation link has expired' })
    await userEvent.type(canvas.getByLabelText('Email address'), 'slow_starter@gvlusa.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new link' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If an account with slow_starter@gvlusa.example is waiting for activation, we sent it a new link.',
    )
    await expect(
      await canvas.findByRole('link', { name: 'Demo: open your activation link' }),
    ).toBeVisible()
  },
}

export const AlreadyActivated: Story = {
  parameters: { route: `/activate?code=${USED_CODE}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your account is already active' }),
    ).toBeVisible()
  },
}

export const MissingCode: Story = {
  parameters: { route: '/activate' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your activation link is incomplete' }),
    ).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: { route: `/activate?code=${FRESH_CODE}`, scenario: { failing: ['accounts'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "GVL isn't answering right now.",
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: { route: `/activate?code=${EXPIRED_CODE}` },
  globals: { viewport: { value: 'phone' } },
  play: ExpiredCode.play,
}

export const Spanish: Story = {
  parameters: { route: `/activate?code=${FRESH_CODE}` },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Tu cuenta está activa' }),
    ).toBeVisible()
  },
}
