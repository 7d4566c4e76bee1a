import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { baseApi } from '@/api/baseApi'
import authSlice, { logout } from '@/features/auth/authSlice'
import messagesSlice from '@/features/messages/messagesSlice'
import notificationsSlice from '@/features/notifications/notificationsSlice'
import settingsSlice from '@/features/settings/settingsSlice'
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

export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  })

  // Logout (SPEC §4): stored auth removed, private cached data dropped, go to /.
  listeners.startListening({
    actionCreator: logout,
    effect: (_, api) => {
      clearStoredAuth()
      api.dispatch(baseApi.util.resetApiState())
      navigateTo('/')
    },
  })

  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
