#!/usr/bin/env node
/**
 * `npm run bench` (issue #7): what a change costs a phone, measured on the built standalone app.
 *   1. first load of /, /competitions, /competition/3 and /players in Chromium: JS and CSS gzip bytes
 *      and requests by type, the app's own files apart from what the mock API adds (scripts/bench/load.mjs);
 *   2. Lighthouse mobile and desktop: score, FCP, LCP, TBT, CLS, median of --runs (lighthouse.mjs);
 *   3. interactions at 1× and 4× CPU slowdown: typing in /search and the /players filter, a route
 *      change, opening the messages panel; with the large seed, the players filter, opening and
 *      scrolling the 2,000-message conversation (interactions.mjs).
 * Each figure is printed next to its budget (report.mjs); the JSON report goes to .bench/report.json.
 * Exits 0 whatever the budgets say unless --strict. `npm run bench -- --help` lists the flags.
 * The machine has 2 cores shared with others: read the figures next to the load average printed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { chromium } from 'playwright'
import { parseOptions } from './bench/options.mjs'
import { build, CHROMIUM_ARGS, CHROMIUM_PATH, root, startPreview } from './bench/server.mjs'
import { readManifest } from './bench/manifest.mjs'
import { measureFirstLoads } from './bench/load.mjs'
import { runLighthouse } from './bench/lighthouse.mjs'
import { measureInteractions } from './bench/interactions.mjs'
import { render } from './bench/report.mjs'

const ROUTES = ['/', '/competitions', '/competition/3', '/players']
const options = parseOptions()
const log = (line) => console.log(line)
const load = () => loadavg().map((n) => Number(n.toFixed(2)))
const started = Date.now()
const version = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version

const chromiumVersion = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim()
const report = {
  meta: {
    date: new Date().toISOString(),
    node: process.versions.node,
    chromium: chromiumVersion,
    lighthouseVersion: version('lighthouse'),
    playwrightVersion: version('playwright'),
    cores: cpus().length,
    loadAverageAtStart: load(),
    runs: options.runs,
    quick: options.quick,
    routes: ROUTES,
  },
}
log(
  `machine: ${cpus().length} cores, load average ${load().join(' ')}; ${chromiumVersion}; Lighthouse ${report.meta.lighthouseVersion}`,
)

log(options.build ? '\n# Building (vite build)…' : '\n# Using the dist/ already built (--no-build)')
const bundle = build({ skip: !options.build })
report.staticBundleCheck = bundle
log(bundle.output)

const manifest = readManifest()
const preview = await startPreview()
log(`serving dist/ with vite preview (gzip) at ${preview.base}`)
try {
  if (options.only.has('load') || options.only.has('interactions')) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      if (options.only.has('load')) {
        log('\n# 1. First loads')
        const t = Date.now()
        report.firstLoad = await measureFirstLoads(browser, preview.base, ROUTES, manifest, log)
        report.meta.firstLoadSeconds = Math.round((Date.now() - t) / 1000)
      }
      if (options.only.has('interactions')) {
        log('\n# 3. Interactions')
        const t = Date.now()
        report.interactions = await measureInteractions(browser, preview.base, {
          quick: options.quick,
          log,
        })
        report.meta.interactionsSeconds = Math.round((Date.now() - t) / 1000)
      }
    } finally {
      await browser.close()
    }
  }
  if (options.only.has('lighthouse')) {
    log(`\n# 2. Lighthouse (${options.runs} run(s) per route and form factor)`)
    const t = Date.now()
    try {
      report.lighthouse = await runLighthouse(preview.base, ROUTES, options.runs, log)
    } catch (error) {
      // The other sections' figures are still worth the report.
      report.lighthouseError = String(error?.stack ?? error)
      console.error(`Lighthouse failed: ${report.lighthouseError}`)
      process.exitCode = 1
    }
    report.meta.lighthouseSeconds = Math.round((Date.now() - t) / 1000)
  }
} finally {
  preview.stop()
}

report.meta.loadAverageAtEnd = load()
report.meta.seconds = Math.round((Date.now() - started) / 1000)
const { text, budgets } = render(report)
report.budgets = budgets
const out = resolve(root, options.out)
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
log(`\n${text}`)
log(
  `\nload average: ${report.meta.loadAverageAtStart.join(' ')} at start, ${report.meta.loadAverageAtEnd.join(' ')} at the end; ${report.meta.seconds} s in all`,
)
log(`JSON report: ${out}`)

if (options.api) {
  log('\n# Players list over the large seed in Node (npm run bench:api)')
  const api = spawnSync(process.execPath, [join(root, 'scripts', 'bench-players.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (api.status !== 0 && options.strict) process.exitCode = 1
}
if (options.strict && budgets.some((b) => b.pass === false)) process.exitCode = 1
