/** News articles. */
import { z } from 'zod'
import { NEWS_CATEGORIES } from '@/api/contracts/news'
import { id, isoDate, localizedText } from './common'

export const newsRecordSchema = z.object({
  id,
  /** Unique, URL-friendly, from the English title: the article's address is /news/{slug}. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: localizedText,
  category: z.enum(NEWS_CATEGORIES),
  /** One or two sentences for lists and link previews. */
  summary: localizedText,
  /** A path under public/ (`/images/news/….svg`). */
  coverImage: z.string(),
  /** A staff user. */
  authorId: id,
  publishedAt: isoDate,
  /** Paragraphs of plain text, each in every language; the entities they name are listed below. */
  body: z.array(localizedText).min(1),
  teamIds: z.array(id),
  playerIds: z.array(id),
  competitionId: id.nullable(),
})
export type NewsRecord = z.infer<typeof newsRecordSchema>
