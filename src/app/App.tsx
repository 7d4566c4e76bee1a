/**
 * The app's tree, one for both of its renders: the browser's (src/main.tsx) and the prerender's in
 * Node (src/entry-server.tsx). A prerendered page is hydrated, so the two must render the same thing.
 */
import { StrictMode, useEffect } from 'react'
import { Provider } from 'react-redux'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { AppStore, RootState } from '@/app/store'
import { ViewerTimeZone } from '@/session/ViewerTimeZone'

export interface AppProps {
  store: AppStore
  /** Initialised (the first page's lazy route loaded), or a hydration would meet its loading screen. */
  router: DataRouter
  /**
   * A hydration's state: the one the markup was rendered from. React hydrates each Suspense boundary
   * in a pass of its own, and a later pass reads this rather than the store, which may have moved on
   * (an answer in between); React then renders the store's state as an update.
   */
  serverState?: RootState
  /** Called once the root has committed (the boundaries inside may hydrate later). */
  onMounted?: () => void
}

export function App({ store, router, serverState, onMounted }: AppProps) {
  // The root's effect runs after every effect of the root's first pass.
  useEffect(() => onMounted?.(), [onMounted])
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <ViewerTimeZone>
          <RouterProvider router={router} />
        </ViewerTimeZone>
      </Provider>
    </StrictMode>
  )
}
