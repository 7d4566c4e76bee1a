/**
 * Team invitations (docs/api/invitations.md): sending one (a team's manager, from the team page or a
 * player's profile), the signed-in player's received and sent boxes, accept, decline and cancel. Accepting changes the player's team, so everything that shows it
 * refetches at once: the player (`Me`, `Players`), the teams' rosters (`Teams`) and the invitations.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type {
  InvitationBox,
  InvitationResponse,
  InvitationsPage,
  SendInvitationRequest,
} from '@/api/contracts/invitations'
import type { TeamResponse } from '@/api/contracts/teams'

/** Cards are tall: a short page keeps the actions of each within reach. */
export const INVITATIONS_PAGE_SIZE = 5

export interface SendInvitationArgs extends SendInvitationRequest {
  teamId: number
}

export interface InvitationsArgs {
  box: InvitationBox
  page: number
}

/**
 * A 409 or 410 means the list is out of date (answered elsewhere, expired, the player joined a team
 * meanwhile): refetch it, and the player's team, so the screen shows why.
 */
const staleAfter = (error: FetchBaseQueryError | undefined) =>
  error && (error.status === 409 || error.status === 410) ? (['Invitations', 'Me'] as const) : []

export const invitationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendInvitation: build.mutation<InvitationResponse, SendInvitationArgs>({
      query: ({ teamId, ...body }) => ({
        url: `teams/${teamId}/invitations`,
        method: 'POST',
        body,
      }),
      // The team's pending invitations, the pages that show whether the player can be invited
      // (`viewer.canInvite`, the team's roster), and this player's notifications list.
      invalidatesTags: whenSucceeded(['Invitations', 'Teams', 'Players', 'Notifications']),
    }),
    getMyInvitations: build.query<InvitationsPage, InvitationsArgs>({
      query: ({ box, page }) => ({
        url: 'me/invitations',
        params: { box, page, pageSize: INVITATIONS_PAGE_SIZE },
      }),
      providesTags: ['Invitations'],
    }),
    acceptInvitation: build.mutation<TeamResponse, number>({
      query: (id) => ({ url: `invitations/${id}/accept`, method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error
          ? [...staleAfter(error)]
          : ['Me', 'Invitations', 'Teams', 'Players', 'Notifications', 'Registrations', 'Market'],
    }),
    declineInvitation: build.mutation<InvitationResponse, number>({
      query: (id) => ({ url: `invitations/${id}/decline`, method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error ? [...staleAfter(error)] : ['Invitations', 'Notifications'],
    }),
    cancelInvitation: build.mutation<InvitationResponse, number>({
      // The team page lists its pending invitations, and a profile's "Invite" depends on them.
      query: (id) => ({ url: `invitations/${id}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, error) =>
        error ? [...staleAfter(error)] : ['Invitations', 'Teams', 'Players'],
    }),
  }),
})

export const {
  useSendInvitationMutation,
  useGetMyInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useCancelInvitationMutation,
} = invitationsApi
