/**
 * Local preferences (requirements: preferences) and the settings dialog's open state: it opens and
 * closes; Save stores the preferences and closes; Cancel closes (requirements: settings-dialog).
 * Storage is written by the Save thunk.
 *
 * Also the signed-in player's time zone (their account's, from GET /api/me; null follows the
 * browser's): the store sets it from each answer about the signed-in player's own account
 * (src/app/store.ts), and mirrors it in storage so that a reload shows times in it from the first
 * paint; signing out forgets it. A stored zone counts only with a stored session.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { readPreferences, readTimeZone, type Preferences } from '@/lib/preferences'
import { readStoredToken } from '@/lib/storedAuth'

export interface SettingsState extends Preferences {
  dialogOpen: boolean
  accountTimeZone: string | null
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({
    ...readPreferences(),
    dialogOpen: false,
    accountTimeZone: readStoredToken() === null ? null : readTimeZone(),
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
    accountTimeZoneRead(state, action: PayloadAction<string | null>) {
      state.accountTimeZone = action.payload
    },
  },
  extraReducers: (builder) => {
    // Signing out, matched by its type: the auth slice's module stays out of this one's imports,
    // which keeps both in the entry chunk (rolldown gives a module shared with lazy chunks its own).
    builder.addMatcher(
      (action) => action.type === 'auth/logout',
      (state) => {
        state.accountTimeZone = null
      },
    )
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

export const { settingsOpened, settingsClosed, preferencesSaved, accountTimeZoneRead } =
  settingsSlice.actions
export const {
  selectSettingsOpen,
  selectPreferences,
  selectLeagueName,
  selectCommunity,
  selectAccountTimeZone,
} = settingsSlice.selectors
export default settingsSlice
