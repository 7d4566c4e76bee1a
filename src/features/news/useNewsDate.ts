import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/intl'

/** Formats an ISO date as a long date in the current language ("March 6, 2026", "6 de marzo de 2026"). */
export function useNewsDate(): (iso: string) => string {
  const { i18n } = useTranslation()
  const format = dateTimeFormat(i18n.language, { dateStyle: 'long' })
  return useCallback((iso: string) => format.format(new Date(iso)), [format])
}
