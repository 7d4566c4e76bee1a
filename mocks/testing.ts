/**
 * What tests and Storybook use to put the mock API into a known state before a test or story:
 *
 * ```ts
 * // .storybook/preview.tsx
 * beforeEach: async ({ parameters }) => {
 *   const auth = await prepareMockApi({ scenario: parameters.scenario, signedInAs: parameters.signedInAs })
 *   // auth: { token, user } to preload the store with, or null
 * }
 * ```
 */
import type { LoginResponse } from '@/api/contracts'
import { freezeClock } from './clock'
import { findUserByLogin, resetDb, type ResetDbOptions } from './db'
import { createSession } from './lib/auth'
import { toAuthUser } from './lib/serializers'
import { parseScenarioWords, resetScenario, setScenario, type Scenario } from './scenarios'

export { advanceClock, freezeClock, now, SEED_NOW } from './clock'
export { db, resetDb } from './db'
export {
  getScenario,
  parseScenarioWords,
  resetScenario,
  setScenario,
  type Area,
  type Scenario,
} from './scenarios'
export { handlers, allHandlers } from './handlers'
export { apiPath } from './lib/http'

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
}

/** Fixed clock, fresh seed, the scenario asked for; signs in when asked and returns the login response. */
export async function prepareMockApi(
  options: PrepareMockApiOptions = {},
): Promise<LoginResponse | null> {
  const { scenario, signedInAs, ...resetOptions } = options
  freezeClock()
  resetScenario()
  if (typeof scenario === 'string') setScenario(parseScenarioWords(scenario))
  else if (scenario !== undefined) setScenario(scenario)
  await resetDb(resetOptions)
  return signedInAs === undefined ? null : signInAs(signedInAs)
}
