/** Dates and numbers of the infractions screen, through Intl in the reader's language. */
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

export function useInfractionFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const date = dateTimeFormat(language, { dateStyle: 'medium' })
  const dateTime = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const number = numberFormat(language)
  return {
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    number: (value: number) => number.format(value),
  }
}
