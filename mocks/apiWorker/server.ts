/**
 * The mock API as a server: the handlers over the in-memory database, with its persistence and the
 * tab's scenario, answering requests that arrive as messages (mocks/apiWorker/protocol.ts). It runs in
 * the API's own worker (./worker.ts), so that MSW's handlers, @msw/data, zod, faker and the demo data
 * never load or run on the page's main thread; or in the page itself when no worker can start.
 */
import { getResponse, type RequestHandler } from 'msw'
import { thawClock } from '../clock'
import { allHandlers } from '../handlers'
import { commit } from '../lib/commit'
import { restoreDb, saveDb, startAutoSave } from '../persistence'
import {
  parseScenario,
  persistScenario,
  resetScenario,
  setScenario,
  setScenarioDefaults,
} from '../scenarios'
import {
  fromWire,
  responseToWire,
  SCENARIO_STORAGE_KEY,
  type FromApi,
  type Post,
  type ToApi,
} from './protocol'

/**
 * The tab's scenario store for persistScenario(): reads what the page had saved, and sends every change
 * back to the page, which keeps it in sessionStorage (a worker has none).
 */
function scenarioStorage(saved: string | null, post: Post<FromApi>): Storage {
  let value = saved
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => (key === SCENARIO_STORAGE_KEY ? value : null),
    setItem: (key, next) => {
      if (key !== SCENARIO_STORAGE_KEY) return
      value = next
      post({ type: 'scenario', value: next })
    },
    removeItem: (key) => {
      if (key !== SCENARIO_STORAGE_KEY) return
      value = null
      post({ type: 'scenario', value: null })
    },
  }
  return storage as Storage
}

export interface ApiServer {
  /** Handles one of the page's messages. Requests that arrive before the start has finished wait. */
  receive(message: ToApi): void
  /** Stops saving (tests; a worker simply ends with its page). */
  stop(): void
}

/** The server; `post` sends its messages to the page. */
export function createApiServer(
  post: Post<FromApi>,
  handlers: readonly RequestHandler[] = allHandlers,
): ApiServer {
  // MSW's getResponse takes a mutable array: one copy for the server's life, not one per request.
  const handlerList = [...handlers]
  let started: Promise<void> | undefined
  let stopSaving: () => void = () => undefined

  async function start(search: string, scenario: string | null): Promise<void> {
    thawClock()
    setScenarioDefaults({ latency: 'realistic' })
    resetScenario() // take the new default before this tab's saved choice, if any, overrides it
    persistScenario(scenarioStorage(scenario, post))
    const fromUrl = parseScenario(search)
    if (fromUrl !== null) setScenario(fromUrl)
    const origin = await restoreDb()
    stopSaving = startAutoSave()
    if (origin === 'seeded') await saveDb()
  }

  async function answer(message: Extract<ToApi, { type: 'request' }>): Promise<void> {
    const { id } = message.request
    await started
    const response = await getResponse(handlerList, fromWire(message.request))
    if (response === undefined) {
      post({ type: 'response', response: { id, unhandled: true } })
      return
    }
    const wire = await responseToWire(id, response)
    post({ type: 'response', response: wire }, wire.body ? [wire.body] : [])
  }

  const receive = (message: ToApi): void => {
    switch (message.type) {
      case 'start':
        started ??= start(message.search, message.scenario)
        started.then(
          () => post({ type: 'ready' }),
          (error: unknown) => post({ type: 'failed', error: String(error) }),
        )
        return
      case 'request':
        void answer(message).catch((error: unknown) => {
          // A handler threw: answer as a server would, so the request does not hang.
          console.error('[mock api]', error)
          post({
            type: 'response',
            response: {
              id: message.request.id,
              status: 500,
              statusText: 'Internal Server Error',
              headers: [],
              body: null,
            },
          })
        })
        return
      case 'flush':
        void commit()
        return
    }
  }

  return { receive, stop: () => stopSaving() }
}
