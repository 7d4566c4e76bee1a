/**
 * Calendar days and wall-clock times in a time zone, with Intl only (no date library): a match
 * night is "Tuesday 21:00 in America/New_York", whatever the offset that day (EST or EDT).
 */
import { addDays, DAY_MS, localDay, matchNights, weekdayOf, zonedTime } from '@/api/contracts/time'

// Days, match nights and zones are the contract's (src/api/contracts/time.ts): the app reads
// schedules the same way.
export { addDays, DAY_MS, localDay, matchNights, weekdayOf, zonedTime }

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
