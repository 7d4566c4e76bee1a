import { describe, expect, test } from 'vitest'
import {
  knockoutPairings,
  knockoutRounds,
  knockoutStage,
  playoffBracket,
  roundRobin,
} from '@mocks/domain/fixtures'

const teams = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('roundRobin (circle method)', () => {
  test.each([2, 3, 4, 5, 6, 7, 10, 11, 12, 16])('%i teams, one leg: every pair meets once', (n) => {
    const rounds = roundRobin(teams(n), 1)
    expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n)
    const pairs = rounds
      .flat()
      .map(({ home, away }) => [home, away].sort((a, b) => a - b).join('-'))
    expect(pairs).toHaveLength((n * (n - 1)) / 2)
    expect(new Set(pairs).size).toBe(pairs.length)
    for (const round of rounds) {
      const playing = round.flatMap(({ home, away }) => [home, away])
      expect(new Set(playing).size).toBe(playing.length)
      // An odd number of teams: exactly one rests each round.
      expect(playing.length).toBe(n % 2 === 0 ? n : n - 1)
    }
  })

  test.each([4, 5, 6, 10, 12])('%i teams: home and away alternate as evenly as they can', (n) => {
    const homes = new Map<number, number>()
    for (const { home } of roundRobin(teams(n), 1).flat())
      homes.set(home, (homes.get(home) ?? 0) + 1)
    const games = n - 1
    for (const team of teams(n)) {
      const count = homes.get(team) ?? 0
      expect(count, `team ${team}`).toBeGreaterThanOrEqual(Math.floor(games / 2) - 1)
      expect(count, `team ${team}`).toBeLessThanOrEqual(Math.ceil(games / 2) + 1)
    }
  })

  test.each([4, 5, 10])('%i teams, two legs: every pair meets twice, each hosting once', (n) => {
    const rounds = roundRobin(teams(n), 2)
    const perLeg = n % 2 === 0 ? n - 1 : n
    expect(rounds).toHaveLength(perLeg * 2)
    const ordered = rounds.flat().map(({ home, away }) => `${home}>${away}`)
    expect(new Set(ordered).size).toBe(n * (n - 1))
    // The second leg mirrors the first.
    expect(rounds.slice(perLeg)).toEqual(
      rounds
        .slice(0, perLeg)
        .map((round) => round.map(({ home, away }) => ({ home: away, away: home }))),
    )
  })

  test('fewer than two teams: no rounds', () => {
    expect(roundRobin([], 1)).toEqual([])
    expect(roundRobin(['alone'], 2)).toEqual([])
  })
})

describe('knockouts', () => {
  test('names rounds by the teams left', () => {
    expect([32, 16, 8, 4, 2].map(knockoutStage)).toEqual([
      'round_of_32',
      'round_of_16',
      'quarter_final',
      'semi_final',
      'final',
    ])
    expect(() => knockoutStage(6)).toThrow(RangeError)
    expect(knockoutRounds(16)).toBe(4)
  })

  test('pairs the bracket in order', () => {
    expect(knockoutPairings(['a', 'b', 'c', 'd'])).toEqual([
      { home: 'a', away: 'b' },
      { home: 'c', away: 'd' },
    ])
  })

  test('seeds playoffs so the top two can only meet in the final', () => {
    expect(playoffBracket(['1st', '2nd', '3rd', '4th', '5th'], 4)).toEqual([
      '1st',
      '4th',
      '2nd',
      '3rd',
    ])
    expect(playoffBracket(teams(10), 8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6])
  })
})
