/**
 * Infractions as the API serves them: expiry applied on read, the caller's record and its summary,
 * appeals, and the mock-only way to issue one (with its notification).
 */
import {
  STRIKE_DAYS,
  type IssueInfractionRequest,
  type Infraction,
  type InfractionsSummary,
  type InfractionType,
  type Sanction,
} from '@/api/contracts/infractions'
import { now } from '../clock'
import { DAY_MS } from '../lib/calendar'
import { HttpError } from '../lib/http'
import { asWritten, localize, type Language, type LocalizedText } from '../lib/language'
import {
  db,
  findUser,
  nextId,
  type CompetitionRecord,
  type InfractionRecord,
  type MatchRecord,
  type TeamRecord,
} from '../model'
import { buildInfractionIssuedNotification, createNotification } from './notifications'
import { findCompetition, findTeam, membershipOf } from './lookups'

/** Active infractions past `expiresAt` become `expired` (applied whenever infractions are read). */
export async function settleExpiredInfractions(playerId: number): Promise<void> {
  const time = now().toISOString()
  await db.infractions.updateMany(
    (q) => q.where((i) => i.playerId === playerId && i.status === 'active' && i.expiresAt <= time),
    {
      data(infraction) {
        infraction.status = 'expired'
      },
    },
  )
}

/** The player's infractions, newest first (expiry applied). */
export async function infractionsOf(playerId: number): Promise<InfractionRecord[]> {
  await settleExpiredInfractions(playerId)
  return db.infractions
    .findMany((q) => q.where({ playerId }))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id - a.id)
}

/**
 * Whether an infraction counts at `at`: active, or appealed (an appeal does not suspend the sanction
 * until the league overturns it), and not past its expiry.
 */
export function isInForce(infraction: InfractionRecord, at: Date = now()): boolean {
  return (
    (infraction.status === 'active' || infraction.status === 'appealed') &&
    at.toISOString() < infraction.expiresAt
  )
}

/** Whether the infraction keeps the player off the pitch: a match ban left to serve, a competition ban. */
export function isSuspension(infraction: InfractionRecord): boolean {
  return (
    (infraction.sanction === 'match_ban' && infraction.matchesRemaining > 0) ||
    infraction.sanction === 'competition_ban'
  )
}

export function summaryOf(
  infractions: readonly InfractionRecord[],
  at: Date = now(),
): InfractionsSummary {
  const inForce = infractions.filter((infraction) => isInForce(infraction, at))
  return {
    activeStrikes: inForce.reduce((sum, infraction) => sum + infraction.strikes, 0),
    activeSuspensions: inForce.filter(isSuspension).length,
  }
}

/** `Northside Rovers 2–1 Lone Star FC`, or `Northside Rovers vs Lone Star FC` without a score. */
export function matchLabel(match: MatchRecord): string {
  const home = findTeam(match.homeTeamId)?.name ?? `#${match.homeTeamId}`
  const away = findTeam(match.awayTeamId)?.name ?? `#${match.awayTeamId}`
  return match.homeScore !== null && match.awayScore !== null
    ? `${home} ${match.homeScore}–${match.awayScore} ${away}`
    : `${home} vs ${away}`
}

function findMatch(matchId: number): MatchRecord | undefined {
  return db.matches.findFirst((q) => q.where({ id: matchId }))
}

/**
 * The response shape, field by field (the record's description in `language`, references
 * resolved).
 */
export function toInfraction(record: InfractionRecord, language: Language): Infraction {
  const competition = findCompetition(record.competitionId)
  const team = findTeam(record.teamId)
  const match = record.matchId === null ? undefined : findMatch(record.matchId)
  return {
    id: record.id,
    type: record.type,
    description: localize(record.description, language),
    competition: { id: record.competitionId, name: competition?.name ?? '' },
    match:
      match === undefined
        ? null
        : { id: match.id, label: matchLabel(match), kickoff: match.kickoff },
    team: { id: record.teamId, name: team?.name ?? '', tag: team?.tag ?? '' },
    strikes: record.strikes,
    sanction: record.sanction,
    matchesRemaining: record.matchesRemaining,
    issuedBy: findUser(record.issuedBy)?.username ?? '',
    issuedAt: record.issuedAt,
    expiresAt: record.expiresAt,
    status: record.status,
    appeal:
      record.appeal === null || record.appealedAt === null
        ? null
        : { text: record.appeal, appealedAt: record.appealedAt },
  }
}

/**
 * The caller appeals one of their infractions. Someone else's infraction is "not found" (its
 * existence is not revealed); an infraction is appealed once, and only while active.
 */
export async function appealInfraction(
  playerId: number,
  infractionId: number,
  text: string,
): Promise<InfractionRecord> {
  await settleExpiredInfractions(playerId)
  const infraction = db.infractions.findFirst((q) => q.where({ id: infractionId, playerId }))
  if (infraction === undefined) throw new HttpError(404, 'infraction_not_found')
  if (infraction.appeal !== null) throw new HttpError(409, 'already_appealed')
  if (infraction.status !== 'active') throw new HttpError(409, 'infraction_not_active')
  const updated = await db.infractions.update(infraction, {
    data(record) {
      record.status = 'appealed'
      record.appeal = text
      record.appealedAt = now().toISOString()
    },
  })
  if (updated === undefined) throw new HttpError(404, 'infraction_not_found')
  return updated
}

/** What the league usually gives for each type, when the mock request does not say. */
const DEFAULTS: Record<
  InfractionType,
  { strikes: number; sanction: Sanction; description: LocalizedText }
> = {
  conduct: {
    strikes: 1,
    sanction: 'warning',
    description: {
      en: 'Unsporting conduct reported by the opponents and confirmed by the league.',
      es: 'Conducta antideportiva denunciada por el rival y confirmada por la liga.',
    },
  },
  no_show: {
    strikes: 2,
    sanction: 'warning',
    description: {
      en: 'The team was not in the lobby 15 minutes after kick-off.',
      es: 'El equipo no estaba en la sala 15 minutos después de la hora de inicio.',
    },
  },
  quitting_league: {
    strikes: 3,
    sanction: 'competition_ban',
    description: {
      en: 'Left the club in the middle of the season without notice.',
      es: 'Dejó el club a mitad de temporada sin avisar.',
    },
  },
  ineligible_player: {
    strikes: 2,
    sanction: 'warning',
    description: {
      en: 'Fielded a player who was not on the registered roster.',
      es: 'Alineó a un jugador que no estaba en la plantilla inscrita.',
    },
  },
  name_mismatch: {
    strikes: 1,
    sanction: 'warning',
    description: {
      en: 'In-game name did not match the gamertag on the GVL profile.',
      es: 'El nombre en el juego no coincidía con el gamertag del perfil de GVL.',
    },
  },
  red_card_suspension: {
    strikes: 1,
    sanction: 'match_ban',
    description: {
      en: 'Straight red card. One-match ban.',
      es: 'Roja directa. Un partido de suspensión.',
    },
  },
}

const DEFAULT_ISSUER = 'GVL_Admin'

function unknown(field: string): HttpError {
  return new HttpError(422, 'validation_failed', {
    [field]: { key: 'infraction_unknown_reference' },
  })
}

function involves(match: MatchRecord, teamId: number): boolean {
  return match.homeTeamId === teamId || match.awayTeamId === teamId
}

/** The competition a team plays now (in progress first), else its latest, else the latest of all. */
function defaultCompetition(teamId: number): CompetitionRecord | undefined {
  const rank = { in_progress: 0, registration_open: 1, finished: 2 } as const
  const byRecency = (a: CompetitionRecord, b: CompetitionRecord) =>
    rank[a.status] - rank[b.status] || b.startDate.localeCompare(a.startDate) || b.id - a.id
  const entered = new Set(
    db.registrations
      .findMany((q) => q.where({ teamId, status: 'accepted' }))
      .map((r) => r.competitionId),
  )
  const all = db.competitions.all()
  return (
    all.filter((c) => entered.has(c.id)).sort(byRecency)[0] ??
    all.sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)[0]
  )
}

/** The team's latest match that has kicked off (in the competition, if given), if any. */
function latestMatch(teamId: number, competitionId?: number): MatchRecord | undefined {
  const time = now().toISOString()
  return db.matches
    .findMany((q) =>
      q.where(
        (m) =>
          (competitionId === undefined || m.competitionId === competitionId) &&
          involves(m, teamId) &&
          m.kickoff <= time,
      ),
    )
    .sort((a, b) => b.kickoff.localeCompare(a.kickoff) || b.id - a.id)[0]
}

/**
 * MOCK ONLY: issues an infraction as league staff would (defaults filled in) and notifies the player.
 * References that do not exist or do not fit answer 422 on their field.
 */
export async function issueInfraction(request: IssueInfractionRequest): Promise<InfractionRecord> {
  const player = findUser(request.playerId)
  if (player === undefined) throw unknown('playerId')

  let team: TeamRecord | undefined
  if (request.teamId !== undefined) {
    team = findTeam(request.teamId)
    if (team === undefined) throw unknown('teamId')
  } else {
    const membership = membershipOf(player.id)
    team = membership === undefined ? undefined : findTeam(membership.teamId)
    if (team === undefined) {
      throw new HttpError(422, 'validation_failed', { teamId: { key: 'infraction_no_team' } })
    }
  }

  // By default, where the team last played (else the competition it plays now, or the latest).
  const lastPlayed = request.competitionId === undefined ? latestMatch(team.id) : undefined
  const competition =
    request.competitionId !== undefined
      ? findCompetition(request.competitionId)
      : lastPlayed !== undefined
        ? findCompetition(lastPlayed.competitionId)
        : defaultCompetition(team.id)
  if (competition === undefined) throw unknown('competitionId')

  let match: MatchRecord | undefined
  if (request.matchId === undefined) match = latestMatch(team.id, competition.id)
  else if (request.matchId !== null) {
    match = findMatch(request.matchId)
    if (match?.competitionId !== competition.id || !involves(match, team.id)) {
      throw unknown('matchId')
    }
  }

  const issuerName = request.issuedBy ?? DEFAULT_ISSUER
  const issuer = db.users.findFirst((q) =>
    q.where((u) => u.username.toLowerCase() === issuerName.toLowerCase()),
  )
  if (issuer?.role !== 'staff') {
    throw new HttpError(422, 'validation_failed', { issuedBy: { key: 'infraction_not_staff' } })
  }

  const defaults = DEFAULTS[request.type]
  const sanction = request.sanction ?? defaults.sanction
  const matchesRemaining = request.matchesRemaining ?? (sanction === 'match_ban' ? 1 : 0)
  if (sanction !== 'match_ban' && matchesRemaining !== 0) {
    throw new HttpError(422, 'validation_failed', { matchesRemaining: { key: 'invalid' } })
  }
  const issuedAt = now()
  const infraction = await db.infractions.create({
    id: nextId('infractions'),
    playerId: player.id,
    teamId: team.id,
    competitionId: competition.id,
    matchId: match?.id ?? null,
    type: request.type,
    // A description the staff member typed is kept as written; the league's default in every language.
    description:
      request.description === undefined ? defaults.description : asWritten(request.description),
    strikes: request.strikes ?? defaults.strikes,
    sanction,
    matchesRemaining,
    issuedBy: issuer.id,
    issuedAt: issuedAt.toISOString(),
    expiresAt: new Date(issuedAt.getTime() + STRIKE_DAYS * DAY_MS).toISOString(),
    status: 'active',
    appeal: null,
    appealedAt: null,
  })
  await createNotification(buildInfractionIssuedNotification(infraction, competition))
  return infraction
}
