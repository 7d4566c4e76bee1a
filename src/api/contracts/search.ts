/**
 * Search across players, teams, competitions and news: `GET /api/search?q=…` (docs/api/search.md).
 */
import { z } from 'zod'
import { nonNegative, positiveId, teamRefSchema } from './common'
import { competitionCardSchema, competitionSummarySchema } from './competitions'
import { PLATFORMS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './league'
import { playerCardSchema } from './players'

// Declared in ./league.ts, so the search screen reads them without the schemas below.
export { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './league'

/** At most this many items per group; `total` says how many matched. */
export const SEARCH_GROUP_LIMIT = 5

/**
 * `q` is trimmed, then must hold SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters. The message of
 * the length rule is a field-error key (`search_too_short`): the server words it in the request's
 * language, and the client can translate it.
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, { message: 'search_too_short' })
    .max(SEARCH_MAX_LENGTH),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const searchPlayerSchema = playerCardSchema.extend({ team: teamRefSchema.nullable() })
export type SearchPlayer = z.infer<typeof searchPlayerSchema>

export const searchTeamSchema = teamRefSchema.extend({
  platform: z.enum(PLATFORMS),
  recruiting: z.boolean(),
})
export type SearchTeam = z.infer<typeof searchTeamSchema>

/**
 * What a competition's summary says, its platform and its places (so that a full competition open
 * for registration reads as full: shownStatus).
 */
export const searchCompetitionSchema = competitionSummarySchema.extend(
  competitionCardSchema.pick({ platform: true, registeredTeams: true, maxTeams: true }).shape,
)
export type SearchCompetition = z.infer<typeof searchCompetitionSchema>

export const searchNewsSchema = z.object({
  id: positiveId,
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  coverImage: z.string(),
  publishedAt: z.string(),
})
export type SearchNews = z.infer<typeof searchNewsSchema>

const group = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).max(SEARCH_GROUP_LIMIT), total: nonNegative })

/** The best SEARCH_GROUP_LIMIT matches of each kind (exact, then prefix, then anywhere) and their count. */
export const searchResponseSchema = z.object({
  /** The query as searched (trimmed). */
  q: z.string(),
  players: group(searchPlayerSchema),
  teams: group(searchTeamSchema),
  competitions: group(searchCompetitionSchema),
  news: group(searchNewsSchema),
})
export type SearchResponse = z.infer<typeof searchResponseSchema>
export interface SearchGroup<T> {
  items: T[]
  total: number
}
