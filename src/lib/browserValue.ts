/**
 * What only the browser knows, for the components of the prerendered pages: scripts/prerender.mjs
 * renders them in Node and the browser hydrates that markup, so their first render in the browser must
 * be the prerender's. Storage is one such value, and so is the Intl data of the browser's engine
 * (country names and their order), which Node's need not match.
 */
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined
const always = () => true

/**
 * `read()` in the browser; `inPrerender` in the prerender and in the hydration of its markup, which
 * React follows at once with a render with `read()`. A render that hydrates nothing reads it at once.
 * `read` is called on every render: it must be cheap and return a primitive (or the same object).
 */
export function useBrowserValue<T>(read: () => T, inPrerender: T): T {
  return useSyncExternalStore(noSubscription, read, () => inPrerender)
}

/** False in the prerender and the hydration of its markup, true from then on (see useBrowserValue). */
export const useInBrowser = (): boolean => useBrowserValue(always, false)
