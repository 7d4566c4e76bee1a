/**
 * GET /api/messages/users, GET /api/messages?user2=, POST /api/message (requirements: api-partners,
 * api-conversation, api-send-message; docs/api.md).
 */
import { http } from 'msw'
import {
  sendMessageRequestSchema,
  type Message,
  type Partner,
  type SendMessageRequest,
} from '@/api/contracts'
import { now } from '../clock'
import { conversation, partnersOf } from '../domain/messages'
import {
  buildMessageReceivedNotification,
  createNotification,
  markMessagesFromRead,
} from '../domain/notifications'
import { db, findUser, nextId } from '../model'
import { requireUser } from '../lib/auth'
import { positiveIntParam, readJson } from '../lib/body'
import { apiPath, HttpError, jsonResponse } from '../lib/http'
import { route } from '../lib/route'
import { toMessage, toPartner } from '../lib/serializers'

/**
 * A player one can message: an active account. A pending one answers as an unknown id does, so the
 * answer does not tell which ids are accounts waiting for activation.
 */
function findPartner(userId: number) {
  const user = findUser(userId)
  return user?.status === 'active' ? user : undefined
}

export const messagesHandlers = [
  http.get(
    apiPath('messages/users'),
    route('messages', ({ request, empty }) => {
      const user = requireUser(request)
      const partners = empty ? [] : partnersOf(user.id)
      return jsonResponse<Partner[]>(partners.map(({ partner, last }) => toPartner(partner, last)))
    }),
  ),

  http.get(
    apiPath('messages'),
    route('messages', async ({ request, url, empty }) => {
      const user = requireUser(request)
      const otherId = positiveIntParam(url, 'user2')
      if (findPartner(otherId) === undefined) throw new HttpError(404, 'user_not_found')
      const messages = empty ? [] : conversation(user.id, otherId)
      // The reader has now seen this partner's messages: their notifications are read.
      await markMessagesFromRead(user.id, otherId)
      return jsonResponse<Message[]>(messages.map(toMessage))
    }),
  ),

  http.post(
    apiPath('message'),
    route('messages', async ({ request }) => {
      const sender = requireUser(request)
      const body: SendMessageRequest = await readJson(request, sendMessageRequestSchema)
      // The payload names the sender as required (requirements: api-send-message); the token
      // decides who it is.
      if (body.senderId !== sender.id) throw new HttpError(403, 'forbidden_sender')
      if (body.receiverId === sender.id) {
        throw new HttpError(422, 'validation_failed', { receiverId: { key: 'self_message' } })
      }
      const receiver = findPartner(body.receiverId)
      if (receiver === undefined) throw new HttpError(404, 'user_not_found')
      const message = await db.messages.create({
        id: nextId('messages'),
        senderId: sender.id,
        receiverId: receiver.id,
        content: body.content, // trimmed by the schema
        createdAt: now().toISOString(),
      })
      await createNotification(buildMessageReceivedNotification(message, sender))
      return jsonResponse<{ message: Message }>({ message: toMessage(message) }, 201)
    }),
  ),
]
