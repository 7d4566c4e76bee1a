import { test as base, expect } from '@playwright/test'
import { waitForApiReady, waitForMockApi } from './fixtures'

// No `english` fixture here: this journey starts as a first visit, with no language chosen.
base(
  'a first visitor chooses Spanish, reloads, then switches back to English in Settings',
  async ({ page }) => {
    await page.goto('/competitions')
    const chooser = page.getByRole('dialog', { name: 'Choose Language' })
    await expect(chooser).toBeVisible()
    await chooser.getByRole('combobox').selectOption('es')
    await chooser.getByRole('button', { name: /Continu/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Competiciones' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    // The choice is kept: no chooser on the next visit, still in Spanish. Reloaded once the first
    // visit has finished starting: MSW may itself reload a page its new worker does not control yet,
    // which aborts a reload made at that moment (net::ERR_ABORTED, seen in CI).
    await waitForMockApi(page)
    await waitForApiReady(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Competiciones' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // A screen loaded later comes in Spanish too (its text is fetched in the chosen language).
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'JUGADORES' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Jugadores' })).toBeVisible()

    await page.getByRole('button', { name: 'Ajustes' }).click()
    const settings = page.getByRole('dialog', { name: 'Ajustes' })
    await settings.getByLabel('Idioma').selectOption('en')
    await settings.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'COMPETITIONS' }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  },
)
