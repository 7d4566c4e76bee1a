/**
 * What every journey shares: a page that starts in English (the first-visit language chooser has a
 * journey of its own) and helpers that act as a person would, through the visible UI.
 */
import { test as base, expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo1234'

export const test = base.extend<{ english: void }>({
  english: [
    async ({ page }, use) => {
      // Only when nothing is chosen yet, so a journey that switches language keeps its choice on reload.
      await page.addInitScript(() => {
        if (localStorage.getItem('language') === null) localStorage.setItem('language', 'en')
      })
      await use()
    },
    { auto: true },
  ],
})

export { expect }

export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible()
}

/** The avatar menu (named by the username) → Logout; SPEC §4 sends the player home. */
export async function signOut(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: username, exact: true }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
}
