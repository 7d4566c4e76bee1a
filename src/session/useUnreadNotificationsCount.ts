import { useGetNotificationsQuery } from '@/api/endpoints/notificationsApi'
import { selectIsSignedIn } from './authSlice'
import { useAppSelector } from './hooks'

/** How often the bell's count is refreshed while the tab is in use. */
const UNREAD_POLL_MS = 60_000

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
