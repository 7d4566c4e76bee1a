/**
 * The HTML side of the prerender (scripts/prerender.mjs): which pages, and how a rendered page goes
 * into the built index.html, a template with two placeholders: `<!--app-head-->` (the page's title,
 * the script that loads the app, its font and its stylesheets) and `<!--app-html-->` (the markup of
 * `#root`). No browser and no build here, so that tests can run it (tests/scripts/prerender.test.ts).
 */

/**
 * The public pages whose first paint is the same for every first visit (no id, no API data in it).
 * The pages rendered with their data (every competition's, every registered team's) are those the
 * build's API lists (src/entry-server.tsx `dataPages`).
 */
export const PRERENDERED_PAGES = [
  '/',
  '/competitions',
  '/players',
  '/search',
  '/login',
  '/register',
  '/gvl-premium',
  '/terms',
  '/privacy-policy',
]

/**
 * The stored preferences a prerendered page assumes are absent (src/lib/preferences.ts STORAGE_KEYS;
 * tests/scripts/prerender.test.ts holds the two in step). Signed in, the page differs; the language
 * may be stored as English, the pages' language.
 */
export const GUARDED_KEYS = {
  language: 'language',
  auth: 'auth',
  community: 'gvl_community',
  leagueName: 'gvl_league_name',
}

export const HEAD_PLACEHOLDER = '<!--app-head-->'
export const ROOT_PLACEHOLDER = '<!--app-html-->'

/** Where a page's HTML goes in dist/ (`vite preview` and static hosts serve `/players` from `players.html`). */
export const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** A function (as source) that adds the app's entry script and its module preloads to the head. */
const loader = (entry, preloads) =>
  `function(){var h=document.head;${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}`

/**
 * Runs in the head, before the stylesheets. Whether the prerendered page is the one this visitor
 * would see: the page's own path with no query (index.html is also every other path's fallback),
 * signed out, English, the default community and league. For any other visitor it marks the document
 * (index.html's script after `#root` then empties it before the first paint) and requests the app's
 * code at once. For the visitor it was made for, the code is requested once the page's first
 * contentful paint is done (its text waits for the font), so that on a slow network the code does not
 * share the bandwidth with the page's font; a hidden tab paints nothing and loads at once,
 * and after 3 s it loads whatever happened (a browser without paint timing).
 *
 * For that visitor the document is marked `data-prerender="pending"` until the app has hydrated the
 * page (src/main.tsx marks it `hydrated`), and meanwhile a form of the markup does not submit: the
 * browser would send it as a plain GET to the page's own address, the login form's password in the
 * URL. Once hydrated, each form is the app's.
 */
const headScript = (path, load) => {
  const absent = [GUARDED_KEYS.auth, GUARDED_KEYS.community, GUARDED_KEYS.leagueName]
    .map((key) => `s.getItem(${JSON.stringify(key)})===null`)
    .join('&&')
  return `<script>(function(){var load=${load},ok=false;try{var s=localStorage,l=s.getItem(${JSON.stringify(GUARDED_KEYS.language)});ok=location.pathname===${JSON.stringify(path)}&&!location.search&&(l===null||l==='en')&&${absent}}catch(e){}if(!ok){document.documentElement.setAttribute('data-prerender','off');return load()}var html=document.documentElement;html.setAttribute('data-prerender','pending');document.addEventListener('submit',function(e){if(html.getAttribute('data-prerender')==='pending')e.preventDefault()},true);var done=false;function go(){if(!done){done=true;load()}}if(document.visibilityState!=='visible')return go();try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){go()}setTimeout(go,3000)})()</script>`
}

/**
 * A stylesheet in the page itself: the first paint waits for the HTML alone, not for a request per
 * stylesheet (three or four on most pages, each a round trip on a phone's network). The rules are the
 * built file's, in the order of the files, so the cascade is the one the files give. The disabled link
 * names the file without fetching it (a disabled stylesheet link is not loaded): Vite's loader, which
 * adds a stylesheet link for each CSS file of a chunk it loads, skips a file the document already links
 * (tests/e2e/prerender.e2e.ts checks that none of them is requested), so the rules are not applied a
 * second time, later and out of order, when the page's screen loads.
 */
const inlineStylesheet = ({ href, css }) => {
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} holds "</style"`)
  return `<style data-href="${href}">${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`
}

/** The id of the element that carries a page's data (src/app/pageData.ts PAGE_DATA_ID). */
export const PAGE_DATA_ID = 'page-data'

/**
 * The answers a page was rendered with, as JSON in a script element that nothing runs. `<` is written
 * as its escape, so no text in the data can end the element.
 */
const dataScript = (data) =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`

/**
 * A page's HTML: the template with the page's head and markup in its placeholders.
 *
 * @param {string} template the built index.html
 * @param {{ path: string, title: string, markup: string, data?: object | null, entry: string,
 *   preloads: string[], stylesheets: { href: string, css: string }[], fonts: string[] }} page what
 *   src/entry-server.tsx rendered (with `data`, the answers a page with its data was rendered with),
 *   and the built files it needs (scripts/prerender/assets.mjs)
 */
export function pageHtml(
  template,
  { path, title, markup, data = null, entry, preloads, stylesheets, fonts },
) {
  for (const placeholder of [HEAD_PLACEHOLDER, ROOT_PLACEHOLDER]) {
    if (template.split(placeholder).length !== 2) {
      throw new Error(`prerender: index.html must hold ${placeholder} once (already prerendered?)`)
    }
  }
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    headScript(path, loader(entry, preloads)),
    ...fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    ...stylesheets.map(inlineStylesheet),
    ...(data === null ? [] : [dataScript(data)]),
  ]
  // Functions as replacements, so that a `$` in the markup is not read as a pattern.
  return template
    .replace(HEAD_PLACEHOLDER, () => head.join('\n    '))
    .replace(ROOT_PLACEHOLDER, () => markup)
}
