/**
 * The languages the API answers in, and the league's own text in each of them. The caller's
 * language is read once per request (`languageOf`, in ./errorCatalogue.ts, from `Accept-Language`)
 * and handed to every handler by `route()`: errors and league content are worded the same way.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Text the league writes (a competition's about, rules and prizes, articles, infraction
 * descriptions, plan names, the reasons for a registration decision), kept in every language. The
 * answers carry plain strings: `localize` picks the caller's. What players write (bios, team
 * descriptions, messages, appeals) is a plain string, shown as written.
 */
export type LocalizedText = Readonly<Record<Language, string>>

export function localize(text: LocalizedText, language: Language): string {
  return text[language]
}

/**
 * Text that reaches the league in one language only (what staff type into a mock endpoint): kept
 * as written, in every language.
 */
export function asWritten(text: string): LocalizedText {
  return { en: text, es: text }
}

const SEASONS_ES: Record<string, string> = {
  Spring: 'Primavera',
  Summer: 'Verano',
  Fall: 'Otoño',
  Autumn: 'Otoño',
  Winter: 'Invierno',
}

/**
 * A season's label in Spanish: `Fall 2025` → `Otoño 2025` (a label in another form is left as it
 * is). Capitalised, as the label it is, and so mocks/seed/seasons.ts moves it with the calendar like
 * the English one.
 */
export function seasonEs(season: string): string {
  const match = /^(\w+) (\d{4})$/.exec(season)
  const word = match === null ? undefined : SEASONS_ES[match[1] ?? '']
  return match === null || word === undefined ? season : `${word} ${match[2]}`
}

/**
 * A competition's season label in `language` (the records keep it in English, as the league names
 * its competitions): `Fall 2025`, `Otoño 2025`. The name itself, which ends in the English label, is
 * a name and is not translated.
 */
export function seasonIn(season: string, language: Language): string {
  return language === 'es' ? seasonEs(season) : season
}
