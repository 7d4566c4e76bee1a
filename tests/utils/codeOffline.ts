/**
 * `@/lib/onDemand` whose components' first fetch fails as the browser's does offline, and whose next
 * fetch comes: for the notice a page shows in place of code that could not come, and its Try again.
 *
 *   vi.mock('@/lib/onDemand', async (importOriginal) =>
 *     (await import('../../utils/codeOffline')).failingOnce(await importOriginal()))
 */
import type * as OnDemandModule from '@/lib/onDemand'

export function failingOnce(original: typeof OnDemandModule): typeof OnDemandModule {
  const onDemand: typeof original.onDemand = (load) => {
    let failed = false
    return original.onDemand(() => {
      if (failed) return load()
      failed = true
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    })
  }
  return { ...original, onDemand }
}
