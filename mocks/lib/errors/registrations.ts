/** Error and field texts of the registrations area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const registrationsErrors = {
  en: {},
  es: {},
} as const

export const registrationsFields = {
  en: {},
  es: {},
} as const
