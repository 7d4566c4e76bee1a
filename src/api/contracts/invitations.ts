/**
 * Team invitations: send (a team's managers), the caller's received and sent lists, accept,
 * decline, cancel (docs/api/invitations.md).
 */
import { z } from 'zod'
import { pageQuerySchema, pageSchema } from './paging'
import { playerRefSchema, positiveId, teamRefSchema } from './common'
import { POSITIONS } from './league'
import { playerCardSchema } from './players'

export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** A pending invitation expires this long after it was sent. */
export const INVITATION_TTL_DAYS = 14
export const INVITATION_MESSAGE_MAX_LENGTH = 300

/** POST /api/teams/:id/invitations */
export const sendInvitationRequestSchema = z.object({
  playerId: positiveId,
  /** A note to the player; trimmed, empty when absent. */
  message: z.string().trim().max(INVITATION_MESSAGE_MAX_LENGTH).default(''),
})
export type SendInvitationRequest = z.input<typeof sendInvitationRequestSchema>
export type SendInvitationValues = z.output<typeof sendInvitationRequestSchema>

export const INVITATION_BOXES = ['received', 'sent'] as const
export type InvitationBox = (typeof INVITATION_BOXES)[number]

/**
 * GET /api/me/invitations — `received`: those sent to the caller; `sent`: those of the team the
 * caller manages (as manager or co-manager), whoever of its managers sent them.
 */
export const invitationsQuerySchema = pageQuerySchema.extend({
  box: z.enum(INVITATION_BOXES).default('received'),
  status: z.enum(INVITATION_STATUSES).optional(),
})
export type InvitationsQuery = z.input<typeof invitationsQuerySchema>
export type InvitationsQueryValues = z.output<typeof invitationsQuerySchema>

export const invitedPlayerSchema = playerCardSchema.extend({
  secondaryPosition: z.enum(POSITIONS).nullable(),
})
export type InvitedPlayer = z.infer<typeof invitedPlayerSchema>

export const invitationSchema = z.object({
  id: positiveId,
  team: teamRefSchema,
  player: invitedPlayerSchema,
  /** The manager or co-manager who sent it. */
  inviter: playerRefSchema,
  /** Empty when the inviter wrote none. */
  message: z.string(),
  /** A pending invitation past `expiresAt` is answered as `expired`. */
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it was accepted, declined, cancelled or expired; null while pending. */
  respondedAt: z.string().nullable(),
})
export type Invitation = z.infer<typeof invitationSchema>

/** GET /api/me/invitations — newest first. */
export const invitationsPageSchema = pageSchema(invitationSchema)
export type InvitationsPage = z.infer<typeof invitationsPageSchema>

/** POST /api/teams/:id/invitations (201), /api/invitations/:id/decline and /cancel (200). */
export const invitationResponseSchema = z.object({ invitation: invitationSchema })
export type InvitationResponse = z.infer<typeof invitationResponseSchema>

/** POST /api/invitations/:id/accept answers the team the player joined: teamResponseSchema. */
export { teamResponseSchema as acceptInvitationResponseSchema } from './teams'
