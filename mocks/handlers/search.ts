/** The search area: GET /api/search?q= (docs/api/search.md). */
import { http } from 'msw'
import { searchQuerySchema, type SearchResponse } from '@/api/contracts/search'
import { search } from '../domain/search'
import { apiPath, localizedResponse } from '../lib/http'
import { readQuery } from '../lib/query'
import { route } from '../lib/route'

export const searchHandlers = [
  http.get(
    apiPath('search'),
    route('search', ({ url, empty, language }) => {
      const { q } = readQuery(url, searchQuerySchema)
      return localizedResponse<SearchResponse>(search(q, language, empty), language)
    }),
  ),
]
