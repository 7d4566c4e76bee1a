/**
 * The prerender's server entry: scripts/prerender.mjs builds it with Vite for Node and calls
 * `renderPage` for each public page (src/app/prerender.tsx).
 *
 * A few of the app's modules read the browser as they load: the API's base URL (the page's origin),
 * the document's language, the page's pagehide and pageshow events. Node has none of it, so they get
 * stand-ins first, and the app is imported after. No `window.document`: libraries that look for a DOM
 * (React Router, React Redux, RTK Query) still see a server.
 */
import type { CompetitionsResponse, CompetitionTeamsResponse } from '@/api/contracts/competitions'

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

/** Every item of a paged list of the API (after `prepareApi`). */
async function everyItem<Item>(path: string): Promise<Item[]> {
  const items: Item[] = []
  for (let page = 1; ; page += 1) {
    const response = await fetch(apiUrl(`${path}?page=${page}&pageSize=${MAX_PAGE_SIZE}`))
    if (!response.ok) throw new Error(`GET /${path} answered ${response.status}`)
    const answer = (await response.json()) as { items: Item[]; total: number }
    items.push(...answer.items)
    if (answer.items.length === 0 || items.length >= answer.total) return items
  }
}

/** The ids of the teams registered in competition `id` (after `prepareApi`). */
async function registeredTeams(id: number): Promise<number[]> {
  const response = await fetch(apiUrl(`competitions/${id}/teams`))
  if (!response.ok) throw new Error(`GET /competitions/${id}/teams answered ${response.status}`)
  const { items } = (await response.json()) as CompetitionTeamsResponse
  return items.map(({ team }) => team.id)
}

/**
 * The pages rendered with their data (after `prepareApi`): every competition's, as the API lists
 * them, and the page of every team registered in one (those its pages link to; a team in none is
 * drawn in the browser). Whatever the API does not answer (a build for a backend that is not
 * reachable) is left out: those pages are then drawn in the browser, as any page with an id is.
 */
export async function dataPages(): Promise<string[]> {
  let competitions: number[]
  try {
    competitions = (await everyItem<CompetitionsResponse['items'][number]>('competitions')).map(
      ({ id }) => id,
    )
  } catch (error) {
    console.warn(`prerender: no pages with their data (${String(error)})`)
    return []
  }
  const teams = new Set<number>()
  for (const id of competitions) {
    try {
      for (const team of await registeredTeams(id)) teams.add(team)
    } catch (error) {
      console.warn(`prerender: no pages for competition ${id}'s teams (${String(error)})`)
    }
  }
  return [
    ...competitions.map((id) => `/competition/${id}`),
    ...[...teams].sort((a, b) => a - b).map((id) => `/team/${id}`),
  ]
}
