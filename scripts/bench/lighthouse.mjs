/**
 * Section 2: Lighthouse (the `lighthouse` package's Node API) against the preview server, performance
 * category only, mobile (Lighthouse's default: Moto G Power, simulated slow 4G, 4× CPU) and desktop
 * (its desktop config), median of `runs` runs per route. Each run is a first visit: Lighthouse clears the
 * origin's storage, so the language chooser shows and the mock seed is generated, as for a new visitor.
 * One headless Chromium (Debian's) is started for all runs and ended by its pid afterwards.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './server.mjs'
import { median } from './stats.mjs'

async function startChromium() {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'gvl-bench-lh-'))
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--disable-extensions',
      '--disable-default-apps',
      '--mute-audio',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 5_000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    // Chromium's helper processes can still be writing to the profile after the browser has exited
    // (ENOTEMPTY): retry a while, and leave a temporary folder behind rather than fail the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    } catch (error) {
      console.warn(`could not remove ${profile}: ${error.message}`)
    }
  }
  return { port, stop }
}

/** The first DOM node a Lighthouse insight's details name (its HTML snippet). */
function firstNode(value) {
  if (!value || typeof value !== 'object') return null
  if (value.type === 'node' && value.snippet) return value.snippet
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstNode(child)
    if (found) return found
  }
  return null
}

/** Where the main thread went: the scripts with the most CPU time (bootup-time), top 3. */
const topScripts = (lhr) =>
  (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 3).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    ms: Math.round(item.total),
  }))

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
}

export async function runLighthouse(base, routes, runs, log) {
  const chrome = await startChromium()
  const results = []
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const route of routes) {
        const samples = []
        for (let i = 0; i < runs; i += 1) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableFullPageScreenshot: true,
            // A true first visit every run: Lighthouse 13 clears only service workers and caches by
            // default, so the mock database (IndexedDB) and the language (localStorage) of the run
            // before would otherwise be restored.
            clearStorageTypes: [
              'file_systems',
              'shader_cache',
              'service_workers',
              'cache_storage',
              'indexeddb',
              'local_storage',
              'cookies',
            ],
          }
          const started = Date.now()
          const result = await lighthouse(
            base + route,
            flags,
            formFactor === 'desktop' ? desktopConfig : undefined,
          )
          const lhr = result?.lhr
          if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`)
          const sample = {
            score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
            benchmarkIndex: lhr.environment?.benchmarkIndex,
            lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details),
            clsCulprit: firstNode(lhr.audits['cls-culprits-insight']?.details),
            longTasks: lhr.audits['long-tasks']?.details?.items?.length ?? null,
            topScripts: topScripts(lhr),
            warnings: lhr.runWarnings ?? [],
            error: lhr.runtimeError?.message ?? null,
          }
          for (const [name, id] of Object.entries(METRICS))
            sample[name] = lhr.audits[id]?.numericValue
          samples.push(sample)
          log(
            `  ${formFactor} ${route} run ${i + 1}/${runs}: ${sample.score} (FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls?.toFixed(3)}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
          )
        }
        const pick = (name) => median(samples.map((s) => s[name]))
        results.push({
          formFactor,
          route,
          runs,
          score: pick('score'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          benchmarkIndex: pick('benchmarkIndex'),
          lcpElement: samples.find((s) => s.lcpElement)?.lcpElement ?? null,
          clsCulprit: samples.find((s) => s.clsCulprit)?.clsCulprit ?? null,
          topScripts: samples[0].topScripts,
          samples,
        })
      }
    }
  } finally {
    await chrome.stop()
  }
  return results
}
