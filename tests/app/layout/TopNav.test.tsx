import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { TopNav } from '@/app/layout/TopNav'
import { SettingsDialog } from '@/features/settings/SettingsDialog'
import { renderWithProviders, signInAs } from '../../utils/render'

// Radix's menu positions itself with ResizeObserver, which jsdom lacks.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = vi.fn()
      unobserve = vi.fn()
      disconnect = vi.fn()
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

// While a modal is open, Radix hides the rest of the page from assistive technology.
const banner = () => screen.getByRole('banner', { hidden: true })
const mainNav = () => screen.getByRole('navigation', { name: 'Main' })

test('a visitor sees the desktop items, the gear and a Login link', () => {
  renderWithProviders(<TopNav />, { route: '/competitions' })

  const links = within(mainNav()).getAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['HOME', '/'],
    ['COMPETITIONS', '/competitions'],
    ['GVL PREMIUM', '/gvl-premium'],
    ['SEARCH', '/search'],
    ['PLAYERS', '/players'],
  ])
  expect(within(mainNav()).getByRole('link', { name: 'COMPETITIONS' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(within(mainNav()).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current')
  expect(screen.getByRole('link', { name: 'GVL home' })).toHaveAttribute('href', '/')
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  expect(screen.getByRole('button', { name: 'Settings' })).toBeVisible()
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument()
})

test('a signed-in user sees the bell, the envelope and their avatar instead of Login', async () => {
  await signInAs('demo')
  renderWithProviders(<TopNav />)

  expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible()
  expect(screen.getByRole('button', { name: 'Messages' })).toBeVisible()
  expect(await screen.findByRole('button', { name: 'demo' })).toBeVisible()
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
})

test('the bell and the envelope toggle their panels', async () => {
  await signInAs('demo')
  const { user, store } = renderWithProviders(<TopNav />)

  await user.click(screen.getByRole('button', { name: 'Notifications' }))
  expect(store.getState().notifications.panelOpen).toBe(true)
  await user.click(screen.getByRole('button', { name: 'Notifications' }))
  expect(store.getState().notifications.panelOpen).toBe(false)

  await user.click(screen.getByRole('button', { name: 'Messages' }))
  expect(store.getState().messages.panelOpen).toBe(true)
})

test('the bell names the unread count', async () => {
  await signInAs('demo')
  renderWithProviders(<TopNav unreadNotifications={3} />)
  expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3')
})

test('the avatar menu lists My GVL, My Profile and Logout', async () => {
  await signInAs('demo')
  const { user } = renderWithProviders(<TopNav />)

  await user.click(screen.getByRole('button', { name: 'demo' }))
  const menu = await screen.findByRole('menu')
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['My GVL', 'My Profile', 'Logout'])
  expect(within(menu).getByRole('menuitem', { name: 'My GVL' })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
    'href',
    '/profile',
  )
})

test('choosing My Profile goes there and closes the menu', async () => {
  await signInAs('demo')
  const { user, router } = renderWithProviders(<TopNav />)

  await user.click(screen.getByRole('button', { name: 'demo' }))
  await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }))
  expect(router.state.location.pathname).toBe('/profile')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

test('Logout clears stored auth, signs out and goes to /', async () => {
  await signInAs('demo')
  const { user, store, router } = renderWithProviders(<TopNav />, { route: '/players' })

  await user.click(screen.getByRole('button', { name: 'demo' }))
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }))

  expect(localStorage.getItem('auth')).toBeNull()
  expect(localStorage.getItem('authUser')).toBeNull()
  expect(store.getState().auth).toMatchObject({ user: null, token: null })
  expect(router.state.location.pathname).toBe('/')
  expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible()
})

test('the gear opens Settings and the navigation turns fixed until it closes', async () => {
  const { user, store } = renderWithProviders(
    <>
      <TopNav />
      <SettingsDialog mockApi={false} />
    </>,
  )
  expect(banner()).toHaveAttribute('data-position', 'sticky')

  await user.click(screen.getByRole('button', { name: 'Settings' }))
  expect(store.getState().settings.dialogOpen).toBe(true)
  expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeVisible()
  expect(banner()).toHaveAttribute('data-position', 'fixed')

  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument()
  expect(banner()).toHaveAttribute('data-position', 'sticky')
  expect(document.body.style.paddingTop).toBe('')
  expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus()
})

test('the menu button opens and closes the mobile menu', async () => {
  const { user } = renderWithProviders(<TopNav />)
  const menuButton = screen.getByRole('button', { name: 'Open menu' })
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  await user.click(menuButton)
  const menu = await screen.findByRole('dialog', { name: 'Menu' })
  expect(within(menu).getByRole('link', { name: 'Log in' })).toBeVisible()

  await user.click(within(menu).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  expect(menuButton).toHaveFocus()
})
