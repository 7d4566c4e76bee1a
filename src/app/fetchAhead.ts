/**
 * Code fetched ahead of need (the panels' and dialogs', the main navigation's screens), so that the
 * first click to one of them does not wait for the network. A module runs as soon as it arrives, on
 * the main thread: fetched all at once, they would be compiled and run inside a click made soon after
 * the first paint, and the screen it opens would wait behind them (issue #18: a route change within
 * 100 ms). So they come one at a time, each when the browser is idle, no navigation is under way and
 * the page's data is in; a click then shares the main thread with one piece at most, and its own
 * screen is fetched at once by its route.
 */
import type { DataRouter } from 'react-router'
import { whenApiCallsSettle, type StoreWithApi } from '@/api/pendingCalls'

/** How long a piece waits for the page's data at most: a request that never answers holds none back. */
const DATA_WAIT_MS = 5000

const navigating = (router: DataRouter) => router.state.navigation.state !== 'idle'

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

/** Runs `fetches` one after the other, each once the page is calm (see above). */
export async function fetchAhead(
  fetches: readonly (() => Promise<unknown>)[],
  router: DataRouter,
  store: StoreWithApi,
): Promise<void> {
  for (const fetch of fetches) {
    do {
      if (navigating(router)) await navigationDone(router)
      await whenApiCallsSettle(store, DATA_WAIT_MS)
      await idle()
    } while (navigating(router))
    try {
      await fetch()
    } catch {
      // Offline: what was not fetched ahead is fetched when it is needed.
    }
  }
}
