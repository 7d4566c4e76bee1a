/**
 * Pictures by address (src/api/contracts/media.ts): an answer's `avatar` or `crest` is read against
 * the API's base URL, so `/api/media/7?v=…` from `npm run api` on another port still finds its server.
 */
import { useSyncExternalStore } from 'react'
import { isApiReady, whenApiReady } from './apiReady'
import { API_BASE_URL } from './url'

/** A picture's address as the browser fetches it: absolute, read against the API's base URL. */
export function mediaSource(address: string): string {
  // A picked file's preview stays as it is: parsing megabytes of `data:` URL on every render costs.
  return /^(data|blob):/.test(address) ? address : new URL(address, API_BASE_URL).href
}

function onApiReady(callback: () => void): () => void {
  let listening = true
  void whenApiReady().then(() => {
    if (listening) callback()
  })
  return () => {
    listening = false
  }
}

/**
 * The address to give an `<img>`, or undefined while the mock API is starting: the browser fetches a
 * picture by itself, without waiting as requests do (apiReady.ts), and a picture asked for before the
 * API's service worker answers would come back from the site instead, broken. A prerendered page has
 * none (the server's snapshot), as its hydration has none either.
 */
export function useMediaSource(address: string | null | undefined): string | undefined {
  const ready = useSyncExternalStore(onApiReady, isApiReady, () => false)
  const source = address ? mediaSource(address) : undefined
  return source !== undefined && !ready && source.startsWith(API_BASE_URL.href) ? undefined : source
}
