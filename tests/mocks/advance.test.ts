/**
 * A competition moves on by itself (mocks/domain/advance.ts): a league with playoffs draws them when
 * its last league result is in, a knockout round draws the next when its last tie is decided, and the
 * season finishes with its final. Driven through the API as league staff, the clock moved as the
 * demo's "+1 day" moves it.
 */
import { expect, test } from 'vitest'
import type {
  CompetitionDetail,
  FixturesResponse,
  StandingsResponse,
} from '@/api/contracts/competitions'
import type { SettleResultRequest } from '@/api/contracts/matches'
import { advanceClock, now } from '@mocks/clock'
import { db } from '@mocks/db'
import type { MatchRecord } from '@mocks/model'
import { call, json, signIn } from './client'

const HOUR = 60 * 60 * 1000

function competitionNamed(name: string) {
  const competition = db.competitions.findFirst((q) => q.where({ name }))
  if (competition === undefined) throw new Error(`no ${name}`)
  return competition
}

const matchesOf = (competitionId: number): MatchRecord[] =>
  db.matches.findMany((q) => q.where({ competitionId })).sort((a, b) => a.id - b.id)

const isFinal = (match: MatchRecord) => match.status === 'played' || match.status === 'forfeit'

/** Moves the frozen clock to just after `kickoff`. */
function clockPast(kickoff: string) {
  const ahead = Date.parse(kickoff) + HOUR - now().getTime()
  if (ahead > 0) advanceClock(ahead)
}

async function settle(token: string, match: MatchRecord, body: SettleResultRequest) {
  return call(`matches/${match.id}/settle`, { method: 'POST', token, body })
}

async function standings(competitionId: number): Promise<StandingsResponse> {
  return json<StandingsResponse>(await call(`competitions/${competitionId}/standings`))
}

const homeWins = { decision: 'correct', homeScore: 2, awayScore: 1 } as const
const awayWins = { decision: 'correct', homeScore: 0, awayScore: 1 } as const

test('a league with playoffs draws its final when its last league result is in, on the next match night', async () => {
  const xbox = competitionNamed('GVL Xbox League — Spring 2026')
  const open = matchesOf(xbox.id)
    .filter((match) => !isFinal(match))
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff))
  const last = open.at(-1)
  if (last === undefined) throw new Error('the Xbox League has no open match')
  clockPast(last.kickoff)
  const { token } = await signIn('gvl_admin')

  for (const match of open) {
    const before = await standings(xbox.id)
    // Nothing is drawn while a league result is still to come.
    expect(before.kind === 'table' && before.playoffs.every((r) => r.matches.length === 0)).toBe(
      true,
    )
    expect((await settle(token, match, homeWins)).status).toBe(200)
  }

  const after = await standings(xbox.id)
  if (after.kind !== 'table') throw new Error('not a table')
  const [first, second] = after.rows
  expect(after.playoffs).toHaveLength(1)
  const final = after.playoffs[0]
  expect(final?.stage).toBe('final')
  expect(final?.matches.map((m) => [m.home?.id, m.away?.id])).toEqual([
    [first?.team.id, second?.team.id],
  ])

  // On the league's next match night (Monday or Thursday, 20:30 in Chicago) a day or more ahead.
  const drawn = matchesOf(xbox.id).find((match) => match.stage === 'final')
  if (drawn === undefined) throw new Error('no final drawn')
  const kickoff = new Date(drawn.kickoff)
  expect(kickoff.getTime() - now().getTime()).toBeGreaterThanOrEqual(24 * HOUR)
  expect(kickoff.getTime() - now().getTime()).toBeLessThan(24 * HOUR + 7 * 24 * HOUR)
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(kickoff)
  expect(local).toMatch(/^(Monday|Thursday) 8:30 PM$/)
  const fixtures = await json<FixturesResponse>(await call(`competitions/${xbox.id}/fixtures`))
  expect(fixtures.nextMatchday).toBe(drawn.matchday)

  // The final decided on penalties finishes the season, on its day.
  clockPast(drawn.kickoff)
  const { token: later } = await signIn('gvl_admin')
  const level = { decision: 'correct', homeScore: 1, awayScore: 1 } as const
  const refused = await settle(later, drawn, level)
  expect(refused.status).toBe(422)
  expect(
    (await settle(later, drawn, { ...level, homePenalties: 4, awayPenalties: 5 })).status,
  ).toBe(200)
  const finished = await json<CompetitionDetail>(await call(`competitions/${xbox.id}`))
  expect(finished.status).toBe('finished')
  expect(finished.endDate).toBe(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(kickoff),
  )
})

test('a cup draws each round from the winners, in bracket order; staff may change who went through only until the next tie is played', async () => {
  const cup = competitionNamed('GVL Spring Cup 2026')
  const firstRound = matchesOf(cup.id)
  expect(firstRound.map((match) => match.stage)).toEqual(Array(8).fill('round_of_16'))
  clockPast(firstRound.at(-1)?.kickoff ?? '')
  const { token } = await signIn('gvl_admin')
  for (const [index, match] of firstRound.entries()) {
    expect(matchesOf(cup.id)).toHaveLength(8)
    const body = index % 2 === 0 ? homeWins : awayWins
    expect((await settle(token, match, body)).status).toBe(200)
  }
  const quarterFinals = matchesOf(cup.id).filter((match) => match.stage === 'quarter_final')
  const winners = firstRound.map((match, index) =>
    index % 2 === 0 ? match.homeTeamId : match.awayTeamId,
  )
  expect(quarterFinals.map((match) => [match.homeTeamId, match.awayTeamId])).toEqual([
    [winners[0], winners[1]],
    [winners[2], winners[3]],
    [winners[4], winners[5]],
    [winners[6], winners[7]],
  ])

  // An edit that changes who went through moves the next tie while it is still to be played.
  const opener = firstRound[0]
  const tie = quarterFinals[0]
  if (opener === undefined || tie === undefined) throw new Error('no first tie')
  expect((await settle(token, opener, { ...awayWins, homeScore: 1, awayScore: 3 })).status).toBe(
    200,
  )
  const moved = db.matches.findFirst((q) => q.where({ id: tie.id }))
  expect([moved?.homeTeamId, moved?.awayTeamId]).toEqual([opener.awayTeamId, winners[1]])

  // Once that tie is played, who went through stands: the edit is refused and nothing changes.
  clockPast(tie.kickoff)
  const { token: later } = await signIn('gvl_admin')
  expect((await settle(later, tie, homeWins)).status).toBe(200)
  const before = db.matches.findFirst((q) => q.where({ id: opener.id }))
  const refused = await settle(later, opener, homeWins)
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as { code: string }).code).toBe('next_round_played')
  expect(db.matches.findFirst((q) => q.where({ id: opener.id }))).toEqual(before)
  // An edit that keeps the same team through is still allowed.
  expect((await settle(later, opener, { ...awayWins, homeScore: 0, awayScore: 4 })).status).toBe(
    200,
  )
})

test('a postponed league match holds the playoffs back until staff enter its result', async () => {
  const spring = competitionNamed('GVL Premier Division — Spring 2026')
  const league = matchesOf(spring.id)
  const postponed = league.find((match) => match.status === 'postponed')
  if (postponed === undefined) throw new Error('the Premier Division has no postponed match')
  const open = league.filter((match) => match.status === 'scheduled')
  clockPast(
    open
      .map((match) => match.kickoff)
      .sort()
      .at(-1) ?? '',
  )
  const { token } = await signIn('gvl_admin')
  for (const match of open) expect((await settle(token, match, homeWins)).status).toBe(200)
  expect(matchesOf(spring.id).filter((match) => match.stage !== 'league')).toEqual([])

  // A postponed match has no account to accept; its result, once played, completes the league phase.
  const accept = await settle(token, postponed, {
    decision: 'accept',
    teamId: postponed.homeTeamId,
  })
  expect(accept.status).toBe(409)
  expect((await settle(token, postponed, awayWins)).status).toBe(200)
  const semis = matchesOf(spring.id).filter((match) => match.stage === 'semi_final')
  expect(semis).toHaveLength(2)
  const table = await standings(spring.id)
  if (table.kind !== 'table') throw new Error('not a table')
  const seeds = table.rows.slice(0, 4).map((row) => row.team.id)
  expect(semis.map((match) => [match.homeTeamId, match.awayTeamId])).toEqual([
    [seeds[0], seeds[3]],
    [seeds[1], seeds[2]],
  ])
})

test('a round drawn on a match night’s eve kicks off on the next one a day or more ahead', async () => {
  const cup = competitionNamed('GVL Spring Cup 2026')
  const firstRound = matchesOf(cup.id)
  const last = firstRound.at(-1)
  if (last === undefined) throw new Error('no first round')
  // The first round's results settled on the Wednesday after, at 10 PM in New York: Thursday's 9 PM
  // kick-off is 23 hours away, too soon; the round goes to the Thursday after.
  clockPast(last.kickoff)
  advanceClock(6 * 24 * HOUR)
  const { token } = await signIn('gvl_admin')
  for (const match of firstRound) expect((await settle(token, match, homeWins)).status).toBe(200)
  const drawnAt = now().getTime()
  const next = matchesOf(cup.id).find((match) => match.stage === 'quarter_final')
  if (next === undefined) throw new Error('no quarter-final drawn')
  const ahead = Date.parse(next.kickoff) - drawnAt
  expect(ahead).toBe(8 * 24 * HOUR - HOUR)
})

test('who went through cannot change once the next tie has kicked off, even before its result', async () => {
  const cup = competitionNamed('GVL Spring Cup 2026')
  const firstRound = matchesOf(cup.id)
  clockPast(firstRound.at(-1)?.kickoff ?? '')
  let { token } = await signIn('gvl_admin')
  for (const match of firstRound) expect((await settle(token, match, homeWins)).status).toBe(200)
  const tie = matchesOf(cup.id).find((match) => match.stage === 'quarter_final')
  const opener = firstRound[0]
  if (tie === undefined || opener === undefined) throw new Error('no tie drawn')
  clockPast(tie.kickoff)
  ;({ token } = await signIn('gvl_admin'))
  const refused = await settle(token, opener, awayWins)
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as { code: string }).code).toBe('next_round_played')
  expect(db.matches.findFirst((q) => q.where({ id: tie.id }))).toEqual(tie)
})
