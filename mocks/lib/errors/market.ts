/** Error and field texts of the market area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const marketErrors = {
  en: {
    listing_not_found: 'You have no market listing.',
    recruitment_not_found: 'This team has no recruitment post.',
  },
  es: {
    listing_not_found: 'No tienes ningún anuncio en el mercado.',
    recruitment_not_found: 'Este equipo no tiene ningún anuncio de fichajes.',
  },
} as const

// A listing's time zone is read as the account's is: its `time_zone_invalid` is in ./accounts.ts.
export const marketFields = {
  en: {
    listing_positions_count: 'Choose one to three positions.',
    recruitment_positions_count: 'Choose one to five positions.',
    gamertag_length: 'Use 3 to 32 characters.',
    evenings_required: 'Choose at least one evening.',
  },
  es: {
    listing_positions_count: 'Elige de una a tres posiciones.',
    recruitment_positions_count: 'Elige de una a cinco posiciones.',
    gamertag_length: 'Usa de 3 a 32 caracteres.',
    evenings_required: 'Elige al menos una noche.',
  },
} as const
