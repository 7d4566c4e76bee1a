/** Error and field texts of the invitations area, in English and Spanish (merged in ../errorCatalogue.ts). */
export const invitationsErrors = {
  en: {
    // player_not_found is in ./common.ts (shared with players).
    player_on_team: 'This player already belongs to a team.',
    already_invited: 'This player already has a pending invitation from your team.',
    roster_full: 'The roster is full.',
    invitation_not_found: 'Invitation not found',
    invitation_expired: 'This invitation has expired.',
    invitation_not_pending: 'This invitation has already been answered or cancelled.',
    not_invited_player: 'Only the invited player can answer this invitation.',
  },
  es: {
    player_on_team: 'Este jugador ya pertenece a un equipo.',
    already_invited: 'Este jugador ya tiene una invitación pendiente de tu equipo.',
    roster_full: 'La plantilla está completa.',
    invitation_not_found: 'Invitación no encontrada',
    invitation_expired: 'Esta invitación ha caducado.',
    invitation_not_pending: 'Esta invitación ya fue respondida o cancelada.',
    not_invited_player: 'Solo el jugador invitado puede responder a esta invitación.',
  },
} as const

export const invitationsFields = {
  en: {},
  es: {},
} as const
