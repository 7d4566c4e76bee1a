/** GET /api/notifications and POST /api/notifications/read (docs/api.md). */
import { baseApi } from '@/api/baseApi'
import type {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  NotificationsResponse,
} from '@/api/contracts'
import { useAppSelector } from '@/session/hooks'
import { selectIsSignedIn } from '@/session/authSlice'

/** How often the bell's count is refreshed while the tab is in use. */
const UNREAD_POLL_MS = 60_000

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
      invalidatesTags: (_result, error) => (error ? [] : ['Notifications']),
    }),
  }),
})

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi

/** The unread count for the navigation's bell badge: 0 when signed out. */
export function useUnreadNotificationsCount(): number {
  const signedIn = useAppSelector(selectIsSignedIn)
  const { data } = useGetNotificationsQuery(undefined, {
    skip: !signedIn,
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
  })
  return signedIn ? (data?.unread ?? 0) : 0
}
