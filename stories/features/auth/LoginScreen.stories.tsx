import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { LoginScreen } from '@/features/auth/LoginScreen'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: LoginScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/login' },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const MissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('Enter your username or email.')).toBeVisible()
    await expect(canvas.getByText('Enter your password.')).toBeVisible()
  },
}

export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username or email'), 'demo')
    await userEvent.type(canvas.getByLabelText('Password'), 'not-my-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password')
  },
}

export const SigningIn: Story = {
  parameters: { msw: { handlers: { auth: [http.post('*/api/login', neverAnswers)] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use the demo account' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    const button = await canvas.findByRole('button', { name: 'Signing in…' })
    // Busy, not disabled: the keyboard focus stays on the button while the request runs.
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveFocus()
  },
}

export const UsingADemoAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use the maya_goals account' }))
    await expect(canvas.getByLabelText('Username or email')).toHaveValue('maya_goals')
    await expect(canvas.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)
  },
}

export const Spanish: Story = { globals: { locale: 'es' } }

export const Mobile: Story = { globals: { viewport: { value: 'phone' } } }
