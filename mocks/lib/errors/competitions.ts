/** Error and field texts of the competitions area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const competitionsErrors = {
  en: {
    competition_not_found: 'Competition not found.',
    match_not_found: 'Match not found.',
    not_match_manager: 'Only a manager of one of the two teams can do this.',
    result_already_final: 'This match already has its final result.',
    match_not_started: 'A result can be reported once the match has kicked off.',
    already_reported: 'Your team has already reported this result.',
    answer_the_report: 'The other team has already reported this result: confirm or dispute it.',
    no_report_to_answer: 'There is no reported result to answer.',
    own_report: 'Your team sent this report: the other team answers it.',
    result_disputed: 'This result is disputed: league staff settle it.',
    staff_only: 'Only league staff can do this.',
    match_postponed:
      'This match is postponed: it has no account to accept. Enter its result once it is played, or award it.',
    next_round_played:
      'The next round’s match of this tie has kicked off: who went through can no longer change.',
  },
  es: {
    competition_not_found: 'Competición no encontrada.',
    match_not_found: 'Partido no encontrado.',
    not_match_manager: 'Solo un mánager de uno de los dos equipos puede hacer esto.',
    result_already_final: 'Este partido ya tiene su resultado definitivo.',
    match_not_started: 'El resultado se puede comunicar una vez empezado el partido.',
    already_reported: 'Tu equipo ya comunicó este resultado.',
    answer_the_report: 'El otro equipo ya comunicó este resultado: confírmalo o impúgnalo.',
    no_report_to_answer: 'No hay ningún resultado comunicado que responder.',
    own_report: 'Este resultado lo comunicó tu equipo: lo responde el otro equipo.',
    result_disputed: 'Este resultado está en disputa: lo resuelve la organización de la liga.',
    staff_only: 'Solo la organización de la liga puede hacer esto.',
    match_postponed:
      'Este partido está aplazado: no tiene ningún resultado comunicado que aceptar. Introduce su resultado cuando se juegue, o adjudícalo.',
    next_round_played:
      'El partido de la siguiente ronda de esta eliminatoria ya empezó: quién pasó ya no puede cambiar.',
  },
} as const

export const competitionsFields = {
  en: {
    penalties_required: 'A knockout match level after extra time needs its penalty shoot-out.',
    penalties_not_allowed: 'Penalties only settle a knockout match that ended level.',
    penalties_need_a_winner: 'Give both teams’ penalties, with a winner.',
    player_not_on_roster: 'This player is not on the team’s roster.',
    player_listed_twice: 'This player is listed twice.',
    goals_do_not_match_score: 'List as many goals as the team scored.',
    scorer_not_in_lineup: 'The scorer must be in the line-up.',
    assist_not_valid: 'The assist must come from another player of the line-up.',
    man_of_the_match_not_in_lineup: 'The man of the match must be in your line-up.',
    screenshot_not_an_image: 'A screenshot must be a PNG, JPEG or WebP image.',
    no_account_from_team: 'This team has sent no account of the result to accept.',
    not_a_side: 'Choose one of the two teams of the match.',
  },
  es: {
    penalties_required:
      'Un partido eliminatorio empatado tras la prórroga necesita su tanda de penaltis.',
    penalties_not_allowed: 'Los penaltis solo deciden un partido eliminatorio que acabó empatado.',
    penalties_need_a_winner: 'Indica los penaltis de los dos equipos, con un ganador.',
    player_not_on_roster: 'Este jugador no está en la plantilla del equipo.',
    player_listed_twice: 'Este jugador aparece dos veces.',
    goals_do_not_match_score: 'Indica tantos goles como marcó el equipo.',
    scorer_not_in_lineup: 'El goleador debe estar en la alineación.',
    assist_not_valid: 'La asistencia debe ser de otro jugador de la alineación.',
    man_of_the_match_not_in_lineup: 'El jugador del partido debe estar en tu alineación.',
    screenshot_not_an_image: 'Una captura debe ser una imagen PNG, JPEG o WebP.',
    no_account_from_team: 'Este equipo no ha enviado ningún resultado que aceptar.',
    not_a_side: 'Elige uno de los dos equipos del partido.',
  },
} as const
