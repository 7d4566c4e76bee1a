/**
 * Search across players, teams, competitions and news. Each kind is matched on its name fields,
 * without regard to case or accents, and ranked: an exact match first, then a match at the start,
 * then a match anywhere; within a rank, by name (A→Z), then id.
 */
import {
  SEARCH_GROUP_LIMIT,
  type SearchCompetition,
  type SearchGroup,
  type SearchNews,
  type SearchPlayer,
  type SearchResponse,
  type SearchTeam,
} from '@/api/contracts/search'
import { now } from '../clock'
import {
  db,
  type CompetitionRecord,
  type NewsRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { LANGUAGES, localize, type Language } from '../lib/language'
import { foldText } from '../lib/text'
import { registrationCounts, type RegistrationCounts } from './competitions'
import { teamsById } from './lookups'
import { playerIndex } from './playerIndex'
import { toCompetitionSummary, toPlayerCard, toTeamRef } from './refs'

/** 0: exact, 1: prefix, 2: anywhere; null: no match. */
export type MatchRank = 0 | 1 | 2

/** How well `text` (already folded) matches the folded `query`. */
export function rankOf(text: string, query: string): MatchRank | null {
  if (text === query) return 0
  if (text.startsWith(query)) return 1
  if (text.includes(query)) return 2
  return null
}

/** The best rank over a record's fields (already folded). */
function bestRank(texts: readonly string[], query: string): MatchRank | null {
  let best: MatchRank | null = null
  for (const text of texts) {
    const rank = rankOf(text, query)
    if (rank !== null && (best === null || rank < best)) best = rank
    if (best === 0) break
  }
  return best
}

interface Hit<T> {
  record: T
  rank: MatchRank
  /** The folded name: the order within a rank. */
  name: string
  id: number
}

function byRank<T>(a: Hit<T>, b: Hit<T>): number {
  return a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id
}

/** The best SEARCH_GROUP_LIMIT hits and how many there were. */
function top<T, R>(hits: Hit<T>[], shape: (record: T) => R): SearchGroup<R> {
  return {
    items: hits
      .sort(byRank)
      .slice(0, SEARCH_GROUP_LIMIT)
      .map((hit) => shape(hit.record)),
    total: hits.length,
  }
}

function collect<T extends { id: number }>(
  records: readonly T[],
  query: string,
  fields: (record: T) => readonly string[],
): Hit<T>[] {
  const hits: Hit<T>[] = []
  for (const record of records) {
    const texts = fields(record).map(foldText)
    const rank = bestRank(texts, query)
    if (rank !== null) hits.push({ record, rank, name: texts[0] ?? '', id: record.id })
  }
  return hits
}

function searchPlayers(query: string): SearchGroup<SearchPlayer> {
  // The players index already holds every listed player's folded username and platform IDs.
  const { entries } = playerIndex()
  const hits: Hit<{ user: UserRecord; teamId: number | null }>[] = []
  for (const entry of entries) {
    const rank = bestRank(entry.keys, query)
    if (rank !== null) {
      hits.push({ record: entry, rank, name: entry.keys[0] ?? entry.name, id: entry.user.id })
    }
  }
  const teams = teamsById()
  return top(hits, ({ user, teamId }) => {
    const team = teamId === null ? undefined : teams.get(teamId)
    return { ...toPlayerCard(user), team: team === undefined ? null : toTeamRef(team) }
  })
}

function toSearchTeam(team: TeamRecord): SearchTeam {
  return { ...toTeamRef(team), platform: team.platform, recruiting: team.recruiting }
}

function toSearchCompetition(
  competition: CompetitionRecord,
  accepted: ReadonlyMap<number, RegistrationCounts>,
  language: Language,
): SearchCompetition {
  return {
    ...toCompetitionSummary(competition, language),
    platform: competition.platform,
    registeredTeams: accepted.get(competition.id)?.accepted ?? 0,
    maxTeams: competition.maxTeams,
  }
}

function toSearchNews(article: NewsRecord, language: Language): SearchNews {
  return {
    id: article.id,
    slug: article.slug,
    title: localize(article.title, language),
    category: article.category,
    summary: localize(article.summary, language),
    coverImage: article.coverImage,
    publishedAt: article.publishedAt,
  }
}

function emptyGroup<T>(): SearchGroup<T> {
  return { items: [], total: 0 }
}

/**
 * Searches everything for `q` (trimmed, at least SEARCH_MIN_LENGTH characters: the handler checked).
 * Players: listed players by username, PSN ID, Xbox gamertag or EA ID. Teams: name or tag.
 * Competitions: name. News: the title of published articles, in any language (an article is found
 * by its English or Spanish title and shown, and ranked, in `language`).
 */
export function search(q: string, language: Language, empty = false): SearchResponse {
  if (empty) {
    return {
      q,
      players: emptyGroup(),
      teams: emptyGroup(),
      competitions: emptyGroup(),
      news: emptyGroup(),
    }
  }
  const query = foldText(q)
  const published = now().toISOString()
  const counts = registrationCounts()
  return {
    q,
    players: searchPlayers(query),
    teams: top(
      collect(db.teams.all(), query, (team) => [team.name, team.tag]),
      toSearchTeam,
    ),
    competitions: top(
      collect(db.competitions.all(), query, (competition) => [competition.name]),
      (competition) => toSearchCompetition(competition, counts, language),
    ),
    news: top(
      collect(
        db.news.all().filter((article) => article.publishedAt <= published),
        query,
        (article) => [
          localize(article.title, language),
          ...LANGUAGES.filter((other) => other !== language).map((other) => article.title[other]),
        ],
      ),
      (article) => toSearchNews(article, language),
    ),
  }
}
