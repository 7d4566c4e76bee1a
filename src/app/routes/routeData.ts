/**
 * A page's data asked for with the navigation, beside its screen's code, rather than once the screen
 * has rendered: the request no longer waits for the screen's code to arrive and run. The router
 * hands each loader the app's store through its context (main.tsx `getContext`, and the prerender's
 * for a page it renders with its data); where there is none (tests), a loader asks nothing and the
 * screen asks as it renders.
 */
import { createContext, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router'
import type { AppStore } from '@/app/store'
import { parsePathId } from '@/api/contracts/pathId'

export const storeContext = createContext<AppStore | null>(null)

/**
 * What a page's loader returns: `ready` settles once the data it started is answered (or has failed).
 * The navigation does not wait for it (a promise inside the loader's data is not awaited); the
 * prerender does, to render the page with its data (src/app/prerender.tsx).
 */
export interface LoaderData {
  ready: Promise<void>
}

/** Whether a route's loader data is a `LoaderData` (a route without a loader has none). */
export const isLoaderData = (data: unknown): data is LoaderData =>
  typeof data === 'object' && data !== null && 'ready' in data && data.ready instanceof Promise

/**
 * A loader for a page named by an id in its address: `ask` starts the query its header and largest
 * paint wait for, with the same argument as the screen, so the screen finds it under way or
 * answered. The endpoints' code is fetched for it, in parallel with the screen's; the navigation
 * never waits for either. An address that names nothing asks nothing.
 */
const pageDataById =
  (ask: (store: AppStore, id: number) => Promise<unknown>): LoaderFunction =>
  ({ params, context }): LoaderData | null => {
    const store = context.get(storeContext)
    const id = parsePathId(params.id)
    if (!store || id === null) return null
    // An error is the screen's to show (the query's own state holds it); offline, the endpoints'
    // code does not come, and the screen asks for its data itself once its own code is in.
    return { ready: ask(store, id).then(noValue, noValue) }
  }

const noValue = () => undefined

/** The competition page's: `getCompetition`. */
export const competitionData = pageDataById(async (store, id) => {
  const { competitionsApi } = await import('@/api/endpoints/competitionsApi')
  await store.dispatch(competitionsApi.endpoints.getCompetition.initiate(id, { subscribe: false }))
})

/** The team page's: `getTeam`. */
export const teamData = pageDataById(async (store, id) => {
  const { teamsApi } = await import('@/api/endpoints/teamsApi')
  await store.dispatch(teamsApi.endpoints.getTeam.initiate(id, { subscribe: false }))
})

/**
 * Runs the loader again only for another id: a change of the search (a tab) keeps the page's data,
 * and would otherwise be a navigation that waits for the loader.
 */
export const sameId: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.id !== nextParams.id
