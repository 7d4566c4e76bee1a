import { expect, seasonal, test } from './fixtures'

test('a visitor browses from home to a competition table, a player and a news article', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'GVL USA EAFC Pro Clubs' }),
  ).toBeVisible()

  // Home → a competition in progress → its table.
  const premier = seasonal('GVL Premier Division — Spring 2026')
  await page.getByRole('link', { name: premier }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: premier })).toBeVisible()
  await page.getByRole('tab', { name: 'Table' }).click()
  await expect(page).toHaveURL(/tab=table/)
  const table = page.getByRole('table').first()
  await expect(table.getByRole('row').nth(8)).toBeVisible()
  expect(await table.getByRole('row').count()).toBeGreaterThan(8)

  // The table → the stats leaders → a player's profile.
  // The scorers' table is named, so the name is read from it and not from the table still on
  // screen while the Stats tab is drawn.
  await page.getByRole('tab', { name: 'Stats' }).click()
  const scorer = page.getByRole('table', { name: 'Top scorers' }).getByRole('link').first()
  const name = (await scorer.textContent())?.trim() ?? ''
  expect(name).not.toBe('')
  await scorer.click()
  await expect(page).toHaveURL(/\/profile\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // Back home → the latest news → an article.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME' }).click()
  const article = page
    .getByRole('region', { name: /Latest news/i })
    .getByRole('link')
    .first()
  const title = (await article.textContent())?.trim() ?? ''
  await article.click()
  await expect(page).toHaveURL(/\/news\//)
  expect(title.length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 20))
})

test('the players list pages and filters on the server, and a link reproduces the view', async ({
  page,
}) => {
  await page.goto('/players')
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  await page
    .getByRole('searchbox')
    .or(page.getByLabel(/search/i))
    .first()
    .fill('maya')
  await expect(page).toHaveURL(/q=maya/)
  await expect(page.getByRole('link', { name: 'maya_goals' })).toBeVisible()
  const url = page.url()
  await page.goto(url)
  await expect(page.getByRole('link', { name: 'maya_goals' })).toBeVisible()
})
