/** Error and field texts of the infractions area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const infractionsErrors = {
  en: {},
  es: {},
} as const

export const infractionsFields = {
  en: {},
  es: {},
} as const
