/**
 * One match's page (docs/api/matches.md): public. Cached under its own tag, so that whatever changes
 * a result (reporting, confirming, settling) refreshes every match page that shows it.
 */
import { baseApi } from '@/api/baseApi'
import type { MatchDetail } from '@/api/contracts/matches'

export const matchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMatch: build.query<MatchDetail, number>({
      query: (id) => `matches/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Matches', id }, 'Matches'],
    }),
  }),
})

export const { useGetMatchQuery } = matchesApi
