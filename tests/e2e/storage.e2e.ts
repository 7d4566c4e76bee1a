/**
 * Corrupt and stale browser storage (requirements: storage-keys) never crashes the app (issue #6):
 * each bad value is read as "nothing stored" (a visitor, the default preferences, the language
 * chooser), never as an error page. The same for a stored session the server no longer knows.
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForMockApi } from './fixtures'

const GARBAGE = [
  'not json',
  '{"token":',
  'null',
  '42',
  '[]',
  '{}',
  '{"token":"","user":null}',
  '{"token":123,"user":"demo"}',
  '{"token":"abc","user":{"id":"x"}}',
  '"<script>alert(1)</script>"',
  'x'.repeat(10_000),
]

const PREFERENCE_AND_AUTH_KEYS = ['gvl_community', 'gvl_league_name', 'auth', 'authUser']

/** Replaces everything stored with `entries` (from the page already open), then loads the app. */
async function loadWith(page: Page, entries: Record<string, string>) {
  if (!page.url().startsWith('http')) {
    await page.goto('/terms')
    await waitForMockApi(page)
  }
  await page.evaluate((values) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, entries)
  await page.goto('/competitions')
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
}

test('corrupt preferences and auth entries never crash the app', async ({ page }) => {
  test.setTimeout(120_000)
  for (const value of GARBAGE) {
    await loadWith(page, {
      language: 'en',
      ...Object.fromEntries(PREFERENCE_AND_AUTH_KEYS.map((key) => [key, value])),
    })
    // Read as nothing stored: a visitor with the default preferences.
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  }
})

test('a corrupt language asks again with the first-visit chooser', async ({ page }) => {
  test.setTimeout(120_000)
  for (const value of GARBAGE) {
    await loadWith(page, { language: value })
    await expect(page.getByRole('dialog', { name: 'Choose Language' })).toBeVisible()
  }
})

test('a stored session the server no longer knows signs out quietly on load', async ({ page }) => {
  await page.goto('/terms')
  await page.evaluate(() => {
    localStorage.setItem('language', 'en')
    const user = { id: 1, username: 'demo', email: 'demo@gvl.gg', avatar: null }
    localStorage.setItem('auth', JSON.stringify({ token: 'f'.repeat(64), user }))
    localStorage.setItem('authUser', JSON.stringify(user))
  })
  await page.goto('/dashboard')
  // The startup check fails: logged out and sent home (requirements: auth-logout), storage cleaned.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull()
  await expect(page.getByRole('button', { name: 'demo', exact: true })).toHaveCount(0)
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
})
