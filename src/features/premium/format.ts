import { useTranslation } from 'react-i18next'

/** Money and dates of the premium screen, in the current language. */
export function usePremiumFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return {
    money: (cents: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100),
    date: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)),
  }
}
