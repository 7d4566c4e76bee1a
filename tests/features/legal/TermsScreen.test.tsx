import { screen, within } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { i18n } from '@/locales/i18n'
import { STORAGE_KEYS as TERMS_STORAGE_KEYS, TermsScreen } from '@/features/legal/TermsScreen'
import { STORAGE_KEYS } from '@/lib/preferences'
import { renderWithProviders } from '../../utils/render'

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn()
})

test('shows the terms with their last-updated date and a table of contents', () => {
  renderWithProviders(<TermsScreen />, { route: '/terms' })
  expect(screen.getByRole('heading', { level: 1, name: 'Terms and privacy policy' })).toBeVisible()
  expect(screen.getByText('Last updated: March 1, 2026')).toBeVisible()
  const contents = screen.getByRole('navigation', { name: 'Contents' })
  const links = within(contents).getAllByRole('link')
  expect(links).toHaveLength(10)
  for (const link of links) {
    const heading = screen.getByRole('heading', { level: 2, name: link.textContent })
    expect(link).toHaveAttribute('href', `#${heading.id}`)
  }
  expect(screen.getByRole('heading', { name: '4. Appeals' })).not.toHaveFocus()
})

test('covers discipline, appeals, billing, privacy and the storage keys the app uses', () => {
  renderWithProviders(<TermsScreen />, { route: '/terms' })
  expect(screen.getByText(/appeal each infraction once/)).toBeVisible()
  expect(screen.getByText(/in 20 to 1,000 characters/)).toBeVisible()
  expect(screen.getByText(/renews automatically at the end of it/)).toBeVisible()
  const storage = screen.getByRole('table', { name: 'What the app keeps in your browser' })
  for (const key of ['gvl_community', 'gvl_league_name', 'language', 'auth', 'authUser']) {
    expect(within(storage).getByRole('rowheader', { name: key })).toBeVisible()
  }
})

test('/privacy-policy opens the same page at the privacy section', () => {
  renderWithProviders(<TermsScreen />, { route: '/privacy-policy' })
  expect(screen.getByRole('heading', { level: 1, name: 'Terms and privacy policy' })).toBeVisible()
  expect(screen.getByRole('heading', { name: '7. Privacy and your data' })).toHaveFocus()
  expect(screen.getByRole('link', { name: '7. Privacy and your data' })).toHaveAttribute(
    'aria-current',
    'location',
  )
})

test('a contents link moves to its section and puts it in the URL', async () => {
  const { user, router } = renderWithProviders(<TermsScreen />, { route: '/terms' })
  await user.click(screen.getByRole('link', { name: '4. Appeals' }))
  expect(screen.getByRole('heading', { name: '4. Appeals' })).toHaveFocus()
  expect(router.state.location.hash).toBe('#terms-appeals')
})

test('reads in Spanish', async () => {
  await i18n.changeLanguage('es')
  renderWithProviders(<TermsScreen />, { route: '/terms' })
  expect(
    screen.getByRole('heading', { level: 1, name: 'Términos y política de privacidad' }),
  ).toBeVisible()
  expect(screen.getByText('Última actualización: 1 de marzo de 2026')).toBeVisible()
})

test('the privacy section lists every key the app stores', () => {
  expect([...TERMS_STORAGE_KEYS].sort()).toEqual(Object.values(STORAGE_KEYS).sort())
})
