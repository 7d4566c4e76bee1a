/**
 * A session the server ends (a 401: expired or revoked) signs the player out as the requirements say
 * (requirements: auth-logout: stored auth removed, signed out, at /), and the shell tells them, once,
 * that they need to sign in again, with the way back to the page they were on. A chosen logout says
 * nothing.
 */
import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, Link, useLocation } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { expect, onTestFinished, test } from 'vitest'
import { i18n } from '@/locales/i18n'
import { Shell } from '@/app/Shell'
import { routes } from '@/app/router'
import { makeStore } from '@/app/store'
import { registerNavigate } from '@/app/navigation'
import { loadFromStorage } from '@/session/authSlice'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { renderWithProviders, signInAs } from '../utils/render'

// The notice's code is a lazy chunk, and the whole app's screens are too (the last test): the first
// import of one in this process transforms it, which can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 })

const MESSAGE = 'Your session has ended. Sign in again to carry on where you were.'

/** Ends the session on the server, as an expiry or a sign-out elsewhere would (POST /api/logout). */
async function revoke(token: string): Promise<void> {
  const response = await fetch('http://localhost/api/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(204)
}

/** The page under the shell: where the player is, and a way on. */
function Page() {
  const location = useLocation()
  return (
    <>
      <p>Page at {location.pathname}</p>
      <Link to="/competitions">Competitions page</Link>
    </>
  )
}

function renderShell(route: string) {
  // Not a first visit: the language chooser would cover the page.
  localStorage.setItem('language', i18n.language)
  return renderWithProviders(
    <Shell>
      <Page />
    </Shell>,
    { route },
  )
}

test('a session the server ended signs out to / and says so, with a link back to the page', async () => {
  const { token } = await signInAs('demo')
  await revoke(token)
  // The shell's first signed-in call (the bell's unread count) is answered 401.
  const { store, router } = renderShell('/players?page=2')

  const notice = await screen.findByRole('alert')
  expect(notice).toHaveTextContent(MESSAGE)
  expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fplayers%3Fpage%3D2',
  )
  // The required logout, unchanged (requirements: auth-logout).
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(store.getState().auth).toMatchObject({ user: null, token: null })
  expect(localStorage.getItem('auth')).toBeNull()
  expect(localStorage.getItem('authUser')).toBeNull()
  expect(screen.getByRole('link', { name: 'Login' })).toBeVisible()
  // Still there once the sign-out's own navigation has arrived.
  expect(screen.getByText('Page at /')).toBeVisible()
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE)
  // The first to import the notice's lazy chunk, transformed then.
}, 15_000)

test('dismissed, it does not come back', async () => {
  const { token } = await signInAs('demo')
  await revoke(token)
  const { user, store, router } = renderShell('/players')
  await screen.findByRole('alert')
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))

  await user.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(store.getState().sessionEnd.returnTo).toBeNull()
  await user.click(screen.getByRole('link', { name: 'Competitions page' }))
  await router.navigate(-1)
  expect(await screen.findByText('Page at /')).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('moving on to another page clears it, and going back does not bring it back', async () => {
  const { token } = await signInAs('demo')
  await revoke(token)
  const { user, router } = renderShell('/players')
  await screen.findByRole('alert')
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))

  await user.click(screen.getByRole('link', { name: 'Competitions page' }))
  expect(await screen.findByText('Page at /competitions')).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await router.navigate(-1)
  expect(await screen.findByText('Page at /')).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a reload after it does not show it again: it is kept in memory only', async () => {
  const { token } = await signInAs('demo')
  await revoke(token)
  const { unmount } = renderShell('/players')
  await screen.findByRole('alert')
  unmount()

  // A reload: a new store from the (cleared) storage, at the page the sign-out went to.
  const { store } = renderShell('/')
  expect(await screen.findByText('Page at /')).toBeVisible()
  expect(store.getState().sessionEnd.returnTo).toBeNull()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a chosen logout signs out without the notice', async () => {
  await signInAs('demo')
  const { user, store, router } = renderShell('/players')

  await user.click(await screen.findByRole('button', { name: 'demo' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))

  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(localStorage.getItem('auth')).toBeNull()
  expect(store.getState().auth.token).toBeNull()
  expect(store.getState().sessionEnd.returnTo).toBeNull()
  expect(screen.getByText('Page at /')).toBeVisible()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('reads in Spanish', async () => {
  await i18n.changeLanguage('es')
  const { token } = await signInAs('demo')
  await revoke(token)
  renderShell('/players')

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Tu sesión ha terminado. Vuelve a iniciar sesión para seguir donde estabas.',
  )
  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fplayers',
  )
  expect(screen.getByRole('button', { name: 'Descartar' })).toBeVisible()
})

test('in the app: signing in from the notice comes back to the page, and the notice is gone', async () => {
  localStorage.setItem('language', 'en')
  const { token } = await signInAs('demo')
  const store = makeStore()
  store.dispatch(loadFromStorage())
  const router = createMemoryRouter(routes, { initialEntries: ['/invitations'] })
  onTestFinished(
    registerNavigate(
      (to, state) => void router.navigate(to, { state }),
      () => router.state.location.pathname + router.state.location.search,
    ),
  )
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  const user = userEvent.setup()
  expect(await screen.findByRole('heading', { level: 1, name: 'Team invitations' })).toBeVisible()

  // The session ends on the server while the page is open; the next call (the messages panel's list
  // of conversations) is refused.
  await revoke(token)
  await user.click(screen.getByRole('button', { name: 'Messages' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE)
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  expect(store.getState().auth.token).toBeNull()
  await user.click(screen.getByRole('link', { name: 'Sign in again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to GVL' })).toBeVisible()
  expect(router.state.location.search).toBe('?redirect=%2Finvitations')
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()

  await user.type(screen.getByLabelText('Username or email'), 'demo')
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Team invitations' })).toBeVisible()
  expect(router.state.location.pathname).toBe('/invitations')
  expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument()
  // The messages panel, open when the session ended, closed with it: the page is not covered.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  // The whole app: four lazy screens and the messages panel, each transformed on its first import.
}, 20_000)
