/**
 * The prerendered first paint (scripts/prerender.mjs, issue #7): a public page's HTML already holds the
 * page, painted before the app's code is requested; the app then hydrates that very markup, so nothing
 * moves or flashes and no element is made again. A visitor the page was not made for never sees it.
 * A competition's or a team's page holds its data too (issue #18), which the app asks the API for again.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type BrowserContext, type Page } from '@playwright/test'
import { PRERENDERED_PAGES } from '../../scripts/prerender/page.mjs'
import { collectPageErrors, signIn } from './fixtures'

const DIST = join(import.meta.dirname, '..', '..', process.env.E2E_DIST ?? 'dist')

type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean }>
const manifest = (): Manifest =>
  JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest

/** The mock API's chunk, held back so that every page stays as the app first renders it (loading). */
async function holdBackMockApi(context: BrowserContext): Promise<void> {
  const chunk = Object.values(manifest()).find((entry) => entry.src?.endsWith('mocks/browser.ts'))
  if (!chunk) throw new Error('no mock API chunk in the manifest')
  await context.route(`**/${chunk.file}`, () => undefined)
}

interface Prerendered {
  markup: string
  elements: Element[]
  /** Elements React hydrated, then removed in a later render. */
  removedByReact: WeakSet<Element>
}

/**
 * Keeps `#root`'s markup and elements as the HTML left them, before any of the app's code ran, and
 * notes which of them React removes once it has hydrated them: it then deletes its own record of an
 * element (the part that asks the API on its own replacing its skeleton with its answer).
 */
async function recordPrerenderedRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removedByReact = new WeakSet<Element>()
    const isReacts = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    const removeChild = Node.prototype.removeChild
    Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof Element) {
        for (const element of [child, ...child.querySelectorAll('*')]) {
          if (isReacts(element)) removedByReact.add(element)
        }
      }
      return removeChild.call(this, child) as T
    }
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')
      const prerendered: Prerendered = {
        markup: root?.innerHTML ?? '',
        elements: [...(root?.querySelectorAll('*') ?? [])],
        removedByReact,
      }
      Object.assign(window, { prerendered })
    })
  })
}

/** What the browser reported as a problem: React reports a failed hydration as an uncaught error. */
function problems(page: Page): string[] {
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text())
  })
  page.on('pageerror', (error) => reported.push(error.message))
  return reported
}

/**
 * Every element of the prerendered markup belongs to React: hydrated (the lazily loaded footer too),
 * or hydrated and since removed by a render.
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const { elements, removedByReact } = (window as unknown as { prerendered: Prerendered })
      .prerendered
    return elements.every(
      (element) =>
        removedByReact.has(element) ||
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    )
  })

/**
 * The prerendered elements that are not what the app's first render made of them. Hydration keeps the
 * elements it can match (tag and text; a mismatch there is an error, and a new render); it does not
 * compare attributes in a production build, so they are compared here: each attribute-like property
 * React rendered the element with (read from React's own record of it) against the prerendered one.
 */
function mismatches(): string[] {
  const attributeOf = (prop: string) =>
    prop === 'className'
      ? 'class'
      : prop === 'htmlFor'
        ? 'for'
        : /^(aria|data)-|^(id|href|role|type|title|alt|src|name)$/.test(prop)
          ? prop
          : null
  const { elements, removedByReact } = (window as unknown as { prerendered: Prerendered })
    .prerendered
  return elements.flatMap((element) => {
    if (removedByReact.has(element)) return []
    if (!element.isConnected) return [`${element.tagName} was made again`]
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))
    const fiber = key
      ? (element as unknown as Record<string, { memoizedProps: object }>)[key]
      : null
    if (!fiber) return [`${element.tagName} was not hydrated`]
    return Object.entries(fiber.memoizedProps).flatMap(([prop, value]) => {
      const attribute = attributeOf(prop)
      if (!attribute || (typeof value !== 'string' && typeof value !== 'number')) return []
      const prerendered = element.getAttribute(attribute)
      return prerendered === String(value)
        ? []
        : [`${element.tagName} ${attribute}: "${prerendered}", rendered "${value}"`]
    })
  })
}

const visitors = [
  { who: 'a first visit', language: null },
  { who: 'English chosen', language: 'en' },
]

/** Pages prerendered with their data (every competition's, and every registered team's). */
const DATA_PAGE = '/competition/3'
const TEAM_PAGE = '/team/2'

for (const path of [...PRERENDERED_PAGES, DATA_PAGE, TEAM_PAGE]) {
  for (const { who, language } of visitors) {
    test(`${path} is prerendered as the app renders it, and hydrated (${who})`, async ({
      browser,
    }) => {
      const context = await browser.newContext()
      if (language) {
        await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
      }
      await holdBackMockApi(context)
      const page = await context.newPage()
      const reported = problems(page)
      await recordPrerenderedRoot(page)
      await page.goto(path)
      await hydrated(page)
      expect(
        await page.evaluate(
          () => (window as unknown as { prerendered: Prerendered }).prerendered.markup,
        ),
      ).toContain('<h1')
      expect(await page.evaluate(mismatches)).toEqual([])
      expect(reported).toEqual([])
      await context.close()
    })
  }
}

test('the page is painted before the app’s code is requested', async ({ browser }) => {
  const entry = Object.values(manifest()).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry in the manifest')
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/players')
  await page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(file)),
    entry.file,
  )
  const { paint, script } = await page.evaluate(
    (file) => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      script:
        performance.getEntriesByType('resource').find((resource) => resource.name.endsWith(file))
          ?.startTime ?? -Infinity,
    }),
    entry.file,
  )
  expect(paint).toBeLessThan(script)
  await context.close()
})

for (const path of ['/', '/players']) {
  test(`${path} carries its stylesheets: the app loads none of them again`, async ({ browser }) => {
    const context = await browser.newContext()
    await context.addInitScript(() => localStorage.setItem('language', 'en'))
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname)
    })
    await recordPrerenderedRoot(page)
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
        (style) => style.dataset.href,
      ),
    )
    expect(inline.length).toBeGreaterThan(1)
    expect(requested.filter((href) => inline.includes(href))).toEqual([])
    // The footer's stylesheet is not in the page (the footer loads after the first paint): it still
    // comes with its chunk, as any lazily loaded screen's does.
    expect(requested.some((href) => href.includes('Footer'))).toBe(true)
    await context.close()
  })
}

const otherVisitors = [
  {
    who: 'a visitor who chose Spanish never sees the English page',
    language: 'es',
    path: '/players',
    then: (page: Page) => page.getByRole('heading', { level: 1, name: 'Jugadores' }),
  },
  {
    who: 'another path served by index.html starts from an empty page',
    language: 'en',
    path: '/profile/1',
    then: (page: Page) => page.getByRole('navigation', { name: 'Main' }),
  },
  {
    who: 'a signed-in visitor never sees the page made for a first visit',
    language: 'en',
    signedIn: 'demo',
    path: DATA_PAGE,
    then: (page: Page) => page.getByRole('button', { name: 'demo', exact: true }),
  },
  {
    who: 'a team’s manager gets the team’s page with its tabs, not the one made for a first visit',
    language: 'en',
    signedIn: 'rivera_fc',
    path: '/team/1',
    then: (page: Page) => page.getByRole('tab', { name: 'Details' }),
  },
]

for (const { who, language, path, then, signedIn } of otherVisitors) {
  test(who, async ({ browser }) => {
    const context = await browser.newContext()
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
    const page = await context.newPage()
    if (signedIn) await signIn(page, signedIn)
    const reported = problems(page)
    await recordPrerenderedRoot(page)
    await page.goto(path)
    expect(
      await page.evaluate(
        () => (window as unknown as { prerendered: Prerendered }).prerendered.markup,
      ),
    ).toBe('')
    await expect(then(page)).toBeVisible()
    expect(reported).toEqual([])
    await context.close()
  })
}

// How many of the page's answers name it: the competition's one; the team's, once and in its matches.
const withData = [
  { path: DATA_PAGE, api: '/api/competitions/3', named: (times: number) => times === 1 },
  { path: TEAM_PAGE, api: '/api/teams/2', named: (times: number) => times >= 1 },
]

for (const { path, api, named } of withData) {
  test(`${path}, prerendered with its data, shows the API’s answer once the app is up`, async ({
    browser,
  }) => {
    const context = await browser.newContext()
    // English chosen: a first visit's language chooser would hide the page from the locators.
    await context.addInitScript(() => localStorage.setItem('language', 'en'))
    // The page as a build made from other data would have it: another name in its markup and its data.
    let name = ''
    let carried = 0
    await context.route(path, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      name = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? ''
      carried = html.split(`"name":"${name}"`).length - 1
      await route.fulfill({ response, body: html.replaceAll(name, 'An older name') })
    })
    const page = await context.newPage()
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) asked.push(request.method())
    })
    const reported = problems(page)
    await recordPrerenderedRoot(page)
    await page.goto(path)
    expect(named(carried), `${carried} answers name it`).toBe(true)
    expect(
      await page.evaluate(
        () => (window as unknown as { prerendered: Prerendered }).prerendered.markup,
      ),
    ).toContain('An older name')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await hydrated(page)
    expect(await page.evaluate(mismatches)).toEqual([])
    expect(reported).toEqual([])
    // Asked for once: the loader's request, under way as the page hydrates, is the refresh.
    expect(asked).toEqual(['GET'])
    await context.close()
  })
}

test('a form of the page does not submit before the app has hydrated it', async ({ browser }) => {
  const entry = Object.values(manifest()).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry in the manifest')
  const context = await browser.newContext()
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
  // The app's code cannot come: the page stays its prerendered markup.
  await context.route(`**/${entry.file}`, (route) => route.abort())
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Username or email').fill('demo')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Password').press('Enter')
  // A plain GET to the page's own address would carry the password in the URL.
  await page.waitForTimeout(500)
  expect(page.url()).toMatch(/\/login$/)
  await context.close()
})

test('a page whose data cannot be read is drawn afresh by the app, and no longer held back', async ({
  browser,
}) => {
  const reader = Object.values(manifest()).find((chunk) => chunk.src === 'src/app/pageData.ts')
  if (!reader) throw new Error('no chunk for src/app/pageData.ts in the manifest')
  const context = await browser.newContext()
  await context.addInitScript(() => localStorage.setItem('language', 'en'))
  // The reader of the page's data cannot come (the network went as the page loaded).
  await context.route(`**/${reader.file}`, (route) => route.abort('internetdisconnected'))
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  await page.goto(DATA_PAGE)
  // The heading is React's: the app drew the page.
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1')
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
  })
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  // No mark is left `pending`: the head's guard no longer cancels the page's forms.
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerender'))
  expect(errors).toEqual([])
  await context.close()
})
