/** Direct messages between players (requirements: api-partners, api-conversation, api-send-message). */
import { z } from 'zod'
import { playerRefSchema } from './common'
import { userIdSchema } from './sessionSchemas'

/**
 * GET /api/messages/users — one conversation partner, most recent conversation first: the player as
 * other answers name them, by the session's user id (as messages name their sender and receiver).
 */
export const partnerSchema = playerRefSchema.extend({
  id: userIdSchema,
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
