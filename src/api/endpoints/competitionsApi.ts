/**
 * The competitions calls (docs/api/competitions.md): the filtered list, one competition, its table or
 * bracket, fixtures, stats leaders and registered teams — all public — and the signed-in player's own
 * profile (GET /api/me), read only to know whether they manage a team that could register.
 */
import { baseApi } from '@/api/baseApi'
import type {
  CompetitionDetail,
  CompetitionsResponse,
  CompetitionTeamsResponse,
  FixturesResponse,
  StandingsResponse,
  StatsResponse,
} from '@/api/contracts/competitions'
import type { CompetitionStatus, Platform } from '@/api/contracts/competitions'

export const COMPETITIONS_PAGE_SIZE = 12

export interface CompetitionsListArgs {
  status: CompetitionStatus[]
  platform: Platform[]
  q: string
  page: number
}

export function competitionsSearch({ status, platform, q, page }: CompetitionsListArgs): string {
  const params = new URLSearchParams()
  if (status.length) params.set('status', status.join(','))
  if (platform.length) params.set('platform', platform.join(','))
  if (q.trim()) params.set('q', q.trim())
  params.set('page', String(page))
  params.set('pageSize', String(COMPETITIONS_PAGE_SIZE))
  return params.toString()
}

export const competitionsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** A part of one competition's page (`''` is its header), cached under the competition's tag. */
    const competitionPart = <Result>(path: string) =>
      build.query<Result, number>({
        query: (id) => `competitions/${id}${path}`,
        providesTags: (_result, _error, id) => [{ type: 'Competitions', id }],
      })
    return {
      getCompetitions: build.query<CompetitionsResponse, CompetitionsListArgs>({
        query: (args) => `competitions?${competitionsSearch(args)}`,
        providesTags: ['Competitions'],
      }),
      getCompetition: competitionPart<CompetitionDetail>(''),
      getCompetitionStandings: competitionPart<StandingsResponse>('/standings'),
      getCompetitionFixtures: competitionPart<FixturesResponse>('/fixtures'),
      getCompetitionStats: competitionPart<StatsResponse>('/stats'),
      getCompetitionTeams: build.query<CompetitionTeamsResponse, number>({
        query: (id) => `competitions/${id}/teams`,
        providesTags: (_result, _error, id) => [
          { type: 'Competitions', id },
          { type: 'Registrations', id },
        ],
      }),
    }
  },
})

export const {
  useGetCompetitionsQuery,
  useGetCompetitionQuery,
  useGetCompetitionStandingsQuery,
  useGetCompetitionFixturesQuery,
  useGetCompetitionStatsQuery,
  useGetCompetitionTeamsQuery,
} = competitionsApi
