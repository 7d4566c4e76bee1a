/**
 * Error and field texts that more than one area answers with (merged in ../errorCatalogue.ts). A key
 * lives in exactly one file of this folder (tests/mocks/errors.test.ts): when a second area needs an
 * area's code, move it here rather than copying it.
 */
export const commonErrors = {
  en: {
    // players, invitations
    player_not_found: 'Player not found',
    // teams, registrations
    team_not_found: 'Team not found.',
    not_team_manager: "Only the team's manager or a co-manager can do this.",
  },
  es: {
    player_not_found: 'Jugador no encontrado',
    team_not_found: 'Equipo no encontrado.',
    not_team_manager: 'Solo el mánager del equipo o un co-mánager puede hacer esto.',
  },
} as const

export const commonFields = {
  en: {},
  es: {},
} as const
