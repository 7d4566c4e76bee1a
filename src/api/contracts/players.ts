/**
 * Players: the public list (`GET /api/players`) and the public profile (`GET /api/players/:id`).
 * docs/api/players.md documents both in terms of these schemas. Nothing here carries an email
 * address or any other private field: these answers go to anyone.
 */
import { z } from 'zod'
import { nonNegative, playerRefSchema, positiveId, shirtNumber, teamRefSchema } from './common'
import { competitionNameSchema, competitionSummarySchema } from './competitions'
import { publicListingSchema } from './listings'
import { matchPlayerSchema } from './matches'
import {
  COUNTRY_FILTER,
  MATCH_RESULTS,
  PLATFORMS,
  PLAYER_QUERY_MAX_LENGTH,
  PLAYER_SORTS,
  POSITIONS,
  SOCIAL_NETWORKS,
  SORT_ORDERS,
  TEAM_ROLES,
  type SocialNetwork,
} from './league'
import { pageQuerySchema, pageSchema } from './paging'

// The shared vocabulary these schemas use: declared in ./league.ts, offered here to the area's clients.
export {
  COMPETITION_FORMATS,
  COMPETITION_STATUSES,
  DEFAULT_PLAYER_ORDER,
  MATCH_RESULTS,
  PLATFORMS,
  PLAYER_QUERY_MAX_LENGTH,
  PLAYER_SORTS,
  POSITIONS,
  SORT_ORDERS,
  TEAM_ROLES,
  type MatchResult,
  type Platform,
  type PlayerSort,
  type Position,
  type SortOrder,
  type TeamRole,
} from './league'

// --- GET /api/players ---------------------------------------------------------------------------

/** `true` or `false`, spelled so: anything else is refused, never guessed. */
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * The list's query string. Every filter is optional and they combine (AND). `q` is matched, without
 * regard to case or accents, anywhere in the username, PSN ID, Xbox gamertag or EA ID; an empty `q`
 * filters nothing. `country` is an ISO 3166-1 alpha-2 code in either case.
 */
export const playersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(PLAYER_QUERY_MAX_LENGTH).optional(),
  position: z.enum(POSITIONS).optional(),
  platform: z.enum(PLATFORMS).optional(),
  country: z
    .string()
    .trim()
    .regex(COUNTRY_FILTER)
    .transform((value) => value.toUpperCase())
    .optional(),
  freeAgent: booleanParam.optional(),
  teamId: z.coerce.number().int().positive().optional(),
  sort: z.enum(PLAYER_SORTS).default('username'),
  /** Defaults to DEFAULT_PLAYER_ORDER[sort]. */
  order: z.enum(SORT_ORDERS).optional(),
})
/** The query as the client writes it (all strings, all optional). */
export type PlayersQueryInput = z.input<typeof playersQuerySchema>
/** The query as the server reads it. */
export type PlayersQuery = z.output<typeof playersQuerySchema>

/** A player's totals over the played matches they appeared in (forfeits have no player stats). */
export const statLineSchema = z.object({
  /** Appearances. */
  apps: nonNegative,
  goals: nonNegative,
  assists: nonNegative,
  /** Mean match rating, one decimal (half up); null without an appearance. */
  avgRating: z.number().min(1).max(10).nullable(),
  /** Man of the match awards. */
  motm: nonNegative,
  cleanSheets: nonNegative,
})
export type StatLine = z.infer<typeof statLineSchema>

/**
 * A player as a card or a list row shows them: who, from where, on what, in what position. The list,
 * the search and an invitation each add what they show beside it.
 */
export const playerCardSchema = playerRefSchema.extend({
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  platform: z.enum(PLATFORMS),
  primaryPosition: z.enum(POSITIONS),
})
export type PlayerCard = z.infer<typeof playerCardSchema>

/** One row of GET /api/players. */
export const playerListItemSchema = playerCardSchema.extend({
  secondaryPosition: z.enum(POSITIONS).nullable(),
  /** Null: not on a team. */
  team: teamRefSchema.nullable(),
  /** Looking for a team (only a player without a team is). */
  freeAgent: z.boolean(),
  premium: z.boolean(),
  /** Career totals. */
  stats: statLineSchema,
})
export type PlayerListItem = z.infer<typeof playerListItemSchema>

export const playersPageSchema = pageSchema(playerListItemSchema)
export type PlayersPage = z.infer<typeof playersPageSchema>

// --- GET /api/players/:id -----------------------------------------------------------------------

/** The player's IDs on each platform's network; null where they have none. */
export const platformIdsSchema = z.object({
  psn: z.string().nullable(),
  xbox: z.string().nullable(),
  ea: z.string().nullable(),
})
export type PlatformIds = z.infer<typeof platformIdsSchema>

/** A link as the server stores and answers it: the handle to show and the https URL to open. */
export const socialLinkSchema = z.object({
  /** Without a leading `@` (the UI adds one where the network uses it). A Discord invite reads `discord.gg/<code>`. */
  handle: z.string(),
  /** The canonical https URL; null for a Discord username, which has no public page. */
  url: z.string().nullable(),
})
export type SocialLink = z.infer<typeof socialLinkSchema>

/** A field per network, in SOCIAL_NETWORKS' order: the links, and the form that sets them. */
export function perNetwork<T extends z.ZodType>(field: (network: SocialNetwork) => T) {
  // Every network gets its field, so the entries make the whole record.
  const shape = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, field(network)]))
  return z.object(shape as Record<SocialNetwork, T>)
}

/** A link per network, or null: on the public profile and on GET /api/me alike. */
export const socialLinksSchema = perNetwork(() => socialLinkSchema.nullable())
export type SocialLinks = z.infer<typeof socialLinksSchema>

/** The player's team, their role in it and their number on it. */
export const profileTeamSchema = teamRefSchema.extend({
  role: z.enum(TEAM_ROLES),
  /** The number on this team (the membership's); null until the team gives one. */
  shirtNumber: shirtNumber.nullable(),
  joinedAt: z.string(),
})
export type ProfileTeam = z.infer<typeof profileTeamSchema>

/** Totals with the results of the matches played. */
export const recordStatLineSchema = statLineSchema.extend({
  wins: nonNegative,
  draws: nonNegative,
  losses: nonNegative,
})
export type RecordStatLine = z.infer<typeof recordStatLineSchema>

/** A competition of the season: `seasonStatsSchema` names the season once for all of them. */
export const profileCompetitionSchema = competitionSummarySchema.omit({ season: true })

export const seasonCompetitionStatsSchema = recordStatLineSchema.extend({
  competition: profileCompetitionSchema,
})
export type SeasonCompetitionStats = z.infer<typeof seasonCompetitionStatsSchema>

/**
 * The current season (the season of the latest competition that has started) and the player's
 * totals in each of its competitions they played in or their team is accepted into.
 */
export const seasonStatsSchema = z.object({
  /** `Spring 2026`; null before any competition has started. */
  season: z.string().nullable(),
  competitions: z.array(seasonCompetitionStatsSchema),
})
export type SeasonStats = z.infer<typeof seasonStatsSchema>

/** How many recent matches a profile lists. */
export const RECENT_MATCHES_LIMIT = 10

/** Goals of the player's team and of the opponent (a score, or a shoot-out's). */
const sidesSchema = z.object({
  team: nonNegative,
  opponent: nonNegative,
})

/** One of the player's matches, from the side of the team they played for. */
export const recentMatchSchema = z.object({
  matchId: positiveId,
  /** Kick-off, ISO 8601. */
  date: z.string(),
  competition: competitionNameSchema,
  /** The team the player played for (it may not be their team today). */
  team: teamRefSchema,
  opponent: teamRefSchema,
  venue: z.enum(['home', 'away']),
  score: sidesSchema,
  /** A knockout tie settled on penalties; null otherwise. */
  penalties: sidesSchema.nullable(),
  /** By the score: a match settled on penalties is a draw. */
  result: z.enum(MATCH_RESULTS),
  // What the player did: their own line of the match's line-up.
  ...matchPlayerSchema.pick({
    goals: true,
    assists: true,
    rating: true,
    manOfTheMatch: true,
    cleanSheet: true,
  }).shape,
})
export type RecentMatch = z.infer<typeof recentMatchSchema>

/** One point of the ratings chart: one of the player's matches, by its rating. */
export const ratingPointSchema = recentMatchSchema.pick({ matchId: true, date: true, rating: true })
export type RatingPoint = z.infer<typeof ratingPointSchema>

/** What the signed-in caller may do with this player. */
export const profileViewerSchema = z.object({
  /** Not the caller themself. */
  canMessage: z.boolean(),
  /**
   * The caller manages (manager or co-manager) a team with room, and the player is on no team and
   * has no pending invitation from it.
   */
  canInvite: z.boolean(),
})
export type ProfileViewer = z.infer<typeof profileViewerSchema>

/**
 * What a player's profile shows, to anyone: the public profile (playerProfileSchema) and the owner's
 * own (GET /api/me, myProfileSchema in ./accounts.ts, which adds the email) alike.
 */
export const profileSchema = playerCardSchema.extend({
  platformIds: platformIdsSchema,
  secondaryPosition: z.enum(POSITIONS).nullable(),
  /** The number the player prefers (their team's number is `team.shirtNumber`). */
  shirtNumber: shirtNumber.nullable(),
  /** Empty when the player wrote none. */
  bio: z.string(),
  socials: socialLinksSchema,
  premium: z.boolean(),
  /** League staff (they run the league: news, discipline) rather than a player. */
  staff: z.boolean(),
  freeAgent: z.boolean(),
  /** What the free agent looks for; null when not a free agent or nothing said. */
  lookingFor: z.string().nullable(),
  /** When the account was created, ISO 8601. */
  joinedAt: z.string(),
  team: profileTeamSchema.nullable(),
})
export type Profile = z.infer<typeof profileSchema>

/** GET /api/players/:id — the public profile. */
export const playerProfileSchema = profileSchema.extend({
  seasonStats: seasonStatsSchema,
  careerStats: recordStatLineSchema,
  /** The latest RECENT_MATCHES_LIMIT matches, newest first. */
  recentMatches: z.array(recentMatchSchema),
  /** Every career match's rating, oldest first. */
  ratings: z.array(ratingPointSchema),
  /** The player's market listing while it is active (what it publishes); null otherwise. */
  listing: publicListingSchema.nullable(),
  /** Only when the request is signed in. */
  viewer: profileViewerSchema.optional(),
})
export type PlayerProfile = z.infer<typeof playerProfileSchema>
