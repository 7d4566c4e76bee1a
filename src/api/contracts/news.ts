/**
 * News: the list of articles and one article by its slug (docs/api/news.md). Shared by the client
 * (home page, /news/{slug}) and the mock API.
 */
import { z } from 'zod'
import { pageQuerySchema, pageSchema, positiveParam } from './paging'
import { namedPlayerSchema, namedTeamSchema, playerRefSchema, positiveId } from './common'
import { competitionNameSchema } from './competitions'

export const NEWS_CATEGORIES = ['results', 'transfers', 'announcements', 'features'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]

/** How many related articles an article answers at most. */
export const RELATED_ARTICLES_LIMIT = 3

/** GET /api/news — filters combined with AND, newest first. */
export const newsQuerySchema = pageQuerySchema.extend({
  category: z.enum(NEWS_CATEGORIES).optional(),
  /** Articles that mention this competition / team / player. */
  competitionId: positiveParam.optional(),
  teamId: positiveParam.optional(),
  playerId: positiveParam.optional(),
})
export type NewsQuery = z.infer<typeof newsQuerySchema>
/** What the client puts in the URL: every filter optional. */
export type NewsFilters = Partial<NewsQuery>

/** A staff member of the league (never an email). */
export const newsAuthorSchema = playerRefSchema
export type NewsAuthor = z.infer<typeof newsAuthorSchema>

/** An article as lists show it. */
export const newsCardSchema = z.object({
  id: positiveId,
  /** Unique and URL-friendly: the article lives at /news/{slug}. */
  slug: z.string(),
  title: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  /** The cover image: a path under the app's origin (`/images/news/results.svg`). */
  coverImage: z.string(),
  author: newsAuthorSchema,
  /** ISO 8601, UTC. */
  publishedAt: z.string(),
  /** One or two sentences. */
  excerpt: z.string(),
})
export type NewsCard = z.infer<typeof newsCardSchema>

export const newsResponseSchema = pageSchema(newsCardSchema)
export type NewsResponse = z.infer<typeof newsResponseSchema>

/** GET /api/news/:slug — the whole article and what it mentions (for links). */
export const newsArticleSchema = newsCardSchema.extend({
  /** Paragraphs of plain text, in the request's language (like the title and excerpt). */
  body: z.array(z.string()),
  /** Links to /team/{id}. */
  teams: z.array(namedTeamSchema),
  /** Links to /profile/{id}. */
  players: z.array(namedPlayerSchema),
  /** Link to /competition/{id}; null when the article is about no competition. */
  competition: competitionNameSchema.nullable(),
})
export type NewsArticle = z.infer<typeof newsArticleSchema>

export const newsArticleResponseSchema = z.object({
  article: newsArticleSchema,
  /** Up to three other articles, the closest first (docs/api/news.md, "Related articles"). */
  related: z.array(newsCardSchema).max(RELATED_ARTICLES_LIMIT),
})
export type NewsArticleResponse = z.infer<typeof newsArticleResponseSchema>
