/**
 * UI state of the messages panel (requirements: messages-flow): open or closed, and which partner's
 * chat is shown. The partner list and conversations are server data and live in messagesApi.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/**
 * The panel's close animation (--duration-panel, requirements: close-animation); the selection is
 * cleared after it.
 */
export const MESSAGES_PANEL_CLOSE_MS = 300

export interface MessagesUiState {
  panelOpen: boolean
  selectedPartnerId: number | null
  /** The chat view is shown (a partner was chosen); the back arrow returns to the list. */
  chatOpen: boolean
  /**
   * Who a chat opened from elsewhere (a player's profile) is with, for its title (the partner's
   * username, requirements: chat-view) while the partner list does not name them: a first
   * conversation, or a list that failed to load.
   */
  openedWith: ChatPartner | null
}

/** A partner as the opener knows them. */
export interface ChatPartner {
  id: number
  username: string
  avatar: string | null
}

const initialState: MessagesUiState = {
  panelOpen: false,
  selectedPartnerId: null,
  chatOpen: false,
  openedWith: null,
}

const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    messagesPanelToggled(state) {
      state.panelOpen = !state.panelOpen
    },
    messagesPanelOpened(
      state,
      action: PayloadAction<{ partnerId?: number; partner?: ChatPartner } | undefined>,
    ) {
      state.panelOpen = true
      const partnerId = action.payload?.partner?.id ?? action.payload?.partnerId
      if (partnerId !== undefined) {
        state.selectedPartnerId = partnerId
        state.chatOpen = true
        state.openedWith = action.payload?.partner ?? null
      }
    },
    messagesPanelClosed(state) {
      state.panelOpen = false
    },
    /** Runs after the 300 ms close animation: the next opening starts from the list again. */
    selectionCleared(state) {
      state.selectedPartnerId = null
      state.chatOpen = false
      state.openedWith = null
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
    selectOpenedWith: (state) => state.openedWith,
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
export const {
  selectMessagesPanelOpen,
  selectSelectedPartnerId,
  selectChatOpen,
  selectOpenedWith,
} = messagesSlice.selectors
export default messagesSlice
