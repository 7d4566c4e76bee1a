/**
 * Section 1: what the first load of a route fetches, measured in the browser (Resource Timing, fresh
 * context, so an empty cache), by type, split into the app's own files and the mock API's (manifest.mjs).
 * Gzip bytes are computed from dist/ at the level `vite preview` serves them (zlib default); the browser's
 * own encodedBodySize is kept in the JSON as a cross-check.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { devices } from 'playwright'
import { dist } from './server.mjs'

const gzipCache = new Map()
export function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const path = join(dist, file)
    gzipCache.set(file, existsSync(path) ? gzipSync(readFileSync(path)).length : NaN)
  }
  return gzipCache.get(file)
}

const typeOf = (path) => {
  if (path.startsWith('/api/')) return 'api'
  if (/\.m?js$/.test(path)) return 'js'
  if (/\.css$/.test(path)) return 'css'
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font'
  if (/\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(path)) return 'img'
  return 'other'
}

/** Waits for the mock API mark, then until no new resource for `quietMs` (at most `maxMs`). */
export async function settle(page, { quietMs = 800, maxMs = 15_000 } = {}) {
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

export async function measureFirstLoads(browser, base, routes, manifest, log) {
  const results = []
  const swGzip = gzipBytes('mockServiceWorker.js')
  for (const route of routes) {
    for (const visit of ['first visit', 'language chosen']) {
      const phone = { ...devices['Pixel 7'] }
      delete phone.defaultBrowserType
      const context = await browser.newContext({ ...phone, locale: 'en-US', timezoneId: 'UTC' })
      const page = await context.newPage()
      await page.addInitScript((chosen) => {
        performance.setResourceTimingBufferSize(5000)
        if (chosen && localStorage.getItem('language') === null)
          localStorage.setItem('language', 'en')
      }, visit === 'language chosen')
      await page.goto(base + route, { waitUntil: 'load' })
      await settle(page)
      const seen = await page.evaluate(async () => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
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

      const origin = new URL(base).origin
      const files = seen.resources
        .filter((r) => r.name.startsWith(origin))
        .map((r) => {
          const path = new URL(r.name).pathname
          const file = path.slice(1)
          const type = typeOf(path)
          const gzip = type === 'js' || type === 'css' ? gzipBytes(file) : r.encoded
          return {
            path,
            file,
            type,
            gzip,
            encoded: r.encoded,
            start: Math.round(r.start),
            beforeFcp: r.start < seen.fcp,
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
        else if (manifest.mockReach.has(f.file)) f.part = 'mock API'
        else f.part = 'app, later'
        f.mock = f.part === 'mock API'
      }
      const sum = (list) => list.reduce((s, f) => s + (Number.isFinite(f.gzip) ? f.gzip : 0), 0)
      const code = files.filter((f) => f.type === 'js' || f.type === 'css')
      const app = code.filter((f) => f.part === 'first load')
      const later = code.filter((f) => f.part === 'app, later')
      const mock = code.filter((f) => f.mock)
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
          requests: mock.length + (seen.worker > 0 ? 1 : 0),
          beforeFcp: mock.filter((f) => f.beforeFcp).length,
          note: 'mock chunks + mockServiceWorker.js (registered by the worker, not in Resource Timing)',
        },
        fonts: byType.font ?? { requests: 0, gzip: 0 },
        apiRequests: byType.api?.requests ?? 0,
        byType,
        documentGzip: seen.document,
        fcp: seen.fcp,
        mockApiReady: seen.ready,
        files,
      }
      log(
        `  ${route} (${visit}): first load ${(result.app.total / 1024).toFixed(1)} kB in ${result.app.requests} requests, app later ${(result.appLater.total / 1024).toFixed(1)} kB, mock API ${(result.mock.total / 1024).toFixed(1)} kB`,
      )
      results.push(result)
    }
  }
  return results
}
