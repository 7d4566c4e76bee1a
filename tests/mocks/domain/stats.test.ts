import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import {
  playerCareerStats,
  playerRecentMatches,
  playerSeasonStats,
  RATING_MIN_SHARE,
  roundRating,
  statsLeaders,
  totalsOf,
} from '@mocks/domain/stats'
import type { MatchRecord, PlayerMatchStatsRecord } from '@mocks/model'
import { seedRefs } from '@mocks/seed'
import { QUIET_POSITION_STATS } from '../../utils/statLines'

function line(
  matchId: number,
  fields: Partial<PlayerMatchStatsRecord> = {},
): PlayerMatchStatsRecord {
  return {
    id: matchId,
    matchId,
    userId: 1,
    teamId: 10,
    position: 'ST',
    goals: 0,
    assists: 0,
    rating: 7,
    cleanSheet: false,
    manOfTheMatch: false,
    ...QUIET_POSITION_STATS,
    ...fields,
  }
}

function played(id: number, home: number, away: number, score: [number, number]): MatchRecord {
  return {
    id,
    competitionId: 1,
    stage: 'league',
    matchday: id,
    kickoff: `2026-02-0${id}T01:00:00.000Z`,
    homeTeamId: home,
    awayTeamId: away,
    homeScore: score[0],
    awayScore: score[1],
    homePenalties: null,
    awayPenalties: null,
    status: 'played',
  }
}

describe('totalsOf', () => {
  test('adds up a player’s lines, with results from the scores and a one-decimal mean rating', () => {
    const matches = new Map(
      [played(1, 10, 20, [2, 1]), played(2, 20, 10, [1, 1]), played(3, 10, 30, [0, 3])].map((m) => [
        m.id,
        m,
      ]),
    )
    const totals = totalsOf(
      [
        line(1, { goals: 2, assists: 1, rating: 8.6, manOfTheMatch: true }),
        line(2, { assists: 1, rating: 7.1 }),
        line(3, { rating: 5.8, cleanSheet: false }),
      ],
      matches,
    )
    expect(totals).toEqual({
      matches: 3,
      wins: 1,
      draws: 1,
      losses: 1,
      goals: 2,
      assists: 2,
      cleanSheets: 0,
      manOfTheMatch: 1,
      averageRating: 7.2,
    })
  })

  test('no lines: zeros and no rating', () => {
    expect(totalsOf([], new Map())).toMatchObject({ matches: 0, averageRating: null })
  })

  test('roundRating rounds half up to one decimal', () => {
    expect([7.25, 7.24, 6.95, 10].map(roundRating)).toEqual([7.3, 7.2, 7, 10])
  })
})

describe('over the seed', () => {
  const spring = () => seedRefs().competitions.spring2026

  function seasonLines(competitionId: number) {
    const matchIds = new Set(
      db.matches
        .all()
        .filter((m) => m.competitionId === competitionId)
        .map((m) => m.id),
    )
    return db.playerMatchStats.all().filter((l) => matchIds.has(l.matchId))
  }

  test('statsLeaders ranks each table by its value, and the values are the sums of the lines', () => {
    const leaders = statsLeaders(spring(), 5)
    const lines = seasonLines(spring())
    for (const [table, key] of [
      ['goals', 'goals'],
      ['assists', 'assists'],
    ] as const) {
      const rows = leaders[table]
      expect(rows.length).toBe(5)
      expect(rows.map((r) => r.value)).toEqual([...rows.map((r) => r.value)].sort((a, b) => b - a))
      for (const row of rows) {
        const own = lines.filter((l) => l.userId === row.userId)
        expect(row.value).toBe(own.reduce((sum, l) => sum + l[key], 0))
        expect(row.matches).toBe(own.length)
      }
    }
    for (const row of leaders.cleanSheets) {
      expect(row.value).toBe(lines.filter((l) => l.userId === row.userId && l.cleanSheet).length)
    }
    for (const row of leaders.manOfTheMatch) {
      expect(row.value).toBe(lines.filter((l) => l.userId === row.userId && l.manOfTheMatch).length)
    }
  })

  test('the rating table needs a share of the most appearances', () => {
    const { rating } = statsLeaders(spring(), 50)
    const appearances = new Map<number, number>()
    for (const l of seasonLines(spring()))
      appearances.set(l.userId, (appearances.get(l.userId) ?? 0) + 1)
    const minimum = Math.ceil(Math.max(...appearances.values()) * RATING_MIN_SHARE)
    expect(rating.length).toBeGreaterThan(0)
    for (const row of rating) expect(row.matches).toBeGreaterThanOrEqual(minimum)
    expect(rating.map((r) => r.value)).toEqual(
      [...rating.map((r) => r.value)].sort((a, b) => b - a),
    )
  })

  test('statsLeaders of a competition without results is empty', () => {
    const leaders = statsLeaders(seedRefs().competitions.summer2026)
    expect(Object.values(leaders).every((rows) => rows.length === 0)).toBe(true)
  })

  test('a career is the sum of its seasons', () => {
    const { demo } = seedRefs().users
    const career = playerCareerStats(demo)
    expect(career.byCompetition.length).toBeGreaterThan(1)
    for (const key of [
      'matches',
      'goals',
      'assists',
      'wins',
      'draws',
      'losses',
      'manOfTheMatch',
    ] as const) {
      expect(career.total[key]).toBe(career.byCompetition.reduce((sum, c) => sum + c[key], 0))
    }
    for (const season of career.byCompetition) {
      const { competitionId, ...totals } = season
      expect(playerSeasonStats(demo, competitionId)).toEqual(totals)
    }
  })

  test("recent matches: the player's latest, newest first", () => {
    const { demo } = seedRefs().users
    const recent = playerRecentMatches(demo, 5)
    expect(recent).toHaveLength(5)
    const kickoffs = recent.map((r) => r.match.kickoff)
    expect(kickoffs).toEqual([...kickoffs].sort().reverse())
    for (const { match, stats } of recent) {
      expect(stats.userId).toBe(demo)
      expect(stats.matchId).toBe(match.id)
    }
  })

  test('a player who never played has empty totals', () => {
    const { lone_wolf } = seedRefs().users
    expect(playerCareerStats(lone_wolf)).toEqual({
      total: expect.objectContaining({ matches: 0, averageRating: null }),
      byCompetition: [],
    })
  })
})
