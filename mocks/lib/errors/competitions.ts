/** Error and field texts of the competitions area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const competitionsErrors = {
  en: {
    competition_not_found: 'Competition not found.',
  },
  es: {
    competition_not_found: 'Competición no encontrada.',
  },
} as const

export const competitionsFields = {
  en: {},
  es: {},
} as const
