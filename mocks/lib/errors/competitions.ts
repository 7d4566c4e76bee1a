/** Error and field texts of the competitions area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const competitionsErrors = {
  en: {},
  es: {},
} as const

export const competitionsFields = {
  en: {},
  es: {},
} as const
