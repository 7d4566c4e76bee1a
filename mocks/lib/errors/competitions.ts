/** Error and field texts of the competitions area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const competitionsErrors = {
  en: {
    competition_not_found: 'Competition not found.',
    match_not_found: 'Match not found.',
  },
  es: {
    competition_not_found: 'Competición no encontrada.',
    match_not_found: 'Partido no encontrado.',
  },
} as const

export const competitionsFields = {
  en: {},
  es: {},
} as const
