/**
 * Infractions: demo's active warning and expired one, suspensions from recent red cards (one still
 * to serve tonight), a forfeit's no-show, a player who quit mid-season, an appeal pending and one
 * upheld. Players in a match are taken from its lineup, so the story and the stats agree. The
 * league describes each in English and Spanish; the appeals are the players' own words.
 */
import type { InfractionStatus } from '@/api/contracts/infractions'
import { STRIKE_DAYS, type InfractionType, type Sanction } from '@/api/contracts/league'
import type { LocalizedText } from '../lib/language'
import type { InfractionRecord, MatchRecord, PlayerMatchStatsRecord, UserRecord } from '../model'
import { DAY, HOUR, int, MINUTE, type Ids, type SeedClock } from './context'
import type { BuiltLeague } from './competitions'
import type { Squad } from './teams'

type Who =
  | { username: string }
  /** The lowest-rated player of the team in the match (a red card does not help a rating). */
  | { lowestRated: true }
  /** Someone of the team who did not play its next match (the ban was served). */
  | { servedNextMatch: true }
  | { role: 'manager' | 'co-manager' }
  /** A free agent of the competition's platform who left this team. */
  | { leftTeam: true }

interface InfractionPlan {
  competition: string
  team: string
  /** The matchday of the team's match it happened in, or `latest` played; none: not in a match. */
  matchday?: number | 'latest'
  who: Who
  type: InfractionType
  description: LocalizedText
  strikes: number
  sanction: Sanction
  matchesRemaining?: number
  /** Days before now it was issued, when not the day after its match. */
  issuedDaysAgo?: number
  issuedBy: 'GVL_Admin' | 'Ref_Ramirez'
  appeal?: { text: string; outcome: 'pending' | 'overturned' }
}

const PLANS: readonly InfractionPlan[] = [
  {
    competition: 'spring2026',
    team: 'Northside Rovers',
    matchday: 7,
    who: { username: 'demo' },
    type: 'conduct',
    description: {
      en: 'Disrespectful comments towards the opposing team in the match thread after full time.',
      es: 'Comentarios irrespetuosos hacia el equipo rival en el hilo del partido al terminar el encuentro.',
    },
    strikes: 1,
    sanction: 'warning',
    issuedBy: 'Ref_Ramirez',
  },
  {
    competition: 'fall2025',
    team: 'Northside Rovers',
    matchday: 2,
    who: { username: 'demo' },
    type: 'name_mismatch',
    description: {
      en: 'In-game name did not match the gamertag on the GVL profile. Fixed before the next match.',
      es: 'El nombre en el juego no coincidía con el gamertag del perfil de GVL. Se corrigió antes del siguiente partido.',
    },
    strikes: 1,
    sanction: 'warning',
    issuedBy: 'GVL_Admin',
  },
  {
    competition: 'spring2026',
    team: 'Bayou Strikers',
    matchday: 7,
    who: { lowestRated: true },
    type: 'red_card_suspension',
    description: {
      en: 'Straight red card for a last-man foul. One-match ban.',
      es: 'Roja directa por una falta como último hombre. Un partido de suspensión.',
    },
    strikes: 1,
    sanction: 'match_ban',
    matchesRemaining: 1,
    issuedBy: 'Ref_Ramirez',
  },
  {
    competition: 'spring2026',
    team: 'Lone Star FC',
    matchday: 6,
    who: { servedNextMatch: true },
    type: 'red_card_suspension',
    description: {
      en: 'Second yellow card. One-match ban, served on matchday 7.',
      es: 'Doble amarilla. Un partido de suspensión, cumplido en la jornada 7.',
    },
    strikes: 1,
    sanction: 'match_ban',
    matchesRemaining: 0,
    issuedBy: 'Ref_Ramirez',
  },
  {
    competition: 'spring2026',
    team: 'Emerald Coast United',
    matchday: 5,
    who: { role: 'manager' },
    type: 'no_show',
    description: {
      en: 'The team was not in the lobby 15 minutes after kick-off. Match forfeited 0–3.',
      es: 'El equipo no estaba en la sala 15 minutos después de la hora de inicio. Partido perdido 0–3 por incomparecencia.',
    },
    strikes: 2,
    sanction: 'warning',
    issuedBy: 'GVL_Admin',
  },
  {
    competition: 'spring2026',
    team: 'Mile High Wolves',
    who: { leftTeam: true },
    type: 'quitting_league',
    description: {
      en: 'Left the club in the middle of the season without notice. Banned for the rest of the competition.',
      es: 'Dejó el club a mitad de temporada sin avisar. Exclusión para el resto de la competición.',
    },
    strikes: 3,
    sanction: 'competition_ban',
    issuedDaysAgo: 19,
    issuedBy: 'GVL_Admin',
  },
  {
    competition: 'spring2026',
    team: 'Capitol Hill Cosmos',
    matchday: 4,
    who: { role: 'co-manager' },
    type: 'ineligible_player',
    description: {
      en: 'Fielded a player who was not on the registered roster.',
      es: 'Alineó a un jugador que no estaba en la plantilla inscrita.',
    },
    strikes: 2,
    sanction: 'warning',
    issuedBy: 'GVL_Admin',
    appeal: {
      text: 'The player was added to our roster on the team page two days before the match; the screenshot of the roster change is in the match thread. We believe the roster export was out of date.',
      outcome: 'pending',
    },
  },
  {
    competition: 'spring2026',
    team: 'Motor City Mavericks',
    matchday: 3,
    who: { lowestRated: true },
    type: 'conduct',
    description: {
      en: 'Reported for abusive voice chat during the match.',
      es: 'Denuncia por insultos en el chat de voz durante el partido.',
    },
    strikes: 2,
    sanction: 'match_ban',
    matchesRemaining: 0,
    issuedBy: 'Ref_Ramirez',
    appeal: {
      text: 'The report names my gamertag but the voice in the clip is not mine: I was on the pitch at LB and the clip shows the opponents’ party chat. Happy to share my own recording.',
      outcome: 'overturned',
    },
  },
  {
    competition: 'spring2026',
    team: 'Harbor City FC',
    matchday: 2,
    who: { lowestRated: true },
    type: 'name_mismatch',
    description: {
      en: 'Played under a different gamertag than the one on the GVL profile.',
      es: 'Jugó con un gamertag distinto al de su perfil de GVL.',
    },
    strikes: 1,
    sanction: 'warning',
    issuedBy: 'GVL_Admin',
  },
  {
    competition: 'xbox2026',
    team: 'Pacific Panthers',
    matchday: 'latest',
    who: { lowestRated: true },
    type: 'red_card_suspension',
    description: {
      en: 'Straight red card for violent conduct. One-match ban.',
      es: 'Roja directa por conducta violenta. Un partido de suspensión.',
    },
    strikes: 1,
    sanction: 'match_ban',
    matchesRemaining: 1,
    issuedBy: 'Ref_Ramirez',
  },
  {
    competition: 'fall2025',
    team: 'Windy City Wanderers',
    matchday: 12,
    who: { lowestRated: true },
    type: 'red_card_suspension',
    description: {
      en: 'Straight red card for a two-footed tackle. One-match ban, served.',
      es: 'Roja directa por una entrada con los dos pies. Un partido de suspensión, ya cumplido.',
    },
    strikes: 1,
    sanction: 'match_ban',
    matchesRemaining: 0,
    issuedBy: 'Ref_Ramirez',
  },
  {
    competition: 'wintercup2025',
    team: 'Empire State FC',
    matchday: 2,
    who: { lowestRated: true },
    type: 'conduct',
    description: {
      en: 'Unsporting celebration in front of the opponents’ keeper.',
      es: 'Celebración antideportiva delante del portero rival.',
    },
    strikes: 1,
    sanction: 'warning',
    issuedBy: 'Ref_Ramirez',
  },
]

export function buildInfractions(
  clock: SeedClock,
  ids: Ids,
  league: BuiltLeague,
  squads: readonly Squad[],
  users: readonly UserRecord[],
  leavers: readonly UserRecord[],
): InfractionRecord[] {
  const userByName = new Map(users.map((u) => [u.username, u]))
  const statsByMatch = new Map<number, PlayerMatchStatsRecord[]>()
  for (const line of league.stats) {
    const lines = statsByMatch.get(line.matchId) ?? []
    lines.push(line)
    statsByMatch.set(line.matchId, lines)
  }
  const leaversLeft = [...leavers]
  const drafts: Omit<InfractionRecord, 'id'>[] = []

  for (const plan of PLANS) {
    const competition = league.byKey.get(plan.competition)
    const squad = squads.find((s) => s.team.name === plan.team)
    const issuer = userByName.get(plan.issuedBy)
    if (competition === undefined || squad === undefined || issuer === undefined) {
      throw new Error(`infraction plan for ${plan.team} in ${plan.competition} names nothing`)
    }
    const teamMatches = league.matches
      .filter(
        (m) =>
          m.competitionId === competition.id &&
          (m.homeTeamId === squad.team.id || m.awayTeamId === squad.team.id),
      )
      .sort((a, b) => a.kickoff.localeCompare(b.kickoff))
    const match = findMatch(plan, teamMatches)
    const lines = (match === undefined ? [] : (statsByMatch.get(match.id) ?? [])).filter(
      (line) => line.teamId === squad.team.id,
    )
    const player = choosePlayer(plan.who, {
      squad,
      lines,
      match,
      teamMatches,
      statsByMatch,
      userByName,
      leaversLeft,
    })
    if (player === undefined) continue

    const issuedMs =
      plan.issuedDaysAgo !== undefined
        ? clock.nowMs - plan.issuedDaysAgo * DAY - 5 * HOUR
        : match !== undefined
          ? Date.parse(match.kickoff) + 15 * HOUR + int(0, 240) * MINUTE
          : clock.nowMs - 10 * DAY
    const expiresMs = issuedMs + STRIKE_DAYS * DAY
    const appealedMs = plan.appeal === undefined ? null : issuedMs + int(20, 60) * HOUR
    const status: InfractionStatus =
      plan.appeal?.outcome === 'overturned'
        ? 'overturned'
        : plan.appeal?.outcome === 'pending'
          ? 'appealed'
          : expiresMs <= clock.nowMs
            ? 'expired'
            : 'active'
    drafts.push({
      playerId: player.id,
      teamId: squad.team.id,
      competitionId: competition.id,
      matchId: match?.id ?? null,
      type: plan.type,
      description: plan.description,
      strikes: plan.strikes,
      sanction: plan.sanction,
      matchesRemaining: status === 'overturned' ? 0 : (plan.matchesRemaining ?? 0),
      issuedBy: issuer.id,
      issuedAt: clock.iso(issuedMs),
      expiresAt: clock.iso(expiresMs),
      status,
      appeal: plan.appeal?.text ?? null,
      appealedAt: appealedMs === null ? null : clock.iso(appealedMs),
    })
  }
  drafts.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt))
  return drafts.map((draft) => ({ id: ids.next('infractions'), ...draft }))
}

function findMatch(
  plan: InfractionPlan,
  teamMatches: readonly MatchRecord[],
): MatchRecord | undefined {
  if (plan.matchday === undefined) return undefined
  if (plan.matchday === 'latest') return teamMatches.filter((m) => m.status === 'played').at(-1)
  return teamMatches.find((m) => m.matchday === plan.matchday)
}

interface Choice {
  squad: Squad
  lines: readonly PlayerMatchStatsRecord[]
  match: MatchRecord | undefined
  teamMatches: readonly MatchRecord[]
  statsByMatch: ReadonlyMap<number, PlayerMatchStatsRecord[]>
  userByName: ReadonlyMap<string, UserRecord>
  leaversLeft: UserRecord[]
}

function choosePlayer(who: Who, choice: Choice): UserRecord | undefined {
  const { squad, lines } = choice
  const userById = (id: number) => squad.members.find((m) => m.user.id === id)?.user
  if ('username' in who) return choice.userByName.get(who.username)
  if ('role' in who) return squad.members.find((m) => m.membership.role === who.role)?.user
  if ('leftTeam' in who) return choice.leaversLeft.shift()
  const byRating = [...lines].sort((a, b) => a.rating - b.rating || a.id - b.id)
  if ('servedNextMatch' in who && choice.match !== undefined) {
    const next = choice.teamMatches[choice.teamMatches.indexOf(choice.match) + 1]
    const playedNext = new Set(
      (next === undefined ? [] : (choice.statsByMatch.get(next.id) ?? [])).map((l) => l.userId),
    )
    const served = byRating.find((line) => !playedNext.has(line.userId))
    if (served !== undefined) return userById(served.userId)
  }
  // The lowest rating that is not the man of the match (he was not sent off).
  const line = byRating.find((l) => !l.manOfTheMatch) ?? byRating[0]
  return line === undefined ? undefined : userById(line.userId)
}
