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

/**
 * Starts the mock API in this process for the pages rendered with their data: msw/node answers the
 * app's requests with the API's handlers, over the demo data a first visit gets now (a fresh seed on
 * the real clock, no latency).
 */
export async function startMockApi(): Promise<void> {
  const [{ server }, { prepareMockApi }] = await Promise.all([
    import('@mocks/node'),
    import('@mocks/server'),
  ])
  await prepareMockApi({ clock: 'real' })
  server.listen({ onUnhandledFrame: 'error' })
}

/** The pages rendered with their data: every competition's. Needs the mock API (startMockApi). */
export async function dataPages(): Promise<string[]> {
  const { db } = await import('@mocks/db')
  return db.competitions.all().map((competition) => `/competition/${competition.id}`)
}
