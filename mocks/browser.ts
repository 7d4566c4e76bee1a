/**
 * The mock API in the browser, for the standalone app. src/main.tsx imports this module lazily, once
 * the first render has committed and the page is idle, so MSW, faker and the seed stay out of the first
 * load and never compete with the first paint; requests wait for startMockApi() (src/api/apiReady.ts).
 */
import { setupWorker } from 'msw/browser'
import { thawClock } from './clock'
import { allHandlers } from './handlers'
import { restoreDb, saveDb, startAutoSave } from './persistence'
import {
  parseScenario,
  persistScenario,
  resetScenario,
  setScenario,
  setScenarioDefaults,
} from './scenarios'

export const worker = setupWorker(...allHandlers)

let started: Promise<void> | undefined

/**
 * Starts the mock API once: real time, realistic latency, the scenario of `?mock=…` (or the one this
 * tab chose before), the saved demo data (or a fresh seed), and the service worker.
 */
export function startMockApi(): Promise<void> {
  started ??= start()
  return started
}

async function start(): Promise<void> {
  thawClock()
  setScenarioDefaults({ latency: 'realistic' })
  resetScenario() // take the new default before this tab's saved choice, if any, overrides it
  persistScenario(sessionStorage)
  const fromUrl = parseScenario(location.search)
  if (fromUrl !== null) setScenario(fromUrl)

  const origin = await restoreDb()
  startAutoSave()
  if (origin === 'seeded') await saveDb()

  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
