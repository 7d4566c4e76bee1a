/**
 * Match day in the built app: a result reported by one manager and confirmed by the other, moving
 * the table and the scorer's numbers; a disputed result settled by league staff; a report nobody
 * answers confirmed by the clock; a report naming a player who has left the roster, refused. Each
 * holds after a reload (the mock API's data persists).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, signIn, signOut, test } from './fixtures'
import { dayLater, openNorthsideFixture, untilReportable } from './matchdaySteps'

/** Reports 2–0 to Northside with maya_goals scoring both (added to the line-up if she is not in it). */
async function reportNorthsideWin(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Report the result' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Report the result' })).toBeVisible()
  const score = page.getByRole('group', { name: 'Score' })
  for (const field of await score.getByRole('spinbutton').all()) {
    const label = await score
      .locator(`label[for="${await field.getAttribute('id')}"]`)
      .textContent()
    await field.fill(label === 'Goals of Northside Rovers' ? '2' : '0')
  }
  const scorer1 = page.getByLabel('Goal 1: scorer')
  if ((await scorer1.locator('option', { hasText: /^maya_goals$/ }).count()) === 0) {
    await page
      .getByRole('button', { name: /^Take .+ off$/ })
      .last()
      .click()
    await page.getByLabel('Add a player from the roster').selectOption({ label: 'maya_goals' })
  }
  for (const goal of [1, 2]) {
    await page.getByLabel(`Goal ${goal}: minute`).fill(String(goal * 30))
    await page.getByLabel(`Goal ${goal}: scorer`).selectOption({ label: 'maya_goals' })
  }
  await page.getByLabel('Man of the match').selectOption({ label: 'maya_goals' })
  await page.getByRole('button', { name: 'Send the report' }).click()
  await expect(page.getByText('Awaiting confirmation', { exact: true })).toBeVisible()
}

/** A row of the Premier Division's table, as its cells' texts. */
async function tableRow(page: Page, team: string): Promise<string[]> {
  await page.goto('/competition/3?tab=table')
  const row = page
    .getByRole('table', { name: /League table/ })
    .getByRole('row', { name: new RegExp(team) })
  await expect(row).toBeVisible()
  return row.getByRole('cell').allTextContents()
}

/** maya_goals' career goals on her profile. */
async function mayaGoals(page: Page): Promise<number> {
  await page.goto('/profile/3')
  const goals: Locator = page
    .locator('dt', { hasText: /^Goals$/ })
    .locator('xpath=following-sibling::dd[1]')
    .first()
  await expect(goals).toBeVisible()
  return Number((await goals.textContent())?.replace(/\D/g, ''))
}

test('a manager reports a win, the other manager confirms it, and the table and the scorer move; after a reload too', async ({
  page,
}) => {
  test.slow()
  const before = await tableRow(page, 'Northside Rovers')
  const goalsBefore = await mayaGoals(page)

  await signIn(page, 'rivera_fc')
  const path = await openNorthsideFixture(page)
  await untilReportable(page, path)
  await reportNorthsideWin(page)
  // Nothing counts until the other side answers.
  expect(await tableRow(page, 'Northside Rovers')).toEqual(before)

  // The opponent's manager, named on their team page.
  await page.goto(path)
  const header = page.getByRole('heading', { level: 1 })
  const opponent = header.getByRole('link').filter({ hasNotText: 'Northside Rovers' })
  await opponent.click()
  await expect(page).toHaveURL(/\/team\/\d+$/)
  const manager = (await page.getByRole('definition').first().getByRole('link').textContent()) ?? ''
  expect(manager).not.toBe('')
  await signOut(page, 'rivera_fc')
  await signIn(page, manager)
  await page.goto(path)
  await expect(page.getByText(/^Northside Rovers reported .+ (2–0|0–2) .+\./)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm the result' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm the result' }).click()
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(header).toContainText(/2–0|0–2/)

  const after = await tableRow(page, 'Northside Rovers')
  expect(after).not.toEqual(before)
  expect(await mayaGoals(page)).toBe(goalsBefore + 2)

  await page.goto(path)
  await page.reload()
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Result history' })).toContainText(
    `Confirmed by ${manager}`,
  )
  expect(await tableRow(page, 'Northside Rovers')).toEqual(after)
})

test('league staff settle a disputed result from their queue; it holds after a reload', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Use the gvl_admin account' }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'GVL_Admin', exact: true })).toBeVisible()

  await page.goto('/staff')
  const queue = page.getByRole('region', { name: 'Waiting for staff' })
  const disputed = queue.getByRole('listitem').filter({ hasText: 'Disputed' }).first()
  await disputed.getByRole('link', { name: /match details$/ }).click()
  await expect(page.getByText('Disputed', { exact: true })).toBeVisible()
  await expect(page.getByText(/disputes it:/)).toBeVisible()

  const accept = page.getByRole('button', { name: /^Accept .+ \(.+\)$/ }).last()
  await accept.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  const history = page.getByRole('region', { name: 'Result history' })
  await expect(history).toContainText('Settled by GVL_Admin for the league')

  await page.reload()
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await page.goto('/staff')
  await expect(queue.getByText('Disputed', { exact: true })).toHaveCount(0)
})

test('a report nobody answers confirms itself a day later, by the clock; after a reload too', async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'rivera_fc')
  const path = await openNorthsideFixture(page)
  await untilReportable(page, path)
  await reportNorthsideWin(page)

  await dayLater(page)
  await page.goto(path)
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  const history = page.getByRole('region', { name: 'Result history' })
  await expect(history).toContainText('Confirmed automatically')
  await page.reload()
  await expect(history).toContainText('Confirmed automatically')
})

test('a report naming a player who left the roster meanwhile is refused on their row; nothing is saved', async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'rivera_fc')
  const path = await openNorthsideFixture(page)
  await untilReportable(page, path)
  await page.getByRole('link', { name: 'Report the result' }).click()
  const lineup = page.getByRole('group', { name: 'Line-up' })
  const leaver = lineup.getByRole('group').first()
  const name = ((await leaver.locator('legend').textContent()) ?? '').trim()
  const score = page.getByRole('group', { name: 'Score' })
  for (const field of await score.getByRole('spinbutton').all()) await field.fill('0')
  await page.getByLabel('Man of the match').selectOption({ index: 2 })

  // Meanwhile the manager releases that player (as from another device): the API, from this page.
  const status = await page.evaluate(async (username) => {
    const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string }
    const headers = { Authorization: `Bearer ${token}` }
    const team = (await (await fetch('/api/teams/1', { headers })).json()) as {
      team: { roster: { id: number; username: string }[] }
    }
    const member = team.team.roster.find((m) => m.username === username)
    const response = await fetch(`/api/teams/1/members/${member?.id ?? 0}`, {
      method: 'DELETE',
      headers,
    })
    return response.status
  }, name)
  expect(status).toBeLessThan(300)

  await page.getByRole('button', { name: 'Send the report' }).click()
  await expect(leaver.getByText('This player is not on the team’s roster.')).toBeVisible()
  await page.goto(path)
  await page.reload()
  await expect(page.getByText('Awaiting result', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Report the result' })).toBeVisible()
})
