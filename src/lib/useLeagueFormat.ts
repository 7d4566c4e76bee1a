import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from '@/lib/intl'
import { useNow } from '@/lib/now'
import { useTimeZone } from '@/lib/timeZone'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** `in 11 days`, `in 5 hours`, `2 days ago`: the largest whole unit that fits. */
export function formatRelative(target: Date, now: number, language: string): string {
  const diff = target.getTime() - now
  const format = relativeTimeFormat(language, { numeric: 'auto' })
  const abs = Math.abs(diff)
  if (abs >= DAY) return format.format(Math.round(diff / DAY), 'day')
  if (abs >= HOUR) return format.format(Math.round(diff / HOUR), 'hour')
  return format.format(Math.round(diff / MINUTE), 'minute')
}

/**
 * The one rule for dates, times and numbers (docs/decisions.md, "One time rule"): every instant in
 * the reader's time zone (useTimeZone), and every time of day with that zone named next to it, so a
 * kick-off or a deadline reads the same on every page. Calendar days (`2026-04-28`) are days, not
 * instants: no zone shifts them.
 *
 * Each formatter is built at its first use: a section still loading formats nothing, and the first
 * date formatter of a page is costly (it loads the locale's calendar data: ~20 ms, ~90 ms on a
 * phone), so it must not hold up the first render.
 */
export function useLeagueFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const timeZone = useTimeZone()
  const now = useNow()
  return useMemo(() => {
    /** Formats with a formatter fetched from the shared cache at the first call, then kept. */
    const lazily = <F extends { format(value: never): string }>(make: () => F) => {
      let formatter: F | undefined
      return (value: Parameters<F['format']>[0]) => (formatter ??= make()).format(value)
    }
    const instant = (options: Intl.DateTimeFormatOptions) => {
      const format = lazily(() => dateTimeFormat(language, { ...options, timeZone }))
      return (iso: string) => format(new Date(iso))
    }
    // A time of day names its zone: a player in another zone must not misread it.
    const withTime = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const
    const calendarDay = lazily(() =>
      dateTimeFormat(language, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    )
    const rating = lazily(() =>
      numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    )
    const number = lazily(() => numberFormat(language))
    const list = lazily(() => listFormat(language, { style: 'long', type: 'conjunction' }))
    return {
      /** The reader's zone (`America/Chicago`), for what formats times outside these helpers. */
      timeZone,
      /** `Sat, Apr 25, 8:30 PM EDT`: a match in a list. */
      kickoff: instant({ weekday: 'short', day: 'numeric', month: 'short', ...withTime }),
      /** `Saturday, April 25, 2026 at 8:30 PM EDT`: a match's own page. */
      fullKickoff: instant({
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...withTime,
      }),
      /** `Apr 25, 2026, 8:30 PM EDT`: deadlines, messages, notifications, a result's history. */
      dateTime: instant({ year: 'numeric', month: 'short', day: 'numeric', ...withTime }),
      /** `Apr 25` */
      shortDay: instant({ day: 'numeric', month: 'short' }),
      /** `Apr 25, 2026` */
      day: instant({ dateStyle: 'medium' }),
      /** `April 25, 2026` */
      longDay: instant({ dateStyle: 'long' }),
      /** `April 2026` */
      monthYear: instant({ month: 'long', year: 'numeric' }),
      /** `in 11 days`, `2 hours ago`, counted from useNow(). */
      relative: (iso: string) => formatRelative(new Date(iso), now, language),
      calendarDay: (ymd: string) => calendarDay(new Date(`${ymd}T00:00:00Z`)),
      rating: (value: number) => rating(value),
      number: (value: number) => number(value),
      /**
       * A time zone's name in the reader's language (`America/Toronto` → `Eastern Time`), where a
       * zone is shown for itself (a market listing's), not the reader's; the zone's id if unknown.
       */
      zoneName: (zone: string) => {
        try {
          return (
            dateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
              .formatToParts(new Date(now))
              .find((part) => part.type === 'timeZoneName')?.value ?? zone
          )
        } catch {
          return zone
        }
      },
      /** "A, B and C" in the reader's language. */
      list: (items: string[]) => list(items),
    }
  }, [language, timeZone, now])
}

export type LeagueFormat = ReturnType<typeof useLeagueFormat>
