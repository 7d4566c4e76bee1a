/**
 * The HTML side of the prerender (scripts/prerender.mjs): which pages, and how a page's captured
 * markup goes into a copy of the built index.html with the scripts that decide, before the first
 * paint, whether this visitor may see it. No browser here, so that tests can check it
 * (tests/scripts/prerender.test.ts).
 */

/** The public pages whose first paint is the same for every first visit (no id, no API data in it). */
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
 * tests/scripts/prerender.test.ts holds the two in step): with any of them the page would differ.
 * The language may also be stored as English, the language the pages are prerendered in.
 */
export const GUARDED_KEYS = {
  language: 'language',
  auth: 'auth',
  community: 'gvl_community',
  leagueName: 'gvl_league_name',
}

/**
 * Whether the prerendered page is the one this visitor would see: the page's own path with no query,
 * signed out, English, the default community and league. Runs in the head, before the stylesheets:
 * for any other visitor the app's code is requested at once.
 */
const headGuard = (path, load) => {
  const absent = [GUARDED_KEYS.auth, GUARDED_KEYS.community, GUARDED_KEYS.leagueName]
    .map((key) => `s.getItem(${JSON.stringify(key)})===null`)
    .join('&&')
  return `<script>(function(){var ok=false;try{var s=localStorage,l=s.getItem(${JSON.stringify(GUARDED_KEYS.language)});ok=location.pathname===${JSON.stringify(path)}&&!location.search&&(l===null||l==='en')&&${absent}}catch(e){}if(!ok){document.documentElement.setAttribute('data-prerender','off');(${load})()}})()</script>`
}

/**
 * Right after `#root`, before the first paint: a visitor the page was not made for gets the empty root
 * (their app has started from the head); otherwise the app's code is requested once the page's first
 * contentful paint is done (its text waits for the font), so that on a slow network the code does not
 * share the bandwidth with the page's CSS and font. A hidden tab paints nothing: it loads at once; and
 * after 3 s it loads whatever happened (a browser without paint timing).
 */
const bodyGuard = (load) =>
  `<script>(function(){var d=document.documentElement;if(d.getAttribute('data-prerender')==='off'){d.removeAttribute('data-prerender');document.getElementById('root').replaceChildren();return}var load=${load},done=false;function go(){if(!done){done=true;load()}}if(document.visibilityState!=='visible')return go();try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){go()}setTimeout(go,3000)})()</script>`

/** A function (as source) that adds the app's entry script and its module preloads to the head. */
const loader = (entry, preloads) =>
  `function(){var h=document.head;${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}`

/** Where a page's HTML goes in dist/ (`vite preview` and static hosts serve `/players` from `players.html`). */
export const fileFor = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * The built index.html with a page's captured markup in `#root`, its title and stylesheets, and the
 * app's entry script and module preloads moved into the guards, which add them.
 */
export function inject(template, path, { markup, title, stylesheets, fonts = [] }) {
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/)
  if (!entry) throw new Error('prerender: no entry script in index.html')
  const preloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ]
  const load = loader(
    entry[1],
    preloads.map((match) => match[1]),
  )
  const links = [
    ...fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    ...stylesheets
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ]
  let html = template
  for (const match of [entry, ...preloads]) html = html.replace(match[0], '')
  html = html
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(title)}</title>\n    ${headGuard(path, load)}`,
    )
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${bodyGuard(load)}`)
  if (links.length > 0) html = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
  if (!html.includes(markup))
    throw new Error(`prerender: index.html has no empty #root for ${path}`)
  return html
}
