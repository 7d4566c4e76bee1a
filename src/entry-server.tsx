/**
 * The prerender's server entry: scripts/prerender.mjs builds it with Vite for Node and calls
 * `renderPage` for each public page (src/app/prerender.tsx).
 *
 * A few of the app's modules read the browser as they load: the API's base URL (the page's origin),
 * the document's language, the page's pagehide and pageshow events. Node has none of it, so they get
 * stand-ins first, and the app is imported after. No `window.document`: libraries that look for a DOM
 * (React Router, React Redux, RTK Query) still see a server.
 */
import type { CompetitionsResponse } from '@/api/contracts/competitions'

Object.assign(globalThis, {
  window: {
    location: new URL('http://localhost/'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  },
  document: { documentElement: { lang: 'en' } },
})

export const { renderPage } = await import('@/app/prerender')
const { apiUrl, usesMockApi } = await import('@/api/url')
const { MAX_PAGE_SIZE } = await import('@/api/contracts/paging')

/**
 * Readies the API that the pages with their data are rendered from: the one the build is for. A
 * standalone build's is the mock API, started in this thread (msw/node answers `fetch` with its
 * handlers, over the demo data a first visit gets now: a fresh seed on the real clock, no latency);
 * a build for a real backend (`VITE_API_URL`) asks that backend.
 */
export async function prepareApi(): Promise<void> {
  if (!usesMockApi) return
  const [{ server }, { prepareMockApi }] = await Promise.all([
    import('@mocks/node'),
    import('@mocks/server'),
  ])
  await prepareMockApi({ clock: 'real' })
  server.listen({ onUnhandledFrame: 'error' })
}

/**
 * The pages rendered with their data: every competition's, as the API lists them (after
 * `prepareApi`). None when the API does not answer (a build for a backend that is not reachable):
 * those pages are then drawn in the browser, as any page with an id is.
 */
export async function dataPages(): Promise<string[]> {
  const paths: string[] = []
  try {
    for (let page = 1; ; page += 1) {
      const response = await fetch(apiUrl(`competitions?page=${page}&pageSize=${MAX_PAGE_SIZE}`))
      if (!response.ok) throw new Error(`GET /competitions answered ${response.status}`)
      const { items, total } = (await response.json()) as CompetitionsResponse
      for (const competition of items) paths.push(`/competition/${competition.id}`)
      if (items.length === 0 || paths.length >= total) return paths
    }
  } catch (error) {
    console.warn(`prerender: no competition pages with their data (${String(error)})`)
    return []
  }
}
