/**
 * Code fetched ahead of need (the main navigation's screens, then the panels' and dialogs'), so that
 * the first click to one of them does not wait for the network. A module runs as soon as it
 * arrives, on the main thread: fetched all at once, they would be compiled and run inside a click
 * made soon after the first paint, and the screen it opens would wait behind them (issue #18: a
 * route change within 100 ms). So they come one at a time, each when the router has its first page
 * and no navigation is under way, no API call is pending and the browser is idle; a click then
 * shares the main thread with one piece at most, and its own screen is fetched at once by its route.
 */
import type { DataRouter } from 'react-router'
import { pendingApiCalls, whenApiCallsSettle, type StoreWithApi } from '@/api/pendingCalls'

/**
 * How long a piece waits for the page's data at most (from the end of the last navigation): a
 * request that never answers holds none back for good.
 */
const DATA_WAIT_MS = 5000

/** The first page still loading counts: the router's state says `idle` until it is initialised. */
const navigating = (router: DataRouter) =>
  !router.state.initialized || router.state.navigation.state !== 'idle'

const navigationDone = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (navigating(router)) return
      unsubscribe()
      resolve()
    })
  })

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 })
    else setTimeout(resolve, 200)
  })

/**
 * Resolves once the page is calm. Checked again after the idle moment: a page's queries start in
 * its effects, after the navigation that drew it has ended.
 */
async function calm(router: DataRouter, store: StoreWithApi): Promise<void> {
  let deadline = Date.now() + DATA_WAIT_MS
  for (;;) {
    if (navigating(router)) {
      await navigationDone(router)
      deadline = Date.now() + DATA_WAIT_MS
    }
    await whenApiCallsSettle(store, Math.max(0, deadline - Date.now()))
    await idle()
    if (!navigating(router) && (pendingApiCalls(store) === 0 || Date.now() >= deadline)) return
  }
}

/** Runs `pieces` one after the other, each once the page is calm (see above). */
export async function fetchAhead(
  pieces: readonly (() => Promise<unknown>)[],
  router: DataRouter,
  store: StoreWithApi,
): Promise<void> {
  for (const piece of pieces) {
    await calm(router, store)
    try {
      await piece()
    } catch {
      // None of the app's pieces rejects (offline, each is fetched again when needed); one that
      // did must not stop the others.
    }
  }
}
