/* global window -- page functions run in Chromium */
/**
 * Section 1: what the first load of a route fetches, measured in the browser (Resource Timing, fresh
 * context, so an empty cache), by type, split into the app's own files and the mock API's (manifest.mjs).
 * Gzip bytes are computed from the build's files at the level `vite preview` serves them (zlib
 * default); the browser's own encodedBodySize is kept in the JSON as a cross-check. Also: the JS and
 * CSS whose response ended before the largest contentful paint (PerformanceObserver), whatever part
 * of the build they are, and the API requests, to the page's origin (the mock API) or to `apiUrl`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { devices } from 'playwright'

const gzipCache = new Map()
/** Gzip bytes of `file` of the build in `dist` (NaN when it is not there). */
export function gzipBytes(dist, file) {
  const path = join(dist, file)
  if (!gzipCache.has(path))
    gzipCache.set(path, existsSync(path) ? gzipSync(readFileSync(path)).length : NaN)
  return gzipCache.get(path)
}

const typeOf = (path) => {
  if (path.startsWith('/api/')) return 'api'
  if (/\.m?js$/.test(path)) return 'js'
  if (/\.css$/.test(path)) return 'css'
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font'
  if (/\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(path)) return 'img'
  return 'other'
}

/**
 * Waits for the mock API's mark (with `mockApi`: the standalone app), then until no new resource for
 * `quietMs` (at most `maxMs`).
 */
export async function settle(page, { quietMs = 800, maxMs = 15_000, mockApi = true } = {}) {
  if (mockApi)
    await page.waitForFunction(
      () => performance.getEntriesByName('gvl:mock-api-ready').length > 0,
      null,
      { timeout: 90_000 },
    )
  const started = Date.now()
  let count = -1
  let since = Date.now()
  while (Date.now() - started < maxMs) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (now !== count) {
      count = now
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    await page.waitForTimeout(150)
  }
}

/** Where a resource goes: the type of a file of the page's origin, 'api' for the API, null for others. */
function classify(url, origin, apiUrl) {
  if (apiUrl && url.startsWith(apiUrl)) return 'api'
  if (!url.startsWith(origin)) return null
  return typeOf(new URL(url).pathname)
}

/**
 * First loads of `routes` on a phone (Pixel 7 viewport), each as a first visit and, with two visits,
 * with the language already chosen. `target`: { base, dist, manifest, mockApi (the standalone app:
 * wait for its mark, count its worker), apiUrl (the production configuration's API), visits }.
 */
export async function measureFirstLoads(browser, routes, target, log) {
  const { base, dist, manifest, mockApi, apiUrl = null } = target
  const visits = target.visits ?? ['first visit', 'language chosen']
  const results = []
  // The service worker's two scripts: the filter the page registers, and MSW's, which it imports.
  const swFiles = ['demoServiceWorker.js', 'mockServiceWorker.js']
  const swGzip = mockApi ? swFiles.reduce((total, file) => total + gzipBytes(dist, file), 0) : 0
  const origin = new URL(base).origin
  for (const route of routes) {
    for (const visit of visits) {
      const phone = { ...devices['Pixel 7'] }
      delete phone.defaultBrowserType
      const context = await browser.newContext({ ...phone, locale: 'en-US', timezoneId: 'UTC' })
      const page = await context.newPage()
      await page.addInitScript((chosen) => {
        performance.setResourceTimingBufferSize(5000)
        if (chosen && localStorage.getItem('language') === null)
          localStorage.setItem('language', 'en')
        // The largest contentful paint: its last candidate before the page settles (no input here).
        window.__lcp = NaN
        try {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__lcp = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        } catch {
          // No LCP entries in this browser: "before LCP" is not measured.
        }
      }, visit === 'language chosen')
      await page.goto(base + route, { waitUntil: 'load' })
      await settle(page, { mockApi })
      const seen = await page.evaluate(async () => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcp: window.__lcp,
        ready: performance.getEntriesByName('gvl:mock-api-ready')[0]?.startTime ?? NaN,
        load: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? NaN,
        document: performance.getEntriesByType('navigation')[0]?.encodedBodySize ?? NaN,
        worker: (await navigator.serviceWorker?.getRegistrations?.())?.length ?? 0,
        resources: performance.getEntriesByType('resource').map((e) => ({
          name: e.name,
          initiator: e.initiatorType,
          start: e.startTime,
          end: e.responseEnd,
          encoded: e.encodedBodySize,
        })),
      }))
      await context.close()

      const files = seen.resources
        .map((r) => ({ r, type: classify(r.name, origin, apiUrl) }))
        .filter(({ type }) => type !== null)
        .map(({ r, type }) => {
          const url = new URL(r.name)
          const path = url.origin === origin ? url.pathname : r.name
          const file = url.pathname.slice(1)
          const code = url.origin === origin && (type === 'js' || type === 'css')
          return {
            path,
            file,
            type,
            gzip: code ? gzipBytes(dist, file) : r.encoded,
            encoded: r.encoded,
            start: Math.round(r.start),
            end: Math.round(r.end),
            beforeFcp: r.start < seen.fcp,
            beforeLcp: r.end <= seen.lcp,
          }
        })
      // The first load: the entry's static imports, and those of every lazy app chunk (not the mock
      // API's) fetched before the first contentful paint: the route's screen and its translations.
      const roots = [manifest.entryKey]
      for (const f of files) {
        const key = manifest.keyOfFile.get(f.file)
        if (
          f.beforeFcp &&
          key &&
          manifest.manifest[key].isDynamicEntry &&
          !manifest.isMockRoot(key) &&
          !manifest.mockFiles.has(f.file)
        )
          roots.push(key)
      }
      const firstLoadFiles = manifest.staticFiles(roots)
      for (const f of files) {
        if (f.type !== 'js' && f.type !== 'css') f.part = f.type
        else if (firstLoadFiles.has(f.file)) f.part = 'first load'
        // Without the mock API in the page (production, the floor), nothing fetched is its.
        else if (mockApi && manifest.mockReach.has(f.file)) f.part = 'mock API'
        else f.part = 'app, later'
        f.mock = f.part === 'mock API'
      }
      const sum = (list) => list.reduce((s, f) => s + (Number.isFinite(f.gzip) ? f.gzip : 0), 0)
      const code = files.filter((f) => f.type === 'js' || f.type === 'css')
      const app = code.filter((f) => f.part === 'first load')
      const later = code.filter((f) => f.part === 'app, later')
      const mock = code.filter((f) => f.mock)
      const beforeLcp = code.filter((f) => f.beforeLcp)
      const byType = {}
      for (const f of files) {
        const t = (byType[f.type] ??= { requests: 0, gzip: 0 })
        t.requests += 1
        t.gzip += f.type === 'api' ? 0 : Number.isFinite(f.gzip) ? f.gzip : 0
      }
      const result = {
        route,
        visit,
        app: {
          js: sum(app.filter((f) => f.type === 'js')),
          css: sum(app.filter((f) => f.type === 'css')),
          total: sum(app),
          requests: app.length,
          roots: roots.map((key) => manifest.manifest[key].file),
        },
        appLater: { total: sum(later), requests: later.length },
        mock: {
          total: sum(mock) + (seen.worker > 0 ? swGzip : 0),
          requests: mock.length + (seen.worker > 0 ? swFiles.length : 0),
          beforeFcp: mock.filter((f) => f.beforeFcp).length,
          note: 'mock chunks + the service worker (demoServiceWorker.js, mockServiceWorker.js: not in Resource Timing)',
        },
        beforeLcp: Number.isFinite(seen.lcp)
          ? { total: sum(beforeLcp), requests: beforeLcp.length }
          : { total: NaN, requests: NaN },
        fonts: byType.font ?? { requests: 0, gzip: 0 },
        apiRequests: byType.api?.requests ?? 0,
        byType,
        documentGzip: seen.document,
        fcp: seen.fcp,
        lcp: seen.lcp,
        mockApiReady: seen.ready,
        files,
      }
      log(
        `  ${route} (${visit}): first load ${(result.app.total / 1024).toFixed(1)} kB in ${result.app.requests} requests, before LCP ${(result.beforeLcp.total / 1024).toFixed(1)} kB, app later ${(result.appLater.total / 1024).toFixed(1)} kB, mock API ${(result.mock.total / 1024).toFixed(1)} kB, FCP ${Math.round(seen.fcp)} ms, LCP ${Math.round(seen.lcp)} ms`,
      )
      results.push(result)
    }
  }
  return results
}
