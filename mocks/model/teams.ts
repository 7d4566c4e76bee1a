/** Teams, who plays for them, and the invitations and join requests that bring players in. */
import { z } from 'zod'
import { INVITATION_MESSAGE_MAX_LENGTH, INVITATION_STATUSES } from '@/api/contracts/invitations'
import { JOIN_REQUEST_STATUSES } from '@/api/contracts/joinRequests'
import { MOVEMENT_KINDS } from '@/api/contracts/movements'
import { shirtNumber } from '@/api/contracts/common'
import { PLATFORMS, TEAM_ROLES } from '@/api/contracts/league'
import {
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_NAME_MIN_LENGTH,
} from '@/api/contracts/teams'
import { hexColor, id, isoDate } from './common'
import { mediaPath } from './media'

export const teamRecordSchema = z.object({
  id,
  name: z.string().min(TEAM_NAME_MIN_LENGTH).max(TEAM_NAME_MAX_LENGTH),
  /** 2 to 5 capital letters or digits, shown next to scores (`NSR 2–1 BAY`). */
  tag: z.string().regex(/^[A-Z0-9]{2,5}$/),
  /** Members play on this platform; competitions admit teams of their platform. */
  platform: z.enum(PLATFORMS),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  /** The crest's address (`/api/media/{id}`), or null for the default crest. */
  crest: mediaPath.nullable(),
  description: z.string().max(TEAM_DESCRIPTION_MAX_LENGTH),
  recruiting: z.boolean(),
  createdAt: isoDate,
})
export type TeamRecord = z.infer<typeof teamRecordSchema>

/** A player on a team. A player has at most one membership; a team has exactly one manager. */
export const membershipRecordSchema = z.object({
  id,
  teamId: id,
  userId: id,
  role: z.enum(TEAM_ROLES),
  /** Unique within the team; null until one is given. */
  shirtNumber: shirtNumber.nullable(),
  joinedAt: isoDate,
})
export type MembershipRecord = z.infer<typeof membershipRecordSchema>

export const invitationRecordSchema = z.object({
  id,
  teamId: id,
  /** The invited player. */
  playerId: id,
  /** A manager or co-manager of the team when it was sent. */
  inviterId: id,
  /** Empty when the inviter wrote none. */
  message: z.string().max(INVITATION_MESSAGE_MAX_LENGTH),
  status: z.enum(INVITATION_STATUSES),
  createdAt: isoDate,
  /** createdAt + INVITATION_TTL_DAYS. A pending invitation past it counts as expired. */
  expiresAt: isoDate,
  /** When it was accepted, declined, cancelled or expired; null while pending. */
  respondedAt: isoDate.nullable(),
})
export type InvitationRecord = z.infer<typeof invitationRecordSchema>

/**
 * A player's request to join a team: an invitation the other way round, so the same fields (the
 * player is the one who asks, and it runs out as an invitation does), without an inviter, and with
 * who answered it for the club.
 */
export const joinRequestRecordSchema = invitationRecordSchema
  .omit({ inviterId: true, status: true })
  .extend({
    status: z.enum(JOIN_REQUEST_STATUSES),
    /** The manager or co-manager who accepted or declined it; null otherwise. */
    responderId: id.nullable(),
  })
export type JoinRequestRecord = z.infer<typeof joinRequestRecordSchema>

/**
 * One change of a roster, kept for the league's transfer history: the player joined the team, left
 * it, or was released by it (mocks/domain/movements.ts). Never edited or deleted, except with a team
 * that is deleted because nothing else of the league's record names it.
 */
export const movementRecordSchema = z.object({
  id,
  playerId: id,
  teamId: id,
  kind: z.enum(MOVEMENT_KINDS),
  at: isoDate,
})
export type MovementRecord = z.infer<typeof movementRecordSchema>
