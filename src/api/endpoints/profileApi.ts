/**
 * The profile calls: a player's public profile (GET /api/players/:id, docs/api/players.md) and the
 * invitation a team's manager sends from it (POST /api/teams/:id/invitations, docs/api/invitations.md).
 * Which team the caller manages comes from GET /api/me: the shared useGetMeQuery (features/account/meApi.ts).
 */
import { baseApi } from '@/api/baseApi'
import type { InvitationResponse, SendInvitationRequest } from '@/api/contracts/invitations'
import type { PlayerProfile } from '@/api/contracts/players'

export interface PlayerProfileArgs {
  id: number
  /**
   * The signed-in caller's id (null for a visitor). Not sent: the server reads the bearer token. It
   * keys the cache, because the answer's `viewer` depends on who asks.
   */
  viewerId: number | null
}

export interface SendInvitationArgs extends SendInvitationRequest {
  teamId: number
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayerProfile: build.query<PlayerProfile, PlayerProfileArgs>({
      query: ({ id }) => `players/${id}`,
      providesTags: (_result, _error, { id }) => [{ type: 'Players', id }],
    }),
    sendInvitation: build.mutation<InvitationResponse, SendInvitationArgs>({
      query: ({ teamId, ...body }) => ({
        url: `teams/${teamId}/invitations`,
        method: 'POST',
        body,
      }),
      // The player's `viewer.canInvite` and the team's sent invitations changed.
      invalidatesTags: (_result, error, { playerId }) =>
        error ? [] : [{ type: 'Players', id: playerId }, 'Invitations'],
    }),
  }),
})

export const { useGetPlayerProfileQuery, useSendInvitationMutation } = profileApi
