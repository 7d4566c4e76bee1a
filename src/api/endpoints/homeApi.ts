/**
 * The home page's calls: competitions open or in progress (docs/api/competitions.md), the latest news
 * (news.md), matches across competitions (GET /api/matches), the stats leaders of the main league,
 * and for a signed-in player their profile (for their team) and pending invitations (invitations.md).
 * Each section asks on its own, so one failing area leaves the others standing.
 */
import { baseApi } from '@/api/baseApi'
import type {
  CompetitionsResponse,
  MatchesResponse,
  MatchListStatus,
  StatsResponse,
} from '@/api/contracts/competitions'
import type { InvitationsPage } from '@/api/contracts/invitations'
import type { NewsResponse } from '@/api/contracts/news'

/** How many of each list the home page shows. */
export const HOME_COMPETITIONS = 6
export const HOME_NEWS = 4
export const HOME_MATCHES = 5
export const HOME_LEADERS = 5
export const HOME_INVITATIONS = 3

export interface HomeMatchesArgs {
  status: MatchListStatus
  teamId?: number
  pageSize: number
}

export function matchesSearch({ status, teamId, pageSize }: HomeMatchesArgs): string {
  const params = new URLSearchParams({ status })
  if (teamId !== undefined) params.set('teamId', String(teamId))
  params.set('pageSize', String(pageSize))
  return params.toString()
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What a team can join, then what is being played (the list's own order). */
    getHomeCompetitions: build.query<CompetitionsResponse, void>({
      query: () =>
        `competitions?status=registration_open,in_progress&pageSize=${HOME_COMPETITIONS}`,
      providesTags: ['Competitions'],
    }),
    getHomeNews: build.query<NewsResponse, void>({
      query: () => `news?pageSize=${HOME_NEWS}`,
      providesTags: ['News'],
    }),
    getHomeMatches: build.query<MatchesResponse, HomeMatchesArgs>({
      query: (args) => `matches?${matchesSearch(args)}`,
      providesTags: ['Competitions'],
    }),
    getHomeLeaders: build.query<StatsResponse, number>({
      query: (competitionId) => `competitions/${competitionId}/stats`,
      providesTags: (_result, _error, id) => [{ type: 'Competitions', id }],
    }),
    getHomeInvitations: build.query<InvitationsPage, void>({
      query: () => `me/invitations?box=received&status=pending&pageSize=${HOME_INVITATIONS}`,
      providesTags: ['Invitations'],
    }),
  }),
})

export const {
  useGetHomeCompetitionsQuery,
  useGetHomeNewsQuery,
  useGetHomeMatchesQuery,
  useGetHomeLeadersQuery,
  useGetHomeInvitationsQuery,
} = homeApi
