/**
 * Issue #5's signed-in journeys: social links, avatar, creating a team, inviting a free agent,
 * registering for a competition and appealing an infraction. Each test starts from fresh demo data
 * and ends with a reload, proving the mock API kept what the player did.
 */
import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, seasonal, signIn, signOut, test } from './fixtures'

/** A valid 8×8 PNG of one colour, built here so the test needs no fixture file. */
function solidPng(rgb: [number, number, number], size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())])
  const pixels = Buffer.concat(Array<Buffer>(size).fill(row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('a player adds Twitch and YouTube links, which show on their public profile after a reload', async ({
  page,
}) => {
  await signIn(page, 'demo')
  await page.goto('/social')
  const twitch = page.getByLabel('Twitch', { exact: true })
  const youtube = page.getByLabel('YouTube', { exact: true })

  // A link of another network is refused, in words, before anything is sent.
  await youtube.fill('https://www.twitch.tv/demo_plays')
  await twitch.click()
  await expect(
    page.getByText(
      'This is not a YouTube channel link. Use one that starts with https://www.youtube.com/@.',
    ),
  ).toBeVisible()

  await twitch.fill('demo_plays')
  await youtube.fill('https://www.youtube.com/@demochannel')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your social links are saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Twitch', { exact: true })).toHaveValue('demo_plays')
  await expect(page.getByLabel('YouTube', { exact: true })).toHaveValue('@demochannel')

  await page.goto('/players?q=demo')
  await page.getByRole('link', { name: 'demo', exact: true }).first().click()
  await expect(page.getByRole('link', { name: /@demo_plays/ })).toHaveAttribute(
    'href',
    'https://www.twitch.tv/demo_plays',
  )
  await expect(page.getByRole('link', { name: /@demochannel/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@demochannel',
  )
  await page.reload()
  await expect(page.getByRole('link', { name: /@demo_plays/ })).toBeVisible()
})

test('a player uploads a picture, keeps it after a reload, then removes it', async ({ page }) => {
  await signIn(page, 'lone_wolf')
  await page.goto('/avatar')
  const current = page.getByRole('img', { name: 'Your current picture' })
  await expect(current).toBeVisible()
  const defaultSrc = await current.getAttribute('src')

  await page.getByLabel('Image file').setInputFiles({
    name: 'keeper.png',
    mimeType: 'image/png',
    buffer: solidPng([200, 30, 60]),
  })
  await expect(
    page.getByRole('img', { name: 'Your new picture, cropped to a square' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Save picture' }).click()
  await expect(page.getByText('Your new picture is saved.')).toBeVisible()
  await expect(current).not.toHaveAttribute('src', defaultSrc ?? '')
  const savedSrc = await current.getAttribute('src')

  await page.reload()
  await expect(page.getByRole('img', { name: 'Your current picture' })).toHaveAttribute(
    'src',
    savedSrc ?? '',
  )
  // Drawn from the API's stored picture, in the page and in the navigation, after a reload too:
  // not asked for before the mock API could answer.
  for (const picture of [current, page.getByRole('img', { name: 'lone_wolf' })]) {
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
  }

  await page.getByRole('button', { name: 'Remove picture' }).click()
  await page.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(
    page.getByText('Your picture is removed. GVL shows the default picture now.'),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('img', { name: 'Your current picture' })).not.toHaveAttribute(
    'src',
    savedSrc ?? '',
  )
  await expect(
    page.getByText('You have no picture yet, so GVL shows the default one.'),
  ).toBeVisible()
})

/** lone_wolf, a free agent, creates a team and lands on its page as its manager. */
async function createTeam(page: Page): Promise<void> {
  await signIn(page, 'lone_wolf')
  await page.goto('/create-team')
  await page.getByLabel('Team name').fill('Wolfpack United')
  await page.getByLabel('Tag', { exact: true }).fill('WPU')
  await page.getByLabel('Platform').selectOption({ label: 'PlayStation' })
  await page.getByRole('button', { name: 'Create team' }).click()
  await expect(page).toHaveURL(/\/team\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Wolfpack United' })).toBeVisible()
}

test('a free agent creates a team and manages it; a player on a team is told why they cannot', async ({
  page,
}) => {
  test.slow()
  await createTeam(page)
  await expect(page.getByRole('tab', { name: 'Invite players' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Wolfpack United' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Invite players' })).toBeVisible()
  await signOut(page, 'lone_wolf')

  await signIn(page, 'demo')
  await page.goto('/create-team')
  await expect(page.getByRole('heading', { name: 'You already belong to a team' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create team' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'You already belong to a team' })).toBeVisible()
})

test('a new team invites a free agent, who accepts and joins its roster', async ({ page }) => {
  // Two players, several full page loads: three times the usual time on a busy machine.
  test.slow()
  await createTeam(page)
  await page.getByRole('tab', { name: 'Invite players' }).click()
  const candidates = page.getByRole('list', { name: 'Free agents' })
  const first = candidates.getByRole('listitem').first()
  const player = (await first.getByRole('link').textContent())?.trim() ?? ''
  expect(player).not.toBe('')
  await page.getByLabel('Search free agents').fill(player)
  // The search is debounced: the list is drawn again (its skeleton, then the match) after typing, so
  // the Invite to press is the one of the filtered list, as a person waits for it.
  await expect(page.getByRole('status').filter({ hasText: '1 free agent found' })).toBeVisible()
  const row = candidates.getByRole('listitem').filter({
    has: page.getByRole('link', { name: player, exact: true }),
  })
  await row.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByText(`Invitation sent to ${player}.`)).toBeVisible()
  await signOut(page, 'lone_wolf')

  await signIn(page, player)
  await page.goto('/invitations')
  const invitation = page.getByRole('article').filter({ hasText: 'Wolfpack United' })
  await invitation.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('You joined Wolfpack United. Welcome to the squad!')).toBeVisible()

  await page.reload()
  const answered = page.getByRole('article', { name: 'Wolfpack United' })
  await expect(answered.getByText('Accepted', { exact: true })).toBeVisible()
  await expect(answered.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await answered.getByRole('link', { name: 'Wolfpack United' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Wolfpack United' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: player, exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'lone_wolf', exact: true }).first()).toBeVisible()
})

/** The radio follows the URL (`?competition=`): it shows as checked once that navigation commits. */
async function chooseCompetition(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name })
  await radio.click()
  await expect(radio).toBeChecked()
}

test('a new team is refused for its small roster; an established team registers and waits for the league', async ({
  page,
}) => {
  test.slow()
  const summer = seasonal('GVL Premier Division — Summer 2026')
  await createTeam(page)
  await page.goto('/register-team')
  await chooseCompetition(page, summer)
  const rosterCheck = page.getByRole('listitem').filter({ hasText: 'Roster size' })
  await expect(rosterCheck).toContainText('Failed')
  await expect(rosterCheck).toContainText(/The roster has 1 player; at least \d+ are needed\./)
  await expect(
    page.getByText('Wolfpack United cannot register yet: fix the failed checks first.'),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Roster size' })).toContainText(
    'Failed',
  )
  await signOut(page, 'lone_wolf')

  await signIn(page, 'rivera_fc')
  await page.goto('/register-team')
  // Northside Rovers' pending registration for the Premier Division is withdrawn, then made again.
  const mine = page.getByRole('article', { name: summer })
  await mine.getByRole('button', { name: `Withdraw from ${summer}` }).click()
  await page.getByRole('button', { name: 'Withdraw registration' }).click()
  await expect(page.getByText(`Northside Rovers withdrew from ${summer}.`)).toBeVisible()
  await chooseCompetition(page, summer)
  await expect(page.getByRole('listitem').filter({ hasText: 'Roster size' })).toContainText(
    'Passed',
  )
  await page.getByRole('button', { name: 'Register Northside Rovers' }).click()
  await expect(
    page.getByText(`Northside Rovers is registered for ${summer}`, { exact: false }),
  ).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('article', { name: summer }).getByText('Pending', { exact: true }),
  ).toBeVisible()
})

test('a player appeals an active infraction once; the appeal is kept after a reload', async ({
  page,
}) => {
  await signIn(page, 'demo')
  await page.goto('/infractions')
  const appealButtons = page.getByRole('button', { name: 'Appeal this infraction' })
  await expect(appealButtons.first()).toBeVisible()
  const before = await appealButtons.count()
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Appeal this infraction' }) })
    .first()
  const description = (await card.getByRole('heading').first().textContent()) ?? ''

  await appealButtons.first().click()
  await page
    .getByLabel('Why should the league review this infraction?')
    .fill('The comment was quoted out of context; the full match thread shows it was a joke.')
  await page.getByRole('button', { name: 'Send appeal' }).click()
  await expect(
    page.getByText(
      'Your appeal was sent. The league will review it; the sanction stands until it decides.',
    ),
  ).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Appeal this infraction' })).toHaveCount(before - 1)
  const appealed = page.getByRole('article').filter({ hasText: description }).first()
  await expect(appealed.getByText('Under review')).toBeVisible()
  await expect(appealed.getByRole('button', { name: 'Appeal this infraction' })).toHaveCount(0)
})
