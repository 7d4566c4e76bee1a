/**
 * A failed re-check of the mock API's service worker while MSW starts is no uncaught error
 * (mocks/workerChecks.ts): MSW drops the promise of `registration.update()`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withWorkerChecksHandled } from '../../mocks/workerChecks'

class FakeRegistration {
  update(): Promise<void> {
    return Promise.reject(
      new TypeError('Failed to update a ServiceWorker: the script could not be fetched'),
    )
  }
}

/** The unhandled rejections reported while `run` goes on, and a turn of the event loop after it. */
async function unhandledDuring(run: () => Promise<unknown>): Promise<unknown[]> {
  const reported: unknown[] = []
  const listen = (reason: unknown) => reported.push(reason)
  process.on('unhandledRejection', listen)
  try {
    await run()
    await new Promise((resolve) => setTimeout(resolve, 20))
  } finally {
    process.off('unhandledRejection', listen)
  }
  return reported
}

describe('re-checks of the mock API’s service worker while MSW starts', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('leave no rejection unhandled when the browser cannot fetch the script', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration)
    // What MSW does: asks for the re-check and does not wait for it.
    const start = () => {
      void new FakeRegistration().update()
      return Promise.resolve('started')
    }
    const reported = await unhandledDuring(async () => {
      await expect(withWorkerChecksHandled(start)).resolves.toBe('started')
    })
    expect(reported).toEqual([])
  })

  it('give the caller the re-check’s own promise, and put update back afterwards', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration)
    const original = FakeRegistration.prototype.update
    let checked: Promise<void> | undefined
    await withWorkerChecksHandled(async () => {
      checked = new FakeRegistration().update()
    })
    await expect(checked).rejects.toThrow(/Failed to update a ServiceWorker/)
    expect(FakeRegistration.prototype.update).toBe(original)
  })
})
