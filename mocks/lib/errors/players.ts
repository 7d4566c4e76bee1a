/** Error and field texts of the players area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const playersErrors = {
  en: {
    player_not_found: 'Player not found',
  },
  es: {
    player_not_found: 'Jugador no encontrado',
  },
} as const

export const playersFields = {
  en: {},
  es: {},
} as const
