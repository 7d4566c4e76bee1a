/** Error and field texts of the invitations area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const invitationsErrors = {
  en: {},
  es: {},
} as const

export const invitationsFields = {
  en: {},
  es: {},
} as const
