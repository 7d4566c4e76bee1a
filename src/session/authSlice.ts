/**
 * The auth state (requirements: auth-state), transition by transition (requirements: auth-login,
 * auth-logout, auth-load-from-storage, auth-set-user, auth-startup-check). Side effects (storage,
 * navigation) live in the thunks and in the store's logout middleware (src/app/store.ts), so that
 * each reducer is exactly the transition the requirements name.
 */
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { LoginRequest } from '@/api/contracts'
import {
  loginResponseSchema,
  verifyTokenResponseSchema,
  type AuthUser,
  type LoginResponse,
} from '@/api/contracts/session'
import { whenApiReady } from '@/api/apiReady'
import { sessionRefused } from '@/api/baseApi'
import { API_CREDENTIALS, apiUrl } from '@/api/url'
import { readStoredAuth, writeStoredAuth, writeStoredUser } from '@/lib/storedAuth'

export interface AuthState {
  user: AuthUser | null
  token: string | null
  loading: boolean
  error: string | null
}

export const initialAuthState: AuthState = { user: null, token: null, loading: false, error: null }

/** The server's `error`, or this when there is none (requirements: login-error). */
export const LOGIN_FAILED = 'Login failed'
/** The internal error of a failed token verification (requirements: invalid-token). */
export const INVALID_TOKEN = 'Invalid token'

const acceptLanguage = (): string => document.documentElement.lang || 'en'

async function readError(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as unknown
    if (
      typeof body === 'object' &&
      body !== null &&
      'error' in body &&
      typeof body.error === 'string'
    ) {
      return body.error
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return undefined
}

export const login = createAsyncThunk<LoginResponse, LoginRequest, { rejectValue: string }>(
  'auth/login',
  async (credentials, { rejectWithValue }) => {
    await whenApiReady()
    let response: Response
    try {
      response = await fetch(apiUrl('login'), {
        method: 'POST',
        credentials: API_CREDENTIALS,
        headers: { 'Content-Type': 'application/json', 'Accept-Language': acceptLanguage() },
        body: JSON.stringify(credentials),
      })
    } catch {
      return rejectWithValue(LOGIN_FAILED)
    }
    if (!response.ok) return rejectWithValue((await readError(response)) ?? LOGIN_FAILED)
    const parsed = loginResponseSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) return rejectWithValue(LOGIN_FAILED)
    writeStoredAuth(parsed.data)
    return parsed.data
  },
)

/**
 * Startup verification: with a stored token, ask the server; on success load the stored auth and
 * replace the user with the server's; on any failure (non-OK or network) log out, a 401 through
 * `sessionRefused` (the server ended the session), so that the player is told.
 */
/**
 * Whether the page is being left (a reload, a link to another site). The browser then aborts the
 * requests in flight, and that failure is not the network's answer: "a network failure has the same
 * effect" (logout, requirements: invalid-token) must not sign the player out because they pressed
 * reload. A page restored from the back/forward cache is live again.
 */
let pageLeaving = false
window.addEventListener('pagehide', () => {
  pageLeaving = true
})
window.addEventListener('pageshow', () => {
  pageLeaving = false
})

export const verifyToken = createAsyncThunk<AuthUser | null, void>(
  'auth/verifyToken',
  async (_, { dispatch }) => {
    const stored = readStoredAuth()
    if (!stored) return null
    await whenApiReady()
    let refused = false
    try {
      const response = await fetch(apiUrl('verify-token'), {
        method: 'POST',
        credentials: API_CREDENTIALS,
        headers: { Authorization: `Bearer ${stored.token}`, 'Accept-Language': acceptLanguage() },
      })
      refused = response.status === 401
      if (!response.ok) throw new Error(INVALID_TOKEN)
      const parsed = verifyTokenResponseSchema.safeParse(await response.json())
      if (!parsed.success) throw new Error(INVALID_TOKEN)
      dispatch(loadFromStorage())
      dispatch(setUser(parsed.data.user))
      writeStoredUser(parsed.data.user)
      return parsed.data.user
    } catch {
      // Left mid-check: keep the session; the next page checks it again.
      if (pageLeaving) return null
      // A 401 is the server ending the session (expired or revoked): the store's middleware logs out
      // as for any failure, and the player is told so. Any other failure logs out without a word.
      dispatch(refused ? sessionRefused() : logout())
      return null
    }
  },
)

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    logout(state) {
      state.user = null
      state.token = null
    },
    loadFromStorage(state) {
      const stored = readStoredAuth()
      if (stored?.token) {
        state.token = stored.token
        state.user = stored.user ?? null
      }
    },
    setUser(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.loading = true
        state.error = null
      })
      .addCase(login.fulfilled, (state, action) => {
        state.loading = false
        state.token = action.payload.token
        state.user = action.payload.user ?? null
      })
      .addCase(login.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload ?? LOGIN_FAILED
      })
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
    selectAuthLoading: (state) => state.loading,
    selectAuthError: (state) => state.error,
  },
})

export const { logout, loadFromStorage, setUser } = authSlice.actions
export const { selectUser, selectToken, selectIsSignedIn, selectAuthLoading, selectAuthError } =
  authSlice.selectors
export const authReducer = authSlice.reducer
export default authSlice
