/**
 * Renders UI the way the app does: a real store (optionally signed in from storage), a memory router at
 * `route` (matched against `path` for useParams) and i18n. Returns a userEvent session to act as a person.
 */
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore, type AppStore } from '@/app/store'
import { RouterBridge } from '@/app/RouterBridge'
import { NowProvider } from '@/lib/now'
import { SEED_NOW } from '@mocks/clock'
import { loadFromStorage } from '@/session/authSlice'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import type { LoginResponse } from '@/api/contracts'

export interface RenderOptions {
  route?: string
  path?: string
  store?: AppStore
  /** Extra routes beside the rendered one (e.g. a page a link leads to). */
  routes?: RouteObject[]
}

export interface Rendered extends RenderResult {
  user: UserEvent
  store: AppStore
  router: ReturnType<typeof createMemoryRouter>
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const store = options.store ?? makeStore()
  store.dispatch(loadFromStorage())
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? '*',
        element: (
          <>
            <RouterBridge />
            {ui}
          </>
        ),
      },
      ...(options.routes ?? []),
      { path: '*', element: <RouterBridge /> },
    ],
    { initialEntries: [options.route ?? '/'] },
  )
  const user = userEvent.setup()
  // Relative times count from the mock API's frozen clock, not the day the test runs.
  const view = render(
    <NowProvider value={SEED_NOW.getTime()}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </NowProvider>,
  )
  return { ...view, user, store, router }
}

/** Signs in through the mock API and stores the response as the app does after a login. */
export async function signInAs(username = 'demo'): Promise<LoginResponse> {
  const response = await fetch('http://localhost/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  if (!response.ok) throw new Error(`Sign-in as ${username} failed with ${response.status}`)
  const body = (await response.json()) as LoginResponse
  localStorage.setItem('auth', JSON.stringify(body))
  localStorage.setItem('authUser', JSON.stringify(body.user))
  return body
}
