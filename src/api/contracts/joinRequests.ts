/**
 * Join requests, the reverse of an invitation: a player on no team asks to join a club with a
 * message; the club's managers accept or decline; the player can withdraw (docs/api/invitations.md,
 * "Join requests").
 */
import { z } from 'zod'
import { pageQuerySchema, pageSchema } from './paging'
import { playerRefSchema, positiveId, teamRefSchema } from './common'
import {
  INVITATION_MESSAGE_MAX_LENGTH,
  INVITATION_TTL_DAYS,
  invitedPlayerSchema,
} from './invitations'

export const JOIN_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'cancelled',
  'expired',
] as const
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number]

/**
 * A pending request expires as an invitation does: both are an open offer between a player and a
 * club, so a club's incoming box and a player's clear at the same pace, and neither side's offer
 * outlives the other's.
 */
export const JOIN_REQUEST_TTL_DAYS = INVITATION_TTL_DAYS
export const JOIN_REQUEST_MESSAGE_MAX_LENGTH = INVITATION_MESSAGE_MAX_LENGTH

/** POST /api/teams/:id/join-requests — the player is the caller (from the token). */
export const sendJoinRequestRequestSchema = z.object({
  /** A note to the club's managers; trimmed, empty when absent. */
  message: z.string().trim().max(JOIN_REQUEST_MESSAGE_MAX_LENGTH).default(''),
})
export type SendJoinRequestRequest = z.input<typeof sendJoinRequestRequestSchema>
export type SendJoinRequestValues = z.output<typeof sendJoinRequestRequestSchema>

export const JOIN_REQUEST_BOXES = ['sent', 'received'] as const
export type JoinRequestBox = (typeof JOIN_REQUEST_BOXES)[number]

/**
 * GET /api/me/join-requests — `sent` (the default): the caller's own; `received`: those to the team
 * the caller manages (as manager or co-manager).
 */
export const joinRequestsQuerySchema = pageQuerySchema.extend({
  box: z.enum(JOIN_REQUEST_BOXES).default('sent'),
  status: z.enum(JOIN_REQUEST_STATUSES).optional(),
})
export type JoinRequestsQuery = z.input<typeof joinRequestsQuerySchema>
export type JoinRequestsQueryValues = z.output<typeof joinRequestsQuerySchema>

export const joinRequestSchema = z.object({
  id: positiveId,
  team: teamRefSchema,
  /** The player who asks, as an invitation shows its player: what is public of them, never an email. */
  player: invitedPlayerSchema,
  /** Empty when the player wrote none. */
  message: z.string(),
  /** A pending request past `expiresAt` is answered as `expired`. */
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it was accepted, declined, withdrawn, cancelled or expired; null while pending. */
  respondedAt: z.string().nullable(),
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
