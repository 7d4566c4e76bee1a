/**
 * The reader's time zone: every date and time in the app shows in it, and a time of day names it
 * (docs/decisions.md, "One time rule"). A signed-in player may choose a zone on /edit-profile; the app
 * (src/session/ViewerTimeZone.tsx) provides it here. Otherwise, and for visitors, it is the browser's.
 */
import { createContext, useContext, useSyncExternalStore } from 'react'

const TimeZoneContext = createContext<string | null>(null)

/** The zone chosen for everything below it; null follows the browser's. */
export const TimeZoneProvider = TimeZoneContext.Provider

let browserZone: string | undefined

/** Temporal's clock, where the runtime has it (Chromium 144+, Firefox 139+). */
const temporalNow = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal
  ?.Now

/**
 * The browser's zone (`America/Chicago`); UTC where the runtime cannot tell. Read once, right after
 * the first page hydrates. Temporal answers at once; `Intl.DateTimeFormat` first loads the runtime's
 * date and time data (17–34 ms on these machines, four times that on a phone), which a page that
 * shows no time yet does not need in that task.
 */
export function browserTimeZone(): string {
  if (browserZone === undefined) {
    try {
      browserZone =
        temporalNow?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
    } catch {
      browserZone = 'UTC'
    }
  }
  return browserZone
}

/**
 * The zone the reader reads times in. A prerendered page (rendered in Node, whose zone is the build
 * machine's) and its hydration read UTC, then the browser's, so the two renders agree.
 */
export function useTimeZone(): string {
  // useBrowserValue's pattern (src/lib/browserValue.ts), written here: importing that module from the
  // entry's graph would make it a chunk of its own, shared with the lazy screens that use it.
  const browser = useSyncExternalStore(noSubscription, browserTimeZone, inPrerender)
  return useContext(TimeZoneContext) ?? browser
}

const noSubscription = () => () => undefined
const inPrerender = () => 'UTC'
