/** The news calls of docs/api/news.md used by the article page. Public: no token needed. */
import { baseApi } from '@/api/baseApi'
import type { NewsArticleResponse } from '@/api/contracts/news'

export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsArticle: build.query<NewsArticleResponse, string>({
      query: (slug) => `news/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'News', id: slug }],
    }),
  }),
})

export const { useGetNewsArticleQuery } = newsApi
