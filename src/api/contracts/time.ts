/**
 * Time as the API and the app both read it: IANA time-zone names (a competition's zone, a player's
 * chosen zone) and wall-clock times in a zone, with Intl only (no date library). A match night is
 * "Tuesday 21:00 in America/New_York" whatever the offset that day (EST or EDT); the server builds
 * kick-offs from it and the app shows a competition's schedule in the reader's zone from it.
 * Plain functions and lists without zod, so a screen pays only for what it calls.
 */

/** The days of the week, Monday first: a competition's match nights are named by them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const DAY_MS = 24 * 60 * 60 * 1000

/** `2026-04-28` as the epoch milliseconds of its UTC midnight. */
export function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (match === null) throw new RangeError(`not a calendar day: ${day}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** A UTC midnight (epoch milliseconds) as its calendar day, `2026-04-28`. */
export function formatDay(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10)
}

/**
 * The zone's canonical IANA name (`america/new_york` → `America/New_York`), or null when Intl does
 * not know it. Intl is the judge on both sides, so the server stores only what every browser formats.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.trim() === '' || value.length > 64) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock reading in `timeZone` at `instant`, as if it were UTC (ms). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) {
    if (type !== 'literal') parts[type] = Number(value)
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}

/** The instant it is `time` (`HH:MM`) on `day` in `timeZone`. */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const wanted = parseDay(day) + (hours * 60 + minutes) * 60_000
  // Guess with the offset at the wanted wall time, then correct once for a DST change in between.
  let instant = wanted - (wallClock(wanted, timeZone) - wanted)
  instant += wanted - wallClock(instant, timeZone)
  return new Date(instant)
}

/** The calendar day in `timeZone` at `instant`. */
export function localDay(instant: Date, timeZone: string): string {
  return formatDay(Math.floor(wallClock(instant.getTime(), timeZone) / DAY_MS) * DAY_MS)
}

/** `2026-03-14` plus `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return formatDay(parseDay(day) + days * DAY_MS)
}

export function weekdayOf(day: string): Weekday {
  // getUTCDay counts from Sunday (0); WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(parseDay(day)).getUTCDay() + 6) % 7] ?? 'sunday'
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
