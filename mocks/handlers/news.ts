/** The news area (docs/api/news.md): the list of articles and one article by slug. Public. */
import { http, type HttpHandler } from 'msw'
import { newsQuerySchema, type NewsArticleResponse, type NewsResponse } from '@/api/contracts/news'
import { findArticle, listNews, relatedArticles, toNewsArticle, toNewsCards } from '../domain/news'
import { apiPath, HttpError, jsonResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { route } from '../lib/route'

export const newsHandlers: HttpHandler[] = [
  http.get(
    apiPath('news'),
    route('news', ({ url, empty }) => {
      const query = readQuery(url, newsQuerySchema)
      return jsonResponse<NewsResponse>(paginate(empty ? [] : listNews(query), query, toNewsCards))
    }),
  ),

  http.get(
    apiPath('news/:slug'),
    route('news', ({ params, empty }) => {
      const slug = typeof params.slug === 'string' ? params.slug : ''
      const article = findArticle(slug)
      if (article === undefined) throw new HttpError(404, 'article_not_found')
      return jsonResponse<NewsArticleResponse>({
        article: toNewsArticle(article),
        related: empty ? [] : toNewsCards(relatedArticles(article)),
      })
    }),
  ),
]
