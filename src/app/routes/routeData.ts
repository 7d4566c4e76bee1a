/**
 * A page's data asked for with the navigation, beside its screen's code, rather than once the screen
 * has rendered: the request no longer waits for the screen's code to arrive and run. The router
 * hands each loader the app's store through its context (main.tsx `getContext`); where there is none
 * (the prerender, tests), a loader asks nothing and the screen asks as it renders.
 */
import { createContext, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router'
import type { AppStore } from '@/app/store'
import { parsePathId } from '@/api/contracts/pathId'

export const storeContext = createContext<AppStore | null>(null)

/**
 * The competition page's loader: starts `getCompetition` for the address's id (the query its header
 * and largest paint wait for), with the same argument as the screen, so the screen finds it under
 * way or answered. The endpoints' code is fetched for it, in parallel with the screen's; the
 * navigation never waits for either.
 */
export const competitionData: LoaderFunction = ({ params, context }) => {
  const store = context.get(storeContext)
  const id = parsePathId(params.id)
  if (store && id !== null)
    import('@/api/endpoints/competitionsApi').then(
      ({ competitionsApi }) =>
        void store.dispatch(competitionsApi.util.prefetch('getCompetition', id, {})),
      // Offline: the screen asks for its data itself once its code is in.
      () => undefined,
    )
  return null
}

/**
 * Runs the loader again only for another competition: a change of the search (a tab) keeps the page's
 * data, and would otherwise be a navigation that waits for the loader.
 */
export const sameCompetition: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.id !== nextParams.id
