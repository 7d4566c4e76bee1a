/** Error and field texts of the news area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const newsErrors = {
  en: {},
  es: {},
} as const

export const newsFields = {
  en: {},
  es: {},
} as const
