/** Fixture lists: round-robin leagues by the circle method, knockout rounds for cups and playoffs. */
import type { MatchStage } from '@/api/contracts/league'

export interface Pairing<T> {
  home: T
  away: T
}

/**
 * Round-robin rounds by the circle method: the first team stays put while the others rotate one
 * place a round, and the i-th team from the left meets the i-th from the right. With an odd number
 * of teams one slot is a bye, so each team sits out one round per leg. Every pair meets once per
 * leg; the second leg repeats the first with home and away swapped. Home and away alternate as
 * evenly as the method allows (each team hosts ⌊(n-1)/2⌋ or ⌈(n-1)/2⌉ times a leg).
 */
export function roundRobin<T>(teams: readonly T[], legs: 1 | 2 = 1): Pairing<T>[][] {
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null]
  const n = slots.length
  const rounds: Pairing<T>[][] = []
  if (teams.length < 2) return rounds
  for (let round = 0; round < n - 1; round++) {
    const pairings: Pairing<T>[] = []
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i] ?? null
      const b = slots[n - 1 - i] ?? null
      if (a === null || b === null) continue
      // The fixed team alternates round by round; the others keep their side by slot parity,
      // which flips for each team as the circle turns.
      const aAtHome = i === 0 ? round % 2 === 0 : i % 2 === 1
      pairings.push(aAtHome ? { home: a, away: b } : { home: b, away: a })
    }
    rounds.push(pairings)
    // Rotate every slot but the first one place clockwise.
    const last = slots.pop() ?? null
    slots.splice(1, 0, last)
  }
  if (legs === 2) {
    const firstLeg = rounds.slice()
    for (const pairings of firstLeg) {
      rounds.push(pairings.map(({ home, away }) => ({ home: away, away: home })))
    }
  }
  return rounds
}

/** The stage a knockout round with this many teams is. */
export function knockoutStage(teams: number): MatchStage {
  switch (teams) {
    case 2:
      return 'final'
    case 4:
      return 'semi_final'
    case 8:
      return 'quarter_final'
    case 16:
      return 'round_of_16'
    case 32:
      return 'round_of_32'
    default:
      throw new RangeError(`a knockout round needs 2, 4, 8, 16 or 32 teams, not ${teams}`)
  }
}

/** How many rounds a knockout of `teams` teams (a power of two) takes: 16 → 4. */
export function knockoutRounds(teams: number): number {
  knockoutStage(teams)
  return Math.log2(teams)
}

/**
 * A knockout round from the bracket order (the draw): 1st v 2nd, 3rd v 4th… The next round pairs
 * the winners of matches 1 and 2, 3 and 4…, so the bracket order of the next round is the winners
 * in match order.
 */
export function knockoutPairings<T>(bracket: readonly T[]): Pairing<T>[] {
  knockoutStage(bracket.length)
  const pairings: Pairing<T>[] = []
  for (let i = 0; i < bracket.length; i += 2) {
    const home = bracket[i]
    const away = bracket[i + 1]
    if (home !== undefined && away !== undefined) pairings.push({ home, away })
  }
  return pairings
}

/** Playoff seeding: 1st v last qualifier, 2nd v second-to-last…, in bracket order (1v4, 2v3). */
export function playoffBracket<T>(table: readonly T[], qualifiers: number): T[] {
  const seeds = table.slice(0, qualifiers)
  const bracket: T[] = []
  // Bracket order keeps the top two seeds apart until the final: 1v8, 4v5, 2v7, 3v6 for eight.
  const order = seedOrder(qualifiers)
  for (const seed of order) {
    const team = seeds[seed - 1]
    if (team !== undefined) bracket.push(team)
  }
  return bracket
}

/** Standard seeding order: [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6]. */
function seedOrder(size: number): number[] {
  let order = [1, 2]
  while (order.length < size) {
    const total = order.length * 2 + 1
    order = order.flatMap((seed) => [seed, total - seed])
  }
  return order
}
