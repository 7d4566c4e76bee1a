/**
 * Match day's steps that journeys share: Northside Rovers' next league fixture, and the demo's clock
 * moved a day at a time (Settings → Mock API → Clock) until that fixture has kicked off.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Northside Rovers' next league fixture in the Premier Division (competition 3), as a link. */
export async function openNorthsideFixture(page: Page): Promise<string> {
  await page.goto('/competition/3?tab=fixtures')
  const fixture = page
    .getByRole('link', {
      name: /^vs?\s*, (Northside Rovers v .+|.+ v Northside Rovers), match details$/,
    })
    .first()
  await fixture.click()
  await expect(page).toHaveURL(/\/match\/\d+$/)
  return new URL(page.url()).pathname
}

/** Settings → Mock API → Clock → "+1 day", then back to the page. */
export async function dayLater(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings.getByRole('button', { name: '+1 day' }).click()
  await expect(settings.getByText(/^The mock API's time:/)).toBeVisible()
  await page.keyboard.press('Escape')
}

/** Moves the clock a day at a time until the fixture has kicked off and can be reported. */
export async function untilReportable(page: Page, path: string): Promise<void> {
  const report = page.getByRole('link', { name: 'Report the result' })
  for (let day = 0; day < 6 && !(await report.isVisible()); day++) {
    await dayLater(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect(report).toBeVisible()
}
