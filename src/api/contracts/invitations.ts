/**
 * Team invitations: send (a team's managers), the caller's received and sent lists, accept,
 * decline, cancel (docs/api/invitations.md).
 */
import { z } from 'zod'
import { pageQuerySchema, pageSchema } from './paging'
import { playerRefSchema, positiveId, teamRefSchema } from './common'
import { INVITATION_BOXES, INVITATION_MESSAGE_MAX_LENGTH, POSITIONS } from './league'
import { playerCardSchema } from './players'

export { INVITATION_BOXES, type InvitationBox } from './league'

export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

export { INVITATION_MESSAGE_MAX_LENGTH, INVITATION_TTL_DAYS } from './league'

/**
 * The note that comes with an offer (an invitation, a join request): trimmed, empty when absent. A
 * field rule, not a named component of the API document, so each request shows it in place.
 */
export const offerNote = z.string().trim().max(INVITATION_MESSAGE_MAX_LENGTH).default('')

/** POST /api/teams/:id/invitations */
export const sendInvitationRequestSchema = z.object({
  playerId: positiveId,
  /** A note to the player. */
  message: offerNote,
})
export type SendInvitationRequest = z.input<typeof sendInvitationRequestSchema>
export type SendInvitationValues = z.output<typeof sendInvitationRequestSchema>

/**
 * The query of a box of offers (GET /api/me/…): which of `boxes` (`defaultBox` when absent), only
 * those in one of `statuses` if asked, and the page.
 */
export function offerBoxQuerySchema<
  Boxes extends readonly [string, ...string[]],
  Statuses extends readonly [string, ...string[]],
>(boxes: Boxes, defaultBox: Boxes[number], statuses: Statuses) {
  return pageQuerySchema.extend({
    box: z.enum(boxes).default(defaultBox),
    status: z.enum(statuses).optional(),
  })
}

/**
 * GET /api/me/invitations — `received`: those sent to the caller; `sent`: those of the team the
 * caller manages (as manager or co-manager), whoever of its managers sent them.
 */
export const invitationsQuerySchema = offerBoxQuerySchema(
  INVITATION_BOXES,
  'received',
  INVITATION_STATUSES,
)

export const invitedPlayerSchema = playerCardSchema.extend({
  secondaryPosition: z.enum(POSITIONS).nullable(),
})
export type InvitedPlayer = z.infer<typeof invitedPlayerSchema>

/** Who an offer is between: the club, and the player (what is public of them, never an email). */
export const offerPartiesShape = {
  id: positiveId,
  team: teamRefSchema,
  player: invitedPlayerSchema,
}

/** An offer's terms, in one of `statuses`: the note, where it stands, and its dates. */
export function offerTermsShape<Statuses extends readonly [string, ...string[]]>(
  statuses: Statuses,
) {
  return {
    /** Empty when whoever sent it wrote none. */
    message: z.string(),
    /** A pending offer past `expiresAt` is answered as `expired`. */
    status: z.enum(statuses),
    createdAt: z.string(),
    expiresAt: z.string(),
    /** When it was answered (in any way) or expired; null while pending. */
    respondedAt: z.string().nullable(),
  }
}

export const invitationSchema = z.object({
  ...offerPartiesShape,
  /** The manager or co-manager who sent it. */
  inviter: playerRefSchema,
  ...offerTermsShape(INVITATION_STATUSES),
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
