/**
 * The standalone app's mock API runs in its own worker (mocks/apiWorker): the page hands it requests as
 * messages and gets answers back. Here the host and the page's side talk through an in-memory port
 * (jsdom has no module workers); the e2e journeys run the real worker.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { store } from '../utils/memoryIdb'
import { DB_STORAGE_KEY, SNAPSHOT_VERSION } from '@mocks/persistence'
import { connectApi, isApiRequest, type ApiPort } from '@mocks/apiWorker/client'
import { createApiHost, type ApiHost } from '@mocks/apiWorker/host'
import {
  fromWire,
  responseFromWire,
  responseToWire,
  SCENARIO_STORAGE_KEY,
  toWire,
  type FromApi,
  type ToApi,
} from '@mocks/apiWorker/protocol'
import { getScenario, setScenario, setScenarioDefaults } from '@mocks/scenarios'

vi.mock('idb-keyval', () => import('../utils/memoryIdb'))

const hosts: ApiHost[] = []

/** A port whose host runs in this thread, as the worker's would; records what the page sent. */
function memoryPort(sent: ToApi[] = []): ApiPort {
  let receive: (message: FromApi) => void = () => undefined
  const host = createApiHost((message) => queueMicrotask(() => receive(message)))
  hosts.push(host)
  return {
    send(message) {
      sent.push(message)
      host.receive(message)
    },
    listen(next) {
      receive = next
    },
    close: () => undefined,
  }
}

/** A port whose worker fails to load (its script is missing): it calls the fallback at once. */
function brokenPort(): ApiPort {
  return {
    send: () => undefined,
    listen: (_, fallback) => queueMicrotask(fallback),
    close: () => undefined,
  }
}

const login = () =>
  new Request('http://localhost/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  })

beforeEach(() => store.clear())

// The next test's setup (prepareMockApi) undoes the rest: the real clock, the latency, the tab's scenario.
afterEach(() => {
  for (const host of hosts.splice(0)) host.stop()
})

describe('which requests are the API’s', () => {
  const origin = 'http://localhost:5173'

  test('the API’s paths on this origin', () => {
    expect(isApiRequest(`${origin}/api/players?position=GK`, origin)).toBe(true)
    expect(isApiRequest(`${origin}/api/__mock/scenario`, origin)).toBe(true)
  })

  test('not the app’s own files, even with /api/ in their path (the dev server’s modules)', () => {
    // The worker's own imports under `npm run dev`: handing them to the API that waits for them hung.
    expect(isApiRequest(`${origin}/src/api/contracts/players.ts`, origin)).toBe(false)
    expect(
      isApiRequest(`${origin}/mocks/apiWorker/worker.ts?worker_file&type=module`, origin),
    ).toBe(false)
    expect(isApiRequest(`${origin}/assets/index-abc.js`, origin)).toBe(false)
  })

  test('not another origin’s', () => {
    expect(isApiRequest('https://cdn.example.com/api/players', origin)).toBe(false)
  })
})

describe('the wire', () => {
  test('carries a request and its body unchanged', async () => {
    const request = fromWire(await toWire(1, login()))
    expect(request.method).toBe('POST')
    expect(request.url).toBe('http://localhost/api/login')
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(await request.json()).toEqual({ username: 'demo', password: 'demo1234' })
  })

  test('carries a response, and none for a status that has no body', async () => {
    const json = responseFromWire(
      await responseToWire(1, Response.json({ ok: true }, { status: 201, statusText: 'Created' })),
    )
    expect(json.status).toBe(201)
    expect(json.statusText).toBe('Created')
    expect(await json.json()).toEqual({ ok: true })

    const empty = responseFromWire(await responseToWire(2, new Response(null, { status: 204 })))
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')
  })
})

describe('the mock API in its worker', () => {
  test('answers once it has its data, as the handlers do', async () => {
    const api = connectApi({ primary: () => memoryPort(), fallback: brokenPort })
    await api.ready
    setScenario({ latency: 0 })
    const response = await api.fetch(login())
    expect(response?.status).toBe(200)
    expect(await response?.json()).toMatchObject({ token: expect.any(String) })
  })

  test('a request made before the data is ready waits for it', async () => {
    const api = connectApi({ primary: () => memoryPort(), fallback: brokenPort })
    setScenarioDefaults({ latency: 0 })
    const response = await api.fetch(new Request('http://localhost/api/competitions'))
    expect(response?.status).toBe(200)
  })

  test('a request no handler knows is left to the network', async () => {
    const api = connectApi({ primary: () => memoryPort(), fallback: brokenPort })
    await api.ready
    setScenario({ latency: 0 })
    expect(await api.fetch(new Request('http://localhost/elsewhere/logo.svg'))).toBeUndefined()
  })

  test('starts with the tab’s saved scenario and the address’s, and keeps changes in the tab', async () => {
    sessionStorage.setItem(
      SCENARIO_STORAGE_KEY,
      JSON.stringify({ latency: 0, failing: ['news'], empty: [] }),
    )
    const api = connectApi({ primary: () => memoryPort(), fallback: brokenPort })
    await api.ready
    expect(getScenario().failing).toEqual(['news'])

    const changed = await api.fetch(
      new Request('http://localhost/api/__mock/scenario', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ empty: ['players'] }),
      }),
    )
    expect(changed?.status).toBe(200)
    await vi.waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(SCENARIO_STORAGE_KEY) ?? 'null')).toMatchObject({
        failing: ['news'],
        empty: ['players'],
      }),
    )
  })

  test('saves the demo data of a first visit, and asks for a save when the page is left', async () => {
    const sent: ToApi[] = []
    const api = connectApi({ primary: () => memoryPort(sent), fallback: brokenPort })
    await api.ready
    expect(store.get(DB_STORAGE_KEY)).toMatchObject({ version: SNAPSHOT_VERSION })
    window.dispatchEvent(new Event('pagehide'))
    expect(sent.at(-1)).toEqual({ type: 'flush' })
  })

  test('runs in the page when its worker cannot load', async () => {
    const sent: ToApi[] = []
    const api = connectApi({ primary: brokenPort, fallback: () => memoryPort(sent) })
    await api.ready
    setScenario({ latency: 0 })
    expect((await api.fetch(login()))?.status).toBe(200)
    expect(sent[0]).toMatchObject({ type: 'start' })
  })

  test('runs in the page when no worker can be created', async () => {
    const api = connectApi({
      primary: () => {
        throw new Error('Worker is not defined')
      },
      fallback: () => memoryPort(),
    })
    await api.ready
    setScenario({ latency: 0 })
    expect((await api.fetch(login()))?.status).toBe(200)
  })
})
