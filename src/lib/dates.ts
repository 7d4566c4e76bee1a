/** Dates and times of invitations, infractions and deadlines, through Intl in the reader's language. */
import { useTranslation } from 'react-i18next'
import { useNow } from '@/lib/now'
import { dateTimeFormat, relativeTimeFormat } from '@/lib/intl'

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

export function useDates() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const now = useNow()
  const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    relative: (iso: string) => formatRelative(new Date(iso), now, language),
  }
}
