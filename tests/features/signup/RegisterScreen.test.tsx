import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { RegisterScreen } from '@/features/signup/RegisterScreen'
import { i18n } from '@/locales/i18n'
import { renderWithProviders, type Rendered } from '../../utils/render'

const open = (route = '/register') =>
  renderWithProviders(<RegisterScreen />, { route, path: '/register' })

interface Fields {
  username?: string
  email?: string
  password?: string
  confirmation?: string
  platform?: 'PlayStation' | 'Xbox' | 'PC'
  acceptTerms?: boolean
}

async function fill({ user }: Rendered, fields: Fields = {}) {
  const {
    username = 'new_striker',
    email = 'New.Striker@example.com',
    password = 'goals4days',
    confirmation = password,
    platform = 'Xbox',
    acceptTerms = true,
  } = fields
  await user.type(screen.getByLabelText('Username'), username)
  await user.type(screen.getByLabelText('Email address'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.type(screen.getByLabelText('Confirm your password'), confirmation)
  await user.click(screen.getByRole('radio', { name: platform }))
  if (acceptTerms) {
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I accept the terms and conditions and the privacy policy',
      }),
    )
  }
}

const submit = ({ user }: Rendered) =>
  user.click(screen.getByRole('button', { name: 'Create account' }))

test('shows the rules up front and links to the terms in a new tab', () => {
  open()
  expect(screen.getByRole('heading', { level: 1, name: 'Create your GVL account' })).toBeVisible()
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    "3 to 20 letters, digits or underscores (_). It can't be changed later.",
  )
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    '8 to 128 characters, with at least one letter and one digit.',
  )
  const terms = screen.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' })
  expect(terms).toHaveAttribute('href', '/terms')
  expect(terms).toHaveAttribute('target', '_blank')
  expect(terms).toHaveAttribute('rel', 'noopener noreferrer')
  expect(screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('link', { name: 'Get a new activation link' })).toHaveAttribute(
    'href',
    '/activate',
  )
})

test('a submit with nothing typed shows every problem and focuses the first field', async () => {
  let called = false
  server.use(
    http.post('*/api/register', () => {
      called = true
      return HttpResponse.json({}, { status: 201 })
    }),
  )
  const view = open()
  await submit(view)
  expect(screen.getByLabelText('Username')).toHaveFocus()
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
    expect.stringContaining('This field is required.'),
  )
  expect(screen.getAllByText('This field is required.')).toHaveLength(4)
  expect(screen.getByText('Choose PlayStation, Xbox or PC.')).toBeVisible()
  expect(
    screen.getByText('Please accept the terms and the privacy policy to create your account.'),
  ).toBeVisible()
  expect(called).toBe(false)
})

test('checks a field when the player leaves it, then as they type', async () => {
  const view = open()
  const username = screen.getByLabelText('Username')
  await view.user.type(username, 'a b')
  expect(screen.queryByText(/Use 3 to 20 characters/)).not.toBeInTheDocument()
  await view.user.tab()
  expect(
    screen.getByText('Use 3 to 20 characters: letters, digits or underscores (_), no spaces.'),
  ).toBeVisible()
  expect(username).toHaveAttribute('aria-invalid', 'true')
  await view.user.clear(username)
  await view.user.type(username, 'ab_c')
  expect(screen.queryByText(/Use 3 to 20 characters/)).not.toBeInTheDocument()
})

test('checks the password rules and the confirmation', async () => {
  const view = open()
  await fill(view, { password: 'password', confirmation: 'password1' })
  await submit(view)
  expect(
    screen.getByText('Use 8 to 128 characters, with at least one letter and one digit.'),
  ).toBeVisible()
  expect(screen.getByText("The two passwords don't match.")).toBeVisible()
  expect(screen.getByLabelText('Password')).toHaveFocus()
})

test("shows the server's error for a taken username under its field, and nothing about the email", async () => {
  const view = open()
  await fill(view, { username: 'Demo', email: 'demo@gvlusa.example' })
  await submit(view)
  expect(await screen.findByText('This username is already taken. Try another one.')).toBeVisible()
  expect(screen.getByLabelText('Username')).toHaveFocus()
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid', 'true')
  expect(screen.queryByText(/already uses this email/)).not.toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('an email that has an account gets the same "check your email"; the demo shows the mail to its owner', async () => {
  const view = open()
  await fill(view, { email: 'Demo@GVLUSA.example' })
  await submit(view)
  const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' })
  // The view focuses its heading in an effect, which React may run after the heading is in the
  // page: on a busy machine the heading can be found before it has the focus.
  await waitFor(() => expect(heading).toHaveFocus())
  expect(view.router.state.location.search).toBe('?sent=1')
  expect(screen.getByText('demo@gvlusa.example')).toBeVisible()
  // The demo's stand-in for the owner's mailbox: someone tried, and the way to sign in.
  expect(await screen.findByText('Someone tried to sign up with your email address')).toBeVisible()
  const ownersMail = screen.getByText(/which already belongs to your account, demo\./)
  expect(ownersMail).toBeVisible()
  // The answer itself reads as it does for a new account: only the owner's mail says the address
  // has one (checked once the mail is in, as its request runs beside the answer's).
  const mentions = screen.getAllByText(/already/i)
  expect(mentions).toHaveLength(1)
  expect(mentions[0]).toBe(ownersMail)
  expect(screen.getByRole('link', { name: 'Demo: open the sign-in page' })).toHaveAttribute(
    'href',
    '/login',
  )
  expect(
    screen.queryByRole('link', { name: 'Demo: open your activation link' }),
  ).not.toBeInTheDocument()

  // A resend answers as it does for a new account; only the email to the owner differs.
  await view.user.click(screen.getByRole('button', { name: 'Resend the email' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'We sent a new link to demo@gvlusa.example.',
  )
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(await screen.findByText('Your GVL account is already active')).toBeVisible()
})

test('a failure keeps everything typed and says so', async () => {
  setScenario({ failing: ['accounts'] })
  const view = open()
  await fill(view)
  await submit(view)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't create your account right now. Nothing you typed is lost",
  )
  expect(screen.getByLabelText('Username')).toHaveValue('new_striker')
  expect(screen.getByLabelText('Email address')).toHaveValue('New.Striker@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue('goals4days')
  expect(screen.getByRole('radio', { name: 'Xbox' })).toBeChecked()
})

test('a network failure says so', async () => {
  server.use(http.post('*/api/register', () => HttpResponse.error()))
  const view = open()
  await fill(view)
  await submit(view)
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach GVL.")
})

test('after signing up: check your email, with the demo inbox and a resend', async () => {
  const view = open()
  await fill(view)
  await submit(view)
  const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' })
  // The view focuses its heading in an effect, which React may run after the heading is in the
  // page: on a busy machine the heading can be found before it has the focus.
  await waitFor(() => expect(heading).toHaveFocus())
  expect(view.router.state.location.search).toBe('?sent=1')
  expect(screen.getByText('We sent an email to', { exact: false })).toHaveTextContent(
    'We sent an email to new.striker@example.com.',
  )
  const link = await screen.findByRole('link', { name: 'Demo: open your activation link' })
  expect(screen.getByText('Activate your GVL account')).toBeVisible()
  expect(screen.getByText(/^Hi new_striker, welcome to GVL!/)).toBeVisible()
  const firstLink = link.getAttribute('href')
  expect(firstLink).toMatch(/^\/activate\?code=[0-9a-f]{32}$/)
  // Only the demo's inbox has the link: the page's history state holds the address alone.
  expect(view.router.state.location.state).toEqual({ email: 'new.striker@example.com' })

  await view.user.click(screen.getByRole('button', { name: 'Resend the email' }))
  const status = await screen.findByRole('status')
  expect(status).toHaveTextContent(
    'We sent a new link to new.striker@example.com. The previous link no longer works.',
  )
  expect(status).toHaveTextContent('You can ask for another email in a minute.')
  expect(screen.getByRole('button', { name: 'Resend the email' })).toBeDisabled()
  // The old code stopped working: the demo's inbox now shows the newest email, with the new link.
  const newLink = () =>
    screen.getByRole('link', { name: 'Demo: open your activation link' }).getAttribute('href')
  await waitFor(() => {
    expect(newLink()).not.toBe(firstLink)
  })
  expect(newLink()).toMatch(/^\/activate\?code=[0-9a-f]{32}$/)
})

test('"Start again" returns to an empty form', async () => {
  const view = open()
  await fill(view)
  await submit(view)
  await screen.findByRole('heading', { name: 'Check your email' })
  await view.user.click(screen.getByRole('link', { name: 'Start again' }))
  expect(screen.getByRole('heading', { name: 'Create your GVL account' })).toBeVisible()
  expect(screen.getByLabelText('Username')).toHaveValue('')
})

test('?sent=1 without the sign-up behind it shows the form', () => {
  open('/register?sent=1')
  expect(screen.getByRole('heading', { name: 'Create your GVL account' })).toBeVisible()
})

test('reads in Spanish, with the local rules worded in Spanish', async () => {
  await i18n.changeLanguage('es')
  const view = open()
  expect(screen.getByRole('heading', { name: 'Crea tu cuenta de GVL' })).toBeVisible()
  await view.user.click(screen.getByRole('button', { name: 'Crear cuenta' }))
  expect(screen.getByText('Elige PlayStation, Xbox o PC.')).toBeVisible()
  expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(4)
})
