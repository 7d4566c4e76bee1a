/**
 * The standalone app builds its seed in a module worker (mocks/seed/inWorker.ts, mocks/seed/worker.ts):
 * the page gets the worker's records, an error when it reports one, and builds the seed itself when no
 * worker can start or its script fails to load.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { buildSeedHere } from '@mocks/seed'
import { seedData } from '@mocks/seed/build'
import { buildSeedInWorker } from '@mocks/seed/inWorker'
import type { SeedReply, SeedRequest } from '@mocks/seed/worker'

const NOW = new Date('2026-03-14T18:00:00Z')

/** A stand-in for the browser's Worker: records what it is sent, answers as the test says. */
class FakeWorker extends EventTarget {
  static answer: (worker: FakeWorker, request: SeedRequest) => void = () => undefined
  static created: FakeWorker[] = []
  readonly sent: SeedRequest[] = []
  terminated = false

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super()
    FakeWorker.created.push(this)
  }

  postMessage(request: SeedRequest) {
    this.sent.push(request)
    queueMicrotask(() => FakeWorker.answer(this, request))
  }

  reply(data: SeedReply) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }

  terminate() {
    this.terminated = true
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.created = []
})

function onlyWorker(): FakeWorker {
  expect(FakeWorker.created).toHaveLength(1)
  return FakeWorker.created[0] as FakeWorker
}

describe('buildSeedInWorker', () => {
  test("starts a module worker, sends the options and the clock's time, and takes its records", async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const records = await seedData({}, NOW)
    FakeWorker.answer = (worker) => worker.reply({ data: records })

    await expect(buildSeedInWorker({ players: 50 }, NOW)).resolves.toBe(records)
    const worker = onlyWorker()
    expect(worker.url.pathname).toMatch(/\/worker\.ts$/)
    expect(worker.options).toEqual({ type: 'module' })
    expect(worker.sent).toEqual([{ options: { players: 50 }, now: NOW.getTime() }])
    expect(worker.terminated).toBe(true)
  })

  test('a failure reported by the worker is an error that says so', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    FakeWorker.answer = (worker) => worker.reply({ error: 'Error: out of memory' })

    await expect(buildSeedInWorker({}, NOW)).rejects.toThrow(
      'The demo data could not be generated: Error: out of memory',
    )
    expect(onlyWorker().terminated).toBe(true)
  })

  test("when the worker's script cannot load, the seed is built in the page", async () => {
    vi.stubGlobal('Worker', FakeWorker)
    FakeWorker.answer = (worker) => worker.dispatchEvent(new Event('error', { cancelable: true }))

    const built = await buildSeedInWorker({}, NOW)
    expect(built).toEqual(await buildSeedHere({}, NOW))
    expect(onlyWorker().terminated).toBe(true)
  })

  test('where no worker can be started, the seed is built in the page', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('Workers are not allowed here', 'SecurityError')
      }),
    )
    expect(await buildSeedInWorker({}, NOW)).toEqual(await buildSeedHere({}, NOW))
  })
})

describe('the seed worker', () => {
  test('answers a request with the records seedData builds for it', async () => {
    const replies: unknown[] = []
    // In jsdom the worker's global scope is the window: its listener and postMessage land there.
    vi.spyOn(self, 'postMessage').mockImplementation((message: unknown) => {
      replies.push(message)
    })
    await import('@mocks/seed/worker')
    self.dispatchEvent(
      new MessageEvent('message', {
        data: { options: {}, now: NOW.getTime() } satisfies SeedRequest,
      }),
    )
    await vi.waitFor(() => expect(replies).toHaveLength(1))
    expect(replies[0]).toEqual({ data: await seedData({}, NOW) })
  })
})
