/**
 * axe over every route of the built app, signed out and signed in (issue #6): no serious or critical
 * violation. Stories check each state in isolation; this checks the whole page as it is served, with
 * the shell around it. The same pages' markup, as the browser holds it once the data is in, is
 * checked against the HTML standard (html-validate's `standard` rules, issue #14: a `readonly`
 * checkbox slipped through before).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { expect, signIn, test } from './fixtures'
import { openNorthsideFixture, untilReportable } from './matchdaySteps'

// The standard's rules, and which attributes each input type takes (`readonly` on a checkbox is not
// one), which the preset leaves to the recommended rules' matters of style.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'input-attributes': 'error', 'attribute-misuse': 'error' },
})

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
  '/match/142',
  '/match/148',
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
  const markup = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`)
  const report = await validator.validateString(markup)
  const errors = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`),
  )
  expect(errors, `html-validate on ${route}`).toEqual([])
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

/** League staff's pages: their queue, My GVL with it, and a final result's edit and forfeit. */
const STAFF_ROUTES = ['/staff', '/dashboard', '/match/142']

for (const route of STAFF_ROUTES) {
  test(`${route}, for league staff`, async ({ page }) => {
    await signIn(page, 'GVL_Admin')
    await expectNoSeriousViolations(page, route)
  })
}

test('the report form, for a manager after kick-off', async ({ page }) => {
  test.slow()
  await signIn(page, 'rivera_fc')
  const path = await openNorthsideFixture(page)
  await untilReportable(page, path)
  await expectNoSeriousViolations(page, `${path}/report`)
})

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
