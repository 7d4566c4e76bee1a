/** One match's page (docs/api/matches.md): public, cached under the `Matches` tag. */
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
