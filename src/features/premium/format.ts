import { useTranslation } from 'react-i18next'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

/** Money and dates of the premium screen, in the current language. */
export function usePremiumFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return {
    money: (cents: number, currency: string) =>
      numberFormat(language, { style: 'currency', currency }).format(cents / 100),
    date: (iso: string) => dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)),
  }
}
