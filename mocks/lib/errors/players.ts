/** Error and field texts of the players area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const playersErrors = {
  // player_not_found is in ./common.ts (shared with invitations).
  en: {},
  es: {},
} as const

export const playersFields = {
  en: {},
  es: {},
} as const
