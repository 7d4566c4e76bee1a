/** Error and field texts of the premium area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const premiumErrors = {
  en: {},
  es: {},
} as const

export const premiumFields = {
  en: {},
  es: {},
} as const
