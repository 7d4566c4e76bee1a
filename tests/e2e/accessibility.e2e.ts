/**
 * axe over every route of the built app, signed out and signed in (issue #6): no serious or critical
 * violation. Stories check each state in isolation; this checks the whole page as it is served, with
 * the shell around it.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/activate',
  '/competitions',
  '/competition/3',
  '/competition/3?tab=table',
  '/competition/3?tab=fixtures',
  '/competition/3?tab=stats',
  '/news/behind-the-badge-northside-rovers',
  '/search?q=north',
  '/players',
  '/profile/3',
  '/terms',
  '/privacy-policy',
  '/gvl-premium',
  '/no/such/page',
]

const SIGNED_IN_ROUTES = [
  '/',
  '/dashboard',
  '/profile',
  '/edit-profile',
  '/account',
  '/social',
  '/avatar',
  '/invitations',
  '/infractions',
  '/profile/4',
  '/gvl-premium',
]

async function expectNoSeriousViolations(page: Page, route: string) {
  await page.goto(route)
  await expect(page.locator('main')).toBeVisible()
  // Wait for the page's data: no loading indicator left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(serious, `axe on ${route}`).toEqual([])
}

// One test per page, so a failure names its page and each has the whole timeout to itself.
for (const route of PUBLIC_ROUTES) {
  test(`${route}, for a visitor`, async ({ page }) => {
    await expectNoSeriousViolations(page, route)
  })
}

for (const route of SIGNED_IN_ROUTES) {
  test(`${route}, for a signed-in player`, async ({ page }) => {
    await signIn(page, 'rivera_fc')
    await expectNoSeriousViolations(page, route)
  })
}

test('the panels and dialogs work by keyboard alone: focus moves in, Escape closes, focus returns', async ({
  page,
}) => {
  await signIn(page, 'demo')
  for (const [opener, dialogName] of [
    ['Settings', 'Settings'],
    ['Messages', 'Messages'],
    [/^Notifications/, 'Notifications'],
  ] as const) {
    const button = page.getByRole('button', { name: opener }).first()
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible()
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true)
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
})
