/** Error and field texts of the search area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const searchErrors = {
  en: {},
  es: {},
} as const

export const searchFields = {
  en: {},
  es: {},
} as const
