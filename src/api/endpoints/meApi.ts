/**
 * The signed-in player's own account (docs/api/accounts.md, `GET /api/me`). One query, shared by
 * every screen that needs "me" (home, profiles, dashboard, team pages): it is tagged `Me`, so any
 * mutation that changes the caller's profile or team invalidates it and each screen updates at once.
 * Only call it when signed in (`skip` otherwise): a visitor has no `me`. The endpoint itself is
 * baseApi's own (the session reads it on sign-in).
 */
import { baseApi } from '@/api/baseApi'

export const { useGetMeQuery } = baseApi
