// One time zone for every machine: dates in tests must not depend on where they run.
process.env.TZ = 'UTC'

import '@testing-library/jest-dom/vitest'
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@mocks/node'
import { resetDb } from '@mocks/db'
import { resetScenario } from '@mocks/scenarios'
import { i18n } from '@/app/i18n'
import { addAllResources } from '@/locales'

// Every namespace up front: a screen rendered in a test never waits for its translation chunk.
addAllResources(i18n)

// jsdom lays nothing out and has no scrolling: screens that scroll a section into view get a no-op.
Element.prototype.scrollIntoView ??= () => undefined

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
})

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  resetScenario()
  await resetDb()
  await i18n.changeLanguage('en')
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
})

afterAll(() => {
  server.close()
})
