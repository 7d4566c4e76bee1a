/** The transfer market: players' listings and clubs' recruitment posts (docs/api/market.md). */
import { z } from 'zod'
import { PLATFORMS, POSITIONS } from '@/api/contracts/league'
import {
  GAMERTAG_MAX_LENGTH,
  GAMERTAG_MIN_LENGTH,
  LISTING_MESSAGE_MAX_LENGTH,
  LISTING_POSITIONS_MAX,
  LISTING_STATUSES,
  RECRUITMENT_LEVELS,
  RECRUITMENT_POSITIONS_MAX,
  REGIONS,
} from '@/api/contracts/listings'
import { WEEKDAYS } from '@/api/contracts/time'
import { id, isoDate } from './common'

const evenings = z.array(z.enum(WEEKDAYS)).min(1)
const message = z.string().max(LISTING_MESSAGE_MAX_LENGTH)

/** A player's listing: at most one per player, kept while paused. */
export const playerListingRecordSchema = z.object({
  id,
  playerId: id,
  /** Each once; the first is the main one. */
  positions: z.array(z.enum(POSITIONS)).min(1).max(LISTING_POSITIONS_MAX),
  platform: z.enum(PLATFORMS),
  /** The one in-game ID the player publishes. */
  gamertag: z.string().min(GAMERTAG_MIN_LENGTH).max(GAMERTAG_MAX_LENGTH),
  region: z.enum(REGIONS),
  /** A canonical IANA zone. */
  timeZone: z.string(),
  /** Monday first. */
  evenings,
  message,
  status: z.enum(LISTING_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
})
export type PlayerListingRecord = z.infer<typeof playerListingRecordSchema>

/**
 * A club's recruitment post: at most one per team. The team's `recruiting` is true exactly while it
 * has an active one (mocks/domain/recruitment.ts keeps them in step).
 */
export const recruitmentPostRecordSchema = z.object({
  id,
  teamId: id,
  positions: z.array(z.enum(POSITIONS)).min(1).max(RECRUITMENT_POSITIONS_MAX),
  level: z.enum(RECRUITMENT_LEVELS),
  evenings,
  message,
  status: z.enum(LISTING_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
})
export type RecruitmentPostRecord = z.infer<typeof recruitmentPostRecordSchema>
