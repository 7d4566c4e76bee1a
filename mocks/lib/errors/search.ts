/** Error and field texts of the search area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const searchErrors = {
  en: {},
  es: {},
} as const

export const searchFields = {
  en: {
    search_too_short: 'Type at least 2 characters.',
  },
  es: {
    search_too_short: 'Escribe al menos 2 caracteres.',
  },
} as const
