/**
 * News as the API shows it: published articles only (an article dated after "now" is scheduled, not
 * public), newest first, with their author and what they mention; related articles by overlap.
 * Articles are kept in every language and shaped in the caller's.
 */
import {
  RELATED_ARTICLES_LIMIT,
  type NewsArticle,
  type NewsAuthor,
  type NewsCard,
  type NewsQuery,
} from '@/api/contracts/news'
import { now } from '../clock'
import { localize, type Language } from '../lib/language'
import { db, type NewsRecord, type UserRecord } from '../model'
import { toPlayerRef } from './refs'

/** Newest first; the id settles articles of the same instant. */
function newestFirst(a: NewsRecord, b: NewsRecord): number {
  return b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id
}

/** Every article published by now, newest first. */
export function publishedArticles(at: Date = now()): NewsRecord[] {
  const time = at.toISOString()
  return db.news.findMany((q) => q.where((n) => n.publishedAt <= time)).sort(newestFirst)
}

export function listNews(query: NewsQuery): NewsRecord[] {
  return publishedArticles().filter(
    (n) =>
      (query.category === undefined || n.category === query.category) &&
      (query.competitionId === undefined || n.competitionId === query.competitionId) &&
      (query.teamId === undefined || n.teamIds.includes(query.teamId)) &&
      (query.playerId === undefined || n.playerIds.includes(query.playerId)),
  )
}

/** A published article by slug (a scheduled one is not found, like one that does not exist). */
export function findArticle(slug: string): NewsRecord | undefined {
  const time = now().toISOString()
  return db.news.findFirst((q) => q.where((n) => n.slug === slug && n.publishedAt <= time))
}

/**
 * Up to RELATED_ARTICLES_LIMIT other published articles, by how much they share with `article`:
 * the same competition 3, each shared team 2, each shared player 2, the same category 1. Articles
 * sharing nothing are not related; equal scores go to the newer article.
 */
export function relatedArticles(article: NewsRecord): NewsRecord[] {
  const teams = new Set(article.teamIds)
  const players = new Set(article.playerIds)
  return publishedArticles()
    .filter((other) => other.id !== article.id)
    .map((other) => ({
      other,
      score:
        (article.competitionId !== null && other.competitionId === article.competitionId ? 3 : 0) +
        2 * other.teamIds.filter((id) => teams.has(id)).length +
        2 * other.playerIds.filter((id) => players.has(id)).length +
        (other.category === article.category ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, RELATED_ARTICLES_LIMIT)
    .map(({ other }) => other)
}

function usersById(ids: Iterable<number>): Map<number, UserRecord> {
  const wanted = new Set(ids)
  return new Map(
    db.users.findMany((q) => q.where((u) => wanted.has(u.id))).map((user) => [user.id, user]),
  )
}

function toAuthor(authorId: number, users: ReadonlyMap<number, UserRecord>): NewsAuthor {
  const user = users.get(authorId)
  // An author whose account is gone still wrote the article: the league signs it.
  return user === undefined ? { id: authorId, username: 'GVL', avatar: null } : toPlayerRef(user)
}

/** Cards for a list in `language`, looking every author up once. */
export function toNewsCards(articles: readonly NewsRecord[], language: Language): NewsCard[] {
  const users = usersById(articles.map((article) => article.authorId))
  return articles.map((article) => toNewsCard(article, users, language))
}

function toNewsCard(
  article: NewsRecord,
  users: ReadonlyMap<number, UserRecord>,
  language: Language,
): NewsCard {
  return {
    id: article.id,
    slug: article.slug,
    title: localize(article.title, language),
    category: article.category,
    coverImage: article.coverImage,
    author: toAuthor(article.authorId, users),
    publishedAt: article.publishedAt,
    excerpt: localize(article.summary, language),
  }
}

/**
 * The whole article in `language`; mentions that no longer exist are left out, in the order the
 * article lists them.
 */
export function toNewsArticle(article: NewsRecord, language: Language): NewsArticle {
  const users = usersById([article.authorId, ...article.playerIds])
  const teamIds = new Set(article.teamIds)
  const teams = new Map(
    db.teams.findMany((q) => q.where((t) => teamIds.has(t.id))).map((team) => [team.id, team]),
  )
  const competition =
    article.competitionId === null
      ? undefined
      : db.competitions.findFirst((q) => q.where({ id: article.competitionId ?? 0 }))
  return {
    ...toNewsCard(article, users, language),
    body: article.body.map((paragraph) => localize(paragraph, language)),
    teams: article.teamIds.flatMap((id) => {
      const team = teams.get(id)
      return team === undefined ? [] : [{ id: team.id, name: team.name, tag: team.tag }]
    }),
    players: article.playerIds.flatMap((id) => {
      const user = users.get(id)
      return user === undefined ? [] : [{ id: user.id, username: user.username }]
    }),
    competition: competition === undefined ? null : { id: competition.id, name: competition.name },
  }
}
