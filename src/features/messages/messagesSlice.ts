/**
 * UI state of the messages panel (SPEC §4): open or closed, and which partner's chat is shown.
 * The partner list and conversations are server data and live in messagesApi.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** SPEC §9: the panel's close animation (--duration-panel); the selection is cleared after it. */
export const MESSAGES_PANEL_CLOSE_MS = 300

export interface MessagesUiState {
  panelOpen: boolean
  selectedPartnerId: number | null
  /** The chat view is shown (a partner was chosen); the back arrow returns to the list. */
  chatOpen: boolean
}

const initialState: MessagesUiState = { panelOpen: false, selectedPartnerId: null, chatOpen: false }

const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    messagesPanelToggled(state) {
      state.panelOpen = !state.panelOpen
    },
    messagesPanelOpened(state, action: PayloadAction<{ partnerId?: number } | undefined>) {
      state.panelOpen = true
      if (action.payload?.partnerId !== undefined) {
        state.selectedPartnerId = action.payload.partnerId
        state.chatOpen = true
      }
    },
    messagesPanelClosed(state) {
      state.panelOpen = false
    },
    /** Runs after the 300 ms close animation: the next opening starts from the list again. */
    selectionCleared(state) {
      state.selectedPartnerId = null
      state.chatOpen = false
    },
    partnerPreselected(state, action: PayloadAction<number>) {
      state.selectedPartnerId ??= action.payload
    },
    partnerChosen(state, action: PayloadAction<number>) {
      state.selectedPartnerId = action.payload
      state.chatOpen = true
    },
    chatClosed(state) {
      state.chatOpen = false
    },
  },
  selectors: {
    selectMessagesPanelOpen: (state) => state.panelOpen,
    selectSelectedPartnerId: (state) => state.selectedPartnerId,
    selectChatOpen: (state) => state.chatOpen,
  },
})

export const {
  messagesPanelToggled,
  messagesPanelOpened,
  messagesPanelClosed,
  selectionCleared,
  partnerPreselected,
  partnerChosen,
  chatClosed,
} = messagesSlice.actions
export const { selectMessagesPanelOpen, selectSelectedPartnerId, selectChatOpen } =
  messagesSlice.selectors
export default messagesSlice
