/**
 * Join requests, the reverse of an invitation: a player on no team asks to join a club with a
 * message; the club's managers accept or decline; the player can withdraw (docs/api/invitations.md,
 * "Join requests").
 */
import { z } from 'zod'
import { pageSchema } from './paging'
import { playerRefSchema } from './common'
import { offerBoxQuerySchema, offerNote, offerPartiesShape, offerTermsShape } from './invitations'

export const JOIN_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'cancelled',
  'expired',
] as const
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number]

export { JOIN_REQUEST_MESSAGE_MAX_LENGTH, JOIN_REQUEST_TTL_DAYS } from './league'

/** POST /api/teams/:id/join-requests — the player is the caller (from the token). */
export const sendJoinRequestRequestSchema = z.object({
  /** A note to the club's managers. */
  message: offerNote,
})
export type SendJoinRequestRequest = z.input<typeof sendJoinRequestRequestSchema>
export type SendJoinRequestValues = z.output<typeof sendJoinRequestRequestSchema>

export const JOIN_REQUEST_BOXES = ['sent', 'received'] as const
export type JoinRequestBox = (typeof JOIN_REQUEST_BOXES)[number]

/**
 * GET /api/me/join-requests — `sent` (the default): the caller's own; `received`: those to the team
 * the caller manages (as manager or co-manager).
 */
export const joinRequestsQuerySchema = offerBoxQuerySchema(
  JOIN_REQUEST_BOXES,
  'sent',
  JOIN_REQUEST_STATUSES,
)

/** The player who asks shows as an invitation shows its player. */
export const joinRequestSchema = z.object({
  ...offerPartiesShape,
  ...offerTermsShape(JOIN_REQUEST_STATUSES),
  /** The manager or co-manager who accepted or declined it for the club; null otherwise. */
  responder: playerRefSchema.nullable(),
})
export type JoinRequest = z.infer<typeof joinRequestSchema>

/** GET /api/me/join-requests — newest first. */
export const joinRequestsPageSchema = pageSchema(joinRequestSchema)
export type JoinRequestsPage = z.infer<typeof joinRequestsPageSchema>

/**
 * POST /api/teams/:id/join-requests (201) and /api/join-requests/:id/accept, /decline and
 * /withdraw (200): the request as it now is. Accepting answers the request too, not the team: the
 * manager stays on their list, and the roster refreshes through its own endpoint.
 */
export const joinRequestResponseSchema = z.object({ joinRequest: joinRequestSchema })
export type JoinRequestResponse = z.infer<typeof joinRequestResponseSchema>
