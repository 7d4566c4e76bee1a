/** GET /api/notifications, POST /api/notifications/read (docs/api.md). */
import { http } from 'msw'
import {
  markNotificationsReadRequestSchema,
  type MarkNotificationsReadResponse,
  type NotificationsResponse,
} from '@/api/contracts'
import { markRead, notificationsOf, unreadCount } from '../domain/notifications'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse } from '../lib/http'
import { route } from '../lib/route'
import { toNotification } from '../lib/serializers'

export const notificationsHandlers = [
  http.get(
    apiPath('notifications'),
    route('notifications', ({ request, empty }) => {
      const user = requireUser(request)
      if (empty) return jsonResponse<NotificationsResponse>({ items: [], unread: 0 })
      return jsonResponse<NotificationsResponse>({
        items: notificationsOf(user.id).map(toNotification),
        unread: unreadCount(user.id),
      })
    }),
  ),

  http.post(
    apiPath('notifications/read'),
    route('notifications', async ({ request }) => {
      const user = requireUser(request)
      const { ids } = await readJson(request, markNotificationsReadRequestSchema, { whenEmpty: {} })
      await markRead(user.id, ids)
      return jsonResponse<MarkNotificationsReadResponse>({ unread: unreadCount(user.id) })
    }),
  ),
]
