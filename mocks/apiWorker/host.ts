/**
 * The mock API (mocks/server.ts) behind the page's messages (./protocol.ts). It runs in the API's own
 * worker (./worker.ts), so that MSW's handlers, @msw/data, zod, faker and the demo data never load or
 * run on the page's main thread; or in the page itself when no worker can start (./client.ts).
 */
import * as idb from 'idb-keyval'
import { commit, handle, startDemoApi, type ScenarioStore } from '../server'
import {
  fromWire,
  responseToWire,
  type FromApi,
  type Post,
  type ToApi,
  type WireResponse,
} from './protocol'

/**
 * The tab's scenario: what the page had saved (sessionStorage, which a worker does not have), and
 * every change sent back to the page, which keeps it there.
 */
function tabScenario(saved: string | null, post: Post<FromApi>): ScenarioStore {
  let value = saved
  return {
    read: () => value,
    write(next) {
      value = next
      post({ type: 'scenario', value: next })
    },
  }
}

/** What answers a request when a handler threw: a server's 500, so the request does not hang. */
const internalError = (id: number): WireResponse => ({
  id,
  status: 500,
  statusText: 'Internal Server Error',
  headers: [],
  body: null,
})

export interface ApiHost {
  /** Handles one of the page's messages. Requests that arrive before the start has finished wait. */
  receive(message: ToApi): void
  /** Stops saving (tests; a worker simply ends with its page). */
  stop(): void
}

/** The host; `post` sends its messages to the page. */
export function createApiHost(post: Post<FromApi>): ApiHost {
  let started: Promise<() => void> | undefined

  async function answer({ request }: Extract<ToApi, { type: 'request' }>): Promise<void> {
    await started
    const response = await handle(fromWire(request))
    if (response === undefined) {
      post({ type: 'response', response: { id: request.id, unhandled: true } })
      return
    }
    const wire = await responseToWire(request.id, response)
    post({ type: 'response', response: wire }, wire.body ? [wire.body] : [])
  }

  const receive = (message: ToApi): void => {
    switch (message.type) {
      case 'start':
        started ??= startDemoApi({
          store: idb,
          scenario: tabScenario(message.scenario, post),
          search: message.search,
          mockControls: import.meta.env.VITE_MOCK_CONTROLS !== 'off',
        })
        started.then(
          () => post({ type: 'ready' }),
          (error: unknown) => post({ type: 'failed', error: String(error) }),
        )
        return
      case 'request':
        void answer(message).catch((error: unknown) => {
          console.error('[mock api]', error)
          post({ type: 'response', response: internalError(message.request.id) })
        })
        return
      case 'flush':
        void commit()
        return
    }
  }

  return { receive, stop: () => void started?.then((stopSaving) => stopSaving()) }
}
