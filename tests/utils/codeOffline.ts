/**
 * `@/lib/onDemand` whose components' code cannot be fetched while `network.online` is false (as a
 * browser's fetch fails offline: a fetch ahead too), and comes once it is true: for the notice a page
 * shows in place of code that could not come, and its Try again.
 *
 *   vi.mock('@/lib/onDemand', async (importOriginal) =>
 *     (await import('../../utils/codeOffline')).offlineOnDemand(await importOriginal()))
 */
import type * as OnDemandModule from '@/lib/onDemand'

export const network = { online: false }

export function offlineOnDemand(original: typeof OnDemandModule): typeof OnDemandModule {
  const onDemand: typeof original.onDemand = (load) =>
    original.onDemand(() =>
      network.online
        ? load()
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
  return { ...original, onDemand }
}
