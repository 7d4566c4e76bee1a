import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { server } from '@mocks/node'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { AccountScreen } from '@/features/account/AccountScreen'
import { renderWithProviders, signInAs } from '../../utils/render'

const render = () => renderWithProviders(<AccountScreen />, { route: '/account' })

const login = (password: string) =>
  fetch('http://localhost/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password }),
  })

test('shows the username and email read-only', async () => {
  await signInAs('demo')
  render()
  expect(await screen.findByText('demo@gvlusa.example')).toBeVisible()
  expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  expect(screen.getByText('Your username cannot be changed.')).toBeVisible()
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
})

test('ticks the password rules as the player types', async () => {
  await signInAs('demo')
  const { user } = render()
  const rules = within(screen.getByRole('list', { name: 'Your new password needs' }))
  expect(rules.getByText('8 to 128 characters')).toHaveTextContent('(not yet)')
  await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD)
  await user.type(screen.getByLabelText('New password'), 'abcdefgh')
  expect(rules.getByText('8 to 128 characters')).toHaveTextContent('(done)')
  expect(rules.getByText('At least one letter')).toHaveTextContent('(done)')
  expect(rules.getByText('At least one digit')).toHaveTextContent('(not yet)')
  await user.clear(screen.getByLabelText('New password'))
  await user.type(screen.getByLabelText('New password'), DEMO_PASSWORD)
  expect(rules.getByText('At least one digit')).toHaveTextContent('(done)')
  expect(rules.getByText('To be different from your current password')).toHaveTextContent(
    '(not yet)',
  )
})

test('refuses a weak, a reused or an unconfirmed password before calling the server', async () => {
  await signInAs('demo')
  let called = false
  server.use(
    http.put('*/api/me/password', () => {
      called = true
      return new HttpResponse(null, { status: 204 })
    }),
  )
  const { user } = render()
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findAllByText('This field is required.')).toHaveLength(3)
  expect(screen.getByLabelText('Current password')).toHaveFocus()

  await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD)
  await user.type(screen.getByLabelText('New password'), 'short1')
  await user.type(screen.getByLabelText('Confirm new password'), 'short2')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(
    await screen.findByText('Use 8 to 128 characters, with at least one letter and one digit.'),
  ).toBeVisible()
  expect(screen.getByText('The two passwords do not match.')).toBeVisible()

  await user.clear(screen.getByLabelText('New password'))
  await user.type(screen.getByLabelText('New password'), DEMO_PASSWORD)
  expect(
    await screen.findByText('Your new password must be different from your current one.'),
  ).toBeVisible()
  expect(called).toBe(false)
})

test("shows the server's wrong-current-password error on its field", async () => {
  await signInAs('demo')
  const { user } = render()
  await user.type(screen.getByLabelText('Current password'), 'not-my-password1')
  await user.type(screen.getByLabelText('New password'), 'n3w-secret')
  await user.type(screen.getByLabelText('Confirm new password'), 'n3w-secret')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByText('This is not your current password.')).toBeVisible()
  expect(screen.getByLabelText('Current password')).toHaveFocus()
  expect(screen.getByLabelText('New password')).toHaveValue('n3w-secret')
})

test('changes the password: other sessions end, and the new one signs in', async () => {
  const other = (await (await login(DEMO_PASSWORD)).json()) as { token: string }
  const { token } = await signInAs('demo')
  const { user, store } = render()
  await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD)
  await user.type(screen.getByLabelText('New password'), 'n3w-secret')
  await user.type(screen.getByLabelText('Confirm new password'), 'n3w-secret')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your password is changed. Your other devices and sessions were signed out; this one stays signed in.',
  )
  expect(screen.getByLabelText('Current password')).toHaveValue('')
  expect(screen.getByLabelText('New password')).toHaveValue('')
  expect(screen.getByLabelText('Confirm new password')).toHaveValue('')
  // This session stays; the other one ended.
  expect(store.getState().auth.token).toBe(token)
  const me = (sessionToken: string) =>
    fetch('http://localhost/api/me', { headers: { Authorization: `Bearer ${sessionToken}` } })
  expect((await me(token)).status).toBe(200)
  expect((await me(other.token)).status).toBe(401)
  // Sign out, then in again: the old password no longer works, the new one does.
  await fetch('http://localhost/api/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  expect((await login(DEMO_PASSWORD)).status).toBe(401)
  expect((await login('n3w-secret')).status).toBe(200)
})

test('a failed change is an alert and keeps what was typed', async () => {
  await signInAs('demo')
  server.use(http.put('*/api/me/password', () => HttpResponse.error()))
  const { user } = render()
  await user.type(screen.getByLabelText('Current password'), DEMO_PASSWORD)
  await user.type(screen.getByLabelText('New password'), 'n3w-secret')
  await user.type(screen.getByLabelText('Confirm new password'), 'n3w-secret')
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your changes could not be saved. Check your connection and try again.',
  )
  expect(screen.getByLabelText('New password')).toHaveValue('n3w-secret')
})
