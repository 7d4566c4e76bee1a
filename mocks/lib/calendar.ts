/**
 * Calendar days and wall-clock times in a time zone, with Intl only (no date library): a match
 * night is "Tuesday 21:00 in America/New_York", whatever the offset that day (EST or EDT).
 */
import type { Weekday } from '@/api/contracts/competitions'
import { DAY_MS, formatDay, localDay, parseDay, zonedTime } from '@/api/contracts/time'

// Days and zones are the contract's (src/api/contracts/time.ts): the app reads schedules the same way.
export { DAY_MS, localDay, zonedTime }

const WEEKDAY_BY_INDEX: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
]

export const HOUR_MS = 60 * 60 * 1000

/** `ms` plus `months` calendar months (UTC), the day kept or clamped to the month's last day, as a billing system counts them. */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

/** `2026-03-14` plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS)
}

export function weekdayOf(day: string): Weekday {
  return WEEKDAY_BY_INDEX[new Date(parseDay(day)).getUTCDay()] ?? 'sunday'
}

/**
 * The first `count` days from `start` (inclusive) that fall on one of `nights`, skipping `skip`.
 * A league on Tuesdays and Saturdays from 2026-02-17 plays 02-17, 02-21, 02-24…
 */
export function matchNights(
  start: string,
  nights: readonly Weekday[],
  count: number,
  skip: readonly string[] = [],
): string[] {
  if (nights.length === 0) throw new RangeError('no match nights')
  const days: string[] = []
  for (let day = start; days.length < count; day = addDays(day, 1)) {
    if (nights.includes(weekdayOf(day)) && !skip.includes(day)) days.push(day)
  }
  return days
}
