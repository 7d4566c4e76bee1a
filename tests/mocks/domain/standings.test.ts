import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import { computeStandings, standings } from '@mocks/domain/standings'
import type { Tiebreaker } from '@/api/contracts/competitions'
import type { MatchRecord } from '@mocks/model'

const teams = ['Aces', 'Bees', 'Cobras', 'Dragons'].map((name, i) => ({ id: i + 1, name }))
let nextId = 1

/** A played league match on `day` (1, 2, 3…): `result` is `home-away` like '2-1'. */
function match(
  home: number,
  away: number,
  result: string,
  day: number,
  extra: Partial<MatchRecord> = {},
): MatchRecord {
  const [homeScore, awayScore] = result.split('-').map(Number)
  return {
    id: nextId++,
    competitionId: 1,
    stage: 'league',
    matchday: day,
    kickoff: new Date(Date.UTC(2026, 1, day, 1)).toISOString(),
    homeTeamId: home,
    awayTeamId: away,
    homeScore: homeScore ?? 0,
    awayScore: awayScore ?? 0,
    homePenalties: null,
    awayPenalties: null,
    status: 'played',
    ...extra,
  }
}

const order = (rows: { name: string }[]) => rows.map((row) => row.name)

describe('computeStandings', () => {
  test('counts P W D L GF GA GD Pts and positions', () => {
    const table = computeStandings(teams, [
      match(1, 2, '3-1', 1),
      match(3, 4, '0-0', 1),
      match(1, 3, '1-2', 2),
    ])
    expect(table[0]).toEqual({
      position: 1,
      teamId: 3,
      name: 'Cobras',
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 2,
      goalsAgainst: 1,
      goalDifference: 1,
      points: 4,
      form: ['W', 'D'],
    })
    expect(table.map((r) => r.position)).toEqual([1, 2, 3, 4])
    expect(order(table)).toEqual(['Cobras', 'Aces', 'Dragons', 'Bees'])
  })

  test('lists teams without a match with zeros', () => {
    const table = computeStandings(teams, [])
    expect(order(table)).toEqual(['Aces', 'Bees', 'Cobras', 'Dragons'])
    expect(table.every((r) => r.played === 0 && r.points === 0 && r.form.length === 0)).toBe(true)
  })

  test('form: the last five results, newest first', () => {
    const matches = [1, 2, 3, 4, 5, 6].map((day) => match(1, 2, day % 2 === 0 ? '1-0' : '0-0', day))
    matches.push(match(2, 1, '2-0', 7))
    const aces = computeStandings(teams, matches).find((r) => r.name === 'Aces')
    expect(aces?.form).toEqual(['L', 'W', 'D', 'W', 'D'])
  })

  test('skips what does not count: other stages, scheduled and postponed matches', () => {
    const table = computeStandings(teams, [
      match(1, 2, '5-0', 1, { stage: 'semi_final' }),
      match(1, 2, '5-0', 2, { status: 'scheduled', homeScore: null, awayScore: null }),
      match(1, 2, '5-0', 3, { status: 'postponed', homeScore: null, awayScore: null }),
    ])
    expect(table.every((r) => r.played === 0)).toBe(true)
  })

  test('counts a forfeit as its awarded 3–0', () => {
    const table = computeStandings(teams, [match(1, 2, '0-3', 1, { status: 'forfeit' })])
    expect(table[0]).toMatchObject({ name: 'Bees', won: 1, goalsFor: 3, points: 3 })
  })

  describe('tiebreakers (default: points, goal difference, goals for, head-to-head, name)', () => {
    test('goal difference before goals for', () => {
      // Aces and Bees both win once: Aces by 3 (3-0), Bees by 1 with more goals (4-3).
      const table = computeStandings(teams, [match(1, 3, '3-0', 1), match(2, 4, '4-3', 1)])
      expect(order(table).slice(0, 2)).toEqual(['Aces', 'Bees'])
    })

    test('goals for when goal difference is level', () => {
      const table = computeStandings(teams, [match(1, 3, '1-0', 1), match(2, 4, '3-2', 1)])
      expect(order(table).slice(0, 2)).toEqual(['Bees', 'Aces'])
    })

    test('head-to-head points among the teams still level', () => {
      // Cobras and Dragons: same points (3), goal difference (0) and goals for (2); Dragons beat Cobras.
      const matches = [match(4, 3, '1-0', 1), match(3, 1, '2-1', 2), match(4, 2, '1-2', 3)]
      const table = computeStandings(teams, matches)
      const pick = (name: string) => {
        const row = table.find((r) => r.name === name)
        return [row?.points, row?.goalDifference, row?.goalsFor]
      }
      expect(pick('Cobras')).toEqual([3, 0, 2])
      expect(pick('Dragons')).toEqual([3, 0, 2])
      expect(order(table)).toEqual(['Bees', 'Dragons', 'Cobras', 'Aces'])
    })

    test('head-to-head among three teams, counting only the matches between them', () => {
      // Cobras, Aces and Bees: 6 points, +1, 3 goals each. Between them Cobras won both, Aces one.
      const matches = [
        match(3, 1, '2-0', 1),
        match(3, 2, '1-0', 2),
        match(4, 3, '2-0', 3),
        match(1, 2, '1-0', 4),
        match(1, 4, '2-0', 5),
        match(2, 4, '2-0', 6),
        match(2, 4, '1-0', 7),
      ]
      const table = computeStandings(teams, matches)
      expect(table.slice(0, 3).map((r) => [r.points, r.goalDifference, r.goalsFor])).toEqual([
        [6, 1, 3],
        [6, 1, 3],
        [6, 1, 3],
      ])
      expect(order(table)).toEqual(['Cobras', 'Aces', 'Bees', 'Dragons'])
    })

    test('a perfect circle leaves head-to-head level too: the name decides', () => {
      const matches = [
        match(2, 3, '1-0', 1),
        match(3, 1, '1-0', 2),
        match(1, 2, '1-0', 3),
        match(1, 4, '1-0', 4),
        match(2, 4, '1-0', 5),
        match(3, 4, '1-0', 6),
      ]
      expect(order(computeStandings(teams, matches))).toEqual(['Aces', 'Bees', 'Cobras', 'Dragons'])
    })

    test('the name settles everything else, so the order is total', () => {
      const table = computeStandings(
        [
          { id: 7, name: 'zeta' },
          { id: 8, name: 'Alpha' },
        ],
        [match(7, 8, '1-1', 1)],
      )
      expect(order(table)).toEqual(['Alpha', 'zeta'])
    })

    test("a competition's own order: head-to-head before goal difference", () => {
      // Aces, Bees and Dragons on 3 points. Bees have the best goal difference; between the three,
      // Dragons beat Aces and Aces beat Bees.
      const matches = [match(1, 2, '1-0', 1), match(2, 3, '5-0', 2), match(4, 1, '1-0', 3)]
      expect(order(computeStandings(teams, matches))).toEqual(['Bees', 'Dragons', 'Aces', 'Cobras'])
      const h2hFirst: Tiebreaker[] = ['points', 'head_to_head_points', 'goal_difference', 'name']
      expect(order(computeStandings(teams, matches, h2hFirst))).toEqual([
        'Dragons',
        'Aces',
        'Bees',
        'Cobras',
      ])
    })

    test('wins, when a competition lists it', () => {
      // Aces: W L (3 pts), Bees: D D D (3 pts); same GD and GF.
      const matches = [
        match(1, 3, '1-0', 1),
        match(1, 4, '0-1', 2),
        match(2, 3, '0-0', 3),
        match(2, 4, '0-0', 4),
        match(2, 3, '0-0', 5),
      ]
      const table = computeStandings(teams, matches, ['points', 'wins', 'name'])
      expect(order(table).indexOf('Aces')).toBeLessThan(order(table).indexOf('Bees'))
    })
  })
})

describe('standings(competitionId) over the seed', () => {
  test('is the table of the accepted teams from the league-stage results', () => {
    const spring = db.competitions.all().find((c) => c.slug === 'premier-division-spring-2026')
    if (spring === undefined) throw new Error('no Spring 2026')
    const table = standings(spring.id)
    expect(table).toHaveLength(12)
    expect(table[0]?.played).toBeGreaterThan(0)
  })

  test('is empty for a cup and for an unknown competition', () => {
    const cup = db.competitions.all().find((c) => c.format === 'cup')
    expect(standings(cup?.id ?? 0)).toEqual([])
    expect(standings(9999)).toEqual([])
  })

  test('lists every accepted team before the first match', () => {
    const open = db.competitions
      .all()
      .find((c) => c.status === 'registration_open' && c.format !== 'cup')
    const table = standings(open?.id ?? 0)
    expect(table.length).toBeGreaterThan(0)
    expect(table.every((row) => row.played === 0)).toBe(true)
  })
})
