#!/usr/bin/env node
/**
 * `npm run bench`: what a change costs, measured. Reports
 *   1. the bundle: first load (entry + its static imports) and the mock API chunk, gzip (check-bundle.mjs);
 *   2. page timings of the standalone build in Debian's Chromium, median of RUNS: first contentful
 *      paint and the moment the mock API can answer (`gvl:mock-api-ready`), on a first visit (the seed
 *      is generated) and on a reload (restored from IndexedDB);
 *   3. the players list over the large seed in Node (bench-players.mjs, p50/p95 per request).
 * Builds first unless `--no-build`. The machine has 2 cores: read numbers next to the load average.
 */
import { spawn, spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = 5
const PORT = 4179
const ROUTES = ['/', '/login', '/competitions']
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
)
if (!process.argv.includes('--no-build')) run('npx', ['vite', 'build', '--logLevel', 'warn'])
console.log('## Bundle')
run('node', ['scripts/check-bundle.mjs'])

const preview = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
})
const base = `http://localhost:${PORT}`
try {
  for (let i = 0; i < 50; i += 1) {
    if (
      await fetch(base)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  console.log(`\n## Pages (median of ${RUNS}, ms)`)
  console.log('| route | visit | first contentful paint | mock API ready |')
  console.log('| --- | --- | --- | --- |')
  for (const route of ROUTES) {
    const samples = { first: { fcp: [], ready: [] }, reload: { fcp: [], ready: [] } }
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      // A stored language keeps the first-visit chooser out of the measurement.
      await page.addInitScript(() => localStorage.setItem('language', 'en'))
      for (const visit of ['first', 'reload']) {
        if (visit === 'first') await page.goto(base + route)
        else await page.reload()
        await page.waitForFunction(
          () => performance.getEntriesByName('gvl:mock-api-ready').length > 0,
          null,
          { timeout: 30_000 },
        )
        const timing = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          ready: performance.getEntriesByName('gvl:mock-api-ready')[0]?.startTime ?? NaN,
        }))
        samples[visit].fcp.push(timing.fcp)
        samples[visit].ready.push(timing.ready)
      }
      await context.close()
    }
    for (const visit of ['first', 'reload']) {
      const { fcp, ready } = samples[visit]
      console.log(
        `| ${route} | ${visit} | ${median(fcp).toFixed(0)} | ${median(ready).toFixed(0)} |`,
      )
    }
  }
  await browser.close()
} finally {
  preview.kill()
}

console.log('\n## Players list over the large seed')
run('node', ['scripts/bench-players.mjs'])
