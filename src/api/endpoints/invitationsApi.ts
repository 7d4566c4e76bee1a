/**
 * Team invitations (docs/api/invitations.md): sending one (a team's manager, from the team page or a
 * player's profile), the signed-in player's received and sent boxes, accept, decline and cancel. Accepting changes the player's team, so everything that shows it
 * refetches at once: the player (`Me`, `Players`), the teams' rosters (`Teams`) and the invitations.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { baseApi, whenSucceeded, type ApiTag } from '@/api/baseApi'
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
 * The `invalidatesTags` of an answer to an offer (accept, decline, cancel, withdraw): `tags` once it
 * succeeded. A 409 or 410 means the offers of `list` are out of date (answered or withdrawn
 * elsewhere, expired, the player joined a team meanwhile): refetch them, and the caller's team, so
 * the screen shows why. Any other refusal left the server as it was.
 */
export const answerTags =
  (list: 'Invitations' | 'JoinRequests', tags: readonly ApiTag[]) =>
  (_result: unknown, error: FetchBaseQueryError | undefined): readonly ApiTag[] => {
    if (!error) return tags
    return error.status === 409 || error.status === 410 ? [list, 'Me'] : []
  }

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
      invalidatesTags: answerTags('Invitations', [
        'Me',
        'Invitations',
        'Teams',
        'Players',
        'Notifications',
        'Registrations',
        'Market',
      ]),
    }),
    declineInvitation: build.mutation<InvitationResponse, number>({
      query: (id) => ({ url: `invitations/${id}/decline`, method: 'POST' }),
      invalidatesTags: answerTags('Invitations', ['Invitations', 'Notifications']),
    }),
    cancelInvitation: build.mutation<InvitationResponse, number>({
      // The team page lists its pending invitations, and a profile's "Invite" depends on them.
      query: (id) => ({ url: `invitations/${id}/cancel`, method: 'POST' }),
      invalidatesTags: answerTags('Invitations', ['Invitations', 'Teams', 'Players']),
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
