import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { beforeEach, expect, test } from 'vitest'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { ActivateScreen } from '@/features/signup/ActivateScreen'
import { renderWithProviders } from '../../utils/render'
import {
  EXPIRED_CODE,
  FRESH_CODE,
  UNKNOWN_CODE,
  USED_CODE,
  seedActivationCodes,
} from './activationCodes'

beforeEach(async () => {
  await seedActivationCodes()
})

const open = (query: string) =>
  renderWithProviders(<ActivateScreen />, { route: `/activate${query}`, path: '/activate' })

test('activates the account of the code and offers to sign in', async () => {
  const { user, router } = open(`?code=${FRESH_CODE}`)
  expect(screen.getByRole('heading', { name: 'Activating your account' })).toBeVisible()
  const heading = await screen.findByRole('heading', { name: 'Your account is active' })
  expect(heading).toHaveFocus()
  expect(screen.getByText(/Welcome to GVL, fresh_signing!/)).toBeVisible()
  const signIn = screen.getByRole('link', { name: 'Sign in' })
  expect(signIn).toHaveAttribute('href', '/login')
  await user.click(signIn)
  // For the sign-in page to fill in the username.
  expect(router.state.location).toMatchObject({
    pathname: '/login',
    state: { username: 'fresh_signing' },
  })
})

test('asks the server once, even when StrictMode runs the effect twice', async () => {
  let calls = 0
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/activate') calls += 1
  })
  renderWithProviders(
    <StrictMode>
      <ActivateScreen />
    </StrictMode>,
    { route: `/activate?code=${FRESH_CODE}`, path: '/activate' },
  )
  expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeVisible()
  expect(calls).toBe(1)
  server.events.removeAllListeners()
})

test('an unknown code explains and offers a new link', async () => {
  open(`?code=${UNKNOWN_CODE}`)
  expect(
    await screen.findByRole('heading', { name: "This activation link doesn't work" }),
  ).toBeVisible()
  expect(screen.getByRole('heading', { name: 'Get a new activation link' })).toBeVisible()
})

test('an expired code sends a new link that then activates the account', async () => {
  const { user } = open(`?code=${EXPIRED_CODE}`)
  expect(
    await screen.findByRole('heading', { name: 'This activation link has expired' }),
  ).toBeVisible()
  await user.type(screen.getByLabelText('Email address'), 'Slow_Starter@gvlusa.example')
  await user.click(screen.getByRole('button', { name: 'Send a new link' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'If an account with slow_starter@gvlusa.example is waiting for activation, we sent it a new link.',
  )
  await user.click(await screen.findByRole('link', { name: 'Demo: open your activation link' }))
  expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeVisible()
  expect(screen.getByText(/Welcome to GVL, slow_starter!/)).toBeVisible()
})

test('the resend form checks the address before sending it', async () => {
  const { user } = open(`?code=${EXPIRED_CODE}`)
  await screen.findByRole('heading', { name: 'This activation link has expired' })
  await user.type(screen.getByLabelText('Email address'), 'not-an-email')
  await user.click(screen.getByRole('button', { name: 'Send a new link' }))
  expect(
    await screen.findByText('Enter a valid email address, like name@example.com.'),
  ).toBeVisible()
  expect(screen.getByLabelText('Email address')).toHaveFocus()
})

test('resending to an active account answers as for any address; the demo shows the mail to its owner', async () => {
  const { user } = open('')
  await user.type(screen.getByLabelText('Email address'), 'demo@gvlusa.example')
  await user.click(screen.getByRole('button', { name: 'Send a new link' }))
  const answer = await screen.findByRole('status')
  expect(answer).toHaveTextContent(
    'If an account with demo@gvlusa.example is waiting for activation, we sent it a new link.',
  )
  // The page's answer never tells whether the account exists; only the owner's mail does,
  // and that mail may already be on screen, so the check is on the answer alone.
  expect(answer).not.toHaveTextContent(/already active/)
  // The demo's stand-in for demo's mailbox: nothing to activate, and the way to sign in.
  expect(await screen.findByText('Your GVL account is already active')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Demo: open the sign-in page' })).toHaveAttribute(
    'href',
    '/login',
  )
})

test('resending to an address without an account: the same answer, and no email in the demo', async () => {
  const { user } = open('')
  await user.type(screen.getByLabelText('Email address'), 'nobody@example.com')
  await user.click(screen.getByRole('button', { name: 'Send a new link' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'If an account with nobody@example.com is waiting for activation, we sent it a new link.',
  )
  expect(await screen.findByText('No email was sent to this address.')).toBeVisible()
})

test('a used code says the account is already active', async () => {
  open(`?code=${USED_CODE}`)
  expect(
    await screen.findByRole('heading', { name: 'Your account is already active' }),
  ).toBeVisible()
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
})

test('without a code it explains and offers a new link', () => {
  open('')
  expect(screen.getByRole('heading', { name: 'Your activation link is incomplete' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Send a new link' })).toBeVisible()
})

test('a server failure can be retried', async () => {
  setScenario({ failing: ['accounts'] })
  const { user } = open(`?code=${FRESH_CODE}`)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "GVL isn't answering right now. Please try again in a moment.",
  )
  setScenario({ failing: [] })
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeVisible()
})

test('a network failure says so', async () => {
  server.use(http.post('*/api/activate', () => HttpResponse.error()))
  open(`?code=${FRESH_CODE}`)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "We couldn't reach GVL. Check your connection and try again.",
  )
})

test('reads in Spanish', async () => {
  const { i18n } = await import('@/locales/i18n')
  await i18n.changeLanguage('es')
  open(`?code=${FRESH_CODE}`)
  expect(await screen.findByRole('heading', { name: 'Tu cuenta está activa' })).toBeVisible()
})
