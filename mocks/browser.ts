/**
 * The mock API in the browser, for the standalone app. src/main.tsx imports this module lazily: on a
 * prerendered page once it has painted and is idle, on any other page with the router; requests
 * wait for startMockApi() (src/api/apiReady.ts).
 *
 * Only MSW's browser side runs in the page: its service worker catches the app's `/api/` requests,
 * and each is handed to the mock API's own worker (mocks/apiWorker), where the handlers, the
 * database, its persistence and the demo data generator live. None of that code loads or runs on the
 * page's main thread, which stays free for the page (issue #7: Total Blocking Time, input delay).
 */
import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { apiConnection, isApiRequest, type ApiConnection } from './apiWorker/client'
import { withWorkerChecksHandled } from './workerChecks'

let api: ApiConnection | undefined

/**
 * The one handler: an API request goes to the API's worker, whose answer is the response. The
 * service worker (public/demoServiceWorker.js) sends the app's scripts, styles and fonts to the
 * network without asking the page; whatever else reaches here goes to the network too.
 */
const toTheApi = http.all('*', async ({ request }) => {
  if (api === undefined || !isApiRequest(request.url, location.origin)) return passthrough()
  return (await api.fetch(request)) ?? passthrough()
})

export const worker = setupWorker(toTheApi)

let started: Promise<void> | undefined

/**
 * Starts the mock API once: the API's worker (real time, realistic latency, the scenario of `?mock=…`
 * or the one this tab chose before, the saved demo data or a fresh seed), which src/main.tsx has
 * usually started already, and MSW's service worker. No request reaches the API before both are up:
 * every request of the app waits for this.
 */
export function startMockApi(): Promise<void> {
  started ??= start()
  return started
}

async function start(): Promise<void> {
  // The connection src/main.tsx started at start-up, its server perhaps ready already.
  api = apiConnection()
  await Promise.all([
    api.ready,
    withWorkerChecksHandled(() =>
      worker.start({
        onUnhandledFrame: 'bypass',
        quiet: true,
        // MSW's worker behind a filter that sends what is not the API's to the network directly.
        // The browser checks an imported worker script for updates only through its HTTP cache by
        // default: 'none' makes an upgrade of MSW's script reach the worker at once.
        serviceWorker: {
          url: `${import.meta.env.BASE_URL}demoServiceWorker.js`,
          options: { updateViaCache: 'none' },
        },
      }),
    ),
  ])
}
