/**
 * One match's page (GET /api/matches/:id): both sides with their line-ups and each player's numbers,
 * the goals in order, and the result's history. Where the match stands comes from its record and its
 * history: a fixture past kick-off with no result awaits one; a played match is confirmed once its
 * report was confirmed (by the other side, the clock or league staff), disputed when contested.
 */
import type {
  MatchDetail,
  MatchPageStatus,
  MatchPlayer,
  MatchSide,
  ResultEvent,
} from '@/api/contracts/matches'
import { POSITIONS } from '@/api/contracts/league'
import { now } from '../clock'
import { HttpError } from '../lib/http'
import type { Language } from '../lib/language'
import { pathId } from '../lib/route'
import {
  db,
  findUser,
  type MatchGoalRecord,
  type MatchRecord,
  type PlayerMatchStatsRecord,
  type ResultEventRecord,
  type UserRecord,
} from '../model'
import { teamRefFrom } from './competitions'
import { screenNumbers, sheetLines } from './matchSheets'
import { matchViewer, resultClaims } from './matchSettlement'
import { findCompetition, teamsById } from './lookups'
import { toCompetitionRef, toPlayerRef } from './refs'

/** The match of `/matches/:id`; throws 404 `match_not_found`. */
export function requireMatch(raw: string | readonly string[] | undefined): MatchRecord {
  const id = pathId(raw)
  const match = id === null ? undefined : db.matches.findFirst((q) => q.where({ id }))
  if (match === undefined) throw new HttpError(404, 'match_not_found')
  return match
}

/** The events that settle a report: after one of them the result is final. */
const SETTLING: ReadonlySet<ResultEventRecord['kind']> = new Set([
  'confirmed',
  'auto_confirmed',
  'resolved',
  'edited',
  'forfeit_awarded',
])

export function matchPageStatus(
  match: MatchRecord,
  history: readonly ResultEventRecord[],
  at: Date = now(),
): MatchPageStatus {
  switch (match.status) {
    case 'postponed':
      return 'postponed'
    case 'forfeit':
      return 'forfeit'
    case 'scheduled': {
      // A result on its way: reported and not answered yet, or contested.
      const last = history.at(-1)
      if (last?.kind === 'reported') return 'awaiting_confirmation'
      if (last?.kind === 'disputed') return 'disputed'
      return Date.parse(match.kickoff) <= at.getTime() ? 'awaiting_result' : 'scheduled'
    }
    case 'played': {
      const last = history.at(-1)
      if (last === undefined || SETTLING.has(last.kind)) return 'confirmed'
      return last.kind === 'disputed' ? 'disputed' : 'awaiting_confirmation'
    }
  }
}

const POSITION_ORDER = new Map(POSITIONS.map((position, index) => [position, index]))

/** A stranger for a player whose account is gone: the match still happened. */
function playerRef(users: ReadonlyMap<number, UserRecord>, userId: number) {
  const user = users.get(userId) ?? findUser(userId)
  return user === undefined ? { id: userId, username: '—', avatar: null } : toPlayerRef(user)
}

function toMatchPlayer(
  users: ReadonlyMap<number, UserRecord>,
  line: PlayerMatchStatsRecord,
): MatchPlayer {
  return {
    player: playerRef(users, line.userId),
    position: line.position,
    goals: line.goals,
    assists: line.assists,
    rating: line.rating,
    manOfTheMatch: line.manOfTheMatch,
    cleanSheet: line.cleanSheet,
    ...screenNumbers(line),
    goalsConceded: line.goalsConceded,
  }
}

/**
 * What the page shows of a result not yet final: the report that awaits an answer (or that the other
 * side disputed), its score and its side's sheet. Nothing counts in a table until it is confirmed.
 */
function reportedFigures(match: MatchRecord): {
  match: MatchRecord
  lines: PlayerMatchStatsRecord[]
  goals: MatchGoalRecord[]
} | null {
  if (match.status !== 'scheduled') return null
  const report = db.resultReports
    .findMany((q) => q.where((r) => r.matchId === match.id && r.state !== 'rejected'))
    .sort((a, b) => a.id - b.id)[0]
  if (report === undefined) return null
  const conceded = report.teamId === match.homeTeamId ? report.awayScore : report.homeScore
  return {
    match: {
      ...match,
      homeScore: report.homeScore,
      awayScore: report.awayScore,
      homePenalties: report.homePenalties,
      awayPenalties: report.awayPenalties,
    },
    lines: sheetLines(match.id, report.teamId, report, conceded, report.manOfTheMatchId).map(
      (line, index) => ({ ...line, id: index + 1 }),
    ),
    goals: report.goals.map((goal, index) => ({
      id: index + 1,
      matchId: match.id,
      teamId: report.teamId,
      ...goal,
    })),
  }
}

export function matchDetail(
  record: MatchRecord,
  language: Language,
  reader: UserRecord | null = null,
): MatchDetail {
  const reported = reportedFigures(record)
  const match = reported?.match ?? record
  const competition = findCompetition(match.competitionId)
  // A match always belongs to a competition (the db is seeded and changed that way).
  if (competition === undefined) throw new HttpError(404, 'match_not_found')
  const teams = teamsById()
  const lines =
    reported?.lines ?? db.playerMatchStats.findMany((q) => q.where({ matchId: match.id }))
  const users = new Map(
    db.users
      .findMany((q) => q.where((user) => lines.some((line) => line.userId === user.id)))
      .map((user) => [user.id, user]),
  )
  const side = (teamId: number, score: number | null, penalties: number | null): MatchSide => ({
    team: teamRefFrom(teams, teamId),
    score,
    penalties,
    lineup: lines
      .filter((line) => line.teamId === teamId)
      .sort(
        (a, b) =>
          (POSITION_ORDER.get(a.position) ?? 0) - (POSITION_ORDER.get(b.position) ?? 0) ||
          a.userId - b.userId,
      )
      .map((line) => toMatchPlayer(users, line)),
  })
  const history = db.resultEvents
    .findMany((q) => q.where({ matchId: match.id }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  const goals = (
    reported?.goals ?? db.matchGoals.findMany((q) => q.where({ matchId: match.id }))
  ).toSorted((a, b) => a.minute - b.minute || a.id - b.id)
  return {
    id: match.id,
    competition: toCompetitionRef(competition, language),
    stage: match.stage,
    matchday: match.matchday,
    kickoff: match.kickoff,
    status: matchPageStatus(record, history),
    home: side(match.homeTeamId, match.homeScore, match.homePenalties),
    away: side(match.awayTeamId, match.awayScore, match.awayPenalties),
    goals: goals.map((goal) => ({
      minute: goal.minute,
      teamId: goal.teamId,
      scorer: playerRef(users, goal.scorerId),
      assist: goal.assistId === null ? null : playerRef(users, goal.assistId),
    })),
    history: history.map((event): ResultEvent => ({
      kind: event.kind,
      at: event.at,
      actor: event.actorId === null ? null : playerRef(users, event.actorId),
      team: event.teamId === null ? null : teamRefFrom(teams, event.teamId),
    })),
    claims: resultClaims(record, reader),
    ...(reader === null ? {} : { viewer: matchViewer(record, reader) }),
  }
}
