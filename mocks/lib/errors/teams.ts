/** Error and field texts of the teams area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const teamsErrors = {
  en: {},
  es: {},
} as const

export const teamsFields = {
  en: {},
  es: {},
} as const
