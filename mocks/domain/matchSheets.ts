/**
 * A result's sheets (docs/api/matches.md): what a side's manager sends (its line-up with each player's
 * numbers, and its goals) becomes the match's score, stat lines and goals, and back. Shared by the
 * result's loop (./matchResults.ts), staff's settlement (./matchSettlement.ts), the match page and the
 * seed.
 */
import type { TeamSheet } from '@/api/contracts/matches'
import {
  DEFENSIVE_POSITIONS,
  db,
  nextId,
  type MatchGoalRecord,
  type MatchRecord,
  type PlayerMatchStatsRecord,
  type ResultReportRecord,
} from '../model'

export type Side = 'home' | 'away'

/** A side's goals in a score. */
export const goalsFor = (side: Side, body: { homeScore: number; awayScore: number }) =>
  side === 'home' ? body.homeScore : body.awayScore

/**
 * A side's sheet as stat lines (without ids): goals and assists counted from the goals listed, a
 * clean sheet for a keeper or defender whose side conceded nothing.
 */
export function sheetLines(
  matchId: number,
  teamId: number,
  sheet: TeamSheet,
  conceded: number,
  manOfTheMatchId: number | null,
): Omit<PlayerMatchStatsRecord, 'id'>[] {
  return sheet.lineup.map((line) => ({
    ...line,
    matchId,
    teamId,
    goals: sheet.goals.filter((goal) => goal.scorerId === line.userId).length,
    assists: sheet.goals.filter((goal) => goal.assistId === line.userId).length,
    cleanSheet: conceded === 0 && DEFENSIVE_POSITIONS.includes(line.position),
    manOfTheMatch: line.userId === manOfTheMatchId,
    goalsConceded: conceded,
  }))
}

/** The score a result is given: a report's, a dispute's or staff's. */
export type ResultScore = Pick<
  ResultReportRecord,
  'homeScore' | 'awayScore' | 'homePenalties' | 'awayPenalties'
>

/** A side's sheet as a result takes it. */
export interface SideSheet {
  teamId: number
  sheet: TeamSheet
}

/**
 * A score and the sheets given become the result: the match's score and status, a stat line for each
 * player (goals and assists counted from the goals listed), and the goals. A sheet whose goals do not
 * add up to its side's score (staff decided another score) keeps its line-up but not its goals.
 */
export async function applyResult(
  match: MatchRecord,
  score: ResultScore,
  sheets: readonly SideSheet[],
  manOfTheMatchId: number | null,
): Promise<void> {
  const sideOf = (teamId: number): Side => (teamId === match.homeTeamId ? 'home' : 'away')
  const kept = sheets.map(({ teamId, sheet }) => ({
    teamId,
    side: sideOf(teamId),
    sheet: sheet.goals.length === goalsFor(sideOf(teamId), score) ? sheet : { ...sheet, goals: [] },
  }))
  const lines = kept.flatMap(({ teamId, side, sheet }) =>
    sheetLines(
      match.id,
      teamId,
      sheet,
      side === 'home' ? score.awayScore : score.homeScore,
      manOfTheMatchId,
    ).map((line) => ({ ...line, id: nextId('playerMatchStats') })),
  )
  await db.matches.update((q) => q.where({ id: match.id }), {
    data(record) {
      record.homeScore = score.homeScore
      record.awayScore = score.awayScore
      record.homePenalties = score.homePenalties
      record.awayPenalties = score.awayPenalties
      record.status = 'played'
    },
  })
  for (const line of lines) await db.playerMatchStats.create(line)
  for (const { teamId, sheet } of kept) {
    for (const goal of sheet.goals) {
      await db.matchGoals.create({ id: nextId('matchGoals'), matchId: match.id, teamId, ...goal })
    }
  }
}

/** The numbers a manager copies off the post-match screen for a player, as a stat line holds them. */
export function screenNumbers(
  line: PlayerMatchStatsRecord,
): Pick<
  PlayerMatchStatsRecord,
  'shots' | 'keyPasses' | 'passes' | 'passAccuracy' | 'tackles' | 'interceptions' | 'saves'
> {
  return {
    shots: line.shots,
    keyPasses: line.keyPasses,
    passes: line.passes,
    passAccuracy: line.passAccuracy,
    tackles: line.tackles,
    interceptions: line.interceptions,
    saves: line.saves,
  }
}

/** A side's stat lines and goals as the sheet its manager would have sent. */
export function sheetFromLines(
  lines: readonly PlayerMatchStatsRecord[],
  goals: readonly MatchGoalRecord[],
  teamId: number,
): TeamSheet {
  return {
    lineup: lines
      .filter((line) => line.teamId === teamId)
      .map((line) => ({
        userId: line.userId,
        position: line.position,
        rating: line.rating,
        ...screenNumbers(line),
      })),
    goals: goals
      .filter((goal) => goal.teamId === teamId)
      .map((goal) => ({ minute: goal.minute, scorerId: goal.scorerId, assistId: goal.assistId })),
  }
}

/** A report's own sheet. */
export const sheetOfReport = (report: ResultReportRecord): SideSheet => ({
  teamId: report.teamId,
  sheet: { lineup: report.lineup, goals: report.goals },
})
