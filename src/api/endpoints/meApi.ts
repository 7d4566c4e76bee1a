/**
 * The signed-in player's own account (docs/api/accounts.md, `GET /api/me`). One query, shared by
 * every screen that needs "me" (home, profiles, dashboard, team pages): it is tagged `Me`, so any
 * mutation that changes the caller's profile or team invalidates it and each screen updates at once.
 * Only call it when signed in (`skip` otherwise): a visitor has no `me`.
 */
import { baseApi } from '@/api/baseApi'
import type { MyProfile } from '@/api/contracts/accounts'

export const meApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MyProfile, void>({
      query: () => 'me',
      providesTags: ['Me'],
    }),
  }),
})

export const { useGetMeQuery } = meApi
