/**
 * Error texts of join requests (the invitations area's other direction), in English and Spanish
 * (merged in ../errorCatalogue.ts). `already_on_team` is in ./teams.ts, `roster_full` and
 * `player_on_team` in ./invitations.ts.
 */
export const joinRequestsErrors = {
  en: {
    already_requested: 'You already have a pending request to join this team.',
    invitation_pending:
      'This team has already invited you: accept its invitation on your invitations page.',
    join_request_pending:
      'This player has asked to join your team: answer their request on your invitations page.',
    join_request_not_found: 'Join request not found',
    join_request_expired: 'This join request has expired.',
    join_request_not_pending:
      'This join request has already been answered, withdrawn or cancelled.',
    not_requesting_player: 'Only the player who sent this join request can withdraw it.',
  },
  es: {
    already_requested: 'Ya tienes una solicitud pendiente para unirte a este equipo.',
    invitation_pending:
      'Este equipo ya te invitó: acepta su invitación en tu página de invitaciones.',
    join_request_pending:
      'Este jugador pidió unirse a tu equipo: responde a su solicitud en tu página de invitaciones.',
    join_request_not_found: 'Solicitud no encontrada',
    join_request_expired: 'Esta solicitud ha caducado.',
    join_request_not_pending: 'Esta solicitud ya fue respondida, retirada o cancelada.',
    not_requesting_player: 'Solo el jugador que envió esta solicitud puede retirarla.',
  },
} as const

export const joinRequestsFields = {
  en: {},
  es: {},
} as const
