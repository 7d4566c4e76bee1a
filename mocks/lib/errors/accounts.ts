/** Error and field texts of the accounts area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const accountsErrors = {
  en: {},
  es: {},
} as const

export const accountsFields = {
  en: {},
  es: {},
} as const
