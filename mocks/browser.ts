/**
 * The mock API in the browser, for the standalone app. src/main.tsx imports this module lazily, once
 * the first render has committed and the page is idle, so MSW, faker and the seed stay out of the first
 * load and never compete with the first paint; requests wait for startMockApi() (src/api/apiReady.ts).
 */
import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { thawClock } from './clock'
import { allHandlers } from './handlers'
import { restoreDb, saveDb, startAutoSave } from './persistence'
import { setSeedBuilder } from './seed'
import { buildSeedInWorker } from './seed/inWorker'
import {
  parseScenario,
  persistScenario,
  resetScenario,
  setScenario,
  setScenarioDefaults,
} from './scenarios'

/**
 * First in line: a request that is not the API's (the app's scripts, styles, fonts, images) goes to
 * the network at once. MSW otherwise tries every handler in turn, and each try reads the request's
 * cookies (`document.cookie`, a synchronous trip to the browser's cookie store, and a cookie-jar
 * lookup): with ~60 handlers that was the largest part of the mock API's main-thread time on a first
 * visit, when the screens' chunks and translations are fetched (profiled at 4× CPU). The API's own
 * requests carry no cookies (src/api/url.ts, API_CREDENTIALS), so their tries read none.
 */
const notTheApi = http.all(
  ({ request }) => !new URL(request.url).pathname.includes('/api/'),
  () => passthrough(),
)

export const worker = setupWorker(notTheApi, ...allHandlers)

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

  setSeedBuilder(buildSeedInWorker)
  // The service worker registers while the data is restored or built: no request reaches a handler
  // before both are done, since the app's every request waits for this start (src/api/apiReady.ts).
  await Promise.all([
    restoreDb().then(async (origin) => {
      startAutoSave()
      if (origin === 'seeded') await saveDb()
    }),
    worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }),
  ])
}
