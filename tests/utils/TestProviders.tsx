/**
 * The provider tree every isolated render shares, component tests (`render.tsx`) and stories
 * (`.storybook/StoryProviders.tsx`) alike: a real store restored from storage, a memory router with the
 * rendered UI at one route and RouterBridge on every route, and the mock API's frozen clock as "now".
 * It holds nothing from Testing Library, so Storybook's browser bundle can import it.
 */
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore, type AppStore } from '@/app/store'
import { RouterBridge } from '@/app/RouterBridge'
import { loadFromStorage } from '@/session/authSlice'
import { NowProvider } from '@/lib/now'
import { ViewerTimeZone } from '@/session/ViewerTimeZone'
import { SEED_NOW } from '@mocks/clock'

export interface TestRouting {
  /** The URL the router opens at; `/` when absent. */
  route?: string
  /** The route pattern the UI is mounted at (for useParams); every path when absent. */
  path?: string
  /** Extra routes beside the UI's own (e.g. a page a link leads to). */
  routes?: RouteObject[]
}

export type TestRouter = ReturnType<typeof createMemoryRouter>

/**
 * A store signed in (or not) as the storage says, as the app is on load (requirements:
 * auth-signed-in-on-load).
 */
export function createTestStore(store: AppStore = makeStore()): AppStore {
  store.dispatch(loadFromStorage())
  return store
}

/**
 * A memory router showing `ui` at `path`. Every route, the UI's own included, mounts RouterBridge, so
 * the store's navigation (a redirect to sign-in, a link from a notification) moves this router.
 */
export function createTestRouter(
  ui: ReactNode,
  { route = '/', path = '*', routes = [] }: TestRouting = {},
): TestRouter {
  return createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            <RouterBridge />
            {ui}
          </>
        ),
      },
      ...routes,
      { path: '*', element: <RouterBridge /> },
    ],
    { initialEntries: [route] },
  )
}

export function TestProviders({ store, router }: { store: AppStore; router: TestRouter }) {
  return (
    // Relative times count from the mock API's frozen clock, so neither a test nor a picture
    // depends on the day it runs.
    <NowProvider value={SEED_NOW.getTime()}>
      <Provider store={store}>
        <ViewerTimeZone>
          <RouterProvider router={router} />
        </ViewerTimeZone>
      </Provider>
    </NowProvider>
  )
}
