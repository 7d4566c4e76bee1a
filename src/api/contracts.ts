/**
 * The API contract: request and response schemas shared by the client (src/) and the mock API (mocks/),
 * so the two cannot drift. docs/api.md documents every endpoint in terms of these schemas.
 */
import { z } from 'zod'
import { INFRACTION_TYPES, REGISTRATION_DECISIONS, SANCTIONS } from './contracts/league'
import { userIdSchema } from './contracts/sessionSchemas'

export {
  apiErrorSchema,
  authUserSchema,
  loginResponseSchema,
  userIdSchema,
  verifyTokenResponseSchema,
} from './contracts/sessionSchemas'
export {
  API_VERSION,
  type ApiError,
  type AuthUser,
  type LoginResponse,
  type VerifyTokenResponse,
} from './contracts/session'

/** POST /api/login — `username` accepts the username or the email address. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** GET /api/messages/users — one conversation partner, most recent conversation first. */
export const partnerSchema = z.object({
  id: userIdSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  last_message: z.string(),
})
export type Partner = z.infer<typeof partnerSchema>

/** GET /api/messages?user2={id} — oldest first. */
export const messageSchema = z.object({
  id: z.number().int().positive(),
  sender_id: userIdSchema,
  receiver_id: userIdSchema,
  content: z.string(),
  created_at: z.string(),
})
export type Message = z.infer<typeof messageSchema>

export const MESSAGE_MAX_LENGTH = 2000

/** POST /api/message */
export const sendMessageRequestSchema = z.object({
  senderId: userIdSchema,
  receiverId: userIdSchema,
  content: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH),
})
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>

export const sendMessageResponseSchema = z.object({ message: messageSchema })

/** Notifications: the payload carries data, never sentences, so the client renders it in its language. */
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
  /** Why, for a rejection or a place on the waitlist (the league's words, not translated). */
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
