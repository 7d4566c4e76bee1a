/**
 * Countries and numbers as the players list shows them, in the current language: the flag emoji of an
 * ISO 3166-1 alpha-2 code and the country's name from Intl.DisplayNames; stats through Intl.NumberFormat.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { collator as collatorFor, displayNames, numberFormat } from '@/lib/intl'

const REGIONAL_INDICATOR_A = 0x1f1e6

/** 'US' → 🇺🇸: each letter becomes its regional indicator symbol. Anything else gives no flag. */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return ''
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  )
}

export interface PlayerFormats {
  countryName: (code: string) => string
  integer: (value: number) => string
  rating: (value: number) => string
  compare: (a: string, b: string) => number
}

export function usePlayerFormats(): PlayerFormats {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const regions = displayNames(language, { type: 'region', fallback: 'code' })
    const integer = numberFormat(language, { maximumFractionDigits: 0 })
    const rating = numberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    })
    const collator = collatorFor(language)
    return {
      countryName: (code) => {
        try {
          return regions.of(code.toUpperCase()) ?? code
        } catch {
          return code
        }
      },
      integer: (value) => integer.format(value),
      rating: (value) => rating.format(value),
      compare: (a, b) => collator.compare(a, b),
    }
  }, [language])
}
