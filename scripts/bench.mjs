#!/usr/bin/env node
/**
 * `npm run bench` (issues #7 and #18): what a change costs a phone, in three configurations measured
 * in one run, so that the cost of the in-browser mock API and the cost of the app itself are seen
 * apart, and every figure reads against the floor of the stack:
 *   - standalone: the built app as the demo is published, its mock API started in the page (dist in
 *     .bench/standalone-dist);
 *   - production: the same app built with VITE_API_URL at `npm run api` (scripts/api.mjs), which the
 *     bench starts on a free port of 127.0.0.1: no mock API in the page (.bench/prod-dist);
 *   - floor: the smallest app of the same libraries, scripts/bench/floor/ (.bench/floor-dist).
 * For each (--config picks some):
 *   1. first load of /, /competitions, /competition/3 and /players (the floor: its /) in Chromium: JS
 *      and CSS gzip bytes and requests by type, the app's own files apart from what the mock API adds,
 *      the JS and CSS fetched before the largest contentful paint (scripts/bench/load.mjs);
 *   2. Lighthouse mobile and desktop: score, FCP, LCP, TBT, CLS, median of --runs (lighthouse.mjs);
 *   3. (not the floor) interactions at 1× and 4× CPU slowdown: typing in /search and the /players
 *      filter, a route change, opening the messages panel; with the large seed, the players filter,
 *      opening and scrolling the 2,000-message conversation (interactions.mjs).
 * Each figure is printed next to its budget and against the floor's (report.mjs).
 *
 * The JSON report (.bench/report.json): { meta: { date, node, chromium, lighthouseVersion,
 * playwrightVersion, cores, loadAverageAtStart, loadAverageAtEnd, runs, quick, configs, seconds },
 * configs: { <name>: { description, routes, build: { ok, output, seconds }, apiUrl (production),
 * firstLoad: [per route and visit: app, appLater, mock, beforeLcp, fonts, apiRequests, byType, fcp,
 * lcp, mockApiReady, files], lighthouse: [per form factor and route: score, fcp, lcp, tbt, cls,
 * samples…], interactions: { '1x', '4x' }, seconds: { firstLoad, lighthouse, interactions },
 * error } }, budgets: [{ config, name, figure, budget, pass }] }.
 *
 * Exits 0 whatever the budgets say unless --strict. `npm run bench -- --help` lists the flags.
 * The machine has 2 cores shared with others: read the figures next to the load average printed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { chromium } from 'playwright'
import { parseOptions } from './bench/options.mjs'
import {
  buildApp,
  buildFloor,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  FLOOR_CONFIG,
  freePort,
  root,
  startApi,
  startPreview,
} from './bench/server.mjs'
import { readManifest } from './bench/manifest.mjs'
import { measureFirstLoads } from './bench/load.mjs'
import { runLighthouse } from './bench/lighthouse.mjs'
import { measureInteractions } from './bench/interactions.mjs'
import { render } from './bench/report.mjs'

const ROUTES = ['/', '/competitions', '/competition/3', '/players']
const DIST = {
  standalone: resolve(root, '.bench/standalone-dist'),
  production: resolve(root, '.bench/prod-dist'),
  floor: resolve(root, '.bench/floor-dist'),
}
/** The port of the API the production build was made against, for --no-build. */
const PROD_API_PORT_FILE = resolve(root, '.bench/prod-api-port')
const DESCRIPTIONS = {
  standalone: 'the built app, mock API in the page',
  production: 'the built app, VITE_API_URL at npm run api',
  floor: 'the same libraries, no app',
}

const options = parseOptions()
const log = (line) => console.log(line)
const load = () => loadavg().map((n) => Number(n.toFixed(2)))
const started = Date.now()
const version = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
const seconds = (since) => Math.round((Date.now() - since) / 1000)

const chromiumVersion = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim()
// The floor first: the others' figures are read against it.
const configs = ['floor', 'standalone', 'production'].filter((c) => options.configs.has(c))
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
    configs,
  },
  configs: {},
}
log(
  `machine: ${cpus().length} cores, load average ${load().join(' ')}; ${chromiumVersion}; Lighthouse ${report.meta.lighthouseVersion}; configurations: ${configs.join(', ')}`,
)

/** The API for the production configuration: on the port its build names when not rebuilding. */
async function productionApi() {
  const kept = !options.build && existsSync(PROD_API_PORT_FILE)
  const port = kept ? Number(readFileSync(PROD_API_PORT_FILE, 'utf8')) : await freePort()
  if (!options.build && !kept)
    throw new Error('--no-build: no production build made by the bench in .bench/ yet')
  return startApi({ dataFile: '.bench/api/db.json', port })
}

/** Builds `config`, serves it (and its API), runs the sections asked for. */
async function measure(config) {
  const result = { description: DESCRIPTIONS[config] }
  report.configs[config] = result
  const dist = DIST[config]
  const stops = []
  try {
    let target
    if (config === 'floor') {
      log(options.build ? '\n# floor: building (vite build)…' : '\n# floor: the build in .bench/')
      result.build = buildFloor({ dist, skip: !options.build })
      result.routes = ['/']
      const preview = await startPreview({ dist, config: FLOOR_CONFIG })
      stops.push(preview.stop)
      target = { base: preview.base, mockApi: false, visits: ['first visit'] }
    } else {
      result.routes = ROUTES
      let api = null
      if (config === 'production') {
        api = await productionApi()
        stops.push(api.stop)
        result.apiUrl = api.url
        log(`\n# production: npm run api at ${api.url}`)
        mkdirSync(dirname(PROD_API_PORT_FILE), { recursive: true })
        if (options.build) writeFileSync(PROD_API_PORT_FILE, String(api.port))
      }
      log(
        options.build
          ? `\n# ${config}: building (vite build, prerender)…`
          : `\n# ${config}: the build in .bench/`,
      )
      result.build = buildApp({
        dist,
        env: api ? { VITE_API_URL: api.url } : {},
        skip: !options.build,
      })
      log(result.build.output)
      const preview = await startPreview({ dist })
      stops.push(preview.stop)
      target = {
        base: preview.base,
        mockApi: config === 'standalone',
        apiUrl: api ? api.url : `${preview.base}/api/`,
        reset: api ? (size) => api.reset(size) : undefined,
      }
    }
    log(`${config}: serving ${dist} with vite preview (gzip) at ${target.base}`)
    result.seconds = {}
    const withInteractions = config !== 'floor' && options.only.has('interactions')
    if (options.only.has('load') || withInteractions) {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
      try {
        if (options.only.has('load')) {
          log(`\n# ${config}: 1. first loads`)
          const t = Date.now()
          result.firstLoad = await measureFirstLoads(
            browser,
            result.routes,
            { ...target, dist, manifest: readManifest(dist) },
            log,
          )
          result.seconds.firstLoad = seconds(t)
        }
        if (withInteractions) {
          log(`\n# ${config}: 3. interactions`)
          const t = Date.now()
          result.interactions = await measureInteractions(browser, target, {
            quick: options.quick,
            log,
          })
          result.seconds.interactions = seconds(t)
        }
      } finally {
        await browser.close()
      }
    }
    if (options.only.has('lighthouse')) {
      log(`\n# ${config}: 2. Lighthouse (${options.runs} run(s) per route and form factor)`)
      const t = Date.now()
      try {
        result.lighthouse = await runLighthouse(target.base, result.routes, options.runs, log)
      } catch (error) {
        // The other sections' figures are still worth the report.
        result.lighthouseError = String(error?.stack ?? error)
        console.error(`${config}: Lighthouse failed: ${result.lighthouseError}`)
        process.exitCode = 1
      }
      result.seconds.lighthouse = seconds(t)
    }
  } catch (error) {
    // One configuration that cannot be built or served does not cost the others' figures.
    result.error = String(error?.stack ?? error)
    console.error(`${config} stopped: ${result.error}`)
    process.exitCode = 1
  } finally {
    for (const stop of stops.reverse()) stop()
  }
}

for (const config of configs) await measure(config)

report.meta.loadAverageAtEnd = load()
report.meta.seconds = seconds(started)
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
