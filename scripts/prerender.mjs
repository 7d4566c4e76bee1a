#!/usr/bin/env node
/* global document -- the capture runs in Chromium */
/**
 * Prerenders the first paint of the public pages whose content does not come from the API (issue #7:
 * Lighthouse mobile). The built app is served, each page is opened in Debian's Chromium as a first
 * visit (signed out, English, no stored data) with the mock API's chunk held back, and the markup of
 * `#root` at the app's first commit (the page with its data still loading) is written into
 * `dist/<page>.html` (`index.html` for `/`), with the page's title and stylesheets. `vite preview` and
 * static hosts serve `/players` from `players.html`.
 *
 * The browser paints that markup as soon as the HTML and CSS are in, before any script has run; the
 * app then renders the same page over it (src/main.tsx waits for the page's code first, so nothing
 * flashes). A visitor for whom the page would differ (another language, signed in, another path or
 * query, as `index.html` is also every other path's fallback) gets the empty root, cleared by an
 * inline script before the first paint. See docs/decisions.md, "Prerendered first paint".
 *
 * Without a Chromium (CHROMIUM_PATH, default /usr/bin/chromium) the build is kept as it is: the app
 * is the same, its first paint only later. `PRERENDER=0` skips it too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH, dist, startPreview } from './bench/server.mjs'
import { PRERENDERED_PAGES, fileFor, inject } from './prerender/page.mjs'

async function capture(page, base, path) {
  await page.goto(base + path)
  // The app's first commit of the page: its heading is in (the route's code and text are loaded).
  await page.waitForSelector('#root main h1', { state: 'attached', timeout: 30_000 })
  return page.evaluate(() => {
    const root = document.getElementById('root')
    const copy = root.cloneNode(true)
    // The footer is loaded lazily and may not be in the app's first commit: it appears as it does now.
    copy.querySelectorAll('footer').forEach((footer) => footer.remove())
    // The stylesheets the captured markup uses (the footer's and the language chooser's are loaded
    // by then too, and must not hold up the first paint): one of their rules matches an element.
    const matches = (rules) =>
      [...rules].some((rule) => {
        if (rule.cssRules && matches(rule.cssRules)) return true
        if (!rule.selectorText) return false
        try {
          return (
            copy.querySelector(rule.selectorText.replace(/::?[\w-]+(\([^)]*\))?/g, '')) !== null
          )
        } catch {
          return false
        }
      })
    const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')]
      .filter((link) => link.sheet && matches(link.sheet.cssRules))
      .map((link) => new URL(link.href).pathname)
    // The fonts the page's text is drawn in: preloaded, so that the text does not wait for the
    // stylesheet to be parsed and laid out before they are requested (its first paint waits for them).
    const fonts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.woff2$/.test(entry.name))
      .map((entry) => new URL(entry.name).pathname)
    return { markup: copy.innerHTML, title: document.title, stylesheets, fonts }
  })
}

async function main() {
  if (process.env.PRERENDER === '0') return console.log('prerender: skipped (PRERENDER=0)')
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`prerender: skipped, no Chromium at ${CHROMIUM_PATH} (the app paints later)`)
    return
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const mockChunk = Object.values(manifest).find((chunk) =>
    /mocks\/browser\.ts$/.test(chunk.src ?? ''),
  )
  if (!mockChunk) throw new Error('prerender: no mock API chunk in the manifest')
  const template = readFileSync(join(dist, 'index.html'), 'utf8')
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('prerender: dist/index.html is already prerendered; build again')
  }

  const started = Date.now()
  const preview = await startPreview()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 412, height: 823 },
    })
    // The mock API never starts: every request waits, so each page is captured with its data loading.
    await context.route(`**/${mockChunk.file}`, () => undefined)
    const pages = []
    for (const path of PRERENDERED_PAGES) {
      const page = await context.newPage()
      pages.push([path, await capture(page, preview.base, path)])
      await page.close()
    }
    for (const [path, captured] of pages) {
      writeFileSync(join(dist, fileFor(path)), inject(template, path, captured))
    }
    console.log(
      `prerender: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${pages.map(([path]) => path).join(' ')})`,
    )
  } finally {
    await browser.close()
    preview.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
