/** Error and field texts of the teams area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const teamsErrors = {
  en: {
    // team_not_found and not_team_manager are in ./common.ts (shared with registrations).
    member_not_found: 'This player is not on the team.',
    manager_only: "Only the team's manager can do this.",
    already_on_team: 'You already belong to a team. Leave it first.',
    team_taken: 'Another team already uses this name or tag.',
    shirt_number_taken: 'Another player on the team already wears this number.',
    manager_must_hand_over: 'Hand the team over to another member first: a team needs a manager.',
    cannot_remove_self: 'You cannot remove yourself. Leave the team instead.',
    not_team_member: 'You are not on this team.',
    // {competition} is named when answering (mocks/domain/transferWindows.ts), with the next
    // window's dates after it (transferWindowSentences).
    transfer_window_closed:
      'The transfer window of {competition} is closed: its teams cannot add or release players now.',
  },
  es: {
    member_not_found: 'Este jugador no está en el equipo.',
    manager_only: 'Solo el mánager del equipo puede hacer esto.',
    already_on_team: 'Ya perteneces a un equipo. Sal de él primero.',
    team_taken: 'Otro equipo ya usa este nombre o esta abreviatura.',
    shirt_number_taken: 'Otro jugador del equipo ya lleva este dorsal.',
    manager_must_hand_over: 'Primero cede el equipo a otro miembro: un equipo necesita un mánager.',
    cannot_remove_self: 'No puedes expulsarte a ti mismo. Sal del equipo.',
    not_team_member: 'No estás en este equipo.',
    transfer_window_closed:
      'El periodo de fichajes de {competition} está cerrado: sus equipos no pueden incorporar ni dar de baja jugadores ahora.',
  },
} as const

/** What transfer_window_closed says next: the next window's dates, or that none is planned. */
export const transferWindowSentences = {
  en: {
    next: 'The next window opens on {opens} and closes on {closes}.',
    none: 'No other window is planned before it ends.',
  },
  es: {
    next: 'El próximo periodo se abre el {opens} y se cierra el {closes}.',
    none: 'No hay otro periodo previsto antes de que termine.',
  },
} as const

export const teamsFields = {
  en: {
    team_name_length: 'Use 3 to 30 characters.',
    team_name_characters:
      'Use only characters that can be seen: no invisible or direction-changing characters.',
    team_name_taken: 'Another team already uses this name.',
    team_tag_format: 'Use 2 to 5 letters or digits.',
    team_tag_taken: 'Another team already uses this tag.',
    color_format: 'Use a colour in the form #RRGGBB.',
    crest_type: 'Use a PNG, JPEG or WebP image.',
    crest_too_large: 'Use an image of at most 1 MB.',
    shirt_number_range: 'Use a number from 1 to 99.',
    shirt_number_taken: 'Another player on the team already wears this number.',
    nothing_to_change: 'Send at least one field to change.',
  },
  es: {
    team_name_length: 'Usa entre 3 y 30 caracteres.',
    team_name_characters:
      'Usa solo caracteres visibles: nada de caracteres invisibles ni que cambien la dirección del texto.',
    team_name_taken: 'Otro equipo ya usa este nombre.',
    team_tag_format: 'Usa de 2 a 5 letras o números.',
    team_tag_taken: 'Otro equipo ya usa esta abreviatura.',
    color_format: 'Usa un color con el formato #RRGGBB.',
    crest_type: 'Usa una imagen PNG, JPEG o WebP.',
    crest_too_large: 'Usa una imagen de 1 MB como máximo.',
    shirt_number_range: 'Usa un número del 1 al 99.',
    shirt_number_taken: 'Otro jugador del equipo ya lleva este dorsal.',
    nothing_to_change: 'Envía al menos un campo para cambiar.',
  },
} as const
