import type { DataRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fetchAhead } from '@/app/fetchAhead'
import type { StoreWithApi } from '@/api/pendingCalls'

/** The part of a router's state that fetchAhead reads. */
interface State {
  initialized: boolean
  navigation: { state: string }
}

/**
 * A router whose navigation state the test sets; only what fetchAhead reads. As React Router's, it
 * hands each subscriber the new state.
 */
function fakeRouter() {
  const listeners = new Set<(state: State) => void>()
  const fake = {
    state: { initialized: true, navigation: { state: 'idle' } } as State,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const update = (state: State) => {
    fake.state = state
    for (const listener of [...listeners]) listener(state)
  }
  const navigation = (state: 'idle' | 'loading') => update({ ...fake.state, navigation: { state } })
  const initialized = (value: boolean) => update({ ...fake.state, initialized: value })
  return { router: fake as unknown as DataRouter, navigation, initialized }
}

/** A store with one API call pending or none; only what fetchAhead reads. */
function fakeStore() {
  const listeners = new Set<() => void>()
  let pending = false
  const store: StoreWithApi = {
    getState: () =>
      ({
        api: { queries: pending ? { call: { status: 'pending' } } : {}, mutations: {} },
      }) as unknown as ReturnType<StoreWithApi['getState']>,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const setPending = (value: boolean) => {
    pending = value
    for (const listener of [...listeners]) listener()
  }
  return { store, setPending }
}

/** A fetch that resolves when the test says so, and records that it started. */
function heldFetch(log: string[], name: string) {
  let finish: (() => void) | null = null
  const fetch = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        log.push(`${name} started`)
        finish = () => {
          log.push(`${name} done`)
          resolve()
        }
      }),
  )
  return { fetch, finish: () => finish?.() }
}

beforeEach(() => {
  vi.useFakeTimers()
  // The browser is idle 10 ms after it is asked.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 10))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('fetchAhead (code fetched ahead of need, issue #18)', () => {
  test('fetches one piece at a time, in order, each after an idle moment', async () => {
    const { router } = fakeRouter()
    const { store } = fakeStore()
    const log: string[] = []
    const first = heldFetch(log, 'first')
    const second = heldFetch(log, 'second')
    const done = fetchAhead([first.fetch, second.fetch], router, store)
    expect(log).toEqual([])
    await vi.advanceTimersByTimeAsync(10)
    expect(log).toEqual(['first started'])
    // The second waits for the first, however long it takes.
    await vi.advanceTimersByTimeAsync(1000)
    expect(log).toEqual(['first started'])
    first.finish()
    await vi.advanceTimersByTimeAsync(10)
    expect(log).toEqual(['first started', 'first done', 'second started'])
    second.finish()
    await done
  })

  test.each([
    {
      busy: 'a navigation is under way',
      hold: (fake: ReturnType<typeof fakeRouter>) => fake.navigation('loading'),
      release: (fake: ReturnType<typeof fakeRouter>) => fake.navigation('idle'),
    },
    {
      busy: 'the router has no first page yet',
      hold: (fake: ReturnType<typeof fakeRouter>) => fake.initialized(false),
      release: (fake: ReturnType<typeof fakeRouter>) => fake.initialized(true),
    },
  ])('waits while $busy, and starts nothing meanwhile', async ({ hold, release }) => {
    const fake = fakeRouter()
    const { store } = fakeStore()
    const fetch = vi.fn(() => Promise.resolve())
    hold(fake)
    const done = fetchAhead([fetch], fake.router, store)
    await vi.advanceTimersByTimeAsync(5000)
    expect(fetch).not.toHaveBeenCalled()
    release(fake)
    await vi.advanceTimersByTimeAsync(10)
    expect(fetch).toHaveBeenCalledOnce()
    await done
  })

  test('a navigation that starts while waiting for the idle moment puts the piece off again', async () => {
    const { router, navigation } = fakeRouter()
    const { store } = fakeStore()
    const fetch = vi.fn(() => Promise.resolve())
    const done = fetchAhead([fetch], router, store)
    navigation('loading')
    await vi.advanceTimersByTimeAsync(100)
    expect(fetch).not.toHaveBeenCalled()
    navigation('idle')
    await vi.advanceTimersByTimeAsync(10)
    expect(fetch).toHaveBeenCalledOnce()
    await done
  })

  test("a call the page starts during the idle wait is waited for too (a new page's effects)", async () => {
    const { router } = fakeRouter()
    const { store, setPending } = fakeStore()
    const fetch = vi.fn(() => Promise.resolve())
    const done = fetchAhead([fetch], router, store)
    await vi.advanceTimersByTimeAsync(5)
    setPending(true)
    await vi.advanceTimersByTimeAsync(1000)
    expect(fetch).not.toHaveBeenCalled()
    setPending(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(fetch).toHaveBeenCalledOnce()
    await done
  })

  test("waits for the page's data, at most 5 s", async () => {
    const { router } = fakeRouter()
    const { store, setPending } = fakeStore()
    const log: string[] = []
    const first = heldFetch(log, 'first')
    const second = vi.fn(() => Promise.resolve())
    setPending(true)
    const done = fetchAhead([first.fetch, second], router, store)
    await vi.advanceTimersByTimeAsync(1000)
    expect(first.fetch).not.toHaveBeenCalled()
    setPending(false)
    await vi.advanceTimersByTimeAsync(10)
    expect(first.fetch).toHaveBeenCalledOnce()
    // A call that never answers holds the next piece back 5 s, not for ever.
    setPending(true)
    first.finish()
    await vi.advanceTimersByTimeAsync(4990)
    expect(second).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(20)
    expect(second).toHaveBeenCalledOnce()
    await done
  })

  test('a piece that fails (offline) does not stop the ones after it', async () => {
    const { router } = fakeRouter()
    const { store } = fakeStore()
    const after = vi.fn(() => Promise.resolve())
    const done = fetchAhead(
      [() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), after],
      router,
      store,
    )
    await vi.advanceTimersByTimeAsync(20)
    await expect(done).resolves.toBeUndefined()
    expect(after).toHaveBeenCalledOnce()
  })
})
