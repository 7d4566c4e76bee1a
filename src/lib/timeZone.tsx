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

/** What `read` answers; undefined when it throws or answers nothing. */
function askZone(read: () => string | undefined): string | undefined {
  try {
    return read() || undefined
  } catch {
    return undefined
  }
}

/**
 * The browser's zone (`America/Chicago`); UTC where the runtime cannot tell. Read once. Temporal
 * first: a page that shows no time yet reads the zone as it hydrates (useTimeZone), and
 * `Intl.DateTimeFormat` would load the runtime's date and time data in that task, a long one on a
 * phone.
 */
export function browserTimeZone(): string {
  browserZone ??=
    askZone(() => temporalNow?.timeZoneId?.()) ??
    askZone(() => Intl.DateTimeFormat().resolvedOptions().timeZone) ??
    'UTC'
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
