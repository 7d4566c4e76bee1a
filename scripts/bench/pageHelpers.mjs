/* global window, document, requestAnimationFrame, addEventListener, MutationObserver -- page functions run in Chromium */
/**
 * What the interaction measurements share: the in-page probe, opening the app, signing in, the large
 * seed. `target` is the configuration measured: { base (the preview's address), apiUrl (the API's base
 * URL: the page's own /api/ in the standalone app, `npm run api`'s in production), mockApi (true for
 * the standalone app, whose mock API starts in the page) }.
 */
import { settle } from './load.mjs'

export const DEMO = { username: 'demo', password: 'demo1234' }

/** Installed before any page script: key-to-next-paint, Event Timing, long tasks, frame gaps. */
function probe() {
  const b = { keys: [], events: [], longtasks: [], recordKeys: false }
  b.nextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(0)
      }),
    )
  addEventListener(
    'keydown',
    (event) => {
      if (!b.recordKeys) return
      const t0 = event.timeStamp
      void b.nextPaint().then((t) => b.keys.push(t - t0))
    },
    true,
  )
  /** Resolves with ms from t0 to the first paint after `done()` holds (checked on every DOM change). */
  b.until = (done, t0, timeout = 30_000) =>
    new Promise((resolve, reject) => {
      let finished = false
      const finish = () => {
        if (finished) return
        finished = true
        observer.disconnect()
        clearTimeout(timer)
        void b.nextPaint().then((t) => resolve(t - t0))
      }
      const observer = new MutationObserver(() => {
        if (done()) finish()
      })
      observer.observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      })
      const timer = setTimeout(() => {
        if (finished) return
        finished = true
        observer.disconnect()
        reject(new Error(`not done within ${timeout} ms`))
      }, timeout)
      if (done()) finish()
    })
  let frames = null
  b.startFrames = () => {
    frames = { count: 0, slow: 0, longest: 0, last: performance.now(), on: true }
    const tick = (t) => {
      if (!frames?.on) return
      const gap = t - frames.last
      frames.last = t
      frames.count += 1
      frames.longest = Math.max(frames.longest, gap)
      if (gap > 50) frames.slow += 1
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
  b.stopFrames = () => {
    frames.on = false
    const { count, slow, longest } = frames
    return { count, slow, longest }
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        b.longtasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No long-task entries in this browser: none are counted.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        b.events.push({
          name: e.name,
          duration: e.duration,
          inputDelay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  } catch {
    // No Event Timing in this browser: the rAF measurement stands alone.
  }
  window.__bench = b
}

export async function installProbe(page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('language') === null) localStorage.setItem('language', 'en')
  })
  await page.addInitScript(probe)
}

const cdpSessions = new WeakMap()
/** CPU slowdown for the page (1 = none); set again after every navigation. */
export async function throttle(page, rate) {
  let cdp = cdpSessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    cdpSessions.set(page, cdp)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** Opens `path` unthrottled, waits for the mock API, sets its latency to 0, then throttles. */
export async function openApp(page, target, path, rate) {
  await throttle(page, 1)
  await page.goto(target.base + path, { waitUntil: 'load' })
  await settle(page, { quietMs: 600, mockApi: target.mockApi })
  const status = await page.evaluate(async (apiUrl) => {
    const response = await fetch(`${apiUrl}__mock/scenario`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latency: 0 }),
    })
    return response.status
  }, target.apiUrl)
  if (status !== 200) throw new Error(`PUT ${target.apiUrl}__mock/scenario answered ${status}`)
  await takeEntries(page)
  await throttle(page, rate)
}

/** Signs in through the login screen, as a person would. */
export async function signIn(page, target, { username, password }, rate) {
  await openApp(page, target, '/login', 1)
  await page.getByLabel('Username or email').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: username, exact: true }).waitFor({ timeout: 30_000 })
  await throttle(page, rate)
}

/**
 * POST /api/__mock/reset { size: 'large' } (mock-only) from the page: 10,000 players, a 2,000-message
 * conversation. In the standalone app it reseeds the page's own mock API; in production, the server's.
 */
export async function resetLargeSeed(page, target) {
  return page.evaluate(async (apiUrl) => {
    const t0 = performance.now()
    const response = await fetch(`${apiUrl}__mock/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ size: 'large' }),
    })
    if (response.status !== 204)
      throw new Error(`POST /api/__mock/reset answered ${response.status}`)
    return performance.now() - t0
  }, target.apiUrl)
}

/** Clicks `selector` in the page (timed from just before the click) until `doneSelector` matches, painted. */
export async function clickAndPaint(page, selector, doneSelector) {
  await page.locator(selector).first().waitFor({ timeout: 30_000 })
  return page.evaluate(
    ({ selector, doneSelector }) => {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`nothing matches ${selector}`)
      const t0 = performance.now()
      element.click()
      return window.__bench.until(() => document.querySelector(doneSelector) !== null, t0)
    },
    { selector, doneSelector },
  )
}

/** The Event Timing entries and long tasks recorded since the last call (and forgets them). */
export function takeEntries(page) {
  return page.evaluate(() => {
    const taken = { events: [...window.__bench.events], longtasks: [...window.__bench.longtasks] }
    window.__bench.events.length = 0
    window.__bench.longtasks.length = 0
    return taken
  })
}
