/** Error and field texts of the infractions area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const infractionsErrors = {
  en: {
    infraction_not_found: 'Infraction not found.',
    already_appealed:
      'You have already appealed this infraction. Each infraction can be appealed once.',
    infraction_not_active: 'Only an active infraction can be appealed.',
  },
  es: {
    infraction_not_found: 'Infracción no encontrada.',
    already_appealed: 'Ya apelaste esta infracción. Cada infracción se puede apelar una sola vez.',
    infraction_not_active: 'Solo se puede apelar una infracción activa.',
  },
} as const

export const infractionsFields = {
  en: {
    // APPEAL_MIN_LENGTH (src/api/contracts/infractions.ts).
    appeal_too_short: 'Write at least 20 characters.',
    infraction_no_team: 'The player is on no team: name the team.',
    infraction_unknown_reference: 'Nothing with this id exists, or it does not fit the infraction.',
    infraction_not_staff: 'Only a staff member can issue an infraction.',
  },
  es: {
    appeal_too_short: 'Escribe al menos 20 caracteres.',
    infraction_no_team: 'El jugador no está en ningún equipo: indica el equipo.',
    infraction_unknown_reference: 'No existe nada con este id, o no corresponde a la infracción.',
    infraction_not_staff: 'Solo un miembro del staff puede emitir una infracción.',
  },
} as const
