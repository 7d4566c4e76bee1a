/**
 * Countries and numbers as the players list shows them, in the current language: the flag emoji of an
 * ISO 3166-1 alpha-2 code and the country's name from Intl.DisplayNames; stats through Intl.NumberFormat.
 */
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRY_CODES } from '@/api/contracts/countries'
import { collator as collatorFor, displayNames, numberFormat } from '@/lib/intl'

const REGIONAL_INDICATOR_A = 0x1f1e6

/** 'US' → 🇺🇸: each letter becomes its regional indicator symbol. Anything else gives no flag. */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return ''
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  )
}

/** A country as the filter lists it: its code, and its flag and name in the current language. */
export interface CountryOption {
  code: string
  label: string
}

export interface PlayerFormats {
  countryName: (code: string) => string
  /** A country as the filter lists it: its flag and name (its code where Intl has no name). */
  countryLabel: (code: string) => string
  /** Every country the accounts allow, by name: built once per language, on first use. */
  countryOptions: () => readonly CountryOption[]
  integer: (value: number) => string
  rating: (value: number) => string
}

const countryOptionsByLanguage = new Map<string, readonly CountryOption[]>()
const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES)

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
    const countryName = (code: string) => {
      try {
        return regions.of(code.toUpperCase()) ?? code
      } catch {
        return code
      }
    }
    const flagged = (code: string, name: string) => `${flagEmoji(code)} ${name}`
    return {
      countryName,
      countryLabel: (code) => (KNOWN_COUNTRIES.has(code) ? flagged(code, countryName(code)) : code),
      countryOptions: () => {
        let options = countryOptionsByLanguage.get(language)
        if (options === undefined) {
          options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) }))
            .sort((a, b) => collator.compare(a.name, b.name))
            .map(({ code, name }) => ({ code, label: flagged(code, name) }))
          countryOptionsByLanguage.set(language, options)
        }
        return options
      },
      integer: (value) => integer.format(value),
      rating: (value) => rating.format(value),
    }
  }, [language])
}
