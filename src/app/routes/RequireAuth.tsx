import { Navigate, Outlet, useLocation } from 'react-router'
import { useAppSelector } from '@/app/hooks'
import { selectIsSignedIn } from '@/features/auth/authSlice'
import { loginPathFor } from '@/features/auth/redirect'

/** Pages for signed-in players: a visitor goes to /login and comes back here after signing in. */
export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn)
  const location = useLocation()
  if (!signedIn) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />
  }
  return <Outlet />
}
