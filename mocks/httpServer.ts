/**
 * The mock API over real HTTP (`npm run api`, scripts/api.mjs): the handlers, database, seed and
 * scenarios of mocks/server.ts, answering on localhost for anything that speaks HTTP (curl, Postman,
 * a mobile app, the app itself with `VITE_API_URL`, the conformance suite). The database is kept in a
 * JSON file between restarts, as the app keeps it in IndexedDB; the scenario beside it.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import { Readable } from 'node:stream'
import { MEDIA_PATH } from '@/api/contracts/media'
import { errorAnswer } from './lib/http'
import { CLIENT_HEADER } from './lib/rateLimit'
import { parseScenario, setScenario } from './scenarios'
import { handle, startDemoApi, type ScenarioStore, type SnapshotStore } from './server'

export interface HttpApiOptions {
  port: number
  host?: string
  /** The JSON file the database is kept in; its scenario is kept beside it (`<file>.scenario`). */
  dataFile: string
  /** Start from a fresh seed: the kept database and scenario are removed first. */
  reset?: boolean
  /** Scenario words (`slow,fail:messages`) to start with, as `?mock=` in the app. */
  mock?: string
  /** The clock at the seed's moment: the demo data of the tests and of the API document's examples. */
  fixedClock?: boolean
  /** The `/api/__mock/…` controls (default on); off, they answer 404 as unknown addresses do. */
  mockControls?: boolean
}

export interface HttpApi {
  /** The API's base URL, e.g. `http://localhost:4010/api/`. */
  url: string
  close(): Promise<void>
}

/** Writes `text` to `file` whole: into a file beside it, then renamed into place. */
async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(`${file}.tmp`, text)
  await rename(`${file}.tmp`, file)
}

/** The data kept in `file`; a file that is not JSON is set aside (`<file>.unreadable`). */
async function readData(file: string): Promise<Record<string, unknown>> {
  const text = await readFile(file, 'utf8').catch(() => null)
  if (text === null) return {}
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    await rename(file, `${file}.unreadable`)
    console.warn(`[mock api] ${file} is not JSON: kept as ${file}.unreadable, starting afresh`)
    return {}
  }
}

/**
 * A snapshot kept in one JSON file, never half written. A file that is not JSON is set aside
 * (`<file>.unreadable`) rather than overwritten, and the server starts from a fresh seed.
 *
 * The server owns the file while it runs: it reads it once, at the first access, and keeps the data
 * in memory; each save writes that data whole. Reading and parsing the whole file before each save
 * as well would nearly double its cost. An edit made to the file behind the server's back is written
 * over by the next save.
 */
function fileStore(file: string): SnapshotStore {
  // The promise, not its value, so that accesses at the same moment share one read.
  let data: Promise<Record<string, unknown>> | undefined
  const load = (): Promise<Record<string, unknown>> =>
    (data ??= readData(file).catch((error: unknown) => {
      // The file could not be set aside: the next access tries again.
      data = undefined
      throw error
    }))
  // One write at a time, in order; a failed one does not stop those after it, and its change stays
  // in memory for the next to write.
  let writing = Promise.resolve()
  const write = (change: (current: Record<string, unknown>) => Record<string, unknown>) => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const next = change(await load())
        data = Promise.resolve(next)
        await writeWhole(file, JSON.stringify(next))
      })
    return writing
  }
  return {
    getMany: async (keys) => {
      const current = await load()
      return keys.map((key) => current[key])
    },
    setMany: (entries) => write((current) => ({ ...current, ...Object.fromEntries(entries) })),
    delMany: (keys) =>
      write((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !keys.includes(name))),
      ),
  }
}

/** The scenario in a small file beside the database: read once at start, written on each change, in order. */
async function scenarioFile(file: string): Promise<ScenarioStore> {
  let value: string | null = await readFile(file, 'utf8').catch(() => null)
  let writing = Promise.resolve()
  return {
    read: () => value,
    write: (next) => {
      value = next
      writing = writing
        .then(() => (next === null ? rm(file, { force: true }) : writeWhole(file, next)))
        .catch((error: unknown) => console.warn('[mock api] could not keep the scenario', error))
    },
  }
}

/** Browsers on this machine may call the API from any local port (a dev server, a prototype). */
function allowedOrigin(origin: string | undefined): string | null {
  if (origin === undefined) return null
  try {
    const { hostname, protocol } = new URL(origin)
    const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
    return local && (protocol === 'http:' || protocol === 'https:') ? origin : null
  } catch {
    return null
  }
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
  'Access-Control-Expose-Headers': 'Content-Language, Retry-After, WWW-Authenticate',
  'Access-Control-Max-Age': '600',
}

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  // Who is asking is the socket's address, never what the request says it is (rate limits).
  headers.set(CLIENT_HEADER, message.socket.remoteAddress ?? 'unknown')
  const method = message.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(message.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(message) as ReadableStream<Uint8Array>) : undefined,
    // A streamed body must say so (the Fetch standard's half duplex).
    ...(hasBody ? { duplex: 'half' } : {}),
  })
}

async function send(response: Response, to: ServerResponse, extra: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extra }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  to.writeHead(response.status, headers)
  to.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * A browser page of another site may not use this server: CORS stops it reading the answers, but
 * not sending a form, a `no-cors` fetch or an image request that changes the data or the scenario.
 * Such requests name their origin, or say they are cross-site (`Sec-Fetch-Site`). `origin` is
 * allowedOrigin's reading of the request's Origin header.
 */
function fromAnotherSite(message: IncomingMessage, origin: string | null): boolean {
  if (message.headers.origin !== undefined) return origin === null
  return message.headers['sec-fetch-site'] === 'cross-site' && !readsAPicture(message)
}

/**
 * Reading a stored picture changes nothing, and the pictures are public: an `<img>` of a front end on
 * `127.0.0.1` asking `localhost` (cross-site to the browser, and without an Origin) gets it, unless
 * it also asks to change the scenario.
 */
function readsAPicture(message: IncomingMessage): boolean {
  const url = new URL(message.url ?? '/', 'http://server.invalid')
  return (
    (message.method === 'GET' || message.method === 'HEAD') &&
    url.pathname.startsWith(`/api/${MEDIA_PATH}/`) &&
    !url.searchParams.has('mock')
  )
}

export async function startHttpApi(options: HttpApiOptions): Promise<HttpApi> {
  const {
    port,
    host = 'localhost',
    dataFile,
    reset = false,
    mock,
    fixedClock = false,
    mockControls = true,
  } = options
  const scenarioPath = `${dataFile}.scenario`
  if (reset) {
    await rm(dataFile, { force: true })
    await rm(scenarioPath, { force: true })
  }
  const stopSaving = await startDemoApi({
    store: fileStore(dataFile),
    scenario: await scenarioFile(scenarioPath),
    search: mock === undefined ? '' : `?mock=${encodeURIComponent(mock)}`,
    latency: 0,
    clock: fixedClock ? 'fixed' : 'real',
    mockControls,
  })

  let base = `http://${host}:${port}`
  const server: Server = createServer((message, response) => {
    const origin = allowedOrigin(message.headers.origin)
    if (fromAnotherSite(message, origin)) {
      void send(
        errorAnswer(403, {
          error: 'This server answers pages of this machine only.',
          code: 'forbidden_origin',
        }),
        response,
        {},
      )
      return
    }
    // `Vary: Origin` on every answer: one cached without CORS headers (an <img>'s) must not be
    // handed to a CORS request.
    const cors: Record<string, string> =
      origin === null
        ? { Vary: 'Origin' }
        : { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    if (message.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    let request: Request
    try {
      // The server's own address, not the Host header the caller wrote.
      request = toRequest(message, base)
    } catch {
      // A method Fetch cannot carry (TRACE, CONNECT) or an address that is not one.
      void send(
        errorAnswer(400, { error: 'This request cannot be read.', code: 'invalid_request' }),
        response,
        cors,
      )
      return
    }
    // `?mock=` on any request sets the scenario, as the address does in the app: a mock control,
    // so not where the controls are off.
    const fromQuery = mockControls ? parseScenario(new URL(request.url).searchParams) : null
    if (fromQuery !== null) setScenario(fromQuery)
    handle(request)
      .then((answer) =>
        send(
          answer ??
            errorAnswer(404, { error: 'Not found. The API is under /api/.', code: 'not_found' }),
          response,
          cors,
        ),
      )
      .catch((error: unknown) => {
        console.error('[mock api] could not answer', request.method, request.url, error)
        if (response.headersSent) response.end()
        else
          void send(
            errorAnswer(500, {
              error: 'Something went wrong on our side.',
              code: 'internal_error',
            }),
            response,
            cors,
          )
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address !== null ? address.port : port
  base = `http://${host}:${boundPort}`
  return {
    url: `http://${host}:${boundPort}/api/`,
    close: () =>
      new Promise<void>((resolve) => {
        stopSaving()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
