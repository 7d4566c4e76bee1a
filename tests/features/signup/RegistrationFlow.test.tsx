import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { LoginScreen } from '@/features/auth/LoginScreen'
import { ActivateScreen } from '@/features/signup/ActivateScreen'
import { RegisterScreen } from '@/features/signup/RegisterScreen'
import { renderWithProviders } from '../../utils/render'

test('a new player signs up, follows the demo link, activates and signs in', async () => {
  const { user, store, router } = renderWithProviders(<RegisterScreen />, {
    route: '/register',
    path: '/register',
    routes: [
      { path: '/activate', element: <ActivateScreen /> },
      { path: '/login', element: <LoginScreen /> },
    ],
  })

  await user.type(screen.getByLabelText('Username'), 'night_keeper')
  await user.type(screen.getByLabelText('Email address'), 'keeper@example.com')
  await user.type(screen.getByLabelText('Password'), 'saves4ever')
  await user.type(screen.getByLabelText('Confirm your password'), 'saves4ever')
  await user.click(screen.getByRole('radio', { name: 'PlayStation' }))
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I accept the terms and conditions and the privacy policy',
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Create account' }))

  await screen.findByRole('heading', { name: 'Check your email' })
  await user.click(await screen.findByRole('link', { name: 'Demo: open your activation link' }))
  expect(router.state.location.pathname).toBe('/activate')

  expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeVisible()
  await user.click(screen.getByRole('link', { name: 'Sign in' }))

  // The sign-in form knows who just activated: the username is filled in, the password has the focus.
  expect(await screen.findByLabelText('Username or email')).toHaveValue('night_keeper')
  expect(screen.getByLabelText('Password')).toHaveFocus()
  await user.keyboard('saves4ever')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  await expect.poll(() => store.getState().auth.user?.username).toBe('night_keeper')
})

test('a pending account cannot sign in before it is activated', async () => {
  const { user, store, router } = renderWithProviders(<RegisterScreen />, {
    route: '/register',
    path: '/register',
    routes: [{ path: '/login', element: <LoginScreen /> }],
  })
  await user.type(screen.getByLabelText('Username'), 'night_keeper')
  await user.type(screen.getByLabelText('Email address'), 'keeper@example.com')
  await user.type(screen.getByLabelText('Password'), 'saves4ever')
  await user.type(screen.getByLabelText('Confirm your password'), 'saves4ever')
  await user.click(screen.getByRole('radio', { name: 'PC' }))
  await user.click(
    screen.getByRole('checkbox', {
      name: 'I accept the terms and conditions and the privacy policy',
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Create account' }))
  await screen.findByRole('heading', { name: 'Check your email' })

  await router.navigate('/login')
  await user.type(await screen.findByLabelText('Username or email'), 'night_keeper')
  await user.type(screen.getByLabelText('Password'), 'saves4ever')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(/activat/i)
  expect(store.getState().auth.user).toBeNull()
})
