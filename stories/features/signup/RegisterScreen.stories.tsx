import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { RegisterScreen } from '@/features/signup/RegisterScreen'
import { screenModes } from '../../../.storybook/modes'
import { neverAnswers } from '../../support/neverAnswers'

const meta = {
  component: RegisterScreen,
  parameters: { chromatic: { modes: screenModes }, route: '/register', path: '/register' },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

const TERMS = 'I accept the terms and conditions and the privacy policy'

/** Fills the form as a new player would; `username` and `email` default to free ones. */
const fillForm = async (
  { canvas, userEvent }: PlayContext,
  { username = 'new_striker', email = 'New.Striker@example.com' } = {},
) => {
  await userEvent.type(canvas.getByLabelText('Username'), username)
  await userEvent.type(canvas.getByLabelText('Email address'), email)
  await userEvent.type(canvas.getByLabelText('Password'), 'goals4days')
  await userEvent.type(canvas.getByLabelText('Confirm your password'), 'goals4days')
  await userEvent.click(canvas.getByRole('radio', { name: 'Xbox' }))
  await userEvent.click(canvas.getByRole('checkbox', { name: TERMS }))
}

const signUp = async (context: PlayContext) => {
  await fillForm(context)
  await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create account' }))
  await expect(
    await context.canvas.findByRole('heading', { name: 'Check your email' }),
  ).toBeVisible()
}

export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create your GVL account' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

export const InvalidFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'no spaces!')
    await userEvent.type(canvas.getByLabelText('Email address'), 'striker@')
    await userEvent.type(canvas.getByLabelText('Password'), 'password')
    await userEvent.type(canvas.getByLabelText('Confirm your password'), 'passw0rd')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(canvas.getByLabelText('Username')).toHaveFocus()
    await expect(
      canvas.getByText('Use 3 to 20 characters: letters, digits or underscores (_), no spaces.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('Use 8 to 128 characters, with at least one letter and one digit.'),
    ).toBeVisible()
    await expect(canvas.getByText("The two passwords don't match.")).toBeVisible()
    await expect(canvas.getByText('Choose PlayStation, Xbox or PC.')).toBeVisible()
    await expect(
      canvas.getByText('Please accept the terms and the privacy policy to create your account.'),
    ).toBeVisible()
  },
}

/**
 * The real mock API: the username is taken, said under its field. The email is demo's too, and
 * nothing is said about it: whether an address has an account is never told.
 */
export const SignUpRefused: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context
    await fillForm(context, { username: 'demo', email: 'demo@gvlusa.example' })
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(
      await canvas.findByText('This username is already taken. Try another one.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Username')).toHaveFocus()
    await expect(canvas.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid', 'true')
  },
}

export const Submitting: Story = {
  parameters: {
    msw: { handlers: { accounts: [http.post('*/api/register', neverAnswers)] } },
  },
  play: async (context) => {
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create account' }))
    const button = await context.canvas.findByRole('button', { name: 'Creating your account…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The accounts area is down: the alert says nothing typed is lost, and it is not. */
export const SignUpFails: Story = {
  parameters: { scenario: { failing: ['accounts'] } },
  play: async (context) => {
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create account' }))
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      /Nothing you typed is lost/,
    )
    await expect(context.canvas.getByLabelText('Username')).toHaveValue('new_striker')
  },
}

/** Signed up: "Check your email", and the demo's inbox with the activation email. */
export const CheckEmail: Story = {
  play: async (context) => {
    await signUp(context)
    await expect(context.canvas.getByText('new.striker@example.com')).toBeVisible()
    await expect(
      await context.canvas.findByRole('link', { name: 'Demo: open your activation link' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/activate\?code=[0-9a-f]{32}$/))
  },
}

/**
 * Signed up with an address that already has an account (demo's): the same "Check your email" as
 * for a new one. Only the email differs, which the demo's inbox shows as demo would read it.
 */
export const EmailHasAccount: Story = {
  play: async (context) => {
    await fillForm(context, { email: 'demo@gvlusa.example' })
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Create account' }))
    await expect(
      await context.canvas.findByRole('heading', { name: 'Check your email' }),
    ).toBeVisible()
    await expect(
      await context.canvas.findByText('Someone tried to sign up with your email address'),
    ).toBeVisible()
    await expect(
      context.canvas.getByRole('link', { name: 'Demo: open the sign-in page' }),
    ).toHaveAttribute('href', '/login')
  },
}

export const Resent: Story = {
  play: async (context) => {
    await signUp(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Resend the email' }))
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(
      'We sent a new link to new.striker@example.com.',
    )
    await expect(context.canvas.getByRole('button', { name: 'Resend the email' })).toBeDisabled()
    await expect(
      await context.canvas.findByRole('link', { name: 'Demo: open your activation link' }),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: InvalidFields.play,
}

export const MobileCheckEmail: Story = {
  globals: { viewport: { value: 'phone' } },
  play: CheckEmail.play,
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }))
    await expect(canvas.getByText('Elige PlayStation, Xbox o PC.')).toBeVisible()
  },
}
