import { describe, expect, test } from 'vitest'
import {
  competitionDetailSchema,
  competitionsResponseSchema,
  competitionTeamsResponseSchema,
  fixturesResponseSchema,
  standingsResponseSchema,
  statsResponseSchema,
  type CompetitionDetail,
  type CompetitionsResponse,
  type CompetitionTeamsResponse,
  type FixturesResponse,
  type StandingRow,
  type StandingsResponse,
  type StatsResponse,
  type Tiebreaker,
} from '@/api/contracts/competitions'
import type { ApiError } from '@/api/contracts'
import { db } from '@mocks/db'
import { COMPETITION_STATUSES } from '@/api/contracts/competitions'
import { nextId, type MatchRecord } from '@mocks/model'
import { setScenario } from '@mocks/scenarios'
import { seedRefs, type CompetitionKey } from '@mocks/seed'
import { call, json } from './client'
import { expectNoPrivateFields, getPublic as get } from './privacy'

function competitionId(key: CompetitionKey): number {
  return seedRefs().competitions[key]
}

function teamId(name: string): number {
  const team = db.teams.findFirst((q) => q.where({ name }))
  if (team === undefined) throw new Error(`no team ${name}`)
  return team.id
}

function acceptedTeams(id: number): number[] {
  return db.registrations
    .findMany((q) => q.where({ competitionId: id, status: 'accepted' }))
    .map((r) => r.teamId)
}

const list = (query = '') =>
  get<CompetitionsResponse>(`competitions${query}`, competitionsResponseSchema)

describe('GET /api/competitions', () => {
  test('lists every competition: open first, then in progress, then finished; latest start first', async () => {
    const page = await list()
    expect(page.total).toBe(7)
    expect(page.page).toBe(1)
    expect(page.pageSize).toBe(20)
    const keys: CompetitionKey[] = [
      'elite2026',
      'summer2026',
      'springcup2026',
      'xbox2026',
      'spring2026',
      'wintercup2025',
      'fall2025',
    ]
    expect(page.items.map((c) => c.id)).toEqual(keys.map(competitionId))
    const ranks = page.items.map((c) => COMPETITION_STATUSES.indexOf(c.status))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  })

  test('shows each card with its accepted teams and public fields only', async () => {
    const page = await list()
    for (const card of page.items) {
      expect(card.registeredTeams).toBe(acceptedTeams(card.id).length)
      expect(Object.keys(card).sort()).toEqual(
        [
          'endDate',
          'format',
          'id',
          'maxTeams',
          'name',
          'platform',
          'premiumOnly',
          'registeredTeams',
          'registrationDeadline',
          'season',
          'slug',
          'startDate',
          'status',
        ].sort(),
      )
    }
    const elite = page.items.find((c) => c.id === competitionId('elite2026'))
    expect(elite).toMatchObject({
      premiumOnly: true,
      registeredTeams: 8,
      maxTeams: 8,
      format: 'cup',
    })
  })

  test('filters by one status, repeated statuses or comma-separated statuses', async () => {
    const open = await list('?status=registration_open')
    expect(open.items.map((c) => c.status)).toEqual(['registration_open', 'registration_open'])
    const repeated = await list('?status=in_progress&status=finished')
    const comma = await list('?status=in_progress,finished')
    expect(repeated.total).toBe(5)
    expect(comma.items).toEqual(repeated.items)
    expect(new Set(repeated.items.map((c) => c.status))).toEqual(
      new Set(['in_progress', 'finished']),
    )
  })

  test('filters by platform and by text in the name or season, ignoring case and accents', async () => {
    const xbox = await list('?platform=xbox')
    expect(xbox.items.map((c) => c.id)).toEqual([competitionId('xbox2026')])
    const spring = await list('?q=SPRING%202026')
    expect(spring.items.map((c) => c.id).sort()).toEqual(
      [
        competitionId('spring2026'),
        competitionId('xbox2026'),
        competitionId('springcup2026'),
      ].sort(),
    )
    const accented = await list('?q=%C3%A9lite') // "élite"
    expect(accented.items.map((c) => c.id)).toEqual([competitionId('elite2026')])
    const combined = await list('?q=premier&status=in_progress&platform=playstation')
    expect(combined.items.map((c) => c.id)).toEqual([competitionId('spring2026')])
    expect((await list('?q=%20%20')).total).toBe(7)
    expect((await list('?q=nothing-like-this')).items).toEqual([])
  })

  test('pages with the total before paging', async () => {
    const all = await list()
    const second = await list('?page=2&pageSize=3')
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 })
    expect(second.items).toEqual(all.items.slice(3, 6))
    const beyond = await list('?page=9&pageSize=3')
    expect(beyond).toMatchObject({ items: [], total: 7 })
  })

  test('answers 400 for an unknown status or platform, or bad paging', async () => {
    for (const query of [
      '?status=open',
      '?status=in_progress,done',
      '?platform=switch',
      '?page=0',
      '?pageSize=101',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const response = await call(`competitions${query}`)
      expect(response.status, query).toBe(400)
      const body = await json<ApiError>(response)
      expect(body.code).toBe('invalid_query')
      expect(Object.keys(body.fieldErrors ?? {}).length, query).toBeGreaterThan(0)
    }
  })

  test('answers an empty page when the area is emptied, 503 when it fails', async () => {
    setScenario({ empty: ['competitions'] })
    expect(await list()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
    setScenario({ empty: [], failing: ['competitions'] })
    expect((await call('competitions')).status).toBe(503)
  })
})

describe('GET /api/competitions/:id', () => {
  test('answers the header and overview with counts', async () => {
    const id = competitionId('spring2026')
    const detail = await get<CompetitionDetail>(`competitions/${id}`, competitionDetailSchema)
    const record = db.competitions.findFirst((q) => q.where({ id }))
    const matches = db.matches.findMany((q) => q.where({ competitionId: id }))
    const withResult = matches.filter((m) => m.status === 'played' || m.status === 'forfeit')
    expect(detail).toMatchObject({
      id,
      name: 'GVL Premier Division — Spring 2026',
      format: 'league_playoffs',
      status: 'in_progress',
      matchNights: ['tuesday', 'saturday'],
      kickoffTime: '21:00',
      timeZone: 'America/New_York',
      rosterMin: 11,
      rosterMax: 18,
      playoffTeams: 4,
      premiumOnly: false,
      registeredTeams: 12,
      description: record?.description.en,
      rules: record?.rules.en,
      tiebreakers: record?.tiebreakers,
      prizes: record?.prizes.map(({ place, reward }) => ({ place, reward: reward.en })),
      champion: null,
    })
    expect(detail.counts).toEqual({
      pendingTeams: 0,
      waitlistedTeams: 1,
      matches: matches.length,
      matchesPlayed: withResult.length,
      matchdays: new Set(matches.map((m) => m.matchday)).size,
      goals: withResult.reduce((sum, m) => sum + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0),
    })
  })

  test("names a finished competition's champion: the table's top, or the final's winner", async () => {
    const fall = await get<CompetitionDetail>(
      `competitions/${competitionId('fall2025')}`,
      competitionDetailSchema,
    )
    const table = await get<StandingsResponse>(
      `competitions/${competitionId('fall2025')}/standings`,
      standingsResponseSchema,
    )
    expect(table.kind).toBe('table')
    if (table.kind === 'table') expect(fall.champion?.id).toBe(table.rows[0]?.team.id)

    const cupId = competitionId('wintercup2025')
    const cup = await get<CompetitionDetail>(`competitions/${cupId}`, competitionDetailSchema)
    const final = db.matches.findFirst((q) => q.where({ competitionId: cupId, stage: 'final' }))
    expect(final).toBeDefined()
    if (final === undefined) return
    const { homeScore, awayScore, homePenalties, awayPenalties } = final
    const homeWon =
      (homeScore ?? 0) > (awayScore ?? 0) ||
      (homeScore === awayScore && (homePenalties ?? 0) > (awayPenalties ?? 0))
    expect(cup.champion?.id).toBe(homeWon ? final.homeTeamId : final.awayTeamId)
  })

  test('answers 404 for an unknown or malformed id, in the language asked for', async () => {
    for (const id of ['999', '0', 'abc', '1.5', '-1']) {
      const response = await call(`competitions/${id}`)
      expect(response.status, id).toBe(404)
      expect((await json<ApiError>(response)).code).toBe('competition_not_found')
    }
    const spanish = await call('competitions/999', { language: 'es' })
    expect(await json<ApiError>(spanish)).toEqual({
      error: 'Competición no encontrada.',
      code: 'competition_not_found',
    })
  })
})

/** The table recomputed here from the matches, independently of mocks/domain/standings.ts. */
function recompute(id: number): Map<number, Omit<StandingRow, 'position' | 'team'>> {
  const rows = new Map(
    acceptedTeams(id).map((team) => [
      team,
      {
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [] as ('W' | 'D' | 'L')[],
      },
    ]),
  )
  const counted = db.matches
    .findMany((q) => q.where({ competitionId: id, stage: 'league' }))
    .filter((m) => m.status === 'played' || m.status === 'forfeit')
    .sort((a, b) => b.kickoff.localeCompare(a.kickoff) || b.id - a.id)
  for (const m of counted) {
    for (const [team, scored, conceded] of [
      [m.homeTeamId, m.homeScore ?? 0, m.awayScore ?? 0],
      [m.awayTeamId, m.awayScore ?? 0, m.homeScore ?? 0],
    ] as const) {
      const row = rows.get(team)
      if (row === undefined) continue
      const result = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L'
      row.played += 1
      row.goalsFor += scored
      row.goalsAgainst += conceded
      row.goalDifference = row.goalsFor - row.goalsAgainst
      if (result === 'W') row.won += 1
      if (result === 'D') row.drawn += 1
      if (result === 'L') row.lost += 1
      row.points = row.won * 3 + row.drawn
      if (row.form.length < 5) row.form.push(result)
    }
  }
  return rows
}

async function table(id: number) {
  const standings = await get<StandingsResponse>(
    `competitions/${id}/standings`,
    standingsResponseSchema,
  )
  if (standings.kind !== 'table') throw new Error('expected a table')
  return standings
}

describe('GET /api/competitions/:id/standings', () => {
  test.each(['fall2025', 'spring2026', 'xbox2026'] as const)(
    '%s: every row equals a recomputation from the results, ordered by points, GD, GF',
    async (key) => {
      const id = competitionId(key)
      const standings = await table(id)
      const expected = recompute(id)
      expect(standings.rows.map((r) => r.position)).toEqual(
        standings.rows.map((_, index) => index + 1),
      )
      expect(standings.rows.map((r) => r.team.id).sort()).toEqual([...expected.keys()].sort())
      for (const row of standings.rows) {
        const { position: _position, team: _team, ...numbers } = row
        expect(numbers, row.team.name).toEqual(expected.get(row.team.id))
      }
      const record = db.competitions.findFirst((q) => q.where({ id }))
      expect(standings.tiebreakers).toEqual(record?.tiebreakers)
      // Level on points, the competition's next numeric tiebreakers must not be out of order.
      for (let i = 1; i < standings.rows.length; i++) {
        const [above, below] = [standings.rows[i - 1], standings.rows[i]]
        if (above === undefined || below === undefined) continue
        expect(above.points).toBeGreaterThanOrEqual(below.points)
        if (above.points !== below.points || standings.tiebreakers[1] !== 'goal_difference') {
          continue
        }
        expect(above.goalDifference).toBeGreaterThanOrEqual(below.goalDifference)
        if (above.goalDifference === below.goalDifference) {
          expect(above.goalsFor).toBeGreaterThanOrEqual(below.goalsFor)
        }
      }
    },
  )

  test('shows the playoff qualifiers and the playoff rounds to come for a league with playoffs', async () => {
    const standings = await table(competitionId('spring2026'))
    expect(standings.playoffTeams).toBe(4)
    expect(standings.playoffs.map((round) => round.stage)).toEqual(['semi_final', 'final'])
    expect(standings.playoffs.every((round) => round.matches.length === 0)).toBe(true)
    const league = await table(competitionId('fall2025'))
    expect(league).toMatchObject({ playoffTeams: null, playoffs: [] })
  })

  test("orders level teams by the competition's tiebreakers (a constructed tie)", async () => {
    // Magnolia 6 pts; Ping Zero and Overclocked level on points, GD and GF; Ping Zero won their match.
    const [ping, over, magnolia, lakeshore] = [
      teamId('Ping Zero FC'),
      teamId('Overclocked FC'),
      teamId('Magnolia FC'),
      teamId('Lakeshore Legion'),
    ]
    const results: [number, number, number, number][] = [
      [ping, over, 1, 0],
      [magnolia, ping, 1, 0],
      [over, magnolia, 1, 0],
      [magnolia, lakeshore, 2, 0],
    ]
    const teams = [ping, over, magnolia, lakeshore]
    const byHeadToHead = await createLeague(
      ['points', 'goal_difference', 'goals_for', 'head_to_head_points', 'name'],
      teams,
      results,
    )
    const byName = await createLeague(['points', 'name'], teams, results)
    const names = (standings: { rows: StandingRow[] }) => standings.rows.map((r) => r.team.id)
    expect(names(await table(byHeadToHead))).toEqual([magnolia, ping, over, lakeshore])
    expect(names(await table(byName))).toEqual([magnolia, over, ping, lakeshore])
    const rows = (await table(byHeadToHead)).rows
    expect(rows[1]).toMatchObject({ points: 3, goalDifference: 0, goalsFor: 1, form: ['L', 'W'] })
    expect(rows[2]).toMatchObject({ points: 3, goalDifference: 0, goalsFor: 1, form: ['W', 'L'] })
  })

  test('answers the bracket for a cup: drawn rounds with their matches, later rounds empty', async () => {
    const cupId = competitionId('springcup2026')
    const standings = await get<StandingsResponse>(
      `competitions/${cupId}/standings`,
      standingsResponseSchema,
    )
    expect(standings.kind).toBe('bracket')
    if (standings.kind !== 'bracket') return
    expect(standings.rounds.map((r) => r.stage)).toEqual([
      'round_of_16',
      'quarter_final',
      'semi_final',
      'final',
    ])
    expect(standings.rounds[0]?.matches).toHaveLength(8)
    expect(standings.rounds[0]?.matches[0]).toMatchObject({
      home: { name: 'Northside Rovers' },
      away: { name: 'Lone Star FC' },
      status: 'scheduled',
      winnerTeamId: null,
    })
    expect(
      standings.rounds.slice(1).every((r) => r.matches.length === 0 && r.matchday === null),
    ).toBe(true)

    const finished = await get<StandingsResponse>(
      `competitions/${competitionId('wintercup2025')}/standings`,
      standingsResponseSchema,
    )
    if (finished.kind !== 'bracket') throw new Error('expected a bracket')
    expect(finished.rounds.map((r) => r.matches.length)).toEqual([8, 4, 2, 1])
    // The winners of matches 1 and 2 meet in the next round, and so on.
    finished.rounds.slice(1).forEach((round, index) => {
      const previous = finished.rounds[index]?.matches ?? []
      round.matches.forEach((match, m) => {
        expect([match.home.id, match.away.id].sort()).toEqual(
          [previous[2 * m]?.winnerTeamId, previous[2 * m + 1]?.winnerTeamId].sort(),
        )
      })
    })

    const undrawn = await get<StandingsResponse>(
      `competitions/${competitionId('elite2026')}/standings`,
      standingsResponseSchema,
    )
    expect(undrawn).toEqual({
      kind: 'bracket',
      competitionId: competitionId('elite2026'),
      rounds: [
        { stage: 'quarter_final', matchday: null, matches: [] },
        { stage: 'semi_final', matchday: null, matches: [] },
        { stage: 'final', matchday: null, matches: [] },
      ],
    })
  })

  test('answers zeros for a league that has not started, nothing when emptied, 404 when unknown', async () => {
    const summer = await table(competitionId('summer2026'))
    expect(summer.rows).toHaveLength(7)
    expect(summer.rows.every((r) => r.played === 0 && r.points === 0 && r.form.length === 0)).toBe(
      true,
    )
    setScenario({ empty: ['competitions'] })
    expect((await table(competitionId('spring2026'))).rows).toEqual([])
    expect((await call('competitions/999/standings')).status).toBe(404)
  })
})

/** A league of `teams` with these results (home, away, home goals, away goals), on days 1, 2, 3… */
async function createLeague(
  tiebreakers: Tiebreaker[],
  teams: number[],
  results: [number, number, number, number][],
): Promise<number> {
  const base = db.competitions.findFirst((q) => q.where({ id: competitionId('xbox2026') }))
  if (base === undefined) throw new Error('no base competition')
  const id = nextId('competitions')
  const plain = JSON.parse(JSON.stringify(base)) as typeof base
  await db.competitions.create({
    ...plain,
    id,
    name: `Tiebreaker test league ${id}`,
    slug: `tiebreaker-test-league-${id}`,
    format: 'league',
    playoffTeams: null,
    tiebreakers,
  })
  for (const team of teams) {
    await db.registrations.create({
      id: nextId('registrations'),
      competitionId: id,
      teamId: team,
      status: 'accepted',
      registeredBy: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      decidedAt: '2026-01-02T00:00:00.000Z',
      reason: null,
    })
  }
  let day = 1
  for (const [home, away, homeScore, awayScore] of results) {
    const match: MatchRecord = {
      id: nextId('matches'),
      competitionId: id,
      stage: 'league',
      matchday: day,
      kickoff: `2026-02-${String(day).padStart(2, '0')}T02:00:00.000Z`,
      homeTeamId: home,
      awayTeamId: away,
      homeScore,
      awayScore,
      homePenalties: null,
      awayPenalties: null,
      status: 'played',
    }
    await db.matches.create(match)
    day += 1
  }
  return id
}

describe('GET /api/competitions/:id/fixtures', () => {
  test('answers every match once, grouped by matchday in kickoff order', async () => {
    const id = competitionId('spring2026')
    const fixtures = await get<FixturesResponse>(
      `competitions/${id}/fixtures`,
      fixturesResponseSchema,
    )
    const matches = db.matches.findMany((q) => q.where({ competitionId: id }))
    const listed = fixtures.matchdays.flatMap((day) => day.matches)
    expect(listed.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      matches.map((m) => m.id).sort((a, b) => a - b),
    )
    expect(fixtures.matchdays.map((d) => d.matchday)).toEqual(
      [...new Set(matches.map((m) => m.matchday))].sort((a, b) => a - b),
    )
    for (const day of fixtures.matchdays) {
      expect(day.matches.every((m) => m.matchday === day.matchday)).toBe(true)
      const kickoffs = day.matches.map((m) => m.kickoff)
      expect(kickoffs).toEqual([...kickoffs].sort())
      expect(day.startsAt).toBe(kickoffs[0])
    }
    for (const match of listed) {
      const record = matches.find((m) => m.id === match.id)
      expect(match).toMatchObject({
        kickoff: record?.kickoff,
        status: record?.status,
        homeScore: record?.homeScore,
        awayScore: record?.awayScore,
        home: { id: record?.homeTeamId },
        away: { id: record?.awayTeamId },
      })
      if (match.status === 'scheduled' || match.status === 'postponed') {
        expect(match.homeScore).toBeNull()
      }
    }
    // Tonight's round: Northside Rovers v Bayou Strikers at 9:30 PM ET.
    expect(fixtures.nextMatchday).toBe(8)
    const tonight = listed.find((m) => m.id === seedRefs().nextDemoMatchId)
    expect(tonight).toMatchObject({ matchday: 8, status: 'scheduled', homeScore: null })
  })

  test('filters by matchday and by team', async () => {
    const id = competitionId('spring2026')
    const rovers = seedRefs().demoTeamId
    const day8 = await get<FixturesResponse>(
      `competitions/${id}/fixtures?matchday=8`,
      fixturesResponseSchema,
    )
    expect(day8.matchdays.map((d) => d.matchday)).toEqual([8])
    expect(day8.matchdays[0]?.matches).toHaveLength(6)
    const team = await get<FixturesResponse>(
      `competitions/${id}/fixtures?teamId=${rovers}`,
      fixturesResponseSchema,
    )
    const teamMatches = team.matchdays.flatMap((d) => d.matches)
    expect(teamMatches).toHaveLength(11)
    expect(teamMatches.every((m) => m.home.id === rovers || m.away.id === rovers)).toBe(true)
    const both = await get<FixturesResponse>(
      `competitions/${id}/fixtures?matchday=8&teamId=${rovers}`,
      fixturesResponseSchema,
    )
    expect(both.matchdays.flatMap((d) => d.matches.map((m) => m.id))).toEqual([
      seedRefs().nextDemoMatchId,
    ])
    const none = await get<FixturesResponse>(
      `competitions/${id}/fixtures?matchday=99`,
      fixturesResponseSchema,
    )
    expect(none.matchdays).toEqual([])
  })

  test('answers 400 for a malformed filter, 404 for an unknown competition, nothing when emptied', async () => {
    for (const query of ['matchday=0', 'matchday=abc', 'teamId=-2']) {
      const response = await call(`competitions/${competitionId('spring2026')}/fixtures?${query}`)
      expect(response.status, query).toBe(400)
    }
    expect((await call('competitions/999/fixtures')).status).toBe(404)
    setScenario({ empty: ['competitions'] })
    const empty = await get<FixturesResponse>(
      `competitions/${competitionId('spring2026')}/fixtures`,
      fixturesResponseSchema,
    )
    expect(empty).toMatchObject({ matchdays: [], nextMatchday: null })
  })
})

describe('GET /api/competitions/:id/stats', () => {
  interface Sums {
    goals: number
    assists: number
    cleanSheets: number
    motm: number
    ratings: number[]
  }

  /** Per-player sums over the competition's match stats, computed here. */
  function sums(id: number): Map<number, Sums> {
    const matchIds = new Set(
      db.matches.findMany((q) => q.where({ competitionId: id })).map((m) => m.id),
    )
    const players = new Map<number, Sums>()
    for (const line of db.playerMatchStats.all()) {
      if (!matchIds.has(line.matchId)) continue
      const p = players.get(line.userId) ?? {
        goals: 0,
        assists: 0,
        cleanSheets: 0,
        motm: 0,
        ratings: [],
      }
      p.goals += line.goals
      p.assists += line.assists
      p.cleanSheets += line.cleanSheet ? 1 : 0
      p.motm += line.manOfTheMatch ? 1 : 0
      p.ratings.push(line.rating)
      players.set(line.userId, p)
    }
    return players
  }

  test('lists the top ten of each table, with values that match the sums of match stats', async () => {
    const id = competitionId('spring2026')
    const stats = await get<StatsResponse>(`competitions/${id}/stats`, statsResponseSchema)
    const players = sums(id)
    const checks: ['goals' | 'assists' | 'cleanSheets' | 'manOfTheMatch', (p: Sums) => number][] = [
      ['goals', (p) => p.goals],
      ['assists', (p) => p.assists],
      ['cleanSheets', (p) => p.cleanSheets],
      ['manOfTheMatch', (p) => p.motm],
    ]
    for (const [table, value] of checks) {
      const leaders = stats[table]
      expect(leaders.length, table).toBeGreaterThan(0)
      expect(leaders.length).toBeLessThanOrEqual(10)
      expect(leaders.map((l) => l.rank)).toEqual(leaders.map((_, i) => i + 1))
      const values = leaders.map((l) => l.value)
      expect(values).toEqual([...values].sort((a, b) => b - a))
      for (const leader of leaders) {
        const p = players.get(leader.player.id)
        expect(p, leader.player.username).toBeDefined()
        if (p === undefined) continue
        expect(leader.value, `${table} ${leader.player.username}`).toBe(value(p))
        expect(leader.matches).toBe(p.ratings.length)
      }
      // Nobody outside the table has more than the last one in it.
      const last = values.at(-1) ?? 0
      const listed = new Set(leaders.map((l) => l.player.id))
      for (const [userId, p] of players) {
        if (!listed.has(userId)) expect(value(p)).toBeLessThanOrEqual(last)
      }
    }
    const top = stats.goals[0]
    expect(top?.team).not.toBeNull()
  })

  test('rates only players with the documented minimum of matches, by their mean rating', async () => {
    const id = competitionId('spring2026')
    const stats = await get<StatsResponse>(`competitions/${id}/stats`, statsResponseSchema)
    const players = sums(id)
    const most = Math.max(...[...players.values()].map((p) => p.ratings.length))
    expect(stats.ratingMinMatches).toBe(Math.max(1, Math.ceil(most * 0.4)))
    expect(stats.rating).toHaveLength(10)
    for (const leader of stats.rating) {
      const ratings = players.get(leader.player.id)?.ratings ?? []
      expect(ratings.length).toBeGreaterThanOrEqual(stats.ratingMinMatches)
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length
      expect(leader.value).toBe(Math.round(mean * 10 + 1e-9) / 10)
    }
  })

  test('answers empty tables before a ball is kicked, or when emptied; 404 when unknown', async () => {
    const summer = await get<StatsResponse>(
      `competitions/${competitionId('summer2026')}/stats`,
      statsResponseSchema,
    )
    expect([summer.goals, summer.assists, summer.rating, summer.cleanSheets]).toEqual([
      [],
      [],
      [],
      [],
    ])
    setScenario({ empty: ['competitions'] })
    const emptied = await get<StatsResponse>(
      `competitions/${competitionId('spring2026')}/stats`,
      statsResponseSchema,
    )
    expect(emptied.goals).toEqual([])
    expect((await call('competitions/999/stats')).status).toBe(404)
  })
})

describe('GET /api/competitions/:id/teams', () => {
  test('lists accepted teams, then pending ones, flagged; never rejected ones', async () => {
    const id = competitionId('summer2026')
    const teams = await get<CompetitionTeamsResponse>(
      `competitions/${id}/teams`,
      competitionTeamsResponseSchema,
    )
    expect(teams.counts).toEqual({ accepted: 7, pending: 3, waitlisted: 0 })
    expect(teams.maxTeams).toBe(12)
    expect(teams.items.map((t) => t.status)).toEqual([
      ...Array<string>(7).fill('accepted'),
      ...Array<string>(3).fill('pending'),
    ])
    const accepted = teams.items.filter((t) => t.confirmed).map((t) => t.team.name)
    expect(accepted).toEqual([...accepted].sort((a, b) => a.localeCompare(b)))
    expect(teams.items.filter((t) => !t.confirmed).map((t) => t.team.name)).toEqual([
      'Los Aztecas FC',
      'Twin Cities Tekkers',
      'Northside Rovers',
    ])
    expect(teams.items.map((t) => t.team.name)).not.toContain('Emerald Coast United')
    const rovers = teams.items.find((t) => t.team.name === 'Northside Rovers')
    expect(rovers).toMatchObject({ rosterSize: 16, waitlistPosition: null, confirmed: false })
  })

  test('numbers the waitlist in registration order', async () => {
    const teams = await get<CompetitionTeamsResponse>(
      `competitions/${competitionId('elite2026')}/teams`,
      competitionTeamsResponseSchema,
    )
    expect(teams.counts).toEqual({ accepted: 8, pending: 0, waitlisted: 2 })
    expect(
      teams.items
        .filter((t) => t.status === 'waitlisted')
        .map((t) => [t.team.name, t.waitlistPosition]),
    ).toEqual([
      ['Twin Cities Tekkers', 1],
      ['Mile High Wolves', 2],
    ])
  })

  test('answers 404 when unknown, nothing when emptied', async () => {
    expect((await call('competitions/999/teams')).status).toBe(404)
    setScenario({ empty: ['competitions'] })
    const teams = await get<CompetitionTeamsResponse>(
      `competitions/${competitionId('summer2026')}/teams`,
      competitionTeamsResponseSchema,
    )
    expect(teams.items).toEqual([])
  })
})

test('no competitions answer carries a private field', async () => {
  const paths = ['competitions?pageSize=100']
  for (const competition of db.competitions.all()) {
    for (const tail of ['', '/standings', '/fixtures', '/stats', '/teams']) {
      paths.push(`competitions/${competition.id}${tail}`)
    }
  }
  for (const path of paths) {
    const response = await call(path)
    expect(response.status, path).toBe(200)
    expectNoPrivateFields(await response.text())
  }
})
