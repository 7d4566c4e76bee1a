/**
 * Notifications: what a player must act on or know. The payload carries data, never sentences, so the
 * client renders it in its language.
 */
import { z } from 'zod'
import { INFRACTION_TYPES, REGISTRATION_DECISIONS, SANCTIONS } from './league'
import { RESULT_EVENT_KINDS } from './matches'
import { userIdSchema } from './sessionSchemas'

export const messageReceivedPayloadSchema = z.object({
  sender_id: userIdSchema,
  sender_username: z.string(),
  message_id: z.number().int().positive(),
  /** The start of the message (at most 100 characters, ending in '…' when cut). */
  preview: z.string(),
})
export type MessageReceivedPayload = z.infer<typeof messageReceivedPayloadSchema>

export const welcomePayloadSchema = z.object({ community: z.string() })
export type WelcomePayload = z.infer<typeof welcomePayloadSchema>

/** A team invited the reader to join it. */
export const invitationReceivedPayloadSchema = z.object({
  invitation_id: z.number().int().positive(),
  team_id: z.number().int().positive(),
  team_name: z.string(),
  team_tag: z.string(),
  inviter_id: userIdSchema,
  inviter_username: z.string(),
})
export type InvitationReceivedPayload = z.infer<typeof invitationReceivedPayloadSchema>

/** The league decided on a registration the reader made (or one of the reader's team, as its manager). */
export const registrationDecidedPayloadSchema = z.object({
  registration_id: z.number().int().positive(),
  competition_id: z.number().int().positive(),
  competition_name: z.string(),
  team_id: z.number().int().positive(),
  team_name: z.string(),
  status: z.enum(REGISTRATION_DECISIONS),
  /**
   * Why, for a rejection or a place on the waitlist: the league's words, in English (the reader's
   * language is not known when it is sent; the registration itself answers in the caller's).
   */
  reason: z.string().nullable(),
})
export type RegistrationDecidedPayload = z.infer<typeof registrationDecidedPayloadSchema>

/** The league sanctioned the reader. */
export const infractionIssuedPayloadSchema = z.object({
  infraction_id: z.number().int().positive(),
  type: z.enum(INFRACTION_TYPES),
  sanction: z.enum(SANCTIONS),
  strikes: z.number().int().nonnegative(),
  /** Matches left to serve (match bans; 0 otherwise). */
  matches_remaining: z.number().int().nonnegative(),
  competition_id: z.number().int().positive(),
  competition_name: z.string(),
})
export type InfractionIssuedPayload = z.infer<typeof infractionIssuedPayloadSchema>

/** The invited player answered an invitation the reader sent. */
export const invitationAnsweredPayloadSchema = z.object({
  invitation_id: z.number().int().positive(),
  team_id: z.number().int().positive(),
  team_name: z.string(),
  player_id: userIdSchema,
  player_username: z.string(),
  answer: z.enum(['accepted', 'declined']),
})
export type InvitationAnsweredPayload = z.infer<typeof invitationAnsweredPayloadSchema>

/**
 * A step of a match result the reader's team is part of (the reader manages one of the two sides):
 * reported by the other side, confirmed (by the other side or the clock), disputed, settled or
 * edited by league staff, or a forfeit awarded. The score as it stands after the step.
 */
export const matchResultPayloadSchema = z.object({
  match_id: z.number().int().positive(),
  event: z.enum(RESULT_EVENT_KINDS),
  home_team_name: z.string(),
  away_team_name: z.string(),
  home_score: z.number().int().nonnegative().nullable(),
  away_score: z.number().int().nonnegative().nullable(),
  /** The side that acted; null for league staff and the clock. */
  team_name: z.string().nullable(),
})
export type MatchResultPayload = z.infer<typeof matchResultPayloadSchema>

const notificationBaseSchema = z.object({
  id: z.number().int().positive(),
  read: z.boolean(),
  created_at: z.string(),
})

/** One notification; `type` tells which payload it carries. New types are added here as areas grow. */
export const notificationSchema = z.discriminatedUnion('type', [
  notificationBaseSchema.extend({
    type: z.literal('message_received'),
    payload: messageReceivedPayloadSchema,
  }),
  notificationBaseSchema.extend({ type: z.literal('welcome'), payload: welcomePayloadSchema }),
  notificationBaseSchema.extend({
    type: z.literal('invitation_received'),
    payload: invitationReceivedPayloadSchema,
  }),
  notificationBaseSchema.extend({
    type: z.literal('registration_decided'),
    payload: registrationDecidedPayloadSchema,
  }),
  notificationBaseSchema.extend({
    type: z.literal('infraction_issued'),
    payload: infractionIssuedPayloadSchema,
  }),
  notificationBaseSchema.extend({
    type: z.literal('invitation_answered'),
    payload: invitationAnsweredPayloadSchema,
  }),
  notificationBaseSchema.extend({
    type: z.literal('match_result'),
    payload: matchResultPayloadSchema,
  }),
])
export type Notification = z.infer<typeof notificationSchema>
export type NotificationType = Notification['type']

/** GET /api/notifications — the caller's, newest first, and how many are unread. */
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
})
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>

/** POST /api/notifications/read — the given ids, or every notification when `ids` is absent. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(z.number().int().positive()).max(500).optional(),
})
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>

export const markNotificationsReadResponseSchema = z.object({
  unread: z.number().int().nonnegative(),
})
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>
