/** UI state of the notifications panel: it toggles (requirements: panel-toggles). */
import { createSlice } from '@reduxjs/toolkit'

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { panelOpen: false },
  reducers: {
    notificationsPanelToggled(state) {
      state.panelOpen = !state.panelOpen
    },
    notificationsPanelClosed(state) {
      state.panelOpen = false
    },
  },
  selectors: {
    selectNotificationsPanelOpen: (state) => state.panelOpen,
  },
})

export const { notificationsPanelToggled, notificationsPanelClosed } = notificationsSlice.actions
export const { selectNotificationsPanelOpen } = notificationsSlice.selectors
export default notificationsSlice
