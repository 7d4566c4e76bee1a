/**
 * Going offline and back loses nothing (issue #6). "Offline" here is the browser's network only:
 * the mock API runs in the browser (its service worker hands each request to the API's worker), so
 * its answers need no network and keep coming, while what the browser must fetch (a route's code, a
 * translation chunk, a reload) fails. What a person has typed lives in the page (a message draft, a
 * half-filled form); it must survive the network going away and coming back. The app keeps no draft
 * in storage, so a reload starts empty: reloading offline is not expected to work at all (the
 * browser's own offline page).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures'

const DRAFT = 'Draft typed before the network went: see you at 9, bring the away kit.'

/** Offline for a while (long enough for anything listening to `offline` to act), then online again. */
async function offlineAndBack(
  context: BrowserContext,
  page: Page,
  whileOffline?: () => Promise<void>,
) {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
  await whileOffline?.()
  await context.setOffline(false)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true)
}

/**
 * demo, signed in, with the conversation with rivera_fc open: its message box. Waited for, so that
 * the panel's code is in before a test takes the network away.
 */
async function composerAsDemo(page: Page) {
  await signIn(page, 'demo')
  await page.goto('/profile/2')
  await page.getByRole('button', { name: 'Message', exact: true }).click()
  const composer = page.getByLabel('Message to rivera_fc')
  await expect(composer).toBeVisible()
  return composer
}

/** Sends what the box holds: the text shows in the conversation and the box empties. */
async function expectSent(page: Page, composer: Locator, text: string) {
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText(text).first()).toBeVisible()
  await expect(composer).toHaveValue('')
}

test('a message draft survives going offline and back, and is sent afterwards', async ({
  page,
  context,
}) => {
  const composer = await composerAsDemo(page)
  await composer.fill(DRAFT)
  await offlineAndBack(context, page, async () => {
    await expect(composer).toHaveValue(DRAFT)
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  })
  await expect(composer).toHaveValue(DRAFT)
  await expectSent(page, composer, DRAFT)
})

test('offline, the in-page mock API still answers: a message sent offline is delivered, nothing is lost', async ({
  page,
  context,
}) => {
  const composer = await composerAsDemo(page)
  await context.setOffline(true)
  await composer.fill('Sent while offline')
  // The server is in the page: the send succeeds and the text moves into the conversation.
  await expectSent(page, composer, 'Sent while offline')
  await context.setOffline(false)
  await expect(page.getByText('Sent while offline').first()).toBeVisible()
})

test('a half-filled profile form survives going offline and back, and saves afterwards', async ({
  page,
  context,
}) => {
  await signIn(page, 'maya_goals')
  await page.goto('/edit-profile')
  const bio = page.getByLabel(/Bio/)
  const shirt = page.getByLabel('Preferred shirt number')
  await bio.fill('Half-written bio, the network is about to')
  await shirt.fill('17')
  await offlineAndBack(context, page, async () => {
    await expect(bio).toHaveValue('Half-written bio, the network is about to')
  })
  await expect(bio).toHaveValue('Half-written bio, the network is about to')
  await expect(shirt).toHaveValue('17')
  await bio.fill('Half-written bio, the network is about to go. Back now.')
  await page.getByRole('button', { name: /Save/ }).click()
  await expect(page.getByRole('status')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel(/Bio/)).toHaveValue(
    'Half-written bio, the network is about to go. Back now.',
  )
  await expect(page.getByLabel('Preferred shirt number')).toHaveValue('17')
})

test('reloading offline fails (it needs the network); the draft lives only in the page, so a reload starts empty', async ({
  page,
  context,
}) => {
  const composer = await composerAsDemo(page)
  await composer.fill(DRAFT)
  await context.setOffline(true)
  // Reloading needs the network (the document is not cached): the browser's offline page, by design.
  // (The service worker lets the document request go to the network, which fails: net::ERR_….)
  const url = page.url()
  await expect(page.reload()).rejects.toThrow(/net::ERR_/)
  await context.setOffline(false)
  // Back online, the page is loaded again. Not page.reload(): that reloads the browser's error page,
  // whose own navigation to the address can be reported as aborted (net::ERR_ABORTED, seen in CI).
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Drafts are kept in the page only (MessageComposer's state), never in storage: after a reload the
  // box starts empty. Reported in docs/testing.md as a known limit.
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
  )
  expect(stored).not.toContain('Draft typed before the network went')
})

test('an offline click to a screen not visited yet shows a way back, not a crash', async ({
  page,
  context,
}) => {
  // The screen's code is fetched on demand: offline that fails, and the route says so in the shell
  // (PageLoadError) with Try again, instead of the root error page. The app fetches the main
  // navigation's screens ahead when idle (src/app/fetchAhead.ts): the Players screen's code cannot be
  // fetched from the start either, so it is still "not visited yet" however soon that runs.
  const playersScreen = /\/assets\/PlayersScreen-[^/]+\.js$/
  await context.route(playersScreen, (route) => route.abort('internetdisconnected'))
  await signIn(page, 'demo')
  await page.goto('/edit-profile')
  await context.setOffline(true)
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /players/i })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 5_000 })
  await context.unroute(playersScreen)
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
})

/**
 * demo, on rivera_fc's profile, with `blocked` (the messages panel's files) failing from the start:
 * the panel's code is fetched ahead when the page is idle (src/app/fetchAhead.ts), so it is still
 * not in when "Message" is clicked offline. The notice says so; the files come back with the
 * network.
 */
async function messageOfflineWithout(page: Page, context: BrowserContext, blocked: RegExp) {
  await context.route(blocked, (route) => route.abort('internetdisconnected'))
  await signIn(page, 'demo')
  await page.goto('/profile/2')
  // The page itself is in before the network goes: only the panel's files are missing.
  const message = page.getByRole('button', { name: 'Message', exact: true })
  await expect(message).toBeVisible()
  await offlineAndBack(context, page, async () => {
    await message.click()
    await expect(page.getByRole('alert')).toHaveText(
      'This panel could not be opened. Check your connection: it opens by itself when you are back online.',
    )
    await context.unroute(blocked)
  })
}

test("an offline click on Message before the panel's code is in says so, and the panel opens back online", async ({
  page,
  context,
}) => {
  await messageOfflineWithout(page, context, /\/assets\/MessagesPanel-[^/]+\.js$/)
  // Back online, the panel opens by itself on the conversation that was asked for.
  await expect(page.getByLabel('Message to rivera_fc')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  // The retry put back only stylesheets that failed: the page's own, whose rules it carries in
  // <style> elements, keep their disabled links (enabled, they would load and apply twice).
  await expect(page.locator('link[rel="stylesheet"][disabled]')).not.toHaveCount(0)
  await expect(page.locator('link[rel="stylesheet"][href*="/main-"]:not([disabled])')).toHaveCount(
    0,
  )
})

test('offline, the avatar menu whose code cannot come keeps its avatar, and the page goes on', async ({
  page,
  context,
}) => {
  // The menu's code is fetched after the first paint: offline from the start, it never comes, and
  // the avatar stands in. Before, the failed fetch was an uncaught error that took the page down.
  const menuCode = /\/assets\/AccountMenu-[^/]+\.js$/
  await context.route(menuCode, (route) => route.abort('internetdisconnected'))
  // Signed in by hand: the fixture's signIn waits for the menu's button, which is what fails here.
  await page.goto('/login')
  await page.getByLabel('Username or email').fill('demo')
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Messages' })).toBeVisible()
  const menuCodeFailed = page.waitForEvent('requestfailed', (request) =>
    menuCode.test(request.url()),
  )
  await page.goto('/profile/2')
  await menuCodeFailed
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  // The avatar is there, as a picture, not yet a button that opens the menu.
  const menuButton = page.getByRole('button', { name: 'demo', exact: true })
  await expect(menuButton).toHaveCount(0)
  await context.unroute(menuCode)
  await offlineAndBack(context, page)
  await menuButton.click()
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
})

test('a panel whose stylesheet could not come either opens styled once back online', async ({
  page,
  context,
}) => {
  // Vite counts a stylesheet it once asked for as loaded, failed or not: the retry puts the failed
  // one back, or the panel would open unstyled.
  await messageOfflineWithout(page, context, /\/assets\/MessagesPanel-[^/]+\.(js|css)$/)
  await expect(page.getByLabel('Message to rivera_fc')).toBeVisible()
  // The conversation's title is cut with an ellipsis by the panel's own stylesheet.
  const title = page.getByRole('dialog').getByRole('heading').first()
  await expect
    .poll(() => title.evaluate((element) => getComputedStyle(element).textOverflow))
    .toBe('ellipsis')
})

test('a language switched offline reaches the whole page once back online', async ({
  page,
  context,
}) => {
  // The shell's text is in the first load in both languages; a screen's Spanish text is fetched
  // with the switch, which offline cannot: the screen shows its English text meanwhile, not keys.
  await page.goto('/players')
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  await page.getByRole('button', { name: 'Settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await expect(settings.getByLabel('Language')).toBeVisible()
  await offlineAndBack(context, page, async () => {
    await settings.getByLabel('Language').selectOption('es')
    await settings.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Jugadores' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('a footer whose stylesheet cannot come leaves the page working, and shows once back online', async ({
  page,
  context,
}) => {
  // The footer's code and style are fetched after the first page's: a network that goes away
  // meanwhile costs the footer, never the page.
  const footerFiles = /\/assets\/Footer-[^/]+\.css$/
  await context.route(footerFiles, (route) => route.abort('internetdisconnected'))
  const footerFailed = page.waitForEvent('requestfailed', (request) =>
    footerFiles.test(request.url()),
  )
  await page.goto('/players')
  await footerFailed
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  await context.unroute(footerFiles)
  await offlineAndBack(context, page)
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
