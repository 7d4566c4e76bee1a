/**
 * Join requests (docs/api/invitations.md, "Join requests"): a player asks to join a club (from its
 * page or its recruiting post), the signed-in player's sent box and a manager's received box, and
 * the answers (accept, decline: the club's managers; withdraw: the player). /invitations shows them
 * beside the invitations.
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type {
  JoinRequestBox,
  JoinRequestResponse,
  JoinRequestStatus,
  JoinRequestsPage,
  SendJoinRequestRequest,
} from '@/api/contracts/joinRequests'
import { answerTags, INVITATIONS_PAGE_SIZE } from './invitationsApi'

export interface SendJoinRequestArgs extends SendJoinRequestRequest {
  teamId: number
}

export interface JoinRequestsArgs {
  box: JoinRequestBox
  page: number
  /**
   * Only those in this status (the team page asks for the pending ones: the player's, or its
   * managers' received).
   */
  status?: JoinRequestStatus
  /** INVITATIONS_PAGE_SIZE unless given. */
  pageSize?: number
}

export const joinRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendJoinRequest: build.mutation<JoinRequestResponse, SendJoinRequestArgs>({
      query: ({ teamId, ...body }) => ({
        url: `teams/${teamId}/join-requests`,
        method: 'POST',
        body,
      }),
      // The player's sent box, and the team's page, which says whether the player may still ask.
      invalidatesTags: whenSucceeded(['JoinRequests', 'Teams']),
    }),
    getMyJoinRequests: build.query<JoinRequestsPage, JoinRequestsArgs>({
      // Beside the invitations on /invitations, so in pages of the same size.
      query: ({ box, page, status, pageSize = INVITATIONS_PAGE_SIZE }) => ({
        url: 'me/join-requests',
        params: status ? { box, page, pageSize, status } : { box, page, pageSize },
      }),
      providesTags: ['JoinRequests'],
    }),
    acceptJoinRequest: build.mutation<JoinRequestResponse, number>({
      query: (id) => ({ url: `join-requests/${id}/accept`, method: 'POST' }),
      // The player joined: the team's roster and page, the player lists (no longer a free agent),
      // the registrations that count the roster, the invitations the team had sent them
      // (cancelled), and the notifications.
      invalidatesTags: answerTags('JoinRequests', [
        'JoinRequests',
        'Invitations',
        'Teams',
        'Players',
        'Registrations',
        'Notifications',
      ]),
    }),
    declineJoinRequest: build.mutation<JoinRequestResponse, number>({
      query: (id) => ({ url: `join-requests/${id}/decline`, method: 'POST' }),
      invalidatesTags: answerTags('JoinRequests', ['JoinRequests', 'Teams', 'Notifications']),
    }),
    withdrawJoinRequest: build.mutation<JoinRequestResponse, number>({
      query: (id) => ({ url: `join-requests/${id}/withdraw`, method: 'POST' }),
      invalidatesTags: answerTags('JoinRequests', ['JoinRequests', 'Teams']),
    }),
  }),
})

export const {
  useSendJoinRequestMutation,
  useGetMyJoinRequestsQuery,
  useAcceptJoinRequestMutation,
  useDeclineJoinRequestMutation,
  useWithdrawJoinRequestMutation,
} = joinRequestsApi
