import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import { matchDetailSchema, type MatchDetail } from '@/api/contracts/matches'
import { POSITIONS } from '@/api/contracts/league'
import { db } from '@mocks/db'
import { advanceClock, now } from '@mocks/clock'
import type { MatchRecord } from '@mocks/model'
import { call, json } from './client'
import { getPublic as get } from './privacy'

function matches(where: (match: MatchRecord) => boolean): MatchRecord[] {
  return db.matches.findMany((q) => q.where(where)).sort((a, b) => a.id - b.id)
}

function first(where: (match: MatchRecord) => boolean): MatchRecord {
  const match = matches(where)[0]
  if (match === undefined) throw new Error('no such match in the seed')
  return match
}

const page = (id: number) => get<MatchDetail>(`matches/${id}`, matchDetailSchema)

describe('GET /api/matches/:id', () => {
  test("a played match's sheet adds up: goals to the score, line-ups to the goals and assists", async () => {
    // Every played match of the seed, so that no sheet contradicts its score.
    for (const record of matches((m) => m.status === 'played')) {
      const match = await page(record.id)
      expect(match.status).toBe('confirmed')
      for (const [side, other] of [
        [match.home, match.away],
        [match.away, match.home],
      ] as const) {
        const goals = match.goals.filter((goal) => goal.teamId === side.team.id)
        expect(goals, `match ${match.id}`).toHaveLength(side.score ?? -1)
        const lineup = new Set(side.lineup.map((line) => line.player.id))
        for (const goal of goals) {
          expect(lineup.has(goal.scorer.id)).toBe(true)
          if (goal.assist !== null) {
            expect(lineup.has(goal.assist.id)).toBe(true)
            expect(goal.assist.id).not.toBe(goal.scorer.id)
          }
        }
        const sum = (pick: (line: (typeof side.lineup)[number]) => number) =>
          side.lineup.reduce((total, line) => total + pick(line), 0)
        expect(sum((line) => line.goals)).toBe(goals.length)
        expect(sum((line) => line.assists)).toBe(goals.filter((g) => g.assist !== null).length)
        for (const line of side.lineup) {
          expect(line.goalsConceded).toBe(other.score)
          expect(line.shots).toBeGreaterThanOrEqual(line.goals)
          expect(line.keyPasses).toBeGreaterThanOrEqual(line.assists)
        }
        // As a team sheet reads: the keeper first, then defence, midfield and attack.
        const order = side.lineup.map((line) => POSITIONS.indexOf(line.position))
        expect(order).toEqual([...order].sort((a, b) => a - b))
      }
      // The goals in the order they were scored; one man of the match.
      const minutes = match.goals.map((goal) => goal.minute)
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
      const best = [...match.home.lineup, ...match.away.lineup].filter((l) => l.manOfTheMatch)
      expect(best).toHaveLength(1)
    }
  })

  test("a played match's history: one side reported, the other side or the clock confirmed", async () => {
    const record = first((m) => m.status === 'played')
    const { history, home, away } = await page(record.id)
    expect(history.map((event) => event.kind)).toEqual([
      'reported',
      expect.stringMatching(/^(auto_)?confirmed$/),
    ])
    const [reported, confirmed] = history
    const sides = [home.team.id, away.team.id]
    expect(sides).toContain(reported?.team?.id)
    expect(reported?.actor).not.toBeNull()
    if (confirmed?.kind === 'confirmed') {
      expect(sides).toContain(confirmed.team?.id)
      expect(confirmed.team?.id).not.toBe(reported?.team?.id)
    } else {
      expect(confirmed?.actor).toBeNull()
      expect(Date.parse(confirmed?.at ?? '') - Date.parse(reported?.at ?? '')).toBe(86_400_000)
    }
    expect(Date.parse(reported?.at ?? '')).toBeGreaterThan(Date.parse(record.kickoff))
  })

  test('a fixture ahead is scheduled with empty line-ups; past kick-off with no result it awaits one', async () => {
    const record = first((m) => m.status === 'scheduled')
    const match = await page(record.id)
    expect(match).toMatchObject({
      status: 'scheduled',
      home: { score: null, lineup: [] },
      away: { score: null, lineup: [] },
      goals: [],
      history: [],
    })
    advanceClock(Date.parse(record.kickoff) - now().getTime() + 60_000)
    expect((await page(record.id)).status).toBe('awaiting_result')
  })

  test('a forfeit was awarded by the league, with no line-ups', async () => {
    const record = first((m) => m.status === 'forfeit')
    const match = await page(record.id)
    expect(match.status).toBe('forfeit')
    expect(match.history).toEqual([
      expect.objectContaining({ kind: 'forfeit_awarded', actor: null, team: null }),
    ])
    expect(match.home.lineup).toEqual([])
  })

  test('answers 404 for an unknown or malformed id, in the language asked for', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '-1']) {
      const response = await call(`matches/${id}`)
      expect(response.status, id).toBe(404)
      expect((await json<ApiError>(response)).code).toBe('match_not_found')
    }
    expect(await json<ApiError>(await call('matches/999999', { language: 'es' }))).toEqual({
      error: 'Partido no encontrado.',
      code: 'match_not_found',
    })
  })
})
