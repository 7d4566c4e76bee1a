/**
 * Local preferences (requirements: preferences) and the settings dialog's open state: it opens and
 * closes; Save stores the preferences and closes; Cancel closes (requirements: settings-dialog).
 * Storage is written by the Save thunk.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { readPreferences, type Preferences } from '@/lib/preferences'

export interface SettingsState extends Preferences {
  dialogOpen: boolean
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({ ...readPreferences(), dialogOpen: false }),
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
  selectors: {
    selectSettingsOpen: (state) => state.dialogOpen,
    selectPreferences: (state): Preferences => ({
      community: state.community,
      leagueName: state.leagueName,
      language: state.language,
    }),
    selectLeagueName: (state) => state.leagueName,
    selectCommunity: (state) => state.community,
  },
})

export const { settingsOpened, settingsClosed, preferencesSaved } = settingsSlice.actions
export const { selectSettingsOpen, selectPreferences, selectLeagueName, selectCommunity } =
  settingsSlice.selectors
export default settingsSlice
