/**
 * The prerendered first paint (scripts/prerender.mjs, issue #7): a public page's HTML already holds the
 * page, painted before the app's code is requested; the app then renders the very same markup over it,
 * so nothing moves or flashes. A visitor the page was not made for never sees it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, type BrowserContext, type Page } from '@playwright/test'
import { PRERENDERED_PAGES } from '../../scripts/prerender/page.mjs'

const DIST = join(import.meta.dirname, '..', '..', process.env.E2E_DIST ?? 'dist')

/** The mock API's chunk, held back so that every page stays as the app first renders it (loading). */
async function holdBackMockApi(context: BrowserContext): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >
  const chunk = Object.values(manifest).find((entry) => entry.src?.endsWith('mocks/browser.ts'))
  if (!chunk) throw new Error('no mock API chunk in the manifest')
  await context.route(`**/${chunk.file}`, () => undefined)
}

/** Keeps `#root`'s markup as the HTML left it, before any of the app's code ran. */
async function recordPrerenderedRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { prerendered: string }).prerendered =
        document.getElementById('root')?.innerHTML ?? ''
    })
  })
}

const appRendered = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  )

for (const path of PRERENDERED_PAGES) {
  test(`${path} is prerendered as the app renders it`, async ({ browser }) => {
    const context = await browser.newContext()
    await holdBackMockApi(context)
    const page = await context.newPage()
    await recordPrerenderedRoot(page)
    await page.goto(path)
    await appRendered(page)
    const { prerendered, rendered } = await page.evaluate(() => {
      const root = document.getElementById('root')?.cloneNode(true) as HTMLElement
      // The footer is loaded lazily, after the first render: it is not prerendered.
      root.querySelectorAll('footer').forEach((footer) => footer.remove())
      return {
        prerendered: (window as unknown as { prerendered: string }).prerendered,
        rendered: root.innerHTML,
      }
    })
    expect(prerendered).toContain('<h1')
    expect(rendered).toBe(prerendered)
    await context.close()
  })
}

test('the page is painted before the app’s code is requested', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/players')
  await appRendered(page)
  const { paint, script } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    script:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? -Infinity,
  }))
  expect(paint).toBeLessThan(script)
  await context.close()
})

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
    path: '/competition/3',
    then: (page: Page) => page.getByRole('navigation', { name: 'Main' }),
  },
]

for (const { who, language, path, then } of otherVisitors) {
  test(who, async ({ browser }) => {
    const context = await browser.newContext()
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
    const page = await context.newPage()
    await recordPrerenderedRoot(page)
    await page.goto(path)
    expect(
      await page.evaluate(() => (window as unknown as { prerendered: string }).prerendered),
    ).toBe('')
    await expect(then(page)).toBeVisible()
    await context.close()
  })
}
