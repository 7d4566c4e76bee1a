/**
 * Issue #17's transfer history and windows, in the built app: a release shows at once in the league's
 * feed, on the player's profile and on the team's page, and is still there after a reload; a club
 * whose competition's window is shut says so on its page.
 */
import { expect, seasonal, signIn, signOut, test } from './fixtures'

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

test('a free agent publishes a listing; a manager finds it through the filters and invites them; they accept, and the move shows everywhere, after a reload too', async ({
  page,
}) => {
  // Four players' sessions and many full page loads.
  test.slow()
  // demo leaves Northside Rovers (their window is open) to become a free agent.
  await signIn(page, 'demo')
  await page.goto('/team/1')
  await page.getByRole('button', { name: 'Leave team' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave team' }).click()
  await expect(page.getByText('You left Northside Rovers.')).toBeVisible()

  // The listing: a playmaker from Europe who plays on Sundays (no other listing says so).
  await page.goto('/market')
  await page.getByRole('button', { name: 'Publish a listing' }).click()
  // The editor, apart from the filters above it (both have a Region).
  const editor = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Publish listing' }) })
  await editor.getByRole('checkbox', { name: 'CAM · Attacking midfielder' }).check()
  await editor.getByLabel('Gamertag').fill('demo_cam_10')
  await editor.getByLabel('Region').selectOption({ label: 'Europe' })
  await editor
    .getByRole('group', { name: 'Evenings you can play' })
    .getByRole('checkbox', { name: 'Sunday' })
    .check()
  await editor.getByLabel('Message (optional)').fill('Creative 10, free on Sunday nights.')
  await editor.getByRole('button', { name: 'Publish listing' }).click()
  await expect(page.getByText('Your listing is published.')).toBeVisible()
  await signOut(page, 'demo')

  // Harbor City FC's manager finds demo through the filters, in the URL.
  await signIn(page, 'ViperDillan')
  await page.goto('/market')
  const filters = page.getByRole('search', { name: 'Filter free agents' })
  await filters.getByLabel('Region').selectOption({ label: 'Europe' })
  await filters.getByLabel('Plays on').selectOption({ label: 'Sunday' })
  await expect(page).toHaveURL(/region=europe/)
  await expect(page).toHaveURL(/evening=sunday/)
  const card = page.getByRole('article', { name: 'demo' })
  await expect(card.getByText('Creative 10, free on Sunday nights.')).toBeVisible()
  await card.getByRole('button', { name: 'Invite to my team' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('dialog').getByText('Invitation sent')).toBeVisible()
  await page.keyboard.press('Escape')
  await signOut(page, 'ViperDillan')

  await signIn(page, 'demo')
  await page.goto('/invitations')
  await page
    .getByRole('article')
    .filter({ hasText: 'Harbor City FC' })
    .getByRole('button', { name: 'Accept' })
    .click()
  await expect(page.getByText('You joined Harbor City FC.', { exact: false })).toBeVisible()

  const newest = (region: string) =>
    page.getByRole('region', { name: region }).getByRole('listitem').first()
  for (const reload of [false, true]) {
    await page.goto('/')
    if (reload) await page.reload()
    await expect(newest('Transfer movement')).toContainText('demo joined Harbor City FC')
    await page.goto('/profile')
    await expect(newest('Transfer history')).toContainText('demo joined Harbor City FC')
    await expect(
      page.getByRole('region', { name: 'Transfer history' }).getByRole('listitem').nth(1),
    ).toContainText('demo left Northside Rovers')
    await page.goto('/team/7')
    await expect(newest('Transfer history')).toContainText('demo joined Harbor City FC')
  }
})
