import { expect, test } from './fixtures'

test('a visitor opens a result from home, reads its sheet, and the page holds after a reload', async ({
  page,
}) => {
  await page.goto('/')
  // Home's latest results: each score is the way to its match's page.
  const results = page.getByRole('region', { name: /Latest results/i })
  const score = results.getByRole('link', { name: /^\d+–\d+ ?, .+ v .+, match details$/ }).first()
  await score.click()
  await expect(page).toHaveURL(/\/match\/\d+$/)
  await expect(page).toHaveTitle('Match · GVL')

  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(/\d+–\d+/)
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Kick-off: .+ [A-Z]{2,4}[+-]?\d*$/)).toBeVisible()
  const lineups = page.getByRole('table', { name: /: line-up and ratings$/ })
  await expect(lineups).toHaveCount(2)
  await expect(page.getByRole('region', { name: 'Result history' })).toContainText('Reported by')

  // A player of the line-up → their profile, and back.
  const player = lineups.first().getByRole('rowheader').first().getByRole('link')
  const name = (await player.textContent())?.trim() ?? ''
  await player.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.goBack()
  await expect(lineups.first()).toBeVisible()

  await page.reload()
  await expect(heading).toContainText(/\d+–\d+/)
  await expect(lineups).toHaveCount(2)
})

test("a competition's fixture leads to its match page, and an unknown match is not found", async ({
  page,
}) => {
  await page.goto('/competition/3?tab=fixtures')
  const fixture = page.getByRole('link', { name: /match details$/ }).first()
  await fixture.click()
  await expect(page).toHaveURL(/\/match\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/match/999999')
  await expect(page.getByRole('heading', { name: 'Match not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to competitions' }).click()
  await expect(page).toHaveURL(/\/competitions$/)
})
