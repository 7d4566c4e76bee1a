/**
 * The prerendered first paint (scripts/prerender.mjs, issue #7): a page's HTML made from index.html,
 * the inline scripts that, before the first paint, keep the prerendered page only for the visitor it
 * was made for and decide when the app's code is requested, and the built files a page needs.
 */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/preferences'
import { PAGE_DATA_ID as APP_PAGE_DATA_ID } from '@/app/pageDataId'
import {
  GUARDED_KEYS,
  PAGE_DATA_ID,
  PRERENDERED_PAGES,
  fileFor,
  pageHtml,
} from '../../scripts/prerender/page.mjs'
import {
  entryFiles,
  fontsFor,
  loadedChunks,
  stylesheetsFor,
  stylesheetsOf,
} from '../../scripts/prerender/assets.mjs'

const template = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8')

const page = {
  path: '/players',
  title: 'Players · GVL',
  markup: '<main><h1>Players</h1></main>',
  entry: '/assets/main-abc.js',
  preloads: ['/assets/react-def.js'],
  stylesheets: [
    { href: '/assets/main-ghi.css', css: ':root { --gap: 1rem; }\n.page { gap: var(--gap); }\n' },
    { href: '/assets/PlayersScreen-jkl.css', css: '.page { gap: 2rem; }\n' },
  ],
  fonts: ['/assets/inter-latin-mno.woff2'],
}

const html = pageHtml(template, page)

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
function open(url: string, storage: Record<string, string> = {}, { visible = true } = {}) {
  let paint: (name: string) => void = () => undefined
  const dom = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    // jsdom's document is visible only when it pretends to be visual.
    pretendToBeVisual: visible,
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

  it('with an id in their path, in a folder, where static hosts look for them', () => {
    expect(fileFor('/competition/3')).toBe('competition/3.html')
  })

  it('carry the data they were rendered with, as JSON that nothing runs and no text can end', () => {
    const data = {
      renderedAt: 1_795_000_000_000,
      queries: [{ endpointName: 'getCompetition', arg: 3, value: { name: '</script><b>' } }],
    }
    const { document } = new JSDOM(pageHtml(template, { ...page, data })).window
    const script = document.getElementById(PAGE_DATA_ID)
    expect(script?.getAttribute('type')).toBe('application/json')
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data)
    expect(document.querySelector('b')).toBeNull()
    expect(PAGE_DATA_ID).toBe(APP_PAGE_DATA_ID)
  })

  it('carry no data otherwise', () => {
    expect(new JSDOM(html).window.document.getElementById(PAGE_DATA_ID)).toBeNull()
  })

  it('carry the page title, its stylesheets, its font and its markup in #root', () => {
    const { document } = new JSDOM(html).window
    expect(document.title).toBe('Players · GVL')
    expect(
      [...document.head.querySelectorAll('style')].map((style) => ({
        href: style.dataset.href,
        css: style.textContent,
      })),
    ).toEqual(page.stylesheets.map(({ href, css }) => ({ href, css: css.trim() })))
    expect(document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href')).toBe(
      '/assets/inter-latin-mno.woff2',
    )
    expect(document.getElementById('root')?.innerHTML).toBe(page.markup)
  })

  it('hold their stylesheets in the page, each named by a disabled link that loads nothing', () => {
    const { document } = new JSDOM(html).window
    const links = [...document.querySelectorAll('link[rel="stylesheet"]')]
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('disabled')])).toEqual(
      page.stylesheets.map(({ href }) => [href, true]),
    )
    // Each file's rules stand before the next file's, as the linked files would apply them.
    expect([...document.styleSheets].map((sheet) => sheet.cssRules.length)).toEqual([2, 1])
  })

  it('refuse a stylesheet that would end its style element', () => {
    const broken = { href: '/assets/x.css', css: '.a::after { content: "</style>"; }' }
    expect(() => pageHtml(template, { ...page, stylesheets: [broken] })).toThrow(/x\.css/)
  })

  it('keep the font before the stylesheets, so that its request starts first', () => {
    const { document } = new JSDOM(html).window
    const font = document.head.querySelector('link[rel="preload"][as="font"]')
    const firstStyle = document.head.querySelector('style')
    expect(font && firstStyle && font.compareDocumentPosition(firstStyle)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  it('hold no static entry script or module preload: the head’s script adds them', () => {
    expect(html).not.toMatch(/<script type="module"/)
    expect(html).not.toMatch(/<link rel="modulepreload"/)
  })

  it('escape the title and keep the markup as it is', () => {
    const other = pageHtml(template, { ...page, title: 'A <b> & c', markup: '<p>$& $1</p>' })
    expect(other).toContain('<title>A &lt;b&gt; &amp; c</title>')
    expect(other).toContain('<div id="root"><p>$& $1</p></div>')
  })

  it('need index.html’s placeholders', () => {
    expect(() => pageHtml('<html><body><div id="root"></div></body></html>', page)).toThrow(
      /<!--app-head-->/,
    )
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

describe('the inline scripts, for the visitor the page was made for', () => {
  it.each([
    ['a first visit', {}],
    ['English chosen', { [STORAGE_KEYS.language]: 'en' }],
  ])(
    'keep the page and request the app after its first contentful paint (%s)',
    async (_, storage) => {
      const visit = open('https://gvl.test/players', storage)
      expect(visit.root()).toBe(page.markup)
      visit.paint('first-paint')
      await visit.tick()
      expect(visit.entry()).toBeNull()
      visit.paint('first-contentful-paint')
      await visit.tick()
      expect(visit.entry()?.getAttribute('src')).toBe('/assets/main-abc.js')
      expect(visit.preloads()).toEqual(['/assets/react-def.js'])
      expect(visit.root()).toBe(page.markup)
      expect(visit.document.documentElement.getAttribute('data-prerender')).toBe('pending')
    },
  )

  it('hold a form of the markup back until the app has hydrated it (no GET with its fields)', () => {
    const visit = open('https://gvl.test/players')
    const form = visit.document.createElement('form')
    visit.document.getElementById('root')?.append(form)
    const submit = () => {
      const { Event: PageEvent } = visit.document.defaultView ?? window
      const event = new PageEvent('submit', {
        bubbles: true,
        cancelable: true,
      })
      form.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(visit.document.documentElement.getAttribute('data-prerender')).toBe('pending')
    expect(submit()).toBe(true)
    visit.document.documentElement.setAttribute('data-prerender', 'hydrated')
    expect(submit()).toBe(false)
  })

  it('request the app at once in a tab that is not shown (it paints nothing)', () => {
    const visit = open('https://gvl.test/players', {}, { visible: false })
    expect(visit.entry()?.getAttribute('src')).toBe('/assets/main-abc.js')
    expect(visit.root()).toBe(page.markup)
  })
})

describe('the inline scripts, for any other visitor', () => {
  it.each([
    ['Spanish chosen', 'https://gvl.test/players', { [STORAGE_KEYS.language]: 'es' }],
    ['signed in', 'https://gvl.test/players', { [STORAGE_KEYS.auth]: '{"token":"t"}' }],
    ['a community chosen', 'https://gvl.test/players', { [STORAGE_KEYS.community]: 'GVL USA' }],
    ['another league', 'https://gvl.test/players', { [STORAGE_KEYS.leagueName]: 'Other League' }],
    ['a query', 'https://gvl.test/players?position=GK', {}],
    ['another path (index.html is every path’s fallback)', 'https://gvl.test/team/3', {}],
  ])('empty the root and request the app at once (%s)', (_, url, storage) => {
    const visit = open(url, storage)
    expect(visit.root()).toBe('')
    expect(visit.entry()?.getAttribute('src')).toBe('/assets/main-abc.js')
    expect(visit.preloads()).toEqual(['/assets/react-def.js'])
    expect(visit.document.documentElement.hasAttribute('data-prerender')).toBe(false)
  })
})

describe('the built files a page needs', () => {
  // A manifest as Vite writes it: the entry, a chunk both it and the screen import, the screen, the footer.
  const client = {
    'src/main.tsx': {
      file: 'assets/main-1.js',
      src: 'src/main.tsx',
      isEntry: true,
      imports: ['_react-2.js', '_Button-3.js'],
      css: ['assets/main-1.css'],
    },
    '_react-2.js': { file: 'assets/react-2.js' },
    '_Button-3.js': {
      file: 'assets/Button-3.js',
      imports: ['_react-2.js'],
      css: ['assets/Button-3.css'],
    },
    '_Table-4.js': { file: 'assets/Table-4.js', css: ['assets/Table-4.css'] },
    'src/features/players/PlayersScreen.tsx': {
      file: 'assets/PlayersScreen-5.js',
      src: 'src/features/players/PlayersScreen.tsx',
      isDynamicEntry: true,
      imports: ['_Button-3.js', '_Table-4.js'],
      css: ['assets/PlayersScreen-5.css'],
    },
    'src/app/layout/Footer.tsx': {
      file: 'assets/Footer-6.js',
      src: 'src/app/layout/Footer.tsx',
      isDynamicEntry: true,
      css: ['assets/Footer-6.css'],
    },
  }

  it('the entry and its static imports, each before what imports it', () => {
    expect(entryFiles(client)).toEqual({
      key: 'src/main.tsx',
      entry: '/assets/main-1.js',
      preloads: ['/assets/react-2.js', '/assets/Button-3.js'],
    })
  })

  it('the stylesheets of the entry and of the chunks the render loaded, each once', () => {
    expect(
      stylesheetsOf(client, [
        'src/main.tsx',
        'src/features/players/PlayersScreen.tsx',
        'src/app/layout/Footer.tsx',
      ]),
    ).toEqual([
      '/assets/Button-3.css',
      '/assets/main-1.css',
      '/assets/Table-4.css',
      '/assets/PlayersScreen-5.css',
      '/assets/Footer-6.css',
    ])
  })

  it('the chunks of what the render loaded, by the server build’s manifest', () => {
    const serverDir = '/tmp/server-build'
    const server = {
      'src/entry-server.tsx': { file: 'entry-server.js', src: 'src/entry-server.tsx' },
      'src/features/players/PlayersScreen.tsx': {
        file: 'assets/PlayersScreen-a.js',
        src: 'src/features/players/PlayersScreen.tsx',
      },
      'src/app/layout/Footer.tsx': { file: 'assets/Footer-b.js', src: 'src/app/layout/Footer.tsx' },
      '_shared-c.js': { file: 'assets/shared-c.js' },
    }
    const loaded = [
      'node:fs',
      pathToFileURL(join(serverDir, 'entry-server.js')).href,
      pathToFileURL(join(serverDir, 'assets/shared-c.js')).href,
      pathToFileURL(join(serverDir, 'assets/PlayersScreen-a.js')).href,
      pathToFileURL(join(serverDir, 'assets/Footer-b.js')).href,
      pathToFileURL('/work/node_modules/react/index.js').href,
    ]
    expect(loadedChunks(client, server, serverDir, loaded)).toEqual([
      'src/features/players/PlayersScreen.tsx',
      'src/app/layout/Footer.tsx',
    ])
  })

  /** A dist/ folder with these stylesheets in assets/. */
  function distWith(stylesheets: Record<string, string>) {
    const dist = mkdtempSync(join(tmpdir(), 'prerender-assets-'))
    mkdirSync(join(dist, 'assets'))
    for (const [name, css] of Object.entries(stylesheets)) {
      writeFileSync(join(dist, 'assets', name), css)
    }
    return dist
  }

  it('of those stylesheets, the ones that can style something in the markup', () => {
    const dist = distWith({
      'main.css': 'body{margin:0}.shell{display:grid}',
      'Button.css': '.button{color:red}.button:hover{color:blue}',
      'Screen.css': '.other{color:red}.page .title:first-child{color:blue}',
      'Table.css': '.page .table{color:red}',
      'Hint.css': '.field:not(.invalid)>.hint{color:grey}',
    })
    const markup =
      '<div class="shell"><main class="page"><h1 class="title">Players</h1>' +
      '<p class="field"><span class="hint">Name</span></p></main></div>'
    const stylesheets = ['main.css', 'Button.css', 'Screen.css', 'Table.css', 'Hint.css']
    expect(
      stylesheetsFor(
        dist,
        stylesheets.map((name) => `/assets/${name}`),
        markup,
      ),
    ).toEqual(['/assets/main.css', '/assets/Screen.css', '/assets/Hint.css'])
  })

  it('the font files whose characters the markup uses', () => {
    const dist = distWith({
      'main.css': [
        '@font-face{font-family:Inter;src:url(/assets/latin.woff2)format("woff2");unicode-range:U+0000-00FF}',
        '@font-face{font-family:Inter;src:url(/assets/greek.woff2)format("woff2");unicode-range:U+0370-03FF}',
        '@font-face{font-family:Inter;src:url(/assets/cyrillic.woff2)format("woff2");unicode-range:U+0400-045F}',
        'body{font-family:Inter}',
      ].join('\n'),
    })
    expect(fontsFor(dist, ['/assets/main.css'], '<p>Players</p>')).toEqual(['/assets/latin.woff2'])
    expect(fontsFor(dist, ['/assets/main.css'], '<p>Ωmega</p>')).toEqual([
      '/assets/latin.woff2',
      '/assets/greek.woff2',
    ])
  })
})
