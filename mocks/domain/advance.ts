/**
 * A competition moves on by itself once its results are final, as a league office would move it
 * (docs/api/competitions.md, "Rounds that follow"):
 * - a league with playoffs draws its playoffs when every league match is final: the top
 *   `playoffTeams` of the table, seeded so that the top two meet only in the final (1v4, 2v3);
 * - a knockout round (a cup's, or the playoffs') draws the next one when every match of it is final:
 *   the winners of matches 1 and 2 meet, then those of 3 and 4, and so on;
 * - a competition with nothing left to play or to draw is finished.
 * A new round kicks off on the competition's first match night at least a day after the draw.
 */
import { HttpError } from '../lib/http'
import { localDay, matchNights, zonedTime } from '../lib/calendar'
import { db, nextId, type CompetitionRecord, type MatchRecord } from '../model'
import { knockoutPairings, knockoutStage, playoffBracket } from './fixtures'
import { hasResult, winnerOf } from './results'
import { standings } from './standings'

const DAY_MS = 24 * 60 * 60 * 1000

/** A knockout round: its matchday and its matches in bracket order. */
interface Round {
  matchday: number
  matches: MatchRecord[]
}

/** The knockout rounds drawn so far, in order (bracket order within each: the order they were drawn). */
function drawnRounds(matches: readonly MatchRecord[]): Round[] {
  const byMatchday = new Map<number, MatchRecord[]>()
  for (const match of matches) {
    if (match.stage === 'league') continue
    byMatchday.set(match.matchday, [...(byMatchday.get(match.matchday) ?? []), match])
  }
  return [...byMatchday.entries()]
    .sort(([a], [b]) => a - b)
    .map(([matchday, list]) => ({ matchday, matches: list.sort((a, b) => a.id - b.id) }))
}

/** The teams of the next round, in bracket order, or null while a match of `round` is not decided. */
function winnersOf(round: Round): number[] | null {
  const winners = round.matches.map(winnerOf)
  return winners.every((winner): winner is number => winner !== null) ? winners : null
}

/** The first match night's kick-off at least a day after `at` (the usual kick-off, in the league's zone). */
function nextKickoff(competition: CompetitionRecord, at: Date): Date {
  const earliest = at.getTime() + DAY_MS
  const nights = matchNights(localDay(at, competition.timeZone), competition.matchNights, 3)
  for (const day of nights) {
    const kickoff = zonedTime(day, competition.kickoffTime, competition.timeZone)
    if (kickoff.getTime() >= earliest) return kickoff
  }
  throw new Error('no match night ahead')
}

/** The teams to draw next (in bracket order), or null when nothing is to be drawn now. */
function nextBracket(
  competition: CompetitionRecord,
  matches: readonly MatchRecord[],
): number[] | null {
  const rounds = drawnRounds(matches)
  const last = rounds.at(-1)
  if (last === undefined) {
    if (competition.format !== 'league_playoffs' || competition.playoffTeams === null) return null
    const league = matches.filter((match) => match.stage === 'league')
    if (league.length === 0 || !league.every(hasResult)) return null
    const table = standings(competition.id).map((row) => row.teamId)
    if (table.length < competition.playoffTeams) return null
    return playoffBracket(table, competition.playoffTeams)
  }
  const winners = winnersOf(last)
  return winners !== null && winners.length >= 2 ? winners : null
}

/** Nothing left: every match final and nothing to draw (a cup's or the playoffs' final decided). */
function isOver(competition: CompetitionRecord, matches: readonly MatchRecord[]): boolean {
  if (matches.length === 0 || !matches.every(hasResult)) return false
  if (competition.format === 'league') return true
  const last = drawnRounds(matches).at(-1)
  return last !== undefined && last.matches.length === 1 && winnersOf(last) !== null
}

/**
 * Draws the round the competition's final results now call for, if any, or finishes it when nothing
 * is left. Run after every result that becomes final: a round is drawn once, when its teams are known.
 */
export async function advanceCompetition(competitionId: number, at: Date): Promise<void> {
  const competition = db.competitions.findFirst((q) => q.where({ id: competitionId }))
  if (competition === undefined || competition.status !== 'in_progress') return
  const matches = db.matches.findMany((q) => q.where({ competitionId }))
  const bracket = nextBracket(competition, matches)
  if (bracket !== null) {
    const kickoff = nextKickoff(competition, at)
    const matchday = Math.max(0, ...matches.map((match) => match.matchday)) + 1
    const stage = knockoutStage(bracket.length)
    for (const { home, away } of knockoutPairings(bracket)) {
      await db.matches.create({
        id: nextId('matches'),
        competitionId,
        stage,
        matchday,
        kickoff: kickoff.toISOString(),
        homeTeamId: home,
        awayTeamId: away,
        homeScore: null,
        awayScore: null,
        homePenalties: null,
        awayPenalties: null,
        status: 'scheduled',
      })
    }
    const lastDay = localDay(kickoff, competition.timeZone)
    if (lastDay > competition.endDate) await setCompetition(competitionId, { endDate: lastDay })
    return
  }
  if (isOver(competition, matches)) {
    const lastKickoff = Math.max(...matches.map((match) => Date.parse(match.kickoff)))
    await setCompetition(competitionId, {
      status: 'finished',
      endDate: localDay(new Date(lastKickoff), competition.timeZone),
    })
  }
}

async function setCompetition(
  id: number,
  change: Partial<Pick<CompetitionRecord, 'status' | 'endDate'>>,
): Promise<void> {
  await db.competitions.update((q) => q.where({ id }), {
    data(record) {
      Object.assign(record, change)
    },
  })
}

/**
 * Before staff change a knockout match's final result: who goes through may change only while the
 * next round's tie has not kicked off. Refused once it has (`next_round_played`): its reports, or its
 * result, are the team that went through's.
 */
export function checkKnockoutChange(
  match: MatchRecord,
  winnerAfter: number | null,
  at: Date,
): void {
  if (match.stage === 'league') return
  const before = winnerOf(match)
  if (before === null || before === winnerAfter) return
  const next = followingMatch(match)
  if (next !== undefined && (hasResult(next) || Date.parse(next.kickoff) <= at.getTime())) {
    throw new HttpError(409, 'next_round_played')
  }
}

/** The match of the next round that the winner of `match` plays, if drawn. */
function followingMatch(match: MatchRecord): MatchRecord | undefined {
  const rounds = drawnRounds(
    db.matches.findMany((q) => q.where({ competitionId: match.competitionId })),
  )
  const index = rounds.findIndex((round) => round.matchday === match.matchday)
  const round = rounds[index]
  const next = rounds[index + 1]
  if (round === undefined || next === undefined) return undefined
  const slot = round.matches.findIndex((m) => m.id === match.id)
  return next.matches[Math.floor(slot / 2)]
}

/**
 * After staff changed a knockout match's final result: the next round's match (still to be played,
 * checkKnockoutChange saw to it) takes the new winner in the old one's place.
 */
export async function followKnockoutChange(
  match: MatchRecord,
  winnerBefore: number | null,
): Promise<void> {
  if (match.stage === 'league' || winnerBefore === null) return
  const after = db.matches.findFirst((q) => q.where({ id: match.id }))
  const winnerAfter = after === undefined ? null : winnerOf(after)
  if (winnerAfter === null || winnerAfter === winnerBefore) return
  const next = followingMatch(match)
  if (next === undefined) return
  await db.matches.update((q) => q.where({ id: next.id }), {
    data(record) {
      if (record.homeTeamId === winnerBefore) record.homeTeamId = winnerAfter
      if (record.awayTeamId === winnerBefore) record.awayTeamId = winnerAfter
    },
  })
}
