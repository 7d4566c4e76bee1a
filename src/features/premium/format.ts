import { useTranslation } from 'react-i18next'
import { numberFormat } from '@/lib/intl'
import { useLeagueFormat } from '@/lib/useLeagueFormat'

/** Money and dates of the premium screen, in the current language. */
export function usePremiumFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const { longDay } = useLeagueFormat()
  return {
    money: (cents: number, currency: string) =>
      numberFormat(language, { style: 'currency', currency }).format(cents / 100),
    date: longDay,
  }
}
