/**
 * The reader's time zone: every date and time in the app shows in it, and a time of day names it
 * (docs/decisions.md, "One time rule"). A signed-in player may choose a zone on /edit-profile; the app
 * (src/session/ViewerTimeZone.tsx) provides it here. Otherwise, and for visitors, it is the browser's.
 */
import { createContext, useContext } from 'react'

const TimeZoneContext = createContext<string | null>(null)

/** The zone chosen for everything below it; null follows the browser's. */
export const TimeZoneProvider = TimeZoneContext.Provider

/** The browser's zone (`America/Chicago`); UTC where the runtime cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** The zone the reader reads times in. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext) ?? browserTimeZone()
}
