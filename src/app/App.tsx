/**
 * The app's tree, one for both of its renders: the browser's (src/main.tsx) and the prerender's in
 * Node (src/entry-server.tsx). A prerendered page is hydrated, so the two must render the same thing.
 */
import { StrictMode } from 'react'
import { Provider } from 'react-redux'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { AppStore } from '@/app/store'
import { ViewerTimeZone } from '@/session/ViewerTimeZone'

export interface AppProps {
  store: AppStore
  /** Initialised (the first page's lazy route loaded), or a hydration would meet its loading screen. */
  router: DataRouter
}

export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ViewerTimeZone>
          <RouterProvider router={router} />
        </ViewerTimeZone>
      </Provider>
    </StrictMode>
  )
}
