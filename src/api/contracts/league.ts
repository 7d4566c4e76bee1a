/**
 * The league's shared vocabulary: the lists and limits that more than one area of the API uses
 * (players, teams, competitions, registrations, infractions, notifications), and those a screen
 * reads to show data or to bound a search box. This is their only declaration: the area contracts
 * import them from here and offer them again, for the mock API and the forms. This module imports
 * nothing: an area contract holds its zod schemas, and a screen that imports a value from one loads
 * zod (29 kB gzip) with it. A limit only a validating form or the server reads stays in its area's
 * contract; one a form without a schema shows (an offer's note, the largest page) is here.
 */

export const PLATFORMS = ['playstation', 'xbox', 'pc'] as const
export type Platform = (typeof PLATFORMS)[number]

/** Positions in the order a team sheet lists them, goalkeeper first. */
export const POSITIONS = [
  'GK',
  'RB',
  'CB',
  'LB',
  'CDM',
  'CM',
  'CAM',
  'RM',
  'LM',
  'RW',
  'LW',
  'ST',
] as const
export type Position = (typeof POSITIONS)[number]

/** The line a position plays in: what a match page judges it by, and how the seed draws its numbers. */
export const POSITION_LINES = {
  GK: 'goalkeeper',
  RB: 'defence',
  CB: 'defence',
  LB: 'defence',
  CDM: 'midfield',
  CM: 'midfield',
  CAM: 'midfield',
  RM: 'midfield',
  LM: 'midfield',
  RW: 'attack',
  LW: 'attack',
  ST: 'attack',
} as const satisfies Record<Position, string>
export type PositionLine = (typeof POSITION_LINES)[Position]

/** A team has exactly one manager, any number of co-managers, and players. */
export const TEAM_ROLES = ['manager', 'co-manager', 'player'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** A shirt number: the one a player prefers, and the one their team gives them (unique in the team). */
export const SHIRT_NUMBER_MIN = 1
export const SHIRT_NUMBER_MAX = 99

export const COMPETITION_FORMATS = ['league', 'cup', 'league_playoffs'] as const
export type CompetitionFormat = (typeof COMPETITION_FORMATS)[number]

/** Also the competitions list's order: open for registration first, then in progress, then finished. */
export const COMPETITION_STATUSES = ['registration_open', 'in_progress', 'finished'] as const
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number]

/** `league` counts for the table; the rest are knockout rounds (cups, playoffs), in playing order. */
export const MATCH_STAGES = [
  'league',
  'round_of_32',
  'round_of_16',
  'quarter_final',
  'semi_final',
  'final',
] as const
export type MatchStage = (typeof MATCH_STAGES)[number]
export type KnockoutStage = Exclude<MatchStage, 'league'>

/**
 * `played` has a score (and player stats). `forfeit` has the awarded score (3–0 to the team that
 * showed up) and no player stats. `scheduled` and `postponed` have none.
 */
export const MATCH_STATUSES = ['scheduled', 'played', 'postponed', 'forfeit'] as const
export type MatchStatus = (typeof MATCH_STATUSES)[number]

/** A match's result for one of its teams, by the score (a shoot-out does not turn a draw into a win). */
export const MATCH_RESULTS = ['W', 'D', 'L'] as const
export type MatchResult = (typeof MATCH_RESULTS)[number]

/** How a team's registration into a competition stands. */
export const REGISTRATION_STATUSES = ['pending', 'accepted', 'waitlisted', 'rejected'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** What the league can decide about a registration (the mock-only decide endpoint, notifications). */
export const REGISTRATION_DECISIONS = ['accepted', 'rejected', 'waitlisted'] as const
export type RegistrationDecision = (typeof REGISTRATION_DECISIONS)[number]

/** What a player can be sanctioned for (docs/api.md, "Data model"). */
export const INFRACTION_TYPES = [
  'conduct',
  'no_show',
  'quitting_league',
  'ineligible_player',
  'name_mismatch',
  'red_card_suspension',
] as const
export type InfractionType = (typeof INFRACTION_TYPES)[number]

export const SANCTIONS = ['warning', 'match_ban', 'competition_ban'] as const
export type Sanction = (typeof SANCTIONS)[number]

/** The networks a player can link on their profile. */
export const SOCIAL_NETWORKS = ['twitch', 'youtube', 'x', 'instagram', 'tiktok', 'discord'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** How a table orders teams level on everything before (docs/api/competitions.md, "Standings"). */
export const TIEBREAKERS = [
  'points',
  'goal_difference',
  'goals_for',
  'head_to_head_points',
  'wins',
  'name',
] as const
export type Tiebreaker = (typeof TIEBREAKERS)[number]

export const PRIZE_PLACES = [
  'champion',
  'runner_up',
  'third_place',
  'golden_boot',
  'playmaker',
  'golden_glove',
  'mvp',
] as const
export type PrizePlace = (typeof PRIZE_PLACES)[number]

/** Where a player plays from: the market's region filter (labels in the client's `market` texts). */
export const REGIONS = [
  'us_east',
  'us_central',
  'us_west',
  'canada',
  'latin_america',
  'europe',
] as const
export type Region = (typeof REGIONS)[number]

/** How seriously a club plays, as its recruitment post says. */
export const RECRUITMENT_LEVELS = ['casual', 'competitive', 'elite'] as const
export type RecruitmentLevel = (typeof RECRUITMENT_LEVELS)[number]

/** An invitation's two boxes: those sent to a player, and those their team sent. */
export const INVITATION_BOXES = ['received', 'sent'] as const
export type InvitationBox = (typeof INVITATION_BOXES)[number]

/** Strikes stop counting this many days after an infraction is issued (the league's rules). */
export const STRIKE_DAYS = 90

/** Fewer characters than this (after trimming) match too much to be useful: 400. */
export const SEARCH_MIN_LENGTH = 2
/** The most a search's text may hold; the search box stops there. */
export const SEARCH_MAX_LENGTH = 100

/** The most items a page of any list holds: a screen that needs a whole short list asks for this. */
export const MAX_PAGE_SIZE = 100

/**
 * An open offer between a player and a club (an invitation, a request to join) expires this long
 * after it was sent, and its note holds at most this many characters: a club's incoming box and a
 * player's clear at the same pace, and neither side's offer outlives the other's.
 */
export const INVITATION_TTL_DAYS = 14
export const INVITATION_MESSAGE_MAX_LENGTH = 300
export const JOIN_REQUEST_TTL_DAYS = INVITATION_TTL_DAYS
export const JOIN_REQUEST_MESSAGE_MAX_LENGTH = INVITATION_MESSAGE_MAX_LENGTH

// --- The players list (GET /api/players): what /players reads from its URL ---------------------

/** What the list can be sorted by: every column it shows. `rating` is the career average rating. */
export const PLAYER_SORTS = [
  'username',
  'country',
  'apps',
  'goals',
  'assists',
  'rating',
  'motm',
  'cleanSheets',
] as const
export type PlayerSort = (typeof PLAYER_SORTS)[number]

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** The order a sort takes when `order` is not given: text A→Z, numbers best (highest) first. */
export const DEFAULT_PLAYER_ORDER: Record<PlayerSort, SortOrder> = {
  username: 'asc',
  country: 'asc',
  apps: 'desc',
  goals: 'desc',
  assists: 'desc',
  rating: 'desc',
  motm: 'desc',
  cleanSheets: 'desc',
}

/** The longest text filter (`q`), in characters. */
export const PLAYER_QUERY_MAX_LENGTH = 100

/** A country filter, once trimmed: an ISO 3166-1 alpha-2 code in either case. */
export const COUNTRY_FILTER = /^[A-Za-z]{2}$/
