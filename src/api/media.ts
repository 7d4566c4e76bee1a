/**
 * Pictures by address (src/api/contracts/media.ts): an answer's `avatar` or `crest` is read against
 * the API's base URL, so `/api/media/7` from `npm run api` on another port still finds its server.
 */
import { useEffect, useState } from 'react'
import { isApiReady, whenApiReady } from './apiReady'
import { API_BASE_URL } from './url'

/** A picture's address as the browser fetches it: absolute, read against the API's base URL. */
export function mediaSource(address: string): string {
  return new URL(address, API_BASE_URL).href
}

const isApiAddress = (source: string) => source.startsWith(API_BASE_URL.href)

/**
 * The address to give an `<img>`, or undefined while the mock API is starting: the browser fetches a
 * picture by itself, without waiting as requests do (apiReady.ts), and a picture asked for before the
 * API's service worker answers would come back from the site instead, broken.
 */
export function useMediaSource(address: string | null | undefined): string | undefined {
  const [ready, setReady] = useState(isApiReady)
  const source = address ? mediaSource(address) : undefined
  const waits = source !== undefined && !ready && isApiAddress(source)
  useEffect(() => {
    if (!waits) return
    let current = true
    void whenApiReady().then(() => {
      if (current) setReady(true)
    })
    return () => {
      current = false
    }
  }, [waits])
  return waits ? undefined : source
}
