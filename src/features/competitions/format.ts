/** Dates, times and weekdays through Intl in the current language (docs/api/competitions.md "Dates"). */
import type { CompetitionDetail, Weekday } from '@/api/contracts/competitions'
import { WEEKDAYS, addDays, localDay, matchNights, zonedTime } from '@/api/contracts/time'
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl'

/** `America/New_York` as people read it: `Eastern Time` in English. */
export function formatTimeZone(timeZone: string, language: string): string {
  try {
    const part = dateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 1)))
      .find((p) => p.type === 'timeZoneName')
    return part?.value ?? timeZone
  } catch {
    return timeZone
  }
}

/**
 * A competition's match nights at its usual kick-off, as instants: each night's next occurrence from
 * `at` (within the season: its first week before it starts, its last after it ends), at
 * `kickoffTime` in the competition's zone. The reader's zone then names the weekday and the time
 * they play at there (a Tuesday 20:30 in New York is a Wednesday 01:30 in UTC, 00:30 in summer).
 */
export function matchNightKickoffs(
  competition: Pick<
    CompetitionDetail,
    'startDate' | 'endDate' | 'matchNights' | 'kickoffTime' | 'timeZone'
  >,
  at: number,
): Date[] {
  // Calendar days compare as strings: `from` is today, held within [startDate, the last week].
  const today = localDay(new Date(at), competition.timeZone)
  const earliest = competition.startDate
  const lastWeek = addDays(competition.endDate, -6)
  const latest = lastWeek > earliest ? lastWeek : earliest
  const from = today < earliest ? earliest : today > latest ? latest : today
  return competition.matchNights.map((night) => {
    const [day = from] = matchNights(from, [night], 1)
    return zonedTime(day, competition.kickoffTime, competition.timeZone)
  })
}

/** The weekdays of `instants` in `timeZone`, in the week's order (`Tuesday and Thursday`). */
export function formatWeekdays(instants: Date[], language: string, timeZone: string): string {
  const weekday = dateTimeFormat(language, { weekday: 'long', timeZone })
  const order = dateTimeFormat('en-US', { weekday: 'long', timeZone })
  const index = (instant: Date) => WEEKDAYS.indexOf(order.format(instant).toLowerCase() as Weekday)
  const sorted = [...instants].sort((a, b) => index(a) - index(b))
  return formatList([...new Set(sorted.map((instant) => weekday.format(instant)))], language)
}

/** The time of day of `instant` in `timeZone`, the zone named when `named` (`8:30 PM EDT`). */
export function formatTimeOfDay(
  instant: Date,
  language: string,
  timeZone: string,
  named = true,
): string {
  return dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(named ? { timeZoneName: 'short' } : {}),
  }).format(instant)
}

export function formatList(items: string[], language: string): string {
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(items)
}

export function formatNumber(value: number, language: string, decimals = 0): string {
  return numberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)
}

/** +3, 0, −2 */
export function formatSigned(value: number, language: string): string {
  return numberFormat(language, { signDisplay: 'exceptZero' }).format(value)
}
