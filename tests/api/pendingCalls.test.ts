import { afterEach, describe, expect, it, vi } from 'vitest'
import { pendingApiCalls, whenApiCallsSettle, type StoreWithApi } from '@/api/pendingCalls'

type CallStatus = 'pending' | 'fulfilled' | 'rejected'

/** A store whose API slice holds these queries and mutations, each by its status. */
function storeWith(queries: CallStatus[], mutations: CallStatus[] = []) {
  const listeners = new Set<() => void>()
  let state = { queries, mutations }
  const slice = () => ({
    queries: Object.fromEntries(state.queries.map((status, i) => [`q${i}`, { status }])),
    mutations: Object.fromEntries(state.mutations.map((status, i) => [`m${i}`, { status }])),
  })
  const store = {
    getState: () => ({ api: slice() }),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as StoreWithApi
  return {
    store,
    listeners,
    set(next: { queries: CallStatus[]; mutations?: CallStatus[] }) {
      state = { queries: next.queries, mutations: next.mutations ?? [] }
      for (const listener of [...listeners]) listener()
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('pendingApiCalls', () => {
  it('counts the queries and mutations whose answer is not in yet', () => {
    const { store } = storeWith(['pending', 'fulfilled', 'pending'], ['pending', 'rejected'])
    expect(pendingApiCalls(store)).toBe(3)
  })
})

describe('whenApiCallsSettle', () => {
  it('resolves once the last pending call is answered, and stops listening', async () => {
    const fake = storeWith(['pending', 'pending'])
    let settled = false
    const done = whenApiCallsSettle(fake.store, 60_000).then(() => (settled = true))

    fake.set({ queries: ['fulfilled', 'pending'] })
    await Promise.resolve()
    expect(settled).toBe(false)

    fake.set({ queries: ['fulfilled', 'rejected'] })
    await done
    expect(settled).toBe(true)
    expect(fake.listeners.size).toBe(0)
  })

  it('resolves at once when nothing is pending', async () => {
    const fake = storeWith(['fulfilled'])
    await whenApiCallsSettle(fake.store, 60_000)
    expect(fake.listeners.size).toBe(0)
  })

  it('gives up waiting after the time given, with a call still out', async () => {
    vi.useFakeTimers()
    const fake = storeWith(['pending'])
    let settled = false
    void whenApiCallsSettle(fake.store, 5000).then(() => (settled = true))

    await vi.advanceTimersByTimeAsync(4999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(fake.listeners.size).toBe(0)
  })
})
