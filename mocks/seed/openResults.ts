/**
 * Results still on their way, so the demo shows every step of a result's loop without waiting for a
 * match night: in the running league (not the one whose fixtures the demo accounts play), the
 * matchday before the latest has one result disputed and one awaiting the other side's confirmation,
 * and a match of the matchday before that was never reported (overdue: league staff may award a
 * forfeit). The latest matchday stays as played, so home's latest results are real ones.
 *
 * Runs after the sheets are drawn and before the news, the notifications and the tables read the
 * league: a result on its way counts nowhere yet.
 */
import type {
  CompetitionRecord,
  MatchRecord,
  ResultEventRecord,
  ResultReportRecord,
} from '../model'
import { sheetFromLines } from '../domain/matchSheets'
import { HOUR, MINUTE, type Ids, type SeedClock } from './context'
import { managerOf, type MatchSheets } from './matchSheets'
import type { Squad } from './teams'

export interface OpenResults extends MatchSheets {
  matches: MatchRecord[]
  reports: ResultReportRecord[]
}

/** What the away side of the disputed match says was missed (its own words; users write one language). */
const DISPUTE_REASON =
  'Our goal in the 88th minute is missing from their report. The clip is in our Discord, and both captains saw it on the scoreboard.'

type Opening = 'disputed' | 'awaiting_confirmation' | 'awaiting_result'

/** The played matches to open, each with what it becomes. */
function choose(
  running: CompetitionRecord | undefined,
  matches: readonly MatchRecord[],
): Map<number, Opening> {
  const chosen = new Map<number, Opening>()
  if (running === undefined) return chosen
  const played = matches.filter((m) => m.competitionId === running.id && m.status === 'played')
  const matchdays = [...new Set(played.map((m) => m.matchday))].sort((a, b) => b - a)
  const of = (matchday: number | undefined) =>
    played.filter((m) => m.matchday === matchday).sort((a, b) => a.id - b.id)
  const [disputed, awaiting] = of(matchdays[1])
  const [unreported] = of(matchdays[2])
  if (disputed !== undefined) chosen.set(disputed.id, 'disputed')
  if (awaiting !== undefined) chosen.set(awaiting.id, 'awaiting_confirmation')
  if (unreported !== undefined) chosen.set(unreported.id, 'awaiting_result')
  return chosen
}

export function openResults(
  clock: SeedClock,
  ids: Ids,
  squads: readonly Squad[],
  /** The running league whose latest results are on their way (OPEN_RESULTS_COMPETITION). */
  running: CompetitionRecord | undefined,
  matches: readonly MatchRecord[],
  sheets: MatchSheets,
): OpenResults {
  const chosen = choose(running, matches)
  const reports: ResultReportRecord[] = []
  const history: ResultEventRecord[] = sheets.history.filter((event) => !chosen.has(event.matchId))
  const event = (e: Omit<ResultEventRecord, 'id'>) => {
    history.push({ id: ids.next('resultEvents'), ...e })
  }

  for (const match of matches) {
    const opening = chosen.get(match.id)
    if (opening === undefined || opening === 'awaiting_result') continue
    const reported = sheets.history.find((e) => e.matchId === match.id && e.kind === 'reported')
    if (reported?.actorId == null || reported.teamId === null) continue
    const lines = sheets.stats.filter((line) => line.matchId === match.id)
    const sheet = sheetFromLines(
      lines,
      sheets.goals.filter((goal) => goal.matchId === match.id),
      reported.teamId,
    )
    const manOfTheMatch =
      lines.find((line) => line.teamId === reported.teamId && line.manOfTheMatch) ??
      lines
        .filter((line) => line.teamId === reported.teamId)
        .toSorted((a, b) => b.rating - a.rating)[0]
    const score = {
      homeScore: match.homeScore ?? 0,
      awayScore: match.awayScore ?? 0,
      homePenalties: match.homePenalties,
      awayPenalties: match.awayPenalties,
    }
    // A report left for the other side is a late one (sent this afternoon), so the clock has not
    // confirmed it yet; a disputed one was sent after the final whistle and contested that night.
    const reportedAt =
      opening === 'awaiting_confirmation' ? clock.iso(clock.nowMs - 5 * HOUR) : reported.at
    // The other side's manager contests it: found first, so that a side without one (never in the
    // seed) leaves a report awaiting an answer rather than a dispute nobody sent.
    const other = reported.teamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId
    const disputedAt = clock.iso(Math.min(Date.parse(reportedAt) + 3 * HOUR, clock.nowMs - MINUTE))
    const disputerId = opening === 'disputed' ? managerOf(squads, other, disputedAt) : null
    reports.push({
      id: ids.next('resultReports'),
      matchId: match.id,
      teamId: reported.teamId,
      reportedBy: reported.actorId,
      createdAt: reportedAt,
      ...score,
      ...sheet,
      manOfTheMatchId: manOfTheMatch?.userId ?? null,
      screenshots: [],
      reason: null,
      state: disputerId !== null ? 'disputed' : 'pending',
    })
    event({
      matchId: match.id,
      kind: 'reported',
      at: reportedAt,
      actorId: reported.actorId,
      teamId: reported.teamId,
    })
    if (disputerId === null) continue
    // The other side claims one goal more than the report gives it.
    const claimed =
      other === match.homeTeamId
        ? { ...score, homeScore: score.homeScore + 1 }
        : { ...score, awayScore: score.awayScore + 1 }
    reports.push({
      id: ids.next('resultReports'),
      matchId: match.id,
      teamId: other,
      reportedBy: disputerId,
      createdAt: disputedAt,
      ...claimed,
      homePenalties: null,
      awayPenalties: null,
      lineup: [],
      goals: [],
      manOfTheMatchId: null,
      screenshots: [],
      reason: DISPUTE_REASON,
      state: 'disputed',
    })
    event({
      matchId: match.id,
      kind: 'disputed',
      at: disputedAt,
      actorId: disputerId,
      teamId: other,
    })
  }

  history.sort((a, b) => a.id - b.id)
  return {
    matches: matches.map((match) =>
      chosen.has(match.id)
        ? {
            ...match,
            status: 'scheduled',
            homeScore: null,
            awayScore: null,
            homePenalties: null,
            awayPenalties: null,
          }
        : match,
    ),
    // A result on its way has no stat lines, goals or settled history yet; the rest keep their order.
    stats: ids.renumber(
      'playerMatchStats',
      sheets.stats.filter((line) => !chosen.has(line.matchId)),
    ),
    goals: ids.renumber(
      'matchGoals',
      sheets.goals.filter((goal) => !chosen.has(goal.matchId)),
    ),
    history: ids.renumber('resultEvents', history),
    reports,
  }
}
