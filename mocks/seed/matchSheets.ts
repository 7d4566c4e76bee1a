/**
 * What a played match's page shows beyond the score: when each goal went in, the numbers of each
 * player's position (a keeper's saves, a defender's tackles, a forward's shots) and the result's
 * history (who reported it, who confirmed it). Drawn after the whole league is played, from a
 * generator of its own, so that adding to a match sheet never changes the rest of the seed.
 */
import { Faker } from '@faker-js/faker'
import { POSITION_LINES, type PositionLine } from '@/api/contracts/league'
import type {
  MatchGoalRecord,
  MatchRecord,
  PlayerMatchStatsRecord,
  ResultEventRecord,
} from '../model'
import { AUTO_CONFIRM_MS } from '../domain/matchResults'
import { HOUR, MINUTE, SEED_LOCALE, type Ids, type SeedClock } from './context'
import type { Squad } from './teams'

/** The stats a sheet adds to a stat line. */
export type PositionStats = Pick<
  PlayerMatchStatsRecord,
  | 'shots'
  | 'keyPasses'
  | 'passes'
  | 'passAccuracy'
  | 'tackles'
  | 'interceptions'
  | 'saves'
  | 'goalsConceded'
>
/** A stat line as a match is played: goals, assists, rating and the man of the match. */
export type PlayedLine = Omit<PlayerMatchStatsRecord, keyof PositionStats>

/** A goal as a match is played: who scored and who assisted, before it is given a minute. */
export interface PlayedGoal {
  matchId: number
  teamId: number
  scorerId: number
  assistId: number | null
}

export interface MatchSheets {
  stats: PlayerMatchStatsRecord[]
  goals: MatchGoalRecord[]
  history: ResultEventRecord[]
}

/** Fixed, and apart from the main generator's: the rest of the seed is the same with or without sheets. */
const SHEET_SEED = 20_261_126

export function buildMatchSheets(
  clock: SeedClock,
  ids: Ids,
  squads: readonly Squad[],
  matches: readonly MatchRecord[],
  lines: readonly PlayedLine[],
  playedGoals: readonly PlayedGoal[],
): MatchSheets {
  const random = new Faker({ locale: [SEED_LOCALE], seed: SHEET_SEED })
  const int = (min: number, max: number) => random.number.int({ min, max })
  const byMatch = new Map(matches.map((match) => [match.id, match]))

  const stats = lines.map((line): PlayerMatchStatsRecord => {
    const match = byMatch.get(line.matchId)
    const conceded =
      match === undefined
        ? 0
        : ((line.teamId === match.homeTeamId ? match.awayScore : match.homeScore) ?? 0)
    return { ...line, ...positionStats(POSITION_LINES[line.position], line, conceded, int) }
  })

  const goals: MatchGoalRecord[] = []
  const goalsByMatch = new Map<number, PlayedGoal[]>()
  for (const goal of playedGoals) {
    goalsByMatch.set(goal.matchId, [...(goalsByMatch.get(goal.matchId) ?? []), goal])
  }
  for (const match of matches) {
    const played = goalsByMatch.get(match.id) ?? []
    // Distinct minutes in order, dealt to the goals in a random order: the sides' goals interleave.
    const minutes = random.helpers
      .arrayElements(
        Array.from({ length: 90 }, (_, i) => i + 1),
        played.length,
      )
      .sort((a, b) => a - b)
    const dealt = random.helpers.shuffle([...played])
    dealt.forEach((goal, index) => {
      goals.push({
        id: ids.next('matchGoals'),
        matchId: goal.matchId,
        teamId: goal.teamId,
        minute: minutes[index] ?? 90,
        scorerId: goal.scorerId,
        assistId: goal.assistId,
      })
    })
  }

  const history = matches.flatMap((match) =>
    resultHistory(match, clock, squads, random).map((event): ResultEventRecord => ({
      id: ids.next('resultEvents'),
      ...event,
    })),
  )
  return { stats, goals, history }
}

/** The inclusive range a number is drawn from. */
type Range = readonly [min: number, max: number]

/**
 * What each line of the pitch adds to a stat line, one row each: shots and key passes on top of the
 * goals and assists (a keeper adds none), the passing and defending numbers, and saves for a keeper
 * only (on top of up to two of the goals conceded).
 */
const POSITION_RANGES: Record<
  PositionLine,
  readonly [
    shots: Range | null,
    keyPasses: Range | null,
    passes: Range,
    passAccuracy: Range,
    tackles: Range,
    interceptions: Range,
    saves: Range | null,
  ]
> = {
  goalkeeper: [null, null, [14, 34], [58, 86], [0, 1], [0, 2], [1, 6]],
  defence: [[0, 1], [0, 1], [28, 62], [76, 94], [1, 7], [1, 6], null],
  midfield: [[0, 3], [0, 4], [34, 82], [78, 95], [0, 5], [0, 4], null],
  attack: [[1, 5], [0, 3], [14, 42], [64, 88], [0, 2], [0, 1], null],
}

function positionStats(
  positionLine: PositionLine,
  line: PlayedLine,
  conceded: number,
  int: (min: number, max: number) => number,
): PositionStats {
  const [shots, keyPasses, passes, passAccuracy, tackles, interceptions, saves] =
    POSITION_RANGES[positionLine]
  // Drawn field by field in this order: every later sheet depends on the generator's sequence.
  const draw = (range: Range | null) => (range === null ? 0 : int(...range))
  return {
    shots: line.goals + draw(shots),
    keyPasses: line.assists + draw(keyPasses),
    passes: draw(passes),
    passAccuracy: draw(passAccuracy),
    tackles: draw(tackles),
    interceptions: draw(interceptions),
    saves: saves === null ? 0 : draw(saves) + Math.min(conceded, 2),
    goalsConceded: conceded,
  }
}

/**
 * Who acted for the team at `at`: its manager, else a co-manager (the manager had not joined yet),
 * else its longest-serving member.
 */
export function managerOf(squads: readonly Squad[], teamId: number, at: string): number | null {
  const squad = squads.find((s) => s.team.id === teamId)
  const members = squad?.members.filter((m) => m.membership.joinedAt <= at) ?? []
  const manager =
    members.find((m) => m.membership.role === 'manager') ??
    members.find((m) => m.membership.role === 'co-manager') ??
    members.toSorted((a, b) => a.membership.joinedAt.localeCompare(b.membership.joinedAt))[0]
  return manager?.user.id ?? null
}

/**
 * A played match: one side's manager reports within hours of the final whistle, the other's confirms
 * within the day, or nobody does and the clock confirms it 24 hours after the report. A forfeit is
 * awarded by the league the next day. Nothing happens after the seed's "now".
 */
function resultHistory(
  match: MatchRecord,
  clock: SeedClock,
  squads: readonly Squad[],
  random: Faker,
): Omit<ResultEventRecord, 'id'>[] {
  const kickoffMs = Date.parse(match.kickoff)
  const before = (ms: number) => clock.iso(Math.min(ms, clock.nowMs - MINUTE))
  if (match.status === 'forfeit') {
    return [
      {
        matchId: match.id,
        kind: 'forfeit_awarded',
        at: before(kickoffMs + 20 * HOUR),
        actorId: null,
        teamId: null,
      },
    ]
  }
  if (match.status !== 'played') return []
  const homeReports = random.datatype.boolean()
  const [reporting, confirming] = homeReports
    ? [match.homeTeamId, match.awayTeamId]
    : [match.awayTeamId, match.homeTeamId]
  const reportedMs = Math.min(
    kickoffMs + HOUR + random.number.int({ min: 5, max: 150 }) * MINUTE,
    clock.nowMs - 2 * MINUTE,
  )
  const reported = clock.iso(reportedMs)
  const reporter = managerOf(squads, reporting, reported)
  const events: Omit<ResultEventRecord, 'id'>[] = [
    { matchId: match.id, kind: 'reported', at: reported, actorId: reporter, teamId: reporting },
  ]
  const confirmer = managerOf(squads, confirming, reported)
  // The clock confirms 24 hours after the report: a report younger than that was confirmed by hand.
  const clockCould = reportedMs + AUTO_CONFIRM_MS < clock.nowMs
  if (confirmer !== null && (!clockCould || random.number.float({ min: 0, max: 1 }) < 0.9)) {
    const at = before(reportedMs + random.number.int({ min: 12, max: 20 * 60 }) * MINUTE)
    events.push({
      matchId: match.id,
      kind: 'confirmed',
      at,
      actorId: confirmer,
      teamId: confirming,
    })
  } else {
    events.push({
      matchId: match.id,
      kind: 'auto_confirmed',
      at: before(reportedMs + AUTO_CONFIRM_MS),
      actorId: null,
      teamId: null,
    })
  }
  return events
}
