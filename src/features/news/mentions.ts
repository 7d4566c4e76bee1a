/**
 * Finds the names an article mentions in its plain-text body, so they can become links. The body is
 * only ever split into strings and rendered as React text: nothing in it is parsed as markup.
 */
import type { NewsArticle } from '@/api/contracts/news'

export interface Mention {
  name: string
  to: string
}

export type Segment = { text: string } | { text: string; to: string }

/** Every thing the article mentions, with the page it links to: competition, teams, then players. */
export function mentionsOf(article: NewsArticle): Mention[] {
  return [
    ...(article.competition
      ? [{ name: article.competition.name, to: `/competition/${article.competition.id}` }]
      : []),
    ...article.teams.map((team) => ({ name: team.name, to: `/team/${team.id}` })),
    ...article.players.map((player) => ({ name: player.username, to: `/profile/${player.id}` })),
  ]
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_]/u.test(char)

/**
 * Splits one paragraph into text and links. A name matches as a whole word (`demo` does not match
 * inside `demos`); where names overlap the earlier, then the longer, wins (`Lone Star FC` over
 * `Lone Star`). Each name is linked at its first occurrence in the article only, as encyclopaedias
 * do, so a paragraph is not a wall of links: `linked` carries that across paragraphs.
 */
export function splitMentions(
  paragraph: string,
  mentions: readonly Mention[],
  linked: Set<string>,
): Segment[] {
  const hits: { start: number; end: number; mention: Mention }[] = []
  for (const mention of mentions) {
    if (mention.name.length === 0 || linked.has(mention.to)) continue
    let from = 0
    for (;;) {
      const start = paragraph.indexOf(mention.name, from)
      if (start < 0) break
      const end = start + mention.name.length
      if (!isWordChar(paragraph[start - 1]) && !isWordChar(paragraph[end])) {
        hits.push({ start, end, mention })
        break
      }
      from = start + 1
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end)

  const segments: Segment[] = []
  let cursor = 0
  for (const hit of hits) {
    if (hit.start < cursor || linked.has(hit.mention.to)) continue
    if (hit.start > cursor) segments.push({ text: paragraph.slice(cursor, hit.start) })
    segments.push({ text: paragraph.slice(hit.start, hit.end), to: hit.mention.to })
    linked.add(hit.mention.to)
    cursor = hit.end
  }
  if (cursor < paragraph.length) segments.push({ text: paragraph.slice(cursor) })
  return segments
}
