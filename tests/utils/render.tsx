/**
 * Renders UI the way the app does, in the provider tree stories share (TestProviders.tsx): a real store
 * (optionally signed in from storage), a memory router at `route` (matched against `path` for useParams)
 * and i18n. Returns a userEvent session to act as a person.
 */
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import type { AppStore } from '@/app/store'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import type { LoginResponse } from '@/api/contracts'
import {
  TestProviders,
  createTestRouter,
  createTestStore,
  type TestRouter,
  type TestRouting,
} from './TestProviders'

export interface RenderOptions extends TestRouting {
  store?: AppStore
}

export interface Rendered extends RenderResult {
  user: UserEvent
  store: AppStore
  router: TestRouter
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const store = createTestStore(options.store)
  const router = createTestRouter(ui, options)
  const user = userEvent.setup()
  const view = render(<TestProviders store={store} router={router} />)
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
