/**
 * Local preferences (requirements: preferences) and the settings dialog's open state: it opens and
 * closes; Save stores the preferences and closes; Cancel closes (requirements: settings-dialog).
 * Storage is written by the Save thunk.
 *
 * Also the signed-in player's time zone (their account's, from GET /api/me; null follows the
 * browser's): every answer of `getMe` brings it, signing out forgets it. The store mirrors it in
 * storage (src/app/store.ts) so that a reload shows times in it from the first paint.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { baseApi } from '@/api/baseApi'
import { readPreferences, readTimeZone, type Preferences } from '@/lib/preferences'

export interface SettingsState extends Preferences {
  dialogOpen: boolean
  accountTimeZone: string | null
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({
    ...readPreferences(),
    dialogOpen: false,
    accountTimeZone: readTimeZone(),
  }),
  reducers: {
    settingsOpened(state) {
      state.dialogOpen = true
    },
    settingsClosed(state) {
      state.dialogOpen = false
    },
    preferencesSaved(state, action: PayloadAction<Preferences>) {
      Object.assign(state, action.payload)
      state.dialogOpen = false
    },
  },
  extraReducers: (builder) => {
    builder
      // Signing out ("auth/logout", matched by type so this slice needs nothing of the auth slice's:
      // importing it split the first load into one chunk more).
      .addMatcher(
        (action) => action.type === 'auth/logout',
        (state) => {
          state.accountTimeZone = null
        },
      )
      .addMatcher(baseApi.endpoints.getMe.matchFulfilled, (state, action) => {
        state.accountTimeZone = action.payload.timeZone
      })
  },
  selectors: {
    selectSettingsOpen: (state) => state.dialogOpen,
    selectPreferences: (state): Preferences => ({
      community: state.community,
      leagueName: state.leagueName,
      language: state.language,
    }),
    selectLeagueName: (state) => state.leagueName,
    selectCommunity: (state) => state.community,
    selectAccountTimeZone: (state) => state.accountTimeZone,
  },
})

export const { settingsOpened, settingsClosed, preferencesSaved } = settingsSlice.actions
export const {
  selectSettingsOpen,
  selectPreferences,
  selectLeagueName,
  selectCommunity,
  selectAccountTimeZone,
} = settingsSlice.selectors
export default settingsSlice
