/**
 * The mock API server: the handlers (mocks/handlers/<area>.ts) over the in-memory database
 * (mocks/db.ts), run slow, failing or empty by the scenario (mocks/scenarios.ts). Every runtime takes
 * the API from this module; they differ only in how a request reaches the handlers and in the state
 * the server starts in:
 *
 * - Vitest (jsdom): msw/node intercepts `fetch` with `allHandlers` (mocks/node.ts); tests/setup.ts
 *   calls `prepareMockApi()` before each test (fixed clock, fresh seed).
 * - Storybook: MSW's service worker with the handlers in the page (`setupWorker(...allHandlers)`,
 *   .storybook/preview.tsx); `prepareMockApi()` before each story.
 * - The standalone app: MSW's service worker catches the request, the page (mocks/browser.ts) hands
 *   it to the API's own worker (mocks/apiWorker/), which answers with `handle()` once
 *   `startDemoApi()` has restored the visitor's data (or seeded it); the same code runs in the page
 *   when no worker can start.
 *
 * It touches no DOM and no worker global, so it runs in any of them, and in a plain Node HTTP server
 * too: each request made into a `Request` and answered by `handle()`.
 */
import { getResponse } from 'msw'
import type { LoginResponse } from '@/api/contracts'
import { freezeClock, thawClock } from './clock'
import { findUserByLogin, resetDb, type ResetDbOptions } from './db'
import { allHandlers } from './handlers'
import { createSession } from './lib/auth'
import { commit } from './lib/commit'
import { resetRateLimits } from './lib/rateLimit'
import { setMockControls } from './lib/route'
import { toAuthUser } from './lib/serializers'
import { restoreDb, saveDb, startAutoSave, type SnapshotStore } from './persistence'
import {
  parseScenario,
  parseScenarioWords,
  persistScenario,
  resetScenario,
  setScenario,
  setScenarioDefaults,
  type Scenario,
  type ScenarioStore,
} from './scenarios'

export { allHandlers, handlers, type HandlerArea } from './handlers'
export type { SeedOptions } from './seed'
export type { Scenario, ScenarioStore } from './scenarios'
export type { SnapshotStore } from './persistence'

// MSW's getResponse takes a mutable array: one copy for the server's life, not one per request.
const handlerList = [...allHandlers]

/** The server's answer to `request`, or undefined when no handler matches it (not an API request). */
export function handle(request: Request): Promise<Response | undefined> {
  return getResponse(handlerList, request)
}

/** Saves any change not yet saved (the page asks when it is hidden or left). */
export { commit }

// --- Tests and Storybook: a known state before each test or story ---------------------------------

/**
 * Signs a seeded user in without the password round trip (PBKDF2 is slow on purpose): a session
 * exactly like POST /api/login's. Throws for an unknown username, which is a mistake in the test.
 */
export async function signInAs(username: string): Promise<LoginResponse> {
  const user = findUserByLogin(username)
  if (user === undefined) throw new Error(`signInAs: no seeded user "${username}"`)
  const session = await createSession(user.id)
  return { token: session.token, user: toAuthUser(user) }
}

export interface PrepareMockApiOptions extends ResetDbOptions {
  /** Scenario words (`'empty:messages,slow'`) or a scenario object. */
  scenario?: string | Partial<Scenario>
  /** A seeded username to sign in as (e.g. 'demo'). */
  signedInAs?: string
  /**
   * 'fixed' (the default): the clock stands at the seed's moment. 'real': the data a visitor's first
   * visit gets now (the prerender's pages with their data, src/entry-server.tsx).
   */
  clock?: 'fixed' | 'real'
}

/**
 * Fixed clock (unless asked for the real one), fresh seed, the scenario asked for (none kept
 * anywhere, no latency by default); signs in when asked and returns the login response. Undoes
 * whatever startDemoApi() changed.
 */
export async function prepareMockApi(
  options: PrepareMockApiOptions = {},
): Promise<LoginResponse | null> {
  const { scenario, signedInAs, clock = 'fixed', ...resetOptions } = options
  if (clock === 'fixed') freezeClock()
  else thawClock()
  setMockControls(true)
  persistScenario(null)
  setScenarioDefaults({ latency: 0, failing: [], empty: [] })
  resetScenario()
  if (typeof scenario === 'string') setScenario(parseScenarioWords(scenario))
  else if (scenario !== undefined) setScenario(scenario)
  await resetDb(resetOptions)
  resetRateLimits()
  return signedInAs === undefined ? null : signInAs(signedInAs)
}

// --- The standalone app: the visitor's own demo --------------------------------------------------

export interface DemoApiOptions {
  /** Where the database is kept between visits (IndexedDB in the browser). */
  store: SnapshotStore
  /** Where the tab's scenario is kept (sessionStorage in the browser). */
  scenario: ScenarioStore
  /** The page's query string: `?mock=slow,fail:messages` sets the scenario. */
  search: string
  /**
   * How slow the API answers when no scenario says otherwise: a visitor of the app meets a realistic
   * network ('realistic', the default); the HTTP server answers at once (`npm run api`).
   */
  latency?: Scenario['latency']
  /**
   * 'real' (the default): the league lives on the visitor's calendar. 'fixed': the clock stands at
   * the seed's own moment, so the demo data is exactly the tests' and the API document's examples
   * (`npm run api -- --fixed-clock`, the conformance suite).
   */
  clock?: 'real' | 'fixed'
  /** The `/api/__mock/…` controls: on (the default) in the demo; off for a shared environment. */
  mockControls?: boolean
}

/**
 * The API as a visitor of the standalone app meets it: real time, realistic latency unless the tab
 * or the address chose a scenario, the data saved from the last visit (or a fresh seed, saved at
 * once), and every change saved. Returns a function that stops saving.
 */
export async function startDemoApi({
  store,
  scenario,
  search,
  latency = 'realistic',
  clock = 'real',
  mockControls = true,
}: DemoApiOptions): Promise<() => void> {
  setMockControls(mockControls)
  if (clock === 'fixed') freezeClock()
  else thawClock()
  setScenarioDefaults({ latency })
  resetScenario() // take the new default before the tab's saved choice, if any, overrides it
  // The scenario is one of the mock's controls: where they are off, neither a kept one nor the
  // address's applies, and nothing can set one.
  persistScenario(mockControls ? scenario : null)
  const fromUrl = mockControls ? parseScenario(search) : null
  if (fromUrl !== null) setScenario(fromUrl)
  const origin = await restoreDb(store)
  const stopSaving = startAutoSave(store)
  if (origin === 'seeded') await saveDb(store)
  return stopSaving
}
