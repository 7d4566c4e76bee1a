/** GET /api/notifications and POST /api/notifications/read (docs/api.md). */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  NotificationsResponse,
} from '@/api/contracts'

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, void>({
      query: () => 'notifications',
      providesTags: ['Notifications'],
    }),
    /** The given ids, or every notification when `ids` is absent. */
    markNotificationsRead: build.mutation<
      MarkNotificationsReadResponse,
      MarkNotificationsReadRequest
    >({
      query: (body) => ({ url: 'notifications/read', method: 'POST', body }),
      invalidatesTags: whenSucceeded(['Notifications']),
    }),
  }),
})

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi
