/**
 * A player's public profile (GET /api/players/:id, docs/api/players.md). The invitation a team's
 * manager sends from it is invitationsApi.ts's sendInvitation; which team the caller manages comes
 * from GET /api/me, the shared useGetMeQuery (meApi.ts).
 */
import { baseApi } from '@/api/baseApi'
import type { PlayerProfile } from '@/api/contracts/players'

export interface PlayerProfileArgs {
  id: number
  /**
   * The signed-in caller's id (null for a visitor). Not sent: the server reads the bearer token. It
   * keys the cache, because the answer's `viewer` depends on who asks.
   */
  viewerId: number | null
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayerProfile: build.query<PlayerProfile, PlayerProfileArgs>({
      query: ({ id }) => `players/${id}`,
      providesTags: (_result, _error, { id }) => [{ type: 'Players', id }],
    }),
  }),
})

export const { useGetPlayerProfileQuery } = profileApi
