import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import packageJson from '../../../package.json'
import { Footer } from '@/app/layout/Footer'
import { i18n } from '@/locales/i18n'
import { API_VERSION, APP_VERSION } from '@/app/version'
import { renderWithProviders } from '../../utils/render'

test('links to home, the terms, the privacy policy and GVL Premium', () => {
  renderWithProviders(<Footer />)
  const nav = screen.getByRole('navigation', { name: 'Footer' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['Terms and conditions', '/terms'],
    ['Privacy policy', '/privacy-policy'],
    ['GVL Premium', '/gvl-premium'],
  ])
})

test('shows the logo', () => {
  renderWithProviders(<Footer />)
  expect(screen.getByRole('img', { name: 'GVL' })).toHaveAttribute('src', '/images/logo.svg')
})

test('opens Instagram and Discord in a new tab, safely', () => {
  renderWithProviders(<Footer />)
  const instagram = screen.getByRole('link', { name: 'GVL on Instagram (opens in a new tab)' })
  const discord = screen.getByRole('link', { name: 'GVL on Discord (opens in a new tab)' })
  expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/gvlusa')
  expect(discord).toHaveAttribute('href', 'https://discord.gg/gvlusa')
  for (const link of [instagram, discord]) {
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('shows the copyright and version line', () => {
  renderWithProviders(<Footer />)
  expect(screen.getByText('© 2011-2025 GVL · App v1.11.1 · API v1.13.6')).toBeVisible()
})

test('translates the links and the line into Spanish', async () => {
  await i18n.changeLanguage('es')
  renderWithProviders(<Footer />)
  expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible()
  expect(screen.getByText('© 2011-2025 GVL · Aplicación v1.11.1 · API v1.13.6')).toBeVisible()
})

test("the app version is package.json's; the API version is the required one (requirements: versions)", () => {
  expect(APP_VERSION).toBe(packageJson.version)
  expect(API_VERSION).toBe('1.13.6')
})
