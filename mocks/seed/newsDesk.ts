/**
 * What the news articles of the seed (./news.ts) are written from and with: the facts of the seeded
 * league, the newsroom, and the phrases the articles share (a score, a table, leaders, dates), in
 * English and Spanish: every article is written in both.
 */
import type { NewsCategory } from '@/api/contracts/news'
import type { Position } from '@/api/contracts/league'
import { computeStandings, type StandingRow } from '../domain/standings'
import { totalsOf, type PlayerTotals } from '../domain/stats'
import type {
  CompetitionRecord,
  InvitationRecord,
  MatchRecord,
  PlayerMatchStatsRecord,
  TeamRecord,
  UserRecord,
} from '../model'
import { localDay } from '../lib/calendar'
import { seasonEs, type Language, type LocalizedText } from '../lib/language'
import type { SeedClock } from './context'
import type { BuiltLeague } from './competitions'
import type { Squad } from './teams'

export interface Draft {
  title: LocalizedText
  category: NewsCategory
  summary: LocalizedText
  coverImage: string
  author: UserRecord
  publishedMs: number
  /** Paragraphs, each in both languages. */
  body: LocalizedText[]
  teams: TeamRecord[]
  players: UserRecord[]
  competition: CompetitionRecord | null
}

/** What an article says, in one language. */
export interface Words {
  title: string
  summary: string
  body: readonly string[]
}

/** An article's words in both languages, paragraph by paragraph (the two say the same). */
export function written(en: Words, es: Words): Pick<Draft, 'title' | 'summary' | 'body'> {
  if (en.body.length !== es.body.length) {
    throw new Error(
      `"${en.title}" has ${en.body.length} paragraphs in English, ${es.body.length} in Spanish`,
    )
  }
  return {
    title: { en: en.title, es: es.title },
    summary: { en: en.summary, es: es.summary },
    body: en.body.map((paragraph, index) => ({ en: paragraph, es: es.body[index] ?? '' })),
  }
}

export const COVERS = {
  results: '/images/news/results.svg',
  trophy: '/images/news/trophy.svg',
  transfers: '/images/news/transfers.svg',
  announcements: '/images/news/announcements.svg',
  draw: '/images/news/cup-draw.svg',
  features: '/images/news/features.svg',
} as const

/** What every story is written from: the seed's facts, the newsroom's two accounts and lookups. */
export interface Desk {
  facts: Facts
  users: readonly UserRecord[]
  invitations: readonly InvitationRecord[]
  /** GVL_Media writes the results and features, GVL_Admin the announcements. */
  media: UserRecord
  admin: UserRecord
  competition(key: string): CompetitionRecord
  matchesOf(competition: CompetitionRecord): MatchRecord[]
  team(id: number): TeamRecord | undefined
  /** The known teams of `ids`, each once, in the order first named (an article's mention list). */
  teams(ids: readonly number[]): TeamRecord[]
  /** `days` after the competition's last day, at `time` where it is played. */
  endOf(competition: CompetitionRecord, days: number, time?: string): number
}

export interface Facts {
  clock: SeedClock
  league: BuiltLeague
  teams: ReadonlyMap<number, TeamRecord>
  users: ReadonlyMap<number, UserRecord>
  squads: readonly Squad[]
}

/**
 * `Lone Star FC 1–1 Bayou Strikers (5–4 on penalties, Lone Star FC through)`; in Spanish `(5–4 en
 * penaltis, pasa Lone Star FC)`: home–away, naming who went through, as the app words a shoot-out
 * (`match.penalties` in src/locales/<language>/common.json).
 */
export function score(
  match: MatchRecord,
  teams: ReadonlyMap<number, TeamRecord>,
  language: Language = 'en',
): string {
  const home = teams.get(match.homeTeamId)?.name ?? '?'
  const away = teams.get(match.awayTeamId)?.name ?? '?'
  const { homePenalties, awayPenalties } = match
  let pens = ''
  if (homePenalties !== null && awayPenalties !== null) {
    const through = homePenalties > awayPenalties ? home : away
    const shootOut = `${homePenalties}–${awayPenalties}`
    pens =
      language === 'es'
        ? ` (${shootOut} en penaltis, pasa ${through})`
        : ` (${shootOut} on penalties, ${through} through)`
  }
  return `${home} ${match.homeScore ?? 0}–${match.awayScore ?? 0} ${away}${pens}`
}

export function table(
  facts: Facts,
  competition: CompetitionRecord,
  matches: readonly MatchRecord[],
): StandingRow[] {
  const teamIds = new Set(
    facts.league.registrations
      .filter((r) => r.competitionId === competition.id && r.status === 'accepted')
      .map((r) => r.teamId),
  )
  return computeStandings(
    [...teamIds].flatMap((id) => facts.teams.get(id) ?? []),
    matches,
    competition.tiebreakers,
  )
}

/** Per-player totals in a set of matches, best first by `value`. */
export function leaders(
  facts: Facts,
  matches: readonly MatchRecord[],
  value: (totals: PlayerTotals) => number,
  minMatches = 1,
): { user: UserRecord; teamId: number; totals: PlayerTotals }[] {
  const byId = new Map(matches.map((m) => [m.id, m]))
  const lines = new Map<number, PlayerMatchStatsRecord[]>()
  for (const line of facts.league.stats) {
    if (!byId.has(line.matchId)) continue
    const list = lines.get(line.userId) ?? []
    list.push(line)
    lines.set(line.userId, list)
  }
  return [...lines]
    .map(([userId, list]) => ({
      user: facts.users.get(userId),
      teamId: list.at(-1)?.teamId ?? 0,
      totals: totalsOf(list, byId),
    }))
    .filter(
      (entry): entry is { user: UserRecord; teamId: number; totals: PlayerTotals } =>
        entry.user !== undefined && entry.totals.matches >= minMatches,
    )
    .sort((a, b) => value(b.totals) - value(a.totals) || a.user.id - b.user.id)
}

/** `2026-03-19` → `Thursday, March 19`. */
export function longDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/** `2026-03-19` → `jueves 19 de marzo`, as a sentence says it (`…el jueves 19 de marzo`). */
export function longDateEs(day: string): string {
  const parts = new Intl.DateTimeFormat('es', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T12:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} de ${part('month')}`
}

/** The deadline's day where the competition is played. */
export function deadlineDay(competition: CompetitionRecord): string {
  return longDate(localDay(new Date(competition.registrationDeadline), competition.timeZone))
}

export function deadlineDayEs(competition: CompetitionRecord): string {
  return longDateEs(localDay(new Date(competition.registrationDeadline), competition.timeZone))
}

/**
 * A competition's name as Spanish prose says it: its season in Spanish (`Premier Division — Summer
 * 2026` → `Premier Division de Verano 2026`); a name that does not end in its season is left as it is.
 */
export function competitionNameEs(competition: CompetitionRecord): string {
  const name = competition.name.replace(/^GVL /, '')
  const suffix = ` — ${competition.season}`
  return name.endsWith(suffix)
    ? `${name.slice(0, -suffix.length)} de ${seasonEs(competition.season)}`
    : name
}

/** `7.4` as Spanish writes it (`7,4`), like the app shows ratings. */
export function decimalEs(value: number): string {
  return new Intl.NumberFormat('es', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

/** `A, B y C`. */
export function listEs(items: readonly string[]): string {
  return new Intl.ListFormat('es', { style: 'long', type: 'conjunction' }).format(items)
}

/** `1 victoria`, `3 victorias`. */
export function countEs(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`
}

/** Positions as Spanish prose names them (the app's own words, src/locales/es/players.json). */
export const POSITION_ES: Record<Position, { name: string; short: string }> = {
  GK: { name: 'portero', short: 'POR' },
  RB: { name: 'lateral derecho', short: 'LD' },
  CB: { name: 'defensa central', short: 'DFC' },
  LB: { name: 'lateral izquierdo', short: 'LI' },
  CDM: { name: 'mediocentro defensivo', short: 'MCD' },
  CM: { name: 'mediocentro', short: 'MC' },
  CAM: { name: 'mediapunta', short: 'MCO' },
  RM: { name: 'interior derecho', short: 'MD' },
  LM: { name: 'interior izquierdo', short: 'MI' },
  RW: { name: 'extremo derecho', short: 'ED' },
  LW: { name: 'extremo izquierdo', short: 'EI' },
  ST: { name: 'delantero centro', short: 'DC' },
}

export function teamName(facts: Facts, id: number, language: Language = 'en'): string {
  return facts.teams.get(id)?.name ?? (language === 'es' ? 'un club' : 'a club')
}
