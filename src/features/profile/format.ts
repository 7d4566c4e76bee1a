/**
 * Formatting for the profile: countries and numbers through Intl in the UI language. Dates follow the
 * app's one rule (useLeagueFormat).
 */
import { displayNames, numberFormat } from '@/lib/intl'

/** The flag emoji of an ISO 3166-1 alpha-2 code (regional indicator letters); empty when malformed. */
export function flagEmoji(country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return ''
  return String.fromCodePoint(
    ...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  )
}

/** The country's name in the language (`Canada`, `Canadá`), or the code when Intl does not know it. */
export function countryName(country: string, language: string): string {
  try {
    return displayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country
  } catch {
    return country
  }
}

/** A match rating or an average: always one decimal (7.0, 7,0). */
export function formatRating(value: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}
