/**
 * The messages between the page and the mock API's worker (mocks/apiWorker/worker.ts). The page's
 * MSW worker catches the app's requests; the page hands each one to the API's worker as plain data
 * (bodies as ArrayBuffers, transferred, not copied) and turns the answer back into a Response.
 */

/** A request as data: what a `Request` is made of. */
export interface WireRequest {
  id: number
  method: string
  url: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/** A response as data. */
export interface WireAnswer {
  id: number
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/** An answer, or `unhandled` when no handler matched (the request then goes to the network). */
export type WireResponse = WireAnswer | { id: number; unhandled: true }

export type ToApi =
  /** Start: the page's query string (`?mock=…`) and this tab's saved scenario (sessionStorage). */
  | { type: 'start'; search: string; scenario: string | null }
  | { type: 'request'; request: WireRequest }
  /** The page is hidden or left: save any change not yet saved. */
  | { type: 'flush' }

export type FromApi =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'response'; response: WireResponse }
  /** The tab's scenario changed: the page keeps it in sessionStorage (null: remove it). */
  | { type: 'scenario'; value: string | null }

/** The page's tab scenario key in sessionStorage (mocks/scenarios.ts re-exports it). */
export const SCENARIO_STORAGE_KEY = 'gvl_mock_scenario'

export type Post<T> = (message: T, transfer?: Transferable[]) => void

export async function toWire(id: number, request: Request): Promise<WireRequest> {
  const body = request.body === null ? null : await request.arrayBuffer()
  return { id, method: request.method, url: request.url, headers: [...request.headers], body }
}

export function fromWire(request: WireRequest): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    // As the app sends them (src/api/url.ts): the API carries no cookies, so no handler looks for any.
    credentials: 'omit',
    body: request.body !== null && request.body.byteLength > 0 ? request.body : null,
  })
}

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([101, 204, 205, 304])

export async function responseToWire(id: number, response: Response): Promise<WireAnswer> {
  const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer()
  return {
    id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
  }
}

export function responseFromWire(response: WireAnswer): Response {
  return new Response(NO_BODY.has(response.status) ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}
