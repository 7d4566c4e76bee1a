/**
 * Error and field texts of the registrations area, in English and Spanish (merged in
 * ../errorCatalogue.ts), and the sentences of the eligibility checks (`reason`), which are not
 * errors but are worded the same way: in the request's language.
 */
export const registrationsErrors = {
  en: {
    // team_not_found and not_team_manager are in ./common.ts (shared with teams).
    already_registered: 'This team is already registered for this competition.',
    registration_ineligible: 'The team cannot register: some checks failed.',
    registration_not_found: 'Registration not found.',
    registration_not_withdrawable: 'Only a pending or waitlisted registration can be withdrawn.',
    registration_already_decided: 'This registration has already been accepted or rejected.',
    competition_full: 'The competition is full: no more teams can be accepted.',
  },
  es: {
    already_registered: 'Este equipo ya está inscrito en esta competición.',
    registration_ineligible: 'El equipo no puede inscribirse: algunas comprobaciones fallaron.',
    registration_not_found: 'Inscripción no encontrada.',
    registration_not_withdrawable:
      'Solo se puede retirar una inscripción pendiente o en lista de espera.',
    registration_already_decided: 'Esta inscripción ya fue aceptada o rechazada.',
    competition_full: 'La competición está completa: no se pueden aceptar más equipos.',
  },
} as const

export const registrationsFields = {
  en: {},
  es: {},
} as const

/** The `reason` of each eligibility check, by outcome. `{name}` placeholders are filled in. */
const eligibilityEn = {
  registration_open: 'The competition is open for registration.',
  registration_closed_in_progress: 'Registration is closed: the competition is under way.',
  registration_closed_finished: 'Registration is closed: the competition has finished.',
  before_deadline: 'Registration closes on {deadline}.',
  deadline_passed: 'The registration deadline passed on {deadline}.',
  not_registered: 'The team is not registered for this competition yet.',
  registered_accepted: 'The team is already in this competition.',
  registered_pending: 'The team has already registered; the league has not decided yet.',
  registered_waitlisted: 'The team is already on the waitlist.',
  roster_ok: 'The roster has {count} players ({min} to {max} needed).',
  roster_too_small: 'The roster has {count} players; at least {min} are needed.',
  roster_too_big: 'The roster has {count} players; at most {max} are allowed.',
  roster_too_small_one: 'The roster has 1 player; at least {min} are needed.',
  platform_ok: 'Every player is on {platform}.',
  platform_team: 'The team plays on {teamPlatform}; this competition is on {platform}.',
  platform_players: 'Not on {platform}: {players}.',
  suspensions_none: 'No player on the roster is suspended.',
  suspensions_found: 'Suspended: {players}.',
  premium_not_required: 'This competition is open to every manager.',
  premium_ok: 'You have GVL Premium, which this competition requires.',
  premium_missing: 'Only a manager with GVL Premium can register a team for this competition.',
  capacity_ok: '{accepted} of {maxTeams} places are taken.',
  capacity_full:
    'The competition is full ({accepted} of {maxTeams}): the registration would go on the waitlist.',
} as const

export type EligibilityTextKey = keyof typeof eligibilityEn

/** Typed by the English keys, so a missing translation does not compile. */
const eligibilityEs: Record<EligibilityTextKey, string> = {
  registration_open: 'La competición está abierta a inscripciones.',
  registration_closed_in_progress:
    'Las inscripciones están cerradas: la competición ya está en juego.',
  registration_closed_finished: 'Las inscripciones están cerradas: la competición ha terminado.',
  before_deadline: 'Las inscripciones cierran el {deadline}.',
  deadline_passed: 'El plazo de inscripción terminó el {deadline}.',
  not_registered: 'El equipo aún no está inscrito en esta competición.',
  registered_accepted: 'El equipo ya está en esta competición.',
  registered_pending: 'El equipo ya se inscribió; la liga aún no ha decidido.',
  registered_waitlisted: 'El equipo ya está en la lista de espera.',
  roster_ok: 'La plantilla tiene {count} jugadores (se necesitan de {min} a {max}).',
  roster_too_small: 'La plantilla tiene {count} jugadores; se necesitan al menos {min}.',
  roster_too_big: 'La plantilla tiene {count} jugadores; se permiten como máximo {max}.',
  roster_too_small_one: 'La plantilla tiene 1 jugador; se necesitan al menos {min}.',
  platform_ok: 'Todos los jugadores juegan en {platform}.',
  platform_team: 'El equipo juega en {teamPlatform}; esta competición es de {platform}.',
  platform_players: 'No juegan en {platform}: {players}.',
  suspensions_none: 'Ningún jugador de la plantilla está sancionado.',
  suspensions_found: 'Sancionados: {players}.',
  premium_not_required: 'Esta competición está abierta a todos los mánagers.',
  premium_ok: 'Tienes GVL Premium, que esta competición exige.',
  premium_missing: 'Solo un mánager con GVL Premium puede inscribir un equipo en esta competición.',
  capacity_ok: 'Hay {accepted} de {maxTeams} plazas ocupadas.',
  capacity_full:
    'La competición está completa ({accepted} de {maxTeams}): la inscripción iría a la lista de espera.',
}

export const eligibilityTexts: Record<'en' | 'es', Record<EligibilityTextKey, string>> = {
  en: eligibilityEn,
  es: eligibilityEs,
}
