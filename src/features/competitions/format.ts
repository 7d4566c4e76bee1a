/** Dates, times and weekdays through Intl in the current language (docs/api/competitions.md "Dates"). */
import type { Weekday } from '@/api/contracts/competitions'
import { WEEKDAYS } from '@/api/contracts/competitions'
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl'

/** A calendar day (`2026-04-28`), as the competition's own day: no time-zone shift. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return day
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}

/** An instant (ISO 8601), shown in `timeZone` (the competition's) with the date and time. */
export function formatInstant(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

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

/** `20:30` (HH:MM) in the language's clock. */
export function formatClock(time: string, language: string): string {
  const [hours, minutes] = time.split(':').map(Number)
  return dateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 1, hours ?? 0, minutes ?? 0)))
}

/** A weekday's name: 2024-01-01 was a Monday. */
export function formatWeekday(weekday: Weekday, language: string): string {
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday))),
  )
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
