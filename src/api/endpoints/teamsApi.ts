/**
 * The team page (docs/api/teams.md, invitations.md): the team, customising it, roster roles and shirt
 * numbers, removing a member, leaving, finding free agents to invite (the invitation itself is
 * invitationsApi.ts's sendInvitation) and the team's pending invitations.
 *
 * Everything a change touches is refetched at once wherever it shows: team pages and lists
 * (`Teams`), player lists and profiles, which name the player's team (`Players`), the signed-in
 * player's own profile and navigation (`Me`) and invitation boxes (`Invitations`).
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type { InvitationsPage } from '@/api/contracts/invitations'
import type { PlayersPage } from '@/api/contracts/players'
import type {
  RosterResponse,
  TeamResponse,
  UpdateMemberRequest,
  UpdateTeamRequest,
} from '@/api/contracts/teams'

/** How many free agents a search shows: enough to choose from, short enough to scan. */
export const INVITE_SEARCH_SIZE = 10
/** The pending invitations of one team never come near this (a roster holds at most 18 + invites). */
const PENDING_PAGE_SIZE = 100

export const teamsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamResponse, number>({
      query: (id) => `teams/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Teams', id }, 'Teams'],
    }),
    updateTeam: build.mutation<TeamResponse, { id: number; body: UpdateTeamRequest }>({
      query: ({ id, body }) => ({ url: `teams/${id}`, method: 'PATCH', body }),
      // Name, tag and crest show beside players, in invitations, on the signed-in player's pages.
      invalidatesTags: whenSucceeded(['Teams', 'Players', 'Me', 'Invitations', 'Competitions']),
    }),
    updateMember: build.mutation<
      RosterResponse,
      { teamId: number; userId: number; body: UpdateMemberRequest }
    >({
      query: ({ teamId, userId, body }) => ({
        url: `teams/${teamId}/members/${userId}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: whenSucceeded(['Teams', 'Players', 'Me']),
    }),
    removeMember: build.mutation<void, { teamId: number; userId: number }>({
      query: ({ teamId, userId }) => ({
        url: `teams/${teamId}/members/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: whenSucceeded(['Teams', 'Players', 'Me']),
    }),
    leaveTeam: build.mutation<void, number>({
      query: (teamId) => ({ url: `teams/${teamId}/leave`, method: 'POST' }),
      // The last member leaving disbands the team: its invitations, registrations and recruitment
      // post go too.
      invalidatesTags: whenSucceeded([
        'Me',
        'Teams',
        'Players',
        'Invitations',
        'Registrations',
        'Market',
      ]),
    }),
    /** The pending invitations of the team the caller manages. */
    getPendingSentInvitations: build.query<InvitationsPage, void>({
      query: () => ({
        url: 'me/invitations',
        params: { box: 'sent', status: 'pending', pageSize: PENDING_PAGE_SIZE },
      }),
      providesTags: ['Invitations'],
    }),
    searchFreeAgents: build.query<PlayersPage, string>({
      query: (q) => ({
        url: 'players',
        params: { freeAgent: 'true', q, sort: 'username', pageSize: INVITE_SEARCH_SIZE },
      }),
      providesTags: ['Players'],
    }),
  }),
})

export const {
  useGetTeamQuery,
  useUpdateTeamMutation,
  useUpdateMemberMutation,
  useRemoveMemberMutation,
  useLeaveTeamMutation,
  useGetPendingSentInvitationsQuery,
  useSearchFreeAgentsQuery,
} = teamsApi
