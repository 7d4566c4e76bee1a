/**
 * The news area (docs/api/news.md): the list of articles and one article by slug, in the caller's
 * language. Public.
 */
import { http, type HttpHandler } from 'msw'
import { newsQuerySchema, type NewsArticleResponse, type NewsResponse } from '@/api/contracts/news'
import { findArticle, listNews, relatedArticles, toNewsArticle, toNewsCards } from '../domain/news'
import { apiPath, HttpError, localizedResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { route } from '../lib/route'

export const newsHandlers: HttpHandler[] = [
  http.get(
    apiPath('news'),
    route('news', ({ url, empty, language }) => {
      const query = readQuery(url, newsQuerySchema)
      return localizedResponse<NewsResponse>(
        paginate(empty ? [] : listNews(query), query, (page) => toNewsCards(page, language)),
        language,
      )
    }),
  ),

  http.get(
    apiPath('news/:slug'),
    route('news', ({ params, empty, language }) => {
      const slug = typeof params.slug === 'string' ? params.slug : ''
      const article = findArticle(slug)
      if (article === undefined) throw new HttpError(404, 'article_not_found')
      return localizedResponse<NewsArticleResponse>(
        {
          article: toNewsArticle(article, language),
          related: empty ? [] : toNewsCards(relatedArticles(article), language),
        },
        language,
      )
    }),
  ),
]
