/**
 * The transfer market's two kinds of listing (docs/api/market.md): a player's listing (they are
 * looking for a club, or open to offers) and a club's recruitment post. Their requests and answers
 * live here, apart from the market's lists (./market.ts), because the public profile (./players.ts)
 * and the team page (./teams.ts) show them too, and the lists name players by ./players.ts's card.
 */
import { z } from 'zod'
import { timeZoneSchema } from './common'
import { PLATFORMS, POSITIONS, RECRUITMENT_LEVELS, REGIONS } from './league'
import { WEEKDAYS } from './time'

// The market's lists, declared in ./league.ts (a screen reads them without the schemas below).
export { RECRUITMENT_LEVELS, REGIONS, type RecruitmentLevel, type Region } from './league'

/** A paused listing or post is kept for its author and shown to no one else. */
export const LISTING_STATUSES = ['active', 'paused'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

export const LISTING_POSITIONS_MAX = 3
export const RECRUITMENT_POSITIONS_MAX = 5
export const GAMERTAG_MIN_LENGTH = 3
export const GAMERTAG_MAX_LENGTH = 32
export const LISTING_MESSAGE_MAX_LENGTH = 280

/**
 * The field problems the market names beyond the generic ones: the message of such a schema issue
 * is one of these keys, which the server words in the caller's language and a form can translate.
 */
export const MARKET_FIELD_ERRORS = [
  'listing_positions_count',
  'recruitment_positions_count',
  'gamertag_length',
  'evenings_required',
] as const
export type MarketFieldError = (typeof MARKET_FIELD_ERRORS)[number]

const error = (key: MarketFieldError) => ({ error: key })

/** Each item once, in the order first given: a set the client may send with repeats. */
function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)]
}

/** 1 to `max` positions, each once; the first is the main one. */
const positions = (max: number, key: MarketFieldError) =>
  z
    .array(z.enum(POSITIONS))
    .transform(distinct)
    .pipe(z.array(z.enum(POSITIONS)).min(1, error(key)).max(max, error(key)))

/** The evenings someone plays: at least one, each once, answered Monday first. */
export const eveningsSchema = z
  .array(z.enum(WEEKDAYS))
  .transform((days) => WEEKDAYS.filter((day) => days.includes(day)))
  .pipe(z.array(z.enum(WEEKDAYS)).min(1, error('evenings_required')))

const message = z.string().trim().max(LISTING_MESSAGE_MAX_LENGTH).default('')
const status = z.enum(LISTING_STATUSES).default('active')

/**
 * PUT /api/me/listing: the whole listing, created or replaced. `gamertag` is the one in-game ID the
 * player chooses to publish (their other IDs stay off the market).
 */
export const playerListingRequestSchema = z.object({
  positions: positions(LISTING_POSITIONS_MAX, 'listing_positions_count'),
  platform: z.enum(PLATFORMS),
  gamertag: z
    .string()
    .trim()
    .min(GAMERTAG_MIN_LENGTH, error('gamertag_length'))
    .max(GAMERTAG_MAX_LENGTH, error('gamertag_length')),
  region: z.enum(REGIONS),
  /** An IANA zone, stored in its canonical spelling. */
  timeZone: timeZoneSchema,
  evenings: eveningsSchema,
  /** Trimmed; empty when absent. */
  message,
  status,
})
export type PlayerListingRequest = z.input<typeof playerListingRequestSchema>
export type PlayerListingValues = z.output<typeof playerListingRequestSchema>

/** PUT /api/teams/:id/recruitment: the whole post, created or replaced. The platform is the team's. */
export const recruitmentPostRequestSchema = z.object({
  positions: positions(RECRUITMENT_POSITIONS_MAX, 'recruitment_positions_count'),
  level: z.enum(RECRUITMENT_LEVELS),
  evenings: eveningsSchema,
  message,
  status,
})
export type RecruitmentPostRequest = z.input<typeof recruitmentPostRequestSchema>
export type RecruitmentPostValues = z.output<typeof recruitmentPostRequestSchema>

const weekdays = z.array(z.enum(WEEKDAYS))

/** What a listing publishes: the market and the public profile show exactly this. */
export const publicListingSchema = z.object({
  id: z.number().int().positive(),
  /** The first is the main one. */
  positions: z.array(z.enum(POSITIONS)),
  platform: z.enum(PLATFORMS),
  gamertag: z.string(),
  region: z.enum(REGIONS),
  timeZone: z.string(),
  /** Monday first. */
  evenings: weekdays,
  /** Empty when the player wrote none. */
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PublicListing = z.infer<typeof publicListingSchema>

/** The author's own listing: what is published, and whether it is. */
export const playerListingSchema = publicListingSchema.extend({
  status: z.enum(LISTING_STATUSES),
})
export type PlayerListing = z.infer<typeof playerListingSchema>

/** GET /api/me/listing (null: none); PUT /api/me/listing (the listing as saved). */
export const myListingResponseSchema = z.object({ listing: playerListingSchema.nullable() })
export type MyListingResponse = z.infer<typeof myListingResponseSchema>
export const listingResponseSchema = z.object({ listing: playerListingSchema })
export type ListingResponse = z.infer<typeof listingResponseSchema>

/** A club's recruitment post, as the team page and its managers see it. */
export const recruitmentPostSchema = z.object({
  id: z.number().int().positive(),
  positions: z.array(z.enum(POSITIONS)),
  level: z.enum(RECRUITMENT_LEVELS),
  /** Monday first. */
  evenings: weekdays,
  /** Empty when the managers wrote none. */
  message: z.string(),
  status: z.enum(LISTING_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type RecruitmentPost = z.infer<typeof recruitmentPostSchema>

/** PUT /api/teams/:id/recruitment. */
export const recruitmentResponseSchema = z.object({ recruitment: recruitmentPostSchema })
export type RecruitmentResponse = z.infer<typeof recruitmentResponseSchema>
