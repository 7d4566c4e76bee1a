/**
 * The page's side of the mock API (mocks/browser.ts): starts the API's worker (./worker.ts) and hands
 * it the requests MSW catches. When no worker can start (or its script fails to load), the same host
 * (./host.ts) runs in the page instead: slower to start, same answers.
 */
import {
  responseFromWire,
  SCENARIO_STORAGE_KEY,
  toWire,
  type FromApi,
  type ToApi,
  type WireResponse,
} from './protocol'

/**
 * Whether a request is the API's (`/api/…` on this origin, src/api/url.ts): only those go to the
 * server. Not any path with `/api/` in it: under the dev server the API worker's own modules are
 * served from `/src/api/contracts/…`, and handing them to a server that is waiting for them to load
 * would never end. The service worker (public/demoServiceWorker.js) draws the same line before it
 * asks the page; this check is the page's own guard.
 */
export function isApiRequest(url: string, origin: string): boolean {
  const { origin: requestOrigin, pathname } = new URL(url)
  return requestOrigin === origin && pathname.startsWith('/api/')
}

/** Where the server runs: a worker, or this page. */
export interface ApiPort {
  send(message: ToApi, transfer?: Transferable[]): void
  /** Calls `fallback` when the port cannot work (its worker's script failed): used before `ready`. */
  listen(receive: (message: FromApi) => void, fallback: () => void): void
  close(): void
}

export function workerPort(): ApiPort {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })
  return {
    send: (message, transfer = []) => worker.postMessage(message, transfer),
    listen(receive, fallback) {
      worker.addEventListener('message', (event: MessageEvent<FromApi>) => receive(event.data))
      worker.addEventListener('error', (event) => {
        event.preventDefault()
        fallback()
      })
    },
    close: () => worker.terminate(),
  }
}

/** The host in this page, loaded on demand (it is the heavy part). */
export function pagePort(): ApiPort {
  let receive: (message: FromApi) => void = () => undefined
  const host = import('./host').then(({ createApiHost }) =>
    createApiHost((message) => queueMicrotask(() => receive(message))),
  )
  return {
    send: (message) => void host.then(({ receive }) => receive(message)),
    listen(next) {
      receive = next
    },
    close: () => undefined,
  }
}

export interface ApiConnection {
  /** Resolves once the server has its data (restored or seeded); rejects if it could not start. */
  ready: Promise<void>
  /** The server's answer, or undefined when no handler matched (the request goes to the network). */
  fetch(request: Request): Promise<Response | undefined>
}

function readScenario(): string | null {
  try {
    return sessionStorage.getItem(SCENARIO_STORAGE_KEY)
  } catch {
    return null
  }
}

function keepScenario(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(SCENARIO_STORAGE_KEY)
    else sessionStorage.setItem(SCENARIO_STORAGE_KEY, value)
  } catch {
    // Storage refused (private mode): the scenario lasts as long as this page.
  }
}

let shared: ApiConnection | undefined

/**
 * The page's one connection to the server, started on the first call. src/main.tsx calls it at
 * start-up (on a prerendered page once its code is in, on any other page with the router): the
 * server's worker loads and seeds off the main thread, and mocks/browser.ts adopts the same
 * connection once MSW's side starts.
 */
export function apiConnection(): ApiConnection {
  if (shared === undefined) {
    shared = connectApi()
    // Whoever waits for it sees the failure; until then it is not an unhandled rejection.
    shared.ready.catch(() => undefined)
  }
  return shared
}

/** Starts the server (in a worker when possible) and returns the connection to it. */
export function connectApi(
  ports: { primary: () => ApiPort; fallback: () => ApiPort } = {
    primary: workerPort,
    fallback: pagePort,
  },
): ApiConnection {
  const pending = new Map<number, (response: WireResponse) => void>()
  let nextId = 1
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject }
  })
  let started = false

  const receive = (message: FromApi) => {
    switch (message.type) {
      case 'ready':
        started = true
        settle?.resolve()
        return
      case 'failed':
        settle?.reject(new Error(`The mock API could not start: ${message.error}`))
        return
      case 'response':
        pending.get(message.response.id)?.(message.response)
        pending.delete(message.response.id)
        return
      case 'scenario':
        keepScenario(message.value)
        return
    }
  }

  const open = (make: () => ApiPort, onFailure: () => void): ApiPort => {
    const port = make()
    port.listen(receive, onFailure)
    port.send({ type: 'start', search: location.search, scenario: readScenario() })
    return port
  }

  let port: ApiPort
  try {
    port = open(ports.primary, () => {
      if (started) return
      port.close()
      port = open(ports.fallback, () => undefined)
    })
  } catch {
    port = open(ports.fallback, () => undefined)
  }

  // Anything not yet saved is saved when the page is hidden or left.
  const flush = () => port.send({ type: 'flush' })
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })

  return {
    ready,
    async fetch(request) {
      await ready
      const id = nextId++
      const wire = await toWire(id, request)
      const answer = new Promise<WireResponse>((resolve) => pending.set(id, resolve))
      port.send({ type: 'request', request: wire }, wire.body ? [wire.body] : [])
      const response = await answer
      return 'unhandled' in response ? undefined : responseFromWire(response)
    },
  }
}
