/**
 * idb-keyval in memory, for tests of the app's IndexedDB persistence (jsdom has no IndexedDB):
 * `vi.mock('idb-keyval', () => import('../utils/memoryIdb'))`, then read and clear `store`.
 * Values are stored as IndexedDB stores them: a structured clone.
 */
export const store = new Map<string, unknown>()

export const get = (key: string): Promise<unknown> => Promise.resolve(store.get(key))

export function set(key: string, value: unknown): Promise<void> {
  store.set(key, structuredClone(value))
  return Promise.resolve()
}

export function del(key: string): Promise<void> {
  store.delete(key)
  return Promise.resolve()
}

export const getMany = (keys: string[]): Promise<unknown[]> =>
  Promise.resolve(keys.map((key) => store.get(key)))

export function setMany(entries: [string, unknown][]): Promise<void> {
  for (const [key, value] of entries) store.set(key, structuredClone(value))
  return Promise.resolve()
}

export function delMany(keys: string[]): Promise<void> {
  for (const key of keys) store.delete(key)
  return Promise.resolve()
}
