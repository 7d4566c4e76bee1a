import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { LoginScreen } from '@/features/auth/LoginScreen'
import { i18n } from '@/locales/i18n'
import { DEMO_LOGINS, DEMO_PASSWORD } from '@/api/demoAccounts'
import { renderWithProviders } from '../../utils/render'

const fill = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  username: string,
  password: string,
) => {
  await user.type(screen.getByLabelText('Username or email'), username)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

test('signs in with the username and stores the response', async () => {
  const { user, store } = renderWithProviders(<LoginScreen />, { route: '/login' })
  await fill(user, 'demo', DEMO_PASSWORD)
  await expect.poll(() => store.getState().auth.user?.username).toBe('demo')
  expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({
    user: { username: 'demo' },
  })
})

test('signs in with the email address', async () => {
  const { user, store } = renderWithProviders(<LoginScreen />, { route: '/login' })
  const demo = (await (
    await fetch('http://localhost/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
    })
  ).json()) as { user: { email: string } }
  await fill(user, demo.user.email, DEMO_PASSWORD)
  await expect.poll(() => store.getState().auth.user?.username).toBe('demo')
})

test("shows the server's error for wrong credentials", async () => {
  const { user } = renderWithProviders(<LoginScreen />, { route: '/login' })
  await fill(user, 'demo', 'not-the-password')
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
  expect(screen.getByLabelText('Username or email')).toHaveValue('demo')
})

test("shows 'Login failed' when the server gives no error", async () => {
  server.use(http.post('*/api/login', () => new HttpResponse(null, { status: 500 })))
  const { user } = renderWithProviders(<LoginScreen />, { route: '/login' })
  await fill(user, 'demo', DEMO_PASSWORD)
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
})

test('asks for both fields before calling the server', async () => {
  let called = false
  server.use(
    http.post('*/api/login', () => {
      called = true
      return HttpResponse.json({})
    }),
  )
  const { user } = renderWithProviders(<LoginScreen />, { route: '/login' })
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByText('Enter your username or email.')).toBeVisible()
  expect(screen.getByText('Enter your password.')).toBeVisible()
  expect(called).toBe(false)
})

test('lists the demo accounts and fills the form from one', async () => {
  const { user } = renderWithProviders(<LoginScreen />, { route: '/login' })
  for (const account of DEMO_LOGINS) {
    expect(screen.getByText(account.username)).toBeVisible()
  }
  expect(screen.getByText('League staff: settles disputed results')).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Use the rivera_fc account' }))
  expect(screen.getByLabelText('Username or email')).toHaveValue('rivera_fc')
  expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)
})

test('the staff demo account signs in whatever the case of its name', async () => {
  const { user, store } = renderWithProviders(<LoginScreen />, { route: '/login' })
  await user.click(screen.getByRole('button', { name: 'Use the gvl_admin account' }))
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  await waitFor(() => expect(store.getState().auth.user?.username).toBe('GVL_Admin'))
})

test('links to registration', () => {
  renderWithProviders(<LoginScreen />, { route: '/login' })
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  )
})

test('speaks Spanish', async () => {
  await i18n.changeLanguage('es')
  renderWithProviders(<LoginScreen />, { route: '/login' })
  expect(screen.getByRole('heading', { name: 'Inicia sesión en GVL' })).toBeVisible()
  expect(screen.getByLabelText('Usuario o correo electrónico')).toBeVisible()
})
