/**
 * The prerender's server entry: scripts/prerender.mjs builds it with Vite for Node and calls
 * `renderPage` for each public page (src/app/prerender.tsx).
 *
 * A few of the app's modules read the browser as they load: the API's base URL (the page's origin),
 * the document's language, the page's pagehide and pageshow events. Node has none of it, so they get
 * stand-ins first, and the app is imported after. No `window.document`: libraries that look for a DOM
 * (React Router, React Redux, RTK Query) still see a server.
 */
Object.assign(globalThis, {
  window: {
    location: new URL('http://localhost/'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  },
  document: { documentElement: { lang: 'en' } },
})

export const { renderPage } = await import('@/app/prerender')
