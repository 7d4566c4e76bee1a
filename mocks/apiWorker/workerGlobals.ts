/**
 * Imported first by ./worker.ts. MSW's cookie store (created when MSW loads, outside Node) keeps its
 * cookies in `localStorage`, which a worker does not have: it gets an in-memory one. The API sets no
 * cookies and reads none (src/api/url.ts sends none), so nothing is lost by not keeping them.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>()

  get length(): number {
    return this.#items.size
  }

  clear(): void {
    this.#items.clear()
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null
  }

  removeItem(key: string): void {
    this.#items.delete(key)
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value))
  }
}

if (typeof globalThis.localStorage === 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', {
    value: new MemoryStorage(),
    configurable: true,
  })
}
