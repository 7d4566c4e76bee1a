/**
 * The transfer market's lists (docs/api/market.md): players' active listings and clubs' active
 * recruitment posts, public, filtered and paged. The listings and posts themselves, and their
 * requests, are in ./listings.ts.
 */
import { z } from 'zod'
import { nonNegative, positiveId, teamRefSchema } from './common'
import { PLATFORMS, POSITIONS } from './league'
import { publicListingSchema, RECRUITMENT_LEVELS, recruitmentPostSchema, REGIONS } from './listings'
import { isOneOf } from './oneOf'
import { pageQuerySchema, pageSchema } from './paging'
import { playerCardSchema } from './players'
import { WEEKDAYS } from './time'

// The market's vocabulary, declared in ./listings.ts, offered here to the area's clients.
export * from './listings'

/**
 * `?evening=tuesday,thursday`: one parameter, a comma-separated list of WEEKDAYS (each once is
 * enough; a repeated parameter is refused). An item matches when it names every evening asked.
 */
const eveningParam = z.string().transform((value, context) => {
  const days = value.split(',').map((day) => day.trim())
  if (!days.every((day) => isOneOf(WEEKDAYS, day))) {
    context.addIssue({ code: 'custom', message: 'Not a comma-separated list of weekdays.' })
    return z.NEVER
  }
  return WEEKDAYS.filter((day) => days.includes(day))
})

/** The filters both lists take: a position, a platform, the evenings (every one asked). */
const marketFilters = pageQuerySchema.extend({
  position: z.enum(POSITIONS).optional(),
  platform: z.enum(PLATFORMS).optional(),
  evening: eveningParam.optional(),
})

/**
 * GET /api/market/players. Every filter is optional and they combine (AND): `position` is any of
 * the listing's positions, `evening` every evening asked.
 */
export const marketPlayersQuerySchema = marketFilters.extend({
  region: z.enum(REGIONS).optional(),
})
export type MarketPlayersQueryInput = z.input<typeof marketPlayersQuerySchema>
export type MarketPlayersQuery = z.output<typeof marketPlayersQuerySchema>

/** GET /api/market/clubs. As the players' list; `platform` is the team's. */
export const marketClubsQuerySchema = marketFilters.extend({
  level: z.enum(RECRUITMENT_LEVELS).optional(),
})
export type MarketClubsQueryInput = z.input<typeof marketClubsQuerySchema>
export type MarketClubsQuery = z.output<typeof marketClubsQuerySchema>

/** One player of the market: what their listing publishes, who they are, and their team if any. */
export const marketPlayerSchema = publicListingSchema.extend({
  /** Never an email, never an in-game ID but the listing's `gamertag`. */
  player: playerCardSchema,
  /** Null: a free agent; otherwise the team of a player open to offers. */
  team: teamRefSchema.nullable(),
})
export type MarketPlayer = z.infer<typeof marketPlayerSchema>

/** One club of the market: its recruitment post, the team, its platform and room. */
export const marketClubSchema = recruitmentPostSchema.omit({ status: true }).extend({
  team: teamRefSchema,
  platform: z.enum(PLATFORMS),
  rosterSize: nonNegative,
  /** How many players the roster can hold (docs/api/teams.md, `rosterLimit`). */
  rosterLimit: positiveId,
})
export type MarketClub = z.infer<typeof marketClubSchema>

/** Most recently updated first (then the higher id). */
export const marketPlayersPageSchema = pageSchema(marketPlayerSchema)
export type MarketPlayersPage = z.infer<typeof marketPlayersPageSchema>
export const marketClubsPageSchema = pageSchema(marketClubSchema)
export type MarketClubsPage = z.infer<typeof marketClubsPageSchema>
