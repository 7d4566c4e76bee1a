/**
 * Faults (issue #6), through the mock API's scenarios (`?mock=`): when a screen's requests fail it
 * says so in the reader's language and offers to try again, and trying again after the fault clears
 * brings the data; an empty area shows the screen's empty state, never a blank page or a crash.
 */
import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

const FAILING: [route: string, area: string][] = [
  ['/competitions', 'competitions'],
  ['/competition/3', 'competitions'],
  ['/news/behind-the-badge-northside-rovers', 'news'],
  ['/players', 'players'],
  ['/profile/3', 'players'],
  ['/gvl-premium', 'premium'],
]

const SIGNED_IN_FAILING: [route: string, area: string][] = [
  ['/invitations', 'invitations'],
  ['/infractions', 'infractions'],
  ['/edit-profile', 'accounts'],
]

async function failThenRecover(page: Page, route: string, area: string) {
  const join = route.includes('?') ? '&' : '?'
  await page.goto(`${route}${join}mock=fail:${area}`)
  const retry = page.getByRole('button', { name: 'Try again' }).first()
  await expect(retry, `${route} with ${area} failing`).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  // The fault clears (the scenario is per tab; this resets it), and Try again brings the data.
  await page.evaluate(() => sessionStorage.removeItem('gvl_mock_scenario'))
  await page.goto(`${route}${join}mock=off`)
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('public screens: a failing area shows a translated error with Try again, then recovers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const [route, area] of FAILING) await failThenRecover(page, route, area)
})

test('signed-in screens: a failing area shows a translated error with Try again, then recovers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'demo')
  for (const [route, area] of SIGNED_IN_FAILING) await failThenRecover(page, route, area)
})

test('in Spanish, the error and the retry are Spanish too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'))
  await page.goto('/competitions?mock=fail:competitions')
  await expect(page.getByRole('button', { name: 'Reintentar' }).first()).toBeVisible()
})

test('a failed send keeps the draft', async ({ page }) => {
  await signIn(page, 'demo')
  await page.goto('/players?q=rivera_fc')
  await page.getByRole('link', { name: 'rivera_fc', exact: true }).click()
  await expect(page).toHaveURL(/\/profile\/\d+$/)
  await page.goto(`${page.url()}?mock=fail:messages`)
  await page.getByRole('button', { name: 'Message', exact: true }).click()
  const chat = page.getByRole('dialog')
  // The conversation could not load: said, with a way to retry; the composer still works.
  await expect(chat.getByRole('button', { name: 'Try again' })).toBeVisible()
  const composer = chat.getByRole('textbox', { name: /^Message/ })
  await composer.fill('Are we still on for Sunday?')
  await page.getByRole('button', { name: 'Send' }).click()
  // The server's own words (in the reader's language), and the draft is still there.
  await expect(chat.getByRole('alert').filter({ hasText: 'temporarily unavailable' })).toBeVisible()
  await expect(composer).toHaveValue('Are we still on for Sunday?')
})
