/** Dates of the invitations screen, through Intl in the reader's language. */
import { createContext, useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A fixed "now" for relative times (epoch milliseconds): stories and tests pin it to the mock API's
 * frozen clock so "in 11 days" does not drift. The app provides none and reads the device's clock.
 */
const NowContext = createContext<number | null>(null)
export const NowProvider = NowContext.Provider

/** "Now", read once per mount: an expiry "in 11 days" does not tick while the screen is open. */
export function useNow(): number {
  const pinned = useContext(NowContext)
  const [now] = useState(() => Date.now())
  return pinned ?? now
}

/** `in 11 days`, `in 5 hours`, `2 days ago`: the largest whole unit that fits. */
export function formatRelative(target: Date, now: number, language: string): string {
  const diff = target.getTime() - now
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const abs = Math.abs(diff)
  if (abs >= DAY) return format.format(Math.round(diff / DAY), 'day')
  if (abs >= HOUR) return format.format(Math.round(diff / HOUR), 'hour')
  return format.format(Math.round(diff / MINUTE), 'minute')
}

export function useInvitationDates() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const now = useNow()
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    relative: (iso: string) => formatRelative(new Date(iso), now, language),
  }
}
