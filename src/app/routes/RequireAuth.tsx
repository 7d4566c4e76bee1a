import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router'
import { useAppSelector } from '@/session/hooks'
import { selectIsSignedIn } from '@/session/authSlice'
import { loginPathFor } from '@/session/redirect'
import { hasStoredAuth } from '@/lib/storedAuth'

/**
 * Pages for signed-in players: a visitor goes to /login and comes back after signing in. The check is
 * a loader, so it runs when a navigation arrives, not when the state changes under a page: signing out
 * navigates to / (requirements: auth-logout), and the page being left must not first redirect to
 * /login.
 */
export function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (hasStoredAuth()) return null
  const url = new URL(request.url)
  throw redirect(loginPathFor(url.pathname + url.search))
}

export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn)
  return signedIn ? <Outlet /> : null
}
