/**
 * A page's data asked for with the navigation, beside its screen's code, rather than once the screen
 * has rendered: the request no longer waits for the screen's code to arrive and run. The router
 * hands each loader the app's store through its context (main.tsx `getContext`); where there is none
 * (the prerender, tests), a loader asks nothing and the screen asks as it renders.
 */
import { createContext, type LoaderFunction } from 'react-router'
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
    void import('@/api/endpoints/competitionsApi').then(({ competitionsApi }) =>
      store.dispatch(competitionsApi.util.prefetch('getCompetition', id, {})),
    )
  return null
}
