/**
 * Issue #17's transfer history and windows, in the built app: a release shows at once in the league's
 * feed, on the player's profile and on the team's page, and is still there after a reload; a club
 * whose competition's window is shut says so on its page.
 */
import { expect, seasonal, signIn, test } from './fixtures'

test('a manager releases a player: the feed, the profile and the team page show the move, after a reload too', async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'rivera_fc')
  await page.goto('/team/1?tab=roster')
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^jan_gk/ }) })
  await row.getByRole('button', { name: 'Remove' }).click()
  await page
    .getByRole('alertdialog', { name: 'Remove jan_gk from Northside Rovers?' })
    .getByRole('button', { name: 'Remove jan_gk' })
    .click()
  await expect(page.getByText('jan_gk is no longer on Northside Rovers.')).toBeVisible()

  // The team's own history, on the overview tab, without a reload: the release is its newest move.
  await page.getByRole('tab', { name: 'Team' }).click()
  const history = page.getByRole('region', { name: 'Transfer history' })
  await expect(history.getByRole('listitem').first()).toContainText(
    'jan_gk was released by Northside Rovers',
  )

  await page.goto('/')
  const feed = page.getByRole('region', { name: 'Transfer movement' })
  await expect(feed.getByRole('listitem').first()).toContainText(
    'jan_gk was released by Northside Rovers',
  )
  await feed.getByRole('link', { name: 'jan_gk' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'jan_gk' })).toBeVisible()
  const profileHistory = page.getByRole('region', { name: 'Transfer history' })
  await expect(profileHistory.getByRole('listitem').first()).toContainText(
    'jan_gk was released by Northside Rovers',
  )

  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Transfer history' }).getByRole('listitem').first(),
  ).toContainText('jan_gk was released by Northside Rovers')
})

test('a club of a league whose window is shut says so, and when the next one opens', async ({
  page,
}) => {
  // Pacific Panthers play in the Xbox League, whose window is closed until two weeks on.
  await page.goto('/team/18')
  await expect(page.getByRole('heading', { level: 1, name: 'Pacific Panthers' })).toBeVisible()
  const league = seasonal('GVL Xbox League — Spring 2026')
  await expect(page.getByText(`(${league})`)).toHaveText(
    new RegExp(`^Closed until [A-Z][a-z]{2} \\d{1,2}, \\d{4} \\(${league}\\)$`),
  )
  // Northside Rovers' leagues have theirs open.
  await page.goto('/team/1')
  await expect(page.getByText(/^Open until [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
})
