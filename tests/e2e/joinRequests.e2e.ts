/**
 * Issue #17's join requests, in the built app: a free agent asks to join a club with a note, its
 * manager accepts on /invitations, and the roster and the league's movement feed show the move; a
 * request to a club whose transfer window is shut is refused with the reason and the next window's
 * opening date. Each is still true after a reload.
 */
import { expect, signIn, signOut, test } from './fixtures'

const MESSAGE = 'Centre-back on East Coast evenings, free for a trial this week.'

test('a free agent asks to join Northside Rovers, the manager accepts, and the move shows everywhere after a reload', async ({
  page,
}) => {
  test.slow()
  await signIn(page, 'lone_wolf')

  // Northside Rovers invited lone_wolf in the seed, and a club and a player hold one offer at a time:
  // he declines their invitation, to ask in his own words.
  await page.goto('/invitations')
  const invitation = page.getByRole('article', { name: 'Northside Rovers' })
  await invitation.getByRole('button', { name: 'Decline' }).click()
  await page
    .getByRole('alertdialog', { name: "Decline Northside Rovers's invitation?" })
    .getByRole('button', { name: 'Decline invitation' })
    .click()
  await expect(page.getByText("You declined Northside Rovers's invitation.")).toBeVisible()

  await page.goto('/team/1')
  await page.getByRole('button', { name: 'Ask to join' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ask to join Northside Rovers' })
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(MESSAGE)
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Request sent' }).getByRole('button').last().click()
  await expect(page.getByText('Request sent')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible()

  // His own box on /invitations lists it, pending, with his note.
  await page.goto('/invitations')
  const mine = page.getByRole('region', { name: 'Your requests to join' })
  const sent = mine.getByRole('article', { name: 'Northside Rovers' })
  await expect(sent.getByText('Pending')).toBeVisible()
  await expect(sent.getByText(MESSAGE)).toBeVisible()
  await signOut(page, 'lone_wolf')

  await signIn(page, 'rivera_fc')
  await page.goto('/invitations')
  await page.getByRole('tab', { name: 'Requests to join' }).click()
  await expect(page).toHaveURL(/box=requests/)
  const request = page.getByRole('article', { name: 'lone_wolf' })
  await expect(request.getByText(MESSAGE)).toBeVisible()
  await request.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('lone_wolf joined Northside Rovers.')).toBeVisible()
  await expect(request.getByText('Accepted on')).toBeVisible()

  await page.reload()
  await expect(
    page.getByRole('article', { name: 'lone_wolf' }).getByText('Accepted', { exact: true }),
  ).toBeVisible()

  await page.goto('/team/1')
  const roster = page.getByRole('table', { name: /roster/ })
  await expect(roster.getByRole('rowheader', { name: /^lone_wolf/ })).toBeVisible()

  await page.goto('/')
  const feed = page.getByRole('region', { name: 'Transfer movement' })
  await expect(feed.getByRole('listitem').first()).toContainText(
    'lone_wolf joined Northside Rovers',
  )

  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Transfer movement' }).getByRole('listitem').first(),
  ).toContainText('lone_wolf joined Northside Rovers')
  await page.goto('/team/1')
  await expect(
    page.getByRole('table', { name: /roster/ }).getByRole('rowheader', { name: /^lone_wolf/ }),
  ).toBeVisible()
})

test('a request to a club whose transfer window is shut is refused with the next window’s date, and nothing is pending after a reload', async ({
  page,
}) => {
  await signIn(page, 'lone_wolf')
  // Pacific Panthers play in the Xbox League, whose window is closed; the page says until when.
  await page.goto('/team/18')
  await expect(page.getByRole('heading', { level: 1, name: 'Pacific Panthers' })).toBeVisible()
  const closedUntil = await page.getByText(/^Closed until /).textContent()
  const opens = /^Closed until (.+?) \(/.exec(closedUntil ?? '')?.[1]
  expect(opens, 'the header names the next opening').toBeTruthy()

  await page.getByRole('button', { name: 'Ask to join' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ask to join Pacific Panthers' })
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Keeper, Pacific time.')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  const refusal = dialog.getByRole('alert')
  await expect(refusal).toContainText('is closed: its teams cannot add or release players now.')
  await expect(refusal).toContainText('The next window opens on')
  // The server's date and the header's name the same day (the header shortens the month).
  const [month, day, year] = (opens ?? '').replace(',', '').split(' ')
  await expect(refusal).toContainText(new RegExp(`opens on ${month}[a-z]* ${day}, ${year}`))

  await page.reload()
  await expect(page.getByRole('button', { name: 'Ask to join' })).toBeVisible()
  await expect(page.getByText('Request sent')).toHaveCount(0)
  await page.goto('/invitations')
  const mine = page.getByRole('region', { name: 'Your requests to join' })
  await expect(mine.getByRole('article', { name: 'Emerald Coast United' })).toBeVisible()
  await expect(mine.getByRole('article', { name: 'Pacific Panthers' })).toHaveCount(0)
})
