/**
 * Notifications: what a player must act on or know. The payload carries data, never sentences, so the
 * client renders it in its language.
 */
import { z } from 'zod'
import { nonNegative, positiveId } from './common'
import { INFRACTION_TYPES, REGISTRATION_DECISIONS, SANCTIONS } from './league'
import { RESULT_EVENT_KINDS } from './matches'
import { userIdSchema } from './sessionSchemas'

// A payload names a team, a competition or a player by id (for the link) and by name (for the
// sentence).
const payloadTeam = { team_id: positiveId, team_name: z.string() }
const payloadCompetition = { competition_id: positiveId, competition_name: z.string() }
const payloadPlayer = { player_id: userIdSchema, player_username: z.string() }

/** How the other side answered an offer (an invitation, a join request). */
const offerAnswer = z.enum(['accepted', 'declined'])

export const messageReceivedPayloadSchema = z.object({
  sender_id: userIdSchema,
  sender_username: z.string(),
  message_id: positiveId,
  /** The start of the message (at most 100 characters, ending in '…' when cut). */
  preview: z.string(),
})
export type MessageReceivedPayload = z.infer<typeof messageReceivedPayloadSchema>

export const welcomePayloadSchema = z.object({ community: z.string() })
export type WelcomePayload = z.infer<typeof welcomePayloadSchema>

/** A team invited the reader to join it. */
export const invitationReceivedPayloadSchema = z.object({
  invitation_id: positiveId,
  ...payloadTeam,
  team_tag: z.string(),
  inviter_id: userIdSchema,
  inviter_username: z.string(),
})
export type InvitationReceivedPayload = z.infer<typeof invitationReceivedPayloadSchema>

/** The league decided on a registration the reader made (or one of the reader's team, as its manager). */
export const registrationDecidedPayloadSchema = z.object({
  registration_id: positiveId,
  ...payloadCompetition,
  ...payloadTeam,
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
  infraction_id: positiveId,
  type: z.enum(INFRACTION_TYPES),
  sanction: z.enum(SANCTIONS),
  strikes: nonNegative,
  /** Matches left to serve (match bans; 0 otherwise). */
  matches_remaining: nonNegative,
  ...payloadCompetition,
})
export type InfractionIssuedPayload = z.infer<typeof infractionIssuedPayloadSchema>

/** The invited player answered an invitation the reader sent. */
export const invitationAnsweredPayloadSchema = z.object({
  invitation_id: positiveId,
  ...payloadTeam,
  ...payloadPlayer,
  answer: offerAnswer,
})
export type InvitationAnsweredPayload = z.infer<typeof invitationAnsweredPayloadSchema>

/** A player asked to join the team the reader manages (as manager or co-manager). */
export const joinRequestReceivedPayloadSchema = z.object({
  join_request_id: positiveId,
  ...payloadTeam,
  ...payloadPlayer,
})
export type JoinRequestReceivedPayload = z.infer<typeof joinRequestReceivedPayloadSchema>

/** The club answered the reader's request to join it. */
export const joinRequestAnsweredPayloadSchema = z.object({
  join_request_id: positiveId,
  ...payloadTeam,
  answer: offerAnswer,
})
export type JoinRequestAnsweredPayload = z.infer<typeof joinRequestAnsweredPayloadSchema>

/**
 * A step of a match result the reader's team is part of (the reader manages one of the two sides):
 * reported by the other side, confirmed (by the other side or the clock), disputed, settled or
 * edited by league staff, or a forfeit awarded. The score as it stands after the step.
 */
export const matchResultPayloadSchema = z.object({
  match_id: positiveId,
  event: z.enum(RESULT_EVENT_KINDS),
  home_team_name: z.string(),
  away_team_name: z.string(),
  home_score: nonNegative.nullable(),
  away_score: nonNegative.nullable(),
  /** The side that acted; null for league staff and the clock. */
  team_name: z.string().nullable(),
})
export type MatchResultPayload = z.infer<typeof matchResultPayloadSchema>

const notificationBaseSchema = z.object({
  id: positiveId,
  read: z.boolean(),
  created_at: z.string(),
})

/** A notification of one `type`, carrying that type's payload. */
const notificationOf = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  notificationBaseSchema.extend({ type: z.literal(type), payload })

/** One notification; `type` tells which payload it carries. New types are added here as areas grow. */
export const notificationSchema = z.discriminatedUnion('type', [
  notificationOf('message_received', messageReceivedPayloadSchema),
  notificationOf('welcome', welcomePayloadSchema),
  notificationOf('invitation_received', invitationReceivedPayloadSchema),
  notificationOf('registration_decided', registrationDecidedPayloadSchema),
  notificationOf('infraction_issued', infractionIssuedPayloadSchema),
  notificationOf('invitation_answered', invitationAnsweredPayloadSchema),
  notificationOf('match_result', matchResultPayloadSchema),
  notificationOf('join_request_received', joinRequestReceivedPayloadSchema),
  notificationOf('join_request_answered', joinRequestAnsweredPayloadSchema),
])
export type Notification = z.infer<typeof notificationSchema>
export type NotificationType = Notification['type']

/** GET /api/notifications — the caller's, newest first, and how many are unread. */
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: nonNegative,
})
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>

/** POST /api/notifications/read — the given ids, or every notification when `ids` is absent. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(positiveId).max(500).optional(),
})
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>

export const markNotificationsReadResponseSchema = z.object({ unread: nonNegative })
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>
