/** Dates of the dashboard, through Intl in the reader's language; relative ones count from useNow(). */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatRelative } from '@/lib/dates'
import { useNow } from '@/lib/now'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

export function useDashboardFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const now = useNow()
  return useMemo(() => {
    const date = dateTimeFormat(language, { dateStyle: 'long' })
    const number = numberFormat(language)
    return {
      date: (iso: string) => date.format(new Date(iso)),
      number: (value: number) => number.format(value),
      relative: (iso: string) => formatRelative(new Date(iso), now, language),
    }
  }, [language, now])
}
