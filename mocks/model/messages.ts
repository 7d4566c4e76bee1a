/** Direct messages and notifications. */
import { z } from 'zod'
import {
  infractionIssuedPayloadSchema,
  invitationAnsweredPayloadSchema,
  invitationReceivedPayloadSchema,
  joinRequestAnsweredPayloadSchema,
  joinRequestReceivedPayloadSchema,
  matchResultPayloadSchema,
  messageReceivedPayloadSchema,
  registrationDecidedPayloadSchema,
  welcomePayloadSchema,
} from '@/api/contracts'
import { id, isoDate } from './common'

export const messageRecordSchema = z.object({
  id,
  senderId: id,
  receiverId: id,
  content: z.string(),
  createdAt: isoDate,
})
export type MessageRecord = z.infer<typeof messageRecordSchema>

const notificationBase = z.object({ id, userId: id, read: z.boolean(), createdAt: isoDate })

/** The payload of each type is the contract's, so what the db holds is exactly what the client reads. */
export const notificationRecordSchema = z.discriminatedUnion('type', [
  notificationBase.extend({
    type: z.literal('message_received'),
    payload: messageReceivedPayloadSchema,
  }),
  notificationBase.extend({ type: z.literal('welcome'), payload: welcomePayloadSchema }),
  notificationBase.extend({
    type: z.literal('invitation_received'),
    payload: invitationReceivedPayloadSchema,
  }),
  notificationBase.extend({
    type: z.literal('registration_decided'),
    payload: registrationDecidedPayloadSchema,
  }),
  notificationBase.extend({
    type: z.literal('infraction_issued'),
    payload: infractionIssuedPayloadSchema,
  }),
  notificationBase.extend({
    type: z.literal('invitation_answered'),
    payload: invitationAnsweredPayloadSchema,
  }),
  notificationBase.extend({ type: z.literal('match_result'), payload: matchResultPayloadSchema }),
  notificationBase.extend({
    type: z.literal('join_request_received'),
    payload: joinRequestReceivedPayloadSchema,
  }),
  notificationBase.extend({
    type: z.literal('join_request_answered'),
    payload: joinRequestAnsweredPayloadSchema,
  }),
])
export type NotificationRecord = z.infer<typeof notificationRecordSchema>
