/* global window, document, getComputedStyle, location -- page functions run in Chromium */
/**
 * Section 3: interaction timings in Chromium at 1× and 4× CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate), desktop viewport, signed in where needed, the mock API's latency set
 * to 0 (PUT /api/__mock/scenario) so that only our code is timed. The same steps for the standalone
 * app (the mock API in the page) and for production (`npm run api`, one server for every page: it is
 * reseeded to the standard seed before the standard steps, as each fresh standalone page starts from
 * it, and to the large seed before the large ones).
 *
 * "To next paint" = from the input (the keydown's event.timeStamp, or just before a synthetic click or
 * change) until the first frame after the expected DOM is there: requestAnimationFrame, then a
 * MessageChannel task, which runs after that frame is painted. Like Event Timing's duration, it includes
 * waiting for the next frame (up to 16.7 ms at 60 Hz). Event Timing entries (durationThreshold 16) and
 * long tasks (PerformanceObserver 'longtask') are recorded too.
 */
import { summarise } from './stats.mjs'
import {
  DEMO,
  clickAndPaint,
  installProbe,
  openApp,
  resetLargeSeed,
  signIn,
  takeEntries,
} from './pageHelpers.mjs'

/**
 * Types each phrase word by word into `locator`, emptied before each phrase (the emptying's own key,
 * a Delete, is not among the keys timed; Event Timing still sees it), and answers the keys' times to
 * next paint. Enough phrases for 30–45 keys: with ten keys, a nearest-rank p95 would be the slowest
 * one, usually the first.
 */
const typePhrases = async (page, locator, phrases, { delay = 120, pause = 500 } = {}) => {
  await locator.click()
  await page.evaluate(() => {
    window.__bench.keys.length = 0
  })
  const recording = (on) =>
    page.evaluate((on) => {
      window.__bench.recordKeys = on
    }, on)
  for (const words of phrases) {
    await recording(false)
    await locator.fill('')
    await page.waitForTimeout(pause)
    await recording(true)
    for (const [i, word] of words.entries()) {
      await page.keyboard.type(i === 0 ? word : ` ${word}`, { delay })
      // Longer than the 250 ms debounce: results land between words, as they do for a person.
      await page.waitForTimeout(pause)
    }
  }
  await page.waitForTimeout(300)
  return page.evaluate(() => {
    window.__bench.recordKeys = false
    return [...window.__bench.keys]
  })
}

/**
 * Runs `steps(page, out)` in a fresh desktop page with the probe installed, and answers `out`: what
 * the steps measured. A step that fails stops the run but keeps what was measured before it; the
 * report shows the rest as missing.
 */
async function measureInFreshPage(browser, rate, log, steps) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  const page = await context.newPage()
  await installProbe(page)
  const out = {}
  try {
    await steps(page, out)
  } catch (error) {
    // The message's first line, and where in the bench it stopped (Playwright's stack names the step).
    const where = String(error?.stack ?? '')
      .split('\n')
      .filter((line) => line.includes('scripts/bench/'))
      .map((line) => line.replace(/^.*(scripts\/bench\/[^):]+:\d+).*$/, '$1'))
      .slice(0, 3)
      .join(' ← ')
    out.error = `${String(error?.message ?? error).split('\n')[0]}${where ? ` (${where})` : ''}`
    log(`  ${rate}× stopped: ${out.error}`)
  } finally {
    await context.close()
  }
  return out
}

function standardSeed(browser, target, rate, quick, log) {
  return measureInFreshPage(browser, rate, log, async (page, out) => {
    await target.reset?.()
    // Typing in /search.
    await openApp(page, target, '/search', rate)
    out.searchKeys = await typePhrases(
      page,
      page.getByLabel('Search players, teams, competitions and news'),
      [
        ['rivera', 'keeper', 'fc'],
        ['maya', 'goals'],
        ['harbor', 'city', 'united'],
      ],
    )
    out.searchEvents = await takeEntries(page)
    log(`  ${rate}× search: ${out.searchKeys.length} keys`)

    // Typing in the /players filter.
    await openApp(page, target, '/players', rate)
    await page.locator('main table tbody tr').first().waitFor({ timeout: 30_000 })
    out.playersKeys = await typePhrases(page, page.getByLabel('Name or platform ID'), [
      ['maya', 'goals'],
      ['rivera', 'fc'],
      ['harbor', 'city'],
    ])
    out.playersEvents = await takeEntries(page)
    log(`  ${rate}× players filter: ${out.playersKeys.length} keys`)

    // Route changes through the main navigation: the first visit of each screen loads its chunk.
    await openApp(page, target, '/', rate)
    const cycle = ['/competitions', '/players', '/search', '/']
    out.routeChanges = []
    for (let round = 0; round < (quick ? 1 : 2); round += 1) {
      for (const href of cycle) {
        const ms = await page.evaluate(
          ({ href }) => {
            const link = document.querySelector(`nav a[href="${href}"]`)
            if (!link) throw new Error(`no nav link to ${href}`)
            const before = new Set(document.querySelectorAll('h1'))
            const t0 = performance.now()
            link.click()
            return window.__bench.until(
              () =>
                location.pathname === href &&
                [...document.querySelectorAll('h1')].some(
                  (h) => !before.has(h) && h.textContent.trim() !== '',
                ),
              t0,
            )
          },
          { href },
        )
        out.routeChanges.push({ to: href, round: round + 1, ms })
        await page.waitForTimeout(400)
      }
    }
    log(`  ${rate}× route changes: ${out.routeChanges.map((r) => r.ms.toFixed(0)).join(', ')} ms`)

    // The messages panel, signed in as demo: click the envelope → the conversations listed.
    await signIn(page, target, DEMO, rate)
    out.messagesPanel = []
    for (let i = 0; i < (quick ? 2 : 4); i += 1) {
      out.messagesPanel.push(
        await clickAndPaint(
          page,
          'button[aria-label="Messages"]',
          'ul[aria-label="Conversations"] li button',
        ),
      )
      await page.keyboard.press('Escape')
      await page.locator('ul[aria-label="Conversations"]').waitFor({ state: 'detached' })
      await page.waitForTimeout(300)
    }
    log(`  ${rate}× messages panel: ${out.messagesPanel.map((ms) => ms.toFixed(0)).join(', ')} ms`)
  })
}

function largeSeed(browser, target, rate, quick, log) {
  return measureInFreshPage(browser, rate, log, async (page, out) => {
    let seeded
    if (target.reset) {
      // One server for every page: reseeded before the page signs in, as the reseed drops and then
      // restores the sessions, and a request of the page between the two would sign it out.
      const t0 = Date.now()
      await target.reset('large')
      seeded = Date.now() - t0
      await openApp(page, target, '/', 1)
      await signIn(page, target, DEMO, 1)
    } else {
      await openApp(page, target, '/', 1)
      await signIn(page, target, DEMO, 1)
      seeded = await resetLargeSeed(page, target)
    }
    log(`  large seed (${rate}×): reseeded in ${(seeded / 1000).toFixed(1)} s`)

    // Players filter (the position select, no debounce) → the new rows painted, 10,000 players.
    await openApp(page, target, '/players', rate)
    await page.locator('main table tbody tr').first().waitFor({ timeout: 60_000 })
    out.playersTotal = await page.evaluate(
      () => document.querySelector('main')?.textContent?.match(/([\d,]{5,}) players/)?.[1] ?? null,
    )
    const positions = await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find(
        (l) => l.textContent.trim() === 'Position',
      )
      return [...(label?.control?.options ?? [])].map((o) => o.value).filter(Boolean)
    })
    out.playersFilter = []
    for (const value of positions.slice(0, quick ? 3 : 6)) {
      const ms = await page.evaluate((value) => {
        const select = [...document.querySelectorAll('label')].find(
          (l) => l.textContent.trim() === 'Position',
        )?.control
        const body = () => document.querySelector('main table tbody')
        const before = body()?.textContent
        const t0 = performance.now()
        select.value = value
        select.dispatchEvent(new Event('change', { bubbles: true }))
        return window.__bench.until(() => {
          const now = body()
          return Boolean(now && now.textContent !== before && now.querySelector('tr'))
        }, t0)
      }, value)
      out.playersFilter.push({ position: value, ms })
      await page.waitForTimeout(300)
    }
    log(
      `  ${rate}× players filter (large): ${out.playersFilter.map((r) => r.ms.toFixed(0)).join(', ')} ms`,
    )

    // The 2,000-message conversation: open it from the panel, then scroll it to the top.
    await clickAndPaint(
      page,
      'button[aria-label="Messages"]',
      'ul[aria-label="Conversations"] li button',
    )
    await takeEntries(page)
    const open = await page.evaluate(() => {
      const button = [
        ...document.querySelectorAll('ul[aria-label="Conversations"] li button'),
      ].find((b) => b.textContent.includes('NutmegNate'))
      if (!button) throw new Error('no conversation with NutmegNate in the panel')
      const t0 = performance.now()
      button.click()
      const list = () => document.querySelector('ol[aria-label="Messages with NutmegNate"]')
      return window.__bench
        .until(() => Boolean(list()?.querySelector('li')), t0, 60_000)
        .then((ms) => {
          const bubbles = list().querySelectorAll('li')
          // A virtualised list has only the bubbles near the view; each says how many there are.
          const total = Number(bubbles[0].getAttribute('aria-setsize') ?? bubbles.length)
          return { ms, messages: total, inDom: bubbles.length }
        })
    })
    out.longConversationOpen = open
    out.longConversationOpenTasks = (await takeEntries(page)).longtasks
    log(
      `  ${rate}× long conversation: ${open.messages} messages (${open.inDom} in the DOM) painted in ${open.ms.toFixed(0)} ms`,
    )

    const list = page.locator('ol[aria-label="Messages with NutmegNate"]')
    await list.hover()
    await page.waitForTimeout(500)
    await takeEntries(page)
    await page.evaluate(() => window.__bench.startFrames())
    const steps = quick ? 20 : 40
    for (let i = 0; i < steps; i += 1) {
      await page.mouse.wheel(0, -800)
      await page.waitForTimeout(60)
    }
    await page.waitForTimeout(500)
    const frames = await page.evaluate(() => window.__bench.stopFrames())
    const { longtasks } = await takeEntries(page)
    const scrolled = await page.evaluate(() => {
      let el = document.querySelector('ol[aria-label="Messages with NutmegNate"]')
      while (
        el &&
        !(el.scrollHeight > el.clientHeight && /auto|scroll/.test(getComputedStyle(el).overflowY))
      )
        el = el.parentElement
      return el ? { top: el.scrollTop, height: el.scrollHeight } : null
    })
    out.longConversationScroll = {
      wheelSteps: steps,
      longTasks: longtasks.length,
      longestTask: Math.max(0, ...longtasks.map((t) => t.duration)),
      frames: frames.count,
      slowFrames: frames.slow,
      longestFrame: frames.longest,
      scroller: scrolled,
    }
    log(
      `  ${rate}× long conversation scroll: ${longtasks.length} long tasks, longest frame ${frames.longest.toFixed(0)} ms`,
    )
  })
}

/** Event Timing entries (≥ 16 ms) of the key presses: how many, and the longest duration and processing. */
const keyEvents = ({ events }) => {
  const keys = events.filter((e) => /^(keydown|keypress|keyup|beforeinput|input)$/.test(e.name))
  return {
    entriesOver16ms: keys.length,
    longestDuration: Math.max(0, ...keys.map((e) => e.duration)),
    longestProcessing: Math.round(Math.max(0, ...keys.map((e) => e.processing)) * 10) / 10,
  }
}

/**
 * `target`: { base, apiUrl, mockApi } (pageHelpers.mjs), and for a server shared by every page
 * (production) `reset(size)`, which reseeds it (standard, or 'large'); the run leaves it on the
 * standard seed.
 */
export async function measureInteractions(browser, target, { quick, log }) {
  const results = {}
  for (const rate of [1, 4]) {
    const standard = await standardSeed(browser, target, rate, quick, log)
    const large = await largeSeed(browser, target, rate, quick, log)
    const none = { events: [], longtasks: [] }
    results[`${rate}x`] = {
      rate,
      errors: [standard.error, large.error].filter(Boolean),
      searchKeys: summarise(standard.searchKeys ?? []),
      searchEventTiming: keyEvents(standard.searchEvents ?? none),
      playersKeys: summarise(standard.playersKeys ?? []),
      playersEventTiming: keyEvents(standard.playersEvents ?? none),
      routeChange: {
        ...summarise((standard.routeChanges ?? []).map((r) => r.ms)),
        changes: standard.routeChanges ?? [],
      },
      messagesPanel: summarise(standard.messagesPanel ?? []),
      largePlayersTotal: large.playersTotal ?? null,
      largePlayersFilter: {
        ...summarise((large.playersFilter ?? []).map((r) => r.ms)),
        changes: large.playersFilter ?? [],
      },
      longConversationOpen: large.longConversationOpen ?? { ms: NaN, messages: 0 },
      longConversationOpenLongTasks: large.longConversationOpenTasks ?? [],
      longConversationScroll: large.longConversationScroll ?? {
        wheelSteps: 0,
        longTasks: NaN,
        longestTask: NaN,
        frames: 0,
        slowFrames: 0,
        longestFrame: NaN,
      },
    }
  }
  await target.reset?.()
  return results
}
