import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl'

/**
 * Dates and numbers in the current language, through Intl. Each formatter is built at its first use:
 * a section still loading formats nothing, and the first date formatter of a page is costly (it loads
 * the locale's calendar data: ~20 ms, ~90 ms on a phone), so it must not hold up the first render.
 */
export function useLeagueFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    /** Formats with a formatter fetched from the shared cache at the first call, then kept. */
    const lazily = <F extends { format(value: never): string }>(make: () => F) => {
      let formatter: F | undefined
      return (value: Parameters<F['format']>[0]) => (formatter ??= make()).format(value)
    }
    const date = (options: Intl.DateTimeFormatOptions) =>
      lazily(() => dateTimeFormat(language, options))
    const kickoff = date({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    })
    const shortDay = date({ day: 'numeric', month: 'short' })
    const day = date({ dateStyle: 'medium' })
    const longDay = date({ dateStyle: 'long' })
    const dayTime = date({ dateStyle: 'medium', timeStyle: 'short' })
    // A deadline names its zone: a team registering from another zone must not misread it.
    const deadline = date({
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    // A match's own page names the kick-off in full, with the reader's zone.
    const fullKickoff = date({
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    // Calendar days (`2026-04-28`) are days, not instants: formatted in UTC so no zone shifts them.
    const calendarDay = date({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    const rating = lazily(() =>
      numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    )
    const number = lazily(() => numberFormat(language))
    const list = lazily(() => listFormat(language, { style: 'long', type: 'conjunction' }))
    return {
      kickoff: (iso: string) => kickoff(new Date(iso)),
      shortDay: (iso: string) => shortDay(new Date(iso)),
      day: (iso: string) => day(new Date(iso)),
      longDay: (iso: string) => longDay(new Date(iso)),
      dayTime: (iso: string) => dayTime(new Date(iso)),
      deadline: (iso: string) => deadline(new Date(iso)),
      fullKickoff: (iso: string) => fullKickoff(new Date(iso)),
      calendarDay: (ymd: string) => calendarDay(new Date(`${ymd}T00:00:00Z`)),
      rating: (value: number) => rating(value),
      number: (value: number) => number(value),
      /** "A, B and C" in the reader's language. */
      list: (items: string[]) => list(items),
    }
  }, [language])
}
