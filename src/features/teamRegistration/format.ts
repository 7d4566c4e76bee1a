/** Dates and lists of the registration screen, through Intl in the reader's language. */
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/intl'

export function useRegistrationFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const dateTime = dateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  const date = dateTimeFormat(language, { dateStyle: 'medium' })
  const list = listFormat(language, { style: 'long', type: 'conjunction' })
  const number = numberFormat(language)
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    list: (items: string[]) => list.format(items),
    number: (value: number) => number.format(value),
  }
}
