/**
 * A session the server ended (a 401 while signed in: the token expired or was revoked), kept until
 * the player has been told. The sign-out itself is the required logout (requirements: auth-logout);
 * this adds what the player reads afterwards: that they need to sign in again, and the page to come
 * back to. It lives in memory only, so a reload never shows it again (and storage keeps its five
 * keys, requirements: storage-keys).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { login } from './authSlice'

export interface SessionEndState {
  /** The path and query of the page the player was on when the server ended the session; null once told. */
  returnTo: string | null
}

const initialState: SessionEndState = { returnTo: null }

const sessionEndSlice = createSlice({
  name: 'sessionEnd',
  initialState,
  reducers: {
    sessionEnded(state, action: PayloadAction<string>) {
      state.returnTo = action.payload
    },
    /** Dismissed, or the player moved on: it is not shown again. */
    sessionEndAcknowledged(state) {
      state.returnTo = null
    },
  },
  extraReducers: (builder) => {
    builder.addCase(login.fulfilled, (state) => {
      state.returnTo = null
    })
  },
  selectors: {
    selectSessionEndReturnTo: (state) => state.returnTo,
  },
})

export const { sessionEnded, sessionEndAcknowledged } = sessionEndSlice.actions
export const { selectSessionEndReturnTo } = sessionEndSlice.selectors
export default sessionEndSlice
