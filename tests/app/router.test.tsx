import { configure, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, test, vi } from 'vitest'
import { i18n } from '@/locales/i18n'
import { routes } from '@/app/router'
import { fetchLinkedScreen, screenFetches } from '@/app/screenFetches'
import { makeStore } from '@/app/store'
import { registerNavigate } from '@/app/navigation'
import { loadFromStorage } from '@/session/authSlice'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import { signInAs } from '../utils/render'

// Each route's screen is a lazy chunk that the router loads alongside the guard's redirect; the first
// import of a screen in this process transforms it, which can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 })

function renderApp(route: string) {
  localStorage.setItem('language', 'en')
  const store = makeStore()
  store.dispatch(loadFromStorage())
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  registerNavigate((to) => void router.navigate(to))
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  )
  return { store, router, user: userEvent.setup() }
}

/** Route, its translated title (the document title), and the page's h1 when it is not that title. */
const publicRoutes: [string, string, (string | RegExp)?][] = [
  ['/', 'Home', 'GVL USA EAFC Pro Clubs'],
  ['/register', 'Create your account', 'Create your GVL account'],
  ['/activate', 'Activate your account', 'Your activation link is incomplete'],
  ['/competitions', 'Competitions'],
  ['/news/behind-the-badge-northside-rovers', 'News', /Northside Rovers/],
  ['/search', 'Search'],
  ['/competition/1', 'Competition', /\w/],
  ['/profile/3', 'Player profile', 'maya_goals'],
  ['/terms', 'Terms and conditions', 'Terms and privacy policy'],
  ['/privacy-policy', 'Privacy policy', 'Terms and privacy policy'],
  ['/gvl-premium', 'GVL Premium'],
  ['/team/1', 'Team', 'Northside Rovers'],
  ['/players', 'Players'],
  ['/match/142', 'Match', /Lone Star FC/],
]

/** [path, document title, h1 when it differs from the title] */
const privateRoutes: [string, string, string?][] = [
  ['/profile', 'My profile', 'demo'],
  ['/dashboard', 'My GVL', 'Hi, demo'],
  ['/edit-profile', 'Edit profile'],
  ['/account', 'Change password', 'Account'],
  ['/social', 'Social links'],
  ['/invitations', 'Team invitations'],
  ['/avatar', 'Avatar'],
  ['/infractions', 'Infractions'],
  ['/create-team', 'Create a team'],
  ['/register-team', 'Register a team'],
]

describe('routes (requirements: routes)', () => {
  test.each(publicRoutes)('%s shows its page to a visitor', async (route, title, heading) => {
    renderApp(route)
    expect(await screen.findByRole('heading', { level: 1, name: heading ?? title })).toBeVisible()
    expect(document.title).toBe(`${title} · GVL`)
  })

  test.each(privateRoutes)(
    '%s sends a visitor to /login and back after signing in',
    async (route, title, heading) => {
      const { router, user } = renderApp(route)
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to GVL' })).toBeVisible()
      expect(router.state.location.pathname).toBe('/login')
      await user.type(screen.getByLabelText('Username or email'), 'demo')
      await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(await screen.findByRole('heading', { level: 1, name: heading ?? title })).toBeVisible()
      expect(router.state.location.pathname).toBe(route)
    },
  )

  test.each(privateRoutes)(
    '%s shows its page to a signed-in player',
    async (route, title, heading) => {
      await signInAs('demo')
      renderApp(route)
      expect(await screen.findByRole('heading', { level: 1, name: heading ?? title })).toBeVisible()
      expect(document.title).toBe(`${title} · GVL`)
    },
  )

  test('an unknown path shows the default error page with 404', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByText('Unexpected Application Error!')).toBeVisible()
    expect(screen.getByText(/404/)).toBeVisible()
  })

  test('a redirect to another origin is ignored after sign-in', async () => {
    const { router, user } = renderApp('/login?redirect=//evil.example/phish')
    await user.type(await screen.findByLabelText('Username or email'), 'demo')
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('heading', { level: 1, name: 'Hi, demo' })
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('signing out', () => {
  test('from a page for signed-in players goes to /, not to /login', async () => {
    await signInAs('demo')
    const { router, user } = renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: 'Hi, demo' })
    await user.click(screen.getByRole('button', { name: /demo/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    expect(router.state.location.pathname).toBe('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'GVL USA EAFC Pro Clubs' }),
    ).toBeVisible()
    expect(localStorage.getItem('auth')).toBeNull()
  })
})

describe('screens fetched before their route is visited (issues #7, #18)', () => {
  test("fetches each named page's screen text, and skips a path that is no page", async () => {
    const loading = vi.spyOn(i18n, 'loadNamespaces')
    const fetches = screenFetches(['/search', '/no-such-page', '/players'])
    expect(fetches).toHaveLength(2)
    for (const fetch of fetches) await fetch()
    expect(loading.mock.calls.map(([namespaces]) => namespaces)).toEqual([['search'], ['players']])
    loading.mockRestore()
  })

  test('a pointer over a link of the main navigation fetches its screen at once', async () => {
    renderApp('/search')
    await screen.findByRole('heading', { level: 1, name: 'Search' })
    const loading = vi.spyOn(i18n, 'loadNamespaces')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    fireEvent.pointerOver(within(nav).getByRole('link', { name: 'COMPETITIONS' }))
    fireEvent.focus(within(nav).getByRole('link', { name: 'PLAYERS' }))
    expect(loading.mock.calls.map(([namespaces]) => namespaces)).toEqual([
      ['competitions'],
      ['players'],
    ])
    loading.mockRestore()
  })

  test('a link with a query fetches its page, once per entry of the pointer', () => {
    const loading = vi.spyOn(i18n, 'loadNamespaces')
    const link = document.createElement('a')
    link.href = '/players?position=GK'
    const label = link.appendChild(document.createElement('span'))
    document.body.append(link)
    fetchLinkedScreen({ target: link, relatedTarget: document.body })
    // The pointer moves from the link onto its label, and back: still the same entry.
    fetchLinkedScreen({ target: label, relatedTarget: link })
    fetchLinkedScreen({ target: link, relatedTarget: label })
    expect(loading.mock.calls.map(([namespaces]) => namespaces)).toEqual([['players']])
    link.remove()
    loading.mockRestore()
  })

  test('an event outside a link, or on a link to no page, fetches nothing', () => {
    const loading = vi.spyOn(i18n, 'loadNamespaces')
    const outside = document.createElement('span')
    const elsewhere = document.createElement('a')
    elsewhere.href = 'https://example.com/'
    fetchLinkedScreen({ target: outside })
    fetchLinkedScreen({ target: elsewhere })
    expect(loading).not.toHaveBeenCalled()
    loading.mockRestore()
  })
})
