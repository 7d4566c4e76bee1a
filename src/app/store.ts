import {
  combineSlices,
  configureStore,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit'
import { baseApi, sessionRefused } from '@/api/baseApi'
import authSlice, { login, logout, verifyToken } from '@/session/authSlice'
import messagesSlice, { messagesPanelClosed, selectionCleared } from '@/session/messagesSlice'
import notificationsSlice, {
  notificationsPanelClosed,
} from '@/features/notifications/notificationsSlice'
import settingsSlice, { accountTimeZoneRead } from '@/session/settingsSlice'
import sessionEndSlice, { sessionEnded } from '@/session/sessionEndSlice'
import { clearStoredAuth } from '@/lib/storedAuth'
import { writeTimeZone } from '@/lib/preferences'
import { currentPath, navigateTo, SESSION_ENDED_STATE } from '@/app/navigation'

const rootReducer = combineSlices(
  baseApi,
  authSlice,
  messagesSlice,
  notificationsSlice,
  settingsSlice,
  sessionEndSlice,
)

export type RootState = ReturnType<typeof rootReducer>

/**
 * Logout (requirements: auth-logout): go to /, stored auth removed, user and token cleared, private
 * cached data dropped, the signed-in panels closed. The navigation starts before the state changes,
 * so a page for signed-in players that is being left does not first send the player to /login
 * (RequireAuth waits for a pending navigation).
 *
 * A 401 while signed in (`sessionRefused`: the server ended the session, expired or revoked) logs out
 * the same way, as a failed verification would. Unlike a chosen logout, the player did not ask for
 * it: the page they were on is kept (`sessionEnded`), and the shell tells them, once, to sign in again
 * and come back to it (SessionEndedNotice).
 */
const logoutEffects: Middleware = (api) => (next) => (action) => {
  const refused = sessionRefused.match(action)
  if (!refused && !logout.match(action)) return next(action)
  const returnTo = refused ? currentPath() : null
  navigateTo('/', refused ? SESSION_ENDED_STATE : undefined)
  clearStoredAuth()
  const result = next(refused ? logout() : action)
  if (returnTo !== null) next(sessionEnded(returnTo))
  // The panels only a signed-in player has (the Shell stops showing them) close with the session,
  // so that signing in again does not open them over the page once more.
  next(messagesPanelClosed())
  next(selectionCleared())
  next(notificationsPanelClosed())
  api.dispatch(baseApi.util.resetApiState())
  return result
}

/**
 * The player's time zone is their account's (docs/decisions.md, "One time rule"): once signed in (a
 * sign-in, or a stored session confirmed on load) the app asks for the account, whose answer sets it
 * (`accountTimeZoneRead`, only for their own account), and the zone is kept in storage whenever it changes, so that the next load shows
 * times in it before any request.
 */
const accountTimeZone: Middleware<
  object,
  RootState,
  ThunkDispatch<RootState, unknown, UnknownAction>
> = (api) => (next) => (action) => {
  const before = api.getState().settings.accountTimeZone
  const result = next(action)
  // Only the signed-in player's own account sets the zone: an answer still on its way when they
  // signed out (or signed in as someone else) is not theirs.
  if (
    baseApi.endpoints.getMe.matchFulfilled(action) &&
    action.payload.id === api.getState().auth.user?.id
  ) {
    next(accountTimeZoneRead(action.payload.timeZone))
  }
  const after = api.getState().settings.accountTimeZone
  if (after !== before) writeTimeZone(after)
  const signedIn =
    login.fulfilled.match(action) ||
    (verifyToken.fulfilled.match(action) && action.payload !== null)
  if (signedIn) void api.dispatch(baseApi.endpoints.getMe.initiate(undefined, { subscribe: false }))
  return result
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(logoutEffects).concat(baseApi.middleware, accountTimeZone),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
