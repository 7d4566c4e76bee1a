import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit'
import { baseApi, sessionRefused } from '@/api/baseApi'
import authSlice, { logout } from '@/session/authSlice'
import messagesSlice from '@/session/messagesSlice'
import notificationsSlice from '@/features/notifications/notificationsSlice'
import settingsSlice from '@/session/settingsSlice'
import { clearStoredAuth } from '@/lib/storedAuth'
import { navigateTo } from '@/app/navigation'

const rootReducer = combineSlices(
  baseApi,
  authSlice,
  messagesSlice,
  notificationsSlice,
  settingsSlice,
)

export type RootState = ReturnType<typeof rootReducer>

/**
 * Logout (requirements: auth-logout): go to /, stored auth removed, user and token cleared, private
 * cached data dropped. The navigation starts before the state changes, so a page for signed-in
 * players that is being left does not first send the player to /login (RequireAuth waits for a
 * pending navigation).
 */
const logoutEffects: Middleware = (api) => (next) => (action) => {
  // A 401 while signed in: the server ended the session, so sign out as a failed verification would.
  if (sessionRefused.match(action)) return api.dispatch(logout())
  if (!logout.match(action)) return next(action)
  navigateTo('/')
  clearStoredAuth()
  const result = next(action)
  api.dispatch(baseApi.util.resetApiState())
  return result
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(logoutEffects).concat(baseApi.middleware),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
