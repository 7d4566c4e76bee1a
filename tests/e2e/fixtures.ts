/**
 * What every journey shares: a page that starts in English (the first-visit language chooser has a
 * journey of its own) and helpers that act as a person would, through the visible UI.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { calendarShiftDays, moveSeasons, seasonShift } from '../../mocks/seed/seasons'

/**
 * A name the fixtures write with its season ("GVL Premier Division — Summer 2026") as the built app
 * shows it: the app seeds on real time, and the seasons move with its calendar (mocks/seed/seasons.ts).
 */
export function seasonal(name: string): string {
  return moveSeasons(name, seasonShift(calendarShiftDays(Date.now())))
}

export const DEMO_PASSWORD = 'demo1234'

/** Longest wait for the mock API after a page load: seconds on a busy two-core CI machine. */
const API_READY_TIMEOUT = 45_000

/**
 * Waits until the page's mock API can answer (the `gvl:mock-api-ready` mark main.tsx sets once it is
 * started): after a load it restores or builds the demo database first. A page load here is a full
 * start of the app, as a user's reload is, and the time that takes depends on the machine's load, so
 * the journeys wait for it once, with its own limit, rather than stretch every expectation after it.
 * Polled, since MSW may reload the page once on a first visit (see waitForMockApi).
 */
export async function waitForApiReady(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => performance.getEntriesByName('gvl:mock-api-ready').length > 0)
          .catch(() => false),
      { timeout: API_READY_TIMEOUT, message: 'the mock API started after the page load' },
    )
    .toBe(true)
}

/**
 * Waits until a prerendered page is the app's (src/main.tsx marks it hydrated, or drops the mark
 * when it draws the page afresh): until then its forms do not submit (scripts/prerender/page.mjs),
 * and a click on one would be lost. A page the app renders itself never waits.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-prerender') !== 'pending',
    undefined,
    { timeout: API_READY_TIMEOUT },
  )
}

export const test = base.extend<{ english: void }>({
  // Every goto and reload of these journeys returns once the page's mock API is up (waitForApiReady),
  // and no journey passes with an uncaught error in the page.
  page: async ({ page }, provide) => {
    const errors = collectPageErrors(page)
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApiReady(page)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApiReady(page)
      await waitForApp(page)
      return response
    }
    await provide(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
  english: [
    async ({ page }, use) => {
      // Only when nothing is chosen yet, so a journey that switches language keeps its choice on reload.
      // Not on the browser's own error page (a load that failed offline), which has no storage.
      await page.addInitScript(() => {
        if (!location.protocol.startsWith('http')) return
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
  await waitForApp(page)
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible()
}

/**
 * The avatar menu (named by the username) → Logout, which sends the player home (requirements:
 * auth-logout).
 */
export async function signOut(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: username, exact: true }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/**
 * The page's uncaught errors (exceptions and unhandled rejections) from the moment it opens: every
 * journey ends by asserting there were none (the `page` fixture).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Waits until the mock API's service worker controls the page. On a first visit MSW registers the
 * worker and, if a later navigation finds it registered but not yet in control, reloads the page
 * (msw/browser `getWorkerInstance`); a test that writes storage with `page.evaluate` first waits here,
 * or that reload destroys its execution context.
 */
export async function waitForMockApi(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false))
    .toBe(true)
}
