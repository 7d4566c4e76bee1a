/**
 * Competitions: the list, one competition, its table (or bracket), fixtures, stats leaders and
 * registered teams (docs/api/competitions.md). Shared by the client (/competitions, /competition/{id})
 * and the mock API.
 */
import { z } from 'zod'
import {
  COMPETITION_FORMATS,
  COMPETITION_STATUSES,
  MATCH_RESULTS,
  MATCH_STAGES,
  MATCH_STATUSES,
  PLATFORMS,
  PRIZE_PLACES,
  REGISTRATION_STATUSES,
  TIEBREAKERS,
} from './league'
import { pageQuery, pageQuerySchema, pageSchema, positiveParam } from './paging'
import { nonNegative, penaltyGoals, playerRefSchema, positiveId, teamRefSchema } from './common'
import { WEEKDAYS } from './time'

// The shared vocabulary these schemas use: declared in ./league.ts, offered here to the area's clients.
export {
  COMPETITION_FORMATS,
  COMPETITION_STATUSES,
  MATCH_RESULTS,
  MATCH_STAGES,
  MATCH_STATUSES,
  PLATFORMS,
  PRIZE_PLACES,
  TIEBREAKERS,
  type CompetitionFormat,
  type CompetitionStatus,
  type KnockoutStage,
  type MatchResult,
  type MatchStage,
  type MatchStatus,
  type Platform,
  type PrizePlace,
  type Tiebreaker,
} from './league'
/** A standings row's `form`: the results of the last matches (MATCH_RESULTS, by another name). */
export { MATCH_RESULTS as FORM_RESULTS, type MatchResult as FormResult } from './league'
// How these answers name the teams and players they mention: declared in ./common.ts for every area.
export { playerRefSchema, teamRefSchema, type PlayerRef, type TeamRef } from './common'
// Match nights are weekdays, declared beside the time helpers that read them (./time.ts).
export { WEEKDAYS, type Weekday } from './time'

/** The longest `q` the list accepts (after trimming). */
export const COMPETITION_QUERY_MAX_LENGTH = 100

/** How many players each stats table lists. */
export const LEADERS_LIMIT = 10

/**
 * A query value that may be given once, repeated (`?status=a&status=b`) or comma-separated
 * (`?status=a,b`): always an array after parsing, absent when not given.
 */
function listParam<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => {
      if (value === undefined) return undefined
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        typeof part === 'string' ? part.split(',') : [part],
      )
      return parts.map((part) => (typeof part === 'string' ? part.trim() : part))
    },
    z.array(z.enum(values)).min(1).optional(),
  )
}

/** GET /api/competitions — filters (combined with AND; values of one filter with OR) and paging. */
export const competitionsQuerySchema = pageQuerySchema.extend({
  status: listParam(COMPETITION_STATUSES),
  platform: listParam(PLATFORMS),
  /** Text in the name or season, case- and accent-insensitive. Empty means no filter. */
  q: z
    .string()
    .trim()
    .max(COMPETITION_QUERY_MAX_LENGTH)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
})
export type CompetitionsQuery = z.infer<typeof competitionsQuerySchema>
/** What the client puts in the URL: every filter optional (arrays go out repeated or comma-joined). */
export type CompetitionsFilters = Partial<CompetitionsQuery>

/** A competition as the list shows it. */
export const competitionCardSchema = z.object({
  id: positiveId,
  /** URL-friendly and unique: `premier-division-spring-2026`. */
  slug: z.string(),
  name: z.string(),
  /** `Spring 2026`. */
  season: z.string(),
  format: z.enum(COMPETITION_FORMATS),
  platform: z.enum(PLATFORMS),
  status: z.enum(COMPETITION_STATUSES),
  /** Teams accepted into the competition. */
  registeredTeams: nonNegative,
  maxTeams: positiveId,
  /** The last instant a team can register (ISO 8601, UTC). */
  registrationDeadline: z.string(),
  /** First and last match days (`YYYY-MM-DD`, in the competition's time zone). */
  startDate: z.string(),
  endDate: z.string(),
  /** Only a manager with GVL Premium can register a team. */
  premiumOnly: z.boolean(),
})
export type CompetitionCard = z.infer<typeof competitionCardSchema>

/**
 * A competition as other areas list it (a team's competitions, search): what it is and how it
 * stands. A larger view adds to it; a smaller one picks from the card.
 */
export const competitionSummarySchema = competitionCardSchema.pick({
  id: true,
  name: true,
  slug: true,
  season: true,
  format: true,
  status: true,
})
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>

/** A competition by id and name, where a link to it is enough (a team's match, an infraction). */
export const competitionNameSchema = competitionCardSchema.pick({ id: true, name: true })

export const competitionsResponseSchema = pageSchema(competitionCardSchema)
export type CompetitionsResponse = z.infer<typeof competitionsResponseSchema>

export const prizeSchema = z.object({
  /** A key the client words in its language. */
  place: z.enum(PRIZE_PLACES),
  /** The reward, as the league announced it, in the request's language. */
  reward: z.string(),
})
export type Prize = z.infer<typeof prizeSchema>

/**
 * A period in which teams of a running competition may add and release players (ISO 8601 instants,
 * UTC: from the first minute of its first day to the last of its last day, in the competition's zone).
 */
export const transferWindowSchema = z.object({ opensAt: z.string(), closesAt: z.string() })
export type TransferWindow = z.infer<typeof transferWindowSchema>

/** GET /api/competitions/:id — the header and the overview tab. */
export const competitionDetailSchema = competitionCardSchema.extend({
  description: z.string(),
  /** The weekdays matches are played on, in `timeZone`. */
  matchNights: z.array(z.enum(WEEKDAYS)),
  /** Usual kick-off, `HH:MM` in `timeZone` (a match's own kickoff may differ). */
  kickoffTime: z.string(),
  /** IANA time zone: `America/New_York`. */
  timeZone: z.string(),
  rosterMin: positiveId,
  rosterMax: positiveId,
  /** League phase: every pair meets once (1) or home and away (2). Cups: 1. */
  legs: z.union([z.literal(1), z.literal(2)]),
  /** `league_playoffs`: how many of the table go through; null otherwise. */
  playoffTeams: positiveId.nullable(),
  /**
   * `## Heading` lines, `- ` list items, paragraphs separated by a blank line; in the request's
   * language.
   */
  rules: z.string(),
  tiebreakers: z.array(z.enum(TIEBREAKERS)),
  prizes: z.array(prizeSchema),
  /**
   * When its teams may change their rosters, earliest first. While it is in progress, outside
   * these a team entered in it cannot add or release players (409 `transfer_window_closed`).
   */
  transferWindows: z.array(transferWindowSchema),
  counts: z.object({
    /** Registrations waiting for the league's decision. */
    pendingTeams: nonNegative,
    waitlistedTeams: nonNegative,
    matches: nonNegative,
    /** Matches with a result (played or forfeited). */
    matchesPlayed: nonNegative,
    /** Rounds in the fixture list (0 before it is drawn). */
    matchdays: nonNegative,
    goals: nonNegative,
  }),
  /** The winner, once the competition is finished (table top for a league, final winner otherwise). */
  champion: teamRefSchema.nullable(),
})
export type CompetitionDetail = z.infer<typeof competitionDetailSchema>

/** One match of a fixture list or bracket. */
export const fixtureMatchSchema = z.object({
  id: positiveId,
  matchday: positiveId,
  stage: z.enum(MATCH_STAGES),
  /** ISO 8601, UTC. */
  kickoff: z.string(),
  status: z.enum(MATCH_STATUSES),
  home: teamRefSchema,
  away: teamRefSchema,
  /** null until played (or forfeited). */
  homeScore: nonNegative.nullable(),
  awayScore: nonNegative.nullable(),
  homePenalties: penaltyGoals,
  awayPenalties: penaltyGoals,
})
export type FixtureMatch = z.infer<typeof fixtureMatchSchema>

/** A team's record over the matches with a result: a table's row and a team's page count it so. */
export const teamRecordSchema = z.object({
  played: nonNegative,
  won: nonNegative,
  drawn: nonNegative,
  lost: nonNegative,
  goalsFor: nonNegative,
  goalsAgainst: nonNegative,
})

export const standingRowSchema = z.object({
  /** 1, 2, 3… (never shared: the tiebreakers always end in a total order). */
  position: positiveId,
  team: teamRefSchema,
  ...teamRecordSchema.shape,
  goalDifference: z.number().int(),
  points: nonNegative,
  /** The last five results, newest first (fewer early in the season). */
  form: z.array(z.enum(MATCH_RESULTS)).max(5),
})
export type StandingRow = z.infer<typeof standingRowSchema>

export const bracketMatchSchema = fixtureMatchSchema.extend({
  /** Who went through (by the score, or on penalties); null until decided. */
  winnerTeamId: positiveId.nullable(),
})
export type BracketMatch = z.infer<typeof bracketMatchSchema>

/** One knockout round; later rounds are listed with no matches until they are drawn. */
export const bracketRoundSchema = z.object({
  stage: z.enum(MATCH_STAGES).exclude(['league']),
  /** The round's matchday, null before it is drawn. */
  matchday: positiveId.nullable(),
  /** In bracket order: the winners of matches 1 and 2 meet in the next round, and so on. */
  matches: z.array(bracketMatchSchema),
})
export type BracketRound = z.infer<typeof bracketRoundSchema>

/**
 * GET /api/competitions/:id/standings — a league table (`league`, `league_playoffs`, with the
 * playoff bracket) or, for a cup, the bracket.
 */
export const standingsResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('table'),
    competitionId: positiveId,
    tiebreakers: z.array(z.enum(TIEBREAKERS)),
    /** The top `playoffTeams` rows go to the playoffs; null for a plain league. */
    playoffTeams: positiveId.nullable(),
    rows: z.array(standingRowSchema),
    /** `league_playoffs`: every playoff round (empty rounds until drawn); `[]` for a league. */
    playoffs: z.array(bracketRoundSchema),
  }),
  z.object({
    kind: z.literal('bracket'),
    competitionId: positiveId,
    /** Every round from the first to the final; `[]` while fewer than two teams are accepted. */
    rounds: z.array(bracketRoundSchema),
  }),
])
export type StandingsResponse = z.infer<typeof standingsResponseSchema>

/** GET /api/competitions/:id/fixtures — both filters optional, combined with AND. */
export const fixturesQuerySchema = z.object({
  matchday: positiveParam.optional(),
  /** Only the matches this team plays. */
  teamId: positiveParam.optional(),
})
export type FixturesQuery = z.infer<typeof fixturesQuerySchema>

export const matchdaySchema = z.object({
  matchday: positiveId,
  /** The stage of the round's matches. */
  stage: z.enum(MATCH_STAGES),
  /** The earliest kickoff of the round (ISO 8601, UTC). */
  startsAt: z.string(),
  /** In kickoff order. */
  matches: z.array(fixtureMatchSchema),
})
export type Matchday = z.infer<typeof matchdaySchema>

export const fixturesResponseSchema = z.object({
  competitionId: positiveId,
  /** The first matchday with a scheduled match (postponed ones have no date); null when none. */
  nextMatchday: positiveId.nullable(),
  /** In matchday order; a round with no match left after the filters is left out. */
  matchdays: z.array(matchdaySchema),
})
export type FixturesResponse = z.infer<typeof fixturesResponseSchema>

export const leaderSchema = z.object({
  /** 1 to 10: the place in this table. */
  rank: positiveId,
  player: playerRefSchema,
  /** The team the player last played for in the competition; null if it no longer exists. */
  team: teamRefSchema.nullable(),
  /** Goals, assists, clean sheets or awards; for `rating`, the mean match rating (one decimal). */
  value: z.number(),
  /** Matches the player played in the competition. */
  matches: positiveId,
})
export type Leader = z.infer<typeof leaderSchema>

/** GET /api/competitions/:id/stats — the top ten of each table. */
export const statsResponseSchema = z.object({
  competitionId: positiveId,
  /** The rating table lists only players with at least this many matches. */
  ratingMinMatches: positiveId,
  goals: z.array(leaderSchema),
  assists: z.array(leaderSchema),
  rating: z.array(leaderSchema),
  cleanSheets: z.array(leaderSchema),
  manOfTheMatch: z.array(leaderSchema),
})
export type StatsResponse = z.infer<typeof statsResponseSchema>

export const competitionTeamSchema = z.object({
  team: teamRefSchema.extend({ platform: z.enum(PLATFORMS) }),
  /** Registrations the public sees: rejected ones are not listed. */
  status: z.enum(REGISTRATION_STATUSES).exclude(['rejected']),
  /** True for accepted teams: a pending or waitlisted team is not in the competition (yet). */
  confirmed: z.boolean(),
  /** When the team registered (ISO 8601, UTC). */
  registeredAt: z.string(),
  /** Players on the roster now. */
  rosterSize: nonNegative,
  /** 1, 2… for waitlisted teams, in the order they registered; null otherwise. */
  waitlistPosition: positiveId.nullable(),
})
export type CompetitionTeam = z.infer<typeof competitionTeamSchema>

/** GET /api/competitions/:id/teams — accepted (by name), then pending and waitlisted (by time). */
export const competitionTeamsResponseSchema = z.object({
  competitionId: positiveId,
  maxTeams: positiveId,
  counts: z.object({ accepted: nonNegative, pending: nonNegative, waitlisted: nonNegative }),
  items: z.array(competitionTeamSchema),
})
export type CompetitionTeamsResponse = z.infer<typeof competitionTeamsResponseSchema>

/** GET /api/matches — the default page size: a home page shows a handful of matches. */
export const MATCHES_DEFAULT_PAGE_SIZE = 10

/** Which matches GET /api/matches lists, and in which order (docs/api/competitions.md). */
export const MATCH_LIST_STATUSES = ['upcoming', 'played'] as const
export type MatchListStatus = (typeof MATCH_LIST_STATUSES)[number]

/**
 * GET /api/matches — matches across competitions. `upcoming`: scheduled, soonest first; `played`:
 * with a result (played or forfeited), latest first. `teamId` and `competitionId` are optional
 * filters, combined with AND.
 */
export const matchesQuerySchema = pageQuery(MATCHES_DEFAULT_PAGE_SIZE).extend({
  status: z.enum(MATCH_LIST_STATUSES),
  teamId: positiveParam.optional(),
  competitionId: positiveParam.optional(),
})
export type MatchesQuery = z.infer<typeof matchesQuerySchema>
/** What the client asks: the status, the rest optional. */
export type MatchesFilters = Pick<MatchesQuery, 'status'> & Partial<Omit<MatchesQuery, 'status'>>

/** A competition as a match names it (links go to /competition/{id}). */
export const competitionRefSchema = competitionCardSchema.pick({
  id: true,
  slug: true,
  name: true,
  season: true,
})
export type CompetitionRef = z.infer<typeof competitionRefSchema>

/** A match of the cross-competition list: the fixture list's match and its competition. */
export const matchListItemSchema = fixtureMatchSchema.extend({
  competition: competitionRefSchema,
})
export type MatchListItem = z.infer<typeof matchListItemSchema>

export const matchesResponseSchema = pageSchema(matchListItemSchema)
export type MatchesResponse = z.infer<typeof matchesResponseSchema>
