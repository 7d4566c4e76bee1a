/** GET /api/search?q= (docs/api/search.md): one query across players, teams, competitions and news. */
import { baseApi } from '@/api/baseApi'
import type { SearchResponse } from '@/api/contracts/search'

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, string>({
      query: (q) => `search?q=${encodeURIComponent(q)}`,
      // A language switch refetches it (the articles' titles and summaries).
      providesTags: ['Search'],
    }),
  }),
})

export const { useSearchQuery } = searchApi
