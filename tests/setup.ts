// One time zone for every machine: dates in tests must not depend on where they run.
process.env.TZ = 'UTC'

import '@testing-library/jest-dom/vitest'
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@mocks/node'
import { prepareMockApi } from '@mocks/server'
import { i18n } from '@/locales/i18n'
import { addAllResources } from '@/locales'

// Every property test runs the same cases on every machine: a failure reproduces (fast-check prints
// the counterexample's path). Tests may still pass their own `seed`.
fc.configureGlobal({ seed: 20260314 })

/**
 * How long `findBy…` and `waitFor` wait before they fail: 3 s, as in the story tests. Testing
 * Library's 1 s is short for a lazy overlay's chunk on a busy two-core machine running the whole
 * suite (the mobile menu's dialog failed to open in time on a CI run); a passing test waits no
 * longer for it.
 */
configure({ asyncUtilTimeout: 3000 })

// Every namespace up front: a screen rendered in a test never waits for its translation chunk.
addAllResources(i18n)

// jsdom lays nothing out and has no scrolling: screens that scroll a section into view get a no-op.
Element.prototype.scrollIntoView ??= () => undefined

/**
 * A test ends when its requests have. A request still in flight when the next test reseeds the
 * database would answer 401 (its token is gone) and sign out a store that no longer matters, whose
 * logout would still navigate the new test's router and clear the new test's stored auth.
 */
let requestsInFlight = 0
let whenIdle: (() => void)[] = []
server.events.on('request:start', () => {
  requestsInFlight += 1
})
server.events.on('request:end', () => {
  requestsInFlight -= 1
  if (requestsInFlight === 0) whenIdle.splice(0).forEach((resolve) => resolve())
})
/** Resolves once no request has been in flight for a moment (a request may start a little after unmount). */
async function requestsSettled(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (requestsInFlight === 0) return
    await Promise.race([
      new Promise<void>((resolve) => whenIdle.push(resolve)),
      new Promise<void>((resolve) => setTimeout(resolve, deadline - Date.now())),
    ])
  }
}

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  await prepareMockApi()
  await i18n.changeLanguage('en')
})

afterEach(async () => {
  cleanup()
  await requestsSettled(5000)
  whenIdle = []
  server.resetHandlers()
})

afterAll(() => {
  server.close()
})
