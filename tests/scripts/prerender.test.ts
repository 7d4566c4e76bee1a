/**
 * The prerendered first paint (scripts/prerender.mjs, issue #7): the page's HTML and the inline scripts
 * that, before the first paint, keep the prerendered page only for the visitor it was made for and
 * decide when the app's code is requested.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/preferences'
import { GUARDED_KEYS, PRERENDERED_PAGES, fileFor, inject } from '../../scripts/prerender/page.mjs'

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>GVL</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const captured = {
  markup: '<main><h1>Players</h1></main>',
  title: 'Players · GVL',
  stylesheets: ['/assets/index-ghi.css', '/assets/PlayersScreen-jkl.css'],
}

const html = inject(template, '/players', captured)

/** A PerformanceObserver whose paint entries the test delivers (jsdom paints nothing). */
function paintObserver(window: Window & typeof globalThis) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = []
  class FakeObserver {
    readonly state
    constructor(callback: PerformanceObserverCallback) {
      this.state = { callback, disconnected: false }
      observers.push(this.state)
    }
    observe() {
      // Entries come from the test (`paint`).
    }
    disconnect() {
      this.state.disconnected = true
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver })
  return (name: string) => {
    const list = { getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []) }
    for (const observer of observers) {
      if (observer.disconnected) continue
      const handle = { disconnect: () => (observer.disconnected = true) }
      observer.callback(
        list as unknown as PerformanceObserverEntryList,
        handle as unknown as PerformanceObserver,
      )
    }
  }
}

/** Opens the page as a browser would (its inline scripts run), with this storage and address. */
function open(url: string, storage: Record<string, string> = {}) {
  let paint: (name: string) => void = () => undefined
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value)
      paint = paintObserver(window)
    },
  })
  const { document } = dom.window
  const entry = () => document.head.querySelector('script[type="module"]')
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
  const root = () => document.getElementById('root')?.innerHTML
  const tick = () => new Promise<void>((resolve) => dom.window.setTimeout(resolve, 5))
  return { document, entry, preloads, root, paint: (name: string) => paint(name), tick }
}

describe('prerendered pages', () => {
  it('are public pages with a file each, home in index.html', () => {
    expect(PRERENDERED_PAGES).toContain('/')
    expect(fileFor('/')).toBe('index.html')
    expect(fileFor('/players')).toBe('players.html')
    expect(new Set(PRERENDERED_PAGES.map(fileFor)).size).toBe(PRERENDERED_PAGES.length)
  })

  it('carry the page title, its stylesheets once each, and the markup in #root', () => {
    expect(html).toContain('<title>Players · GVL</title>')
    expect(html.match(/index-ghi\.css/g)).toHaveLength(1)
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/PlayersScreen-jkl.css">',
    )
    expect(html).toContain('<div id="root"><main><h1>Players</h1></main></div>')
  })

  it('hold no static entry script or module preload: the guards add them', () => {
    expect(html).not.toMatch(/<script type="module"/)
    expect(html).not.toMatch(/<link rel="modulepreload"/)
  })

  it('escape the title', () => {
    const page = inject(template, '/players', { ...captured, title: 'A <b> & c' })
    expect(page).toContain('<title>A &lt;b&gt; &amp; c</title>')
  })

  it('assume the storage keys the app reads', () => {
    expect(GUARDED_KEYS).toEqual({
      language: STORAGE_KEYS.language,
      auth: STORAGE_KEYS.auth,
      community: STORAGE_KEYS.community,
      leagueName: STORAGE_KEYS.leagueName,
    })
  })
})

describe('the guards, for the visitor the page was made for', () => {
  it.each([
    ['a first visit', {}],
    ['English chosen', { [STORAGE_KEYS.language]: 'en' }],
  ])(
    'keep the page and request the app after its first contentful paint (%s)',
    async (_, storage) => {
      const page = open('https://gvl.test/players', storage)
      expect(page.root()).toBe('<main><h1>Players</h1></main>')
      page.paint('first-paint')
      await page.tick()
      expect(page.entry()).toBeNull()
      page.paint('first-contentful-paint')
      await page.tick()
      expect(page.entry()?.getAttribute('src')).toBe('/assets/index-abc.js')
      expect(page.preloads()).toEqual(['/assets/react-def.js'])
      expect(page.root()).toBe('<main><h1>Players</h1></main>')
      expect(page.document.documentElement.hasAttribute('data-prerender')).toBe(false)
    },
  )
})

describe('the guards, for any other visitor', () => {
  it.each([
    ['Spanish chosen', 'https://gvl.test/players', { [STORAGE_KEYS.language]: 'es' }],
    ['signed in', 'https://gvl.test/players', { [STORAGE_KEYS.auth]: '{"token":"t"}' }],
    ['a community chosen', 'https://gvl.test/players', { [STORAGE_KEYS.community]: 'GVL USA' }],
    ['another league', 'https://gvl.test/players', { [STORAGE_KEYS.leagueName]: 'Other League' }],
    ['a query', 'https://gvl.test/players?position=GK', {}],
    ['another path (index.html is every path’s fallback)', 'https://gvl.test/team/3', {}],
  ])('empty the root and request the app at once (%s)', (_, url, storage) => {
    const page = open(url, storage)
    expect(page.root()).toBe('')
    expect(page.entry()?.getAttribute('src')).toBe('/assets/index-abc.js')
    expect(page.preloads()).toEqual(['/assets/react-def.js'])
    expect(page.document.documentElement.hasAttribute('data-prerender')).toBe(false)
  })
})
