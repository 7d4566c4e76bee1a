/**
 * The API calls still on their way: what waits for the page's data to be in (the code fetched ahead,
 * src/app/fetchAhead.ts; the stories' pictures).
 */
import type { baseApi } from './baseApi'

/** A store with the API's slice (the app's, a story's, a test's). */
export interface StoreWithApi {
  getState(): { [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer> }
  subscribe(listener: () => void): () => void
}

/**
 * How many API calls (RTK Query queries and mutations) are pending. A call is pending from before its
 * request goes out until its answer is in the store, so this also covers what a count of requests in
 * flight does not see: the answer parsed and dispatched after its body has arrived.
 */
export function pendingApiCalls(store: Pick<StoreWithApi, 'getState'>): number {
  const { queries, mutations } = store.getState().api
  return [...Object.values(queries), ...Object.values(mutations)].filter(
    (call) => call?.status === 'pending',
  ).length
}

/**
 * Resolves once no API call is pending, or after `atMostMs` whatever is still out (a request that
 * never answers must not hold back what waits for this for ever).
 */
export function whenApiCallsSettle(store: StoreWithApi, atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe()
      clearTimeout(timer)
      resolve()
    }
    const unsubscribe = store.subscribe(() => {
      if (pendingApiCalls(store) === 0) done()
    })
    const timer = setTimeout(done, atMostMs)
    if (pendingApiCalls(store) === 0) done()
  })
}
