/**
 * "Now" for what the UI words relative to the present ("in 11 days", "2 hours ago", "next match").
 * The app reads the device's clock, once per mount, so a time does not tick while a screen is open.
 * Stories and tests pin it to the mock API's frozen clock (SEED_NOW) with NowProvider, so their text
 * and pictures do not drift with the day they run on.
 */
import { createContext, useContext, useState, useSyncExternalStore } from 'react'

const NowContext = createContext<number | null>(null)

/** Pins "now" (epoch milliseconds) for everything below it. */
export const NowProvider = NowContext.Provider

let renderedAt: number | null = null

/**
 * The instant a prerendered page was rendered at (src/app/pageData.ts): the prerender's render and
 * the browser's hydration of it read it as "now", so the two agree; the hydrated page then reads the
 * device's clock.
 */
export function setPageRenderedAt(at: number | null): void {
  renderedAt = at
}

/**
 * The pinned "now", or the device's time when this component mounted (while a page prerendered with
 * its data hydrates, the instant it was rendered at).
 */
export function useNow(): number {
  const pinned = useContext(NowContext)
  const [now] = useState(() => Date.now())
  const current = useSyncExternalStore(
    noSubscription,
    () => now,
    () => renderedAt ?? now,
  )
  return pinned ?? current
}

const noSubscription = () => () => undefined
