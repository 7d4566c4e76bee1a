/**
 * `apiConnection()` is the page's one connection to the mock API: src/main.tsx starts it as the first
 * page's code arrives, and MSW's side (mocks/browser.ts) adopts it later. Here its worker is a stand-in
 * that answers the start message as told (jsdom has no module workers; the journeys run the real one).
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { FromApi, ToApi } from '@mocks/apiWorker/protocol'

/** A worker that answers `start` with `reply`, and counts how many were created. */
function stubWorker(reply: FromApi) {
  const created: ToApi[][] = []
  class StubWorker {
    private readonly listeners: ((event: { data: FromApi }) => void)[] = []
    private readonly sent: ToApi[] = []
    constructor() {
      created.push(this.sent)
    }
    addEventListener(type: string, listener: (event: { data: FromApi }) => void) {
      if (type === 'message') this.listeners.push(listener)
    }
    postMessage(message: ToApi) {
      this.sent.push(message)
      if (message.type === 'start')
        queueMicrotask(() => this.listeners.forEach((listener) => listener({ data: reply })))
    }
    terminate() {
      this.listeners.length = 0
    }
  }
  vi.stubGlobal('Worker', StubWorker)
  return created
}

const unhandled = vi.fn()
beforeEach(() => {
  // A fresh module each time: the connection is the module's own.
  vi.resetModules()
  process.on('unhandledRejection', unhandled)
})
afterEach(() => {
  process.off('unhandledRejection', unhandled)
  unhandled.mockClear()
  vi.unstubAllGlobals()
})

test('every caller gets the one connection, and one worker is started for it', async () => {
  const created = stubWorker({ type: 'ready' })
  const { apiConnection } = await import('@mocks/apiWorker/client')
  const first = apiConnection()
  expect(apiConnection()).toBe(first)
  await first.ready
  expect(created).toHaveLength(1)
  expect(created[0]?.[0]).toMatchObject({ type: 'start' })
})

test('a server that cannot start rejects `ready` for whoever waits, and is no unhandled rejection before', async () => {
  stubWorker({ type: 'failed', error: 'the demo data could not be read' })
  const { apiConnection } = await import('@mocks/apiWorker/client')
  const connection = apiConnection()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(unhandled).not.toHaveBeenCalled()
  await expect(connection.ready).rejects.toThrow(
    'The mock API could not start: the demo data could not be read',
  )
})
