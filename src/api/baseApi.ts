/**
 * One RTK Query API; each feature adds its endpoints with `injectEndpoints` in <area>Api.ts.
 * Every call waits for the API to be ready (the mock worker may still be starting), carries the bearer
 * token from auth state or stored auth (requirements: bearer-token) and the UI language, so the
 * server answers in it: its errors, and the league's words (articles, rules, prizes, infraction
 * descriptions, plan names). A language switch therefore refetches what is cached (`languageSwitched`).
 */
import { createAction } from '@reduxjs/toolkit'
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import { whenApiReady } from '@/api/apiReady'
import type { MyProfile } from '@/api/contracts/accounts'
import { API_BASE_URL, API_CREDENTIALS } from '@/api/url'
import { readStoredToken } from '@/lib/storedAuth'

interface StateWithToken {
  auth: { token: string | null }
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL.toString(),
  // See API_CREDENTIALS: the bearer token authenticates, cookies never go with a request.
  credentials: API_CREDENTIALS,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as StateWithToken).auth.token ?? readStoredToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    // No Content-Type here: fetchBaseQuery sets application/json for JSON bodies, and an upload
    // (the avatar's raw bytes) states its own.
    headers.set('Accept-Language', document.documentElement.lang || 'en')
    return headers
  },
})

/**
 * The server refused the session (a 401 while signed in). The API layer only says so; signing out is
 * the session's business, wired in app/store.ts, so this layer depends on no feature.
 */
export const sessionRefused = createAction('api/sessionRefused')

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  await whenApiReady()
  const result = await rawBaseQuery(args, api, extraOptions)
  if (result.error?.status === 401 && (api.getState() as StateWithToken).auth.token) {
    // The session ended on the server (expired or revoked): sign out as a failed verification would.
    api.dispatch(sessionRefused())
  }
  return result
}

const TAG_TYPES = [
  'Partners',
  'Conversation',
  'Notifications',
  'Me',
  'Players',
  'Competitions',
  'Matches',
  'News',
  'Teams',
  'Invitations',
  'JoinRequests',
  'Infractions',
  'Registrations',
  'Subscription',
  'Plans',
  'Search',
  /** The transfer market's lists, and the signed-in player's own listing. */
  'Market',
  /** The demo's outbox (mock only): every sign-up and resend sends an email. */
  'Outbox',
] as const
/** What a query provides and a mutation invalidates. */
export type ApiTag = (typeof TAG_TYPES)[number]

/**
 * A mutation's `invalidatesTags` when only its success changes anything: a refused change (an
 * invalid form, a declined card, a network failure) left the server as it was, so nothing refetches.
 */
export const whenSucceeded =
  (tags: readonly ApiTag[]) =>
  (_result: unknown, error: unknown): readonly ApiTag[] =>
    error ? [] : tags

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    /**
     * GET /api/me, the signed-in player's own account (docs/api/accounts.md). Defined here rather
     * than injected like every other endpoint: the session reads it on sign-in for the player's time
     * zone (src/app/store.ts), so it is part of the first load, and an injected file of its own would
     * be one chunk (one request) more. Screens use it through endpoints/meApi.ts.
     */
    getMe: build.query<MyProfile, void>({
      query: () => 'me',
      providesTags: ['Me'],
    }),
  }),
})

/**
 * The interface switched language: every answer was asked for in the old one (the league's words,
 * the server's messages), so every cached answer is stale. Each tag is invalidated: a query on
 * screen refetches in the new language and shows the old answer until the new one lands (no
 * loading state in between); one no longer on screen is dropped, so it is asked for afresh when it
 * is next shown. A query is only covered if it provides a tag: every endpoint that answers text does.
 */
export const languageSwitched = () => baseApi.util.invalidateTags([...TAG_TYPES])
