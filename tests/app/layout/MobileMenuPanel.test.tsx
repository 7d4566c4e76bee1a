import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { MobileMenuPanel } from '@/app/layout/MobileMenuPanel'
// The router registers each page's loader (src/app/screenFetches.ts).
import '@/app/router'
import { i18n } from '@/locales/i18n'
import { renderWithProviders, signInAs } from '../../utils/render'

/** The panel as TopNav holds it: open, closed by choosing an item. */
function OpenMenu() {
  const [open, setOpen] = useState(true)
  return <MobileMenuPanel open={open} onOpenChange={setOpen} />
}

const items = () =>
  within(screen.getByRole('dialog', { name: 'Menu' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

test('a visitor gets Log in and My GVL, not My Profile or Log Out', () => {
  renderWithProviders(<OpenMenu />)
  expect(items()).toEqual([
    'Home',
    'Competitions',
    'Search',
    'Players',
    'Log in',
    'GVL Premium',
    'My GVL',
  ])
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('link', { name: 'My GVL' })).toHaveAttribute('href', '/dashboard')
})

test('a signed-in user gets My Profile and Log Out instead of Log in', async () => {
  await signInAs('demo')
  renderWithProviders(<OpenMenu />)
  expect(items()).toEqual([
    'Home',
    'Competitions',
    'Search',
    'Players',
    'GVL Premium',
    'My GVL',
    'My Profile',
    'Log Out',
  ])
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile')
})

test('the links go to their routes', () => {
  renderWithProviders(<OpenMenu />)
  const hrefs = within(screen.getByRole('dialog', { name: 'Menu' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
  expect(hrefs).toEqual([
    '/',
    '/competitions',
    '/search',
    '/players',
    '/login',
    '/gvl-premium',
    '/dashboard',
  ])
})

test('choosing an item navigates and closes the menu', async () => {
  const { user, router } = renderWithProviders(<OpenMenu />)
  await user.click(screen.getByRole('link', { name: 'Players' }))
  expect(router.state.location.pathname).toBe('/players')
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
})

test('the current page is marked', () => {
  renderWithProviders(<OpenMenu />, { route: '/search' })
  expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
})

test('Log Out signs out, clears stored auth, closes the menu and goes to /', async () => {
  await signInAs('demo')
  const { user, store, router } = renderWithProviders(<OpenMenu />, { route: '/players' })
  await user.click(screen.getByRole('button', { name: 'Log Out' }))
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  expect(store.getState().auth.token).toBeNull()
  expect(localStorage.getItem('auth')).toBeNull()
  expect(localStorage.getItem('authUser')).toBeNull()
  expect(router.state.location.pathname).toBe('/')
})

test("a touch on an item fetches its page's screen before the click (issue #18)", () => {
  renderWithProviders(<OpenMenu />)
  const loading = vi.spyOn(i18n, 'loadNamespaces')
  fireEvent.pointerOver(screen.getByRole('link', { name: 'Players' }), { pointerType: 'touch' })
  expect(loading.mock.calls.map(([namespaces]) => namespaces)).toEqual([['players']])
  loading.mockRestore()
})
