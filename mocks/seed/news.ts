/**
 * Twelve news articles written from the seed's own results: who won what, the table after the
 * latest matchday, the cup draw, transfers, open registrations, a club feature. Every team, player
 * and competition an article names is in its mention lists. ./newsResults.ts and ./newsClubs.ts
 * write them, in English and Spanish, from the desk of ./newsDesk.ts.
 */
import type { InvitationRecord, NewsRecord, UserRecord } from '../model'
import { DAY, MINUTE, slugify, type Ids, type SeedClock } from './context'
import { moveSeasonsIn } from './seasons'
import type { BuiltLeague } from './competitions'
import { clubStories } from './newsClubs'
import type { Desk, Facts } from './newsDesk'
import { resultStories } from './newsResults'
import type { Squad } from './teams'

export function buildNews(
  clock: SeedClock,
  ids: Ids,
  league: BuiltLeague,
  squads: readonly Squad[],
  users: readonly UserRecord[],
  invitations: readonly InvitationRecord[],
): NewsRecord[] {
  const facts: Facts = {
    clock,
    league,
    teams: new Map(squads.map((s) => [s.team.id, s.team])),
    users: new Map(users.map((u) => [u.id, u])),
    squads,
  }
  const staff = (username: string) => {
    const user = users.find((u) => u.username === username)
    if (user === undefined) throw new Error(`no staff account ${username}`)
    return user
  }
  const desk: Desk = {
    facts,
    users,
    invitations,
    media: staff('GVL_Media'),
    admin: staff('GVL_Admin'),
    competition(key) {
      const found = league.byKey.get(key)
      if (found === undefined) throw new Error(`no competition ${key}`)
      return found
    },
    matchesOf: (c) => league.matches.filter((m) => m.competitionId === c.id),
    team: (id) => facts.teams.get(id),
    teams: (ids) => [...new Set(ids)].flatMap((id) => facts.teams.get(id) ?? []),
    endOf: (c, days, time = '15:00') => clock.atDay(c.endDate, time, c.timeZone) + days * DAY,
  }
  const drafts = [...resultStories(desk), ...clubStories(desk)]

  drafts.sort((a, b) => a.publishedMs - b.publishedMs)
  const slugs = new Set<string>()
  return drafts.map((draft) => {
    // Seasons named in the words move with the calendar (./seasons.ts), in both languages; the
    // address with the English title, the same in every language.
    const { title, summary, body } = moveSeasonsIn(
      { title: draft.title, summary: draft.summary, body: draft.body },
      clock.shiftSeasons,
    )
    let slug = slugify(title.en)
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title.en)}-${n}`
    slugs.add(slug)
    return {
      id: ids.next('news'),
      slug,
      title,
      category: draft.category,
      summary,
      coverImage: draft.coverImage,
      authorId: draft.author.id,
      publishedAt: clock.iso(Math.floor(draft.publishedMs / MINUTE) * MINUTE),
      body,
      teamIds: draft.teams.map((t) => t.id),
      playerIds: draft.players.map((u) => u.id),
      competitionId: draft.competition?.id ?? null,
    }
  })
}
