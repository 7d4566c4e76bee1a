/** Invariants of the seeded league: what a careful server's data would satisfy. */
import { describe, expect, test } from 'vitest'
import { INVITATION_TTL_DAYS } from '@/api/contracts/invitations'
import { SEED_NOW } from '@mocks/clock'
import { db } from '@mocks/db'
import { isPremium } from '@mocks/domain/premium'
import { countsForTable, standings } from '@mocks/domain/standings'
import { localDay } from '@mocks/lib/calendar'
import { LANGUAGES } from '@mocks/lib/language'
import {
  DEFENSIVE_POSITIONS,
  FORFEIT_SCORE,
  type MatchRecord,
  type PlayerMatchStatsRecord,
} from '@mocks/model'
import { expectEditableProfiles, expectEditableTeams } from './editable'

const DAY = 24 * 60 * 60 * 1000
const NOW = SEED_NOW.toISOString()

function byId<T extends { id: number }>(records: readonly T[]): Map<number, T> {
  return new Map(records.map((r) => [r.id, r]))
}

function statsByMatch(): Map<number, PlayerMatchStatsRecord[]> {
  const lines = new Map<number, PlayerMatchStatsRecord[]>()
  for (const line of db.playerMatchStats.all()) {
    lines.set(line.matchId, [...(lines.get(line.matchId) ?? []), line])
  }
  return lines
}

function acceptedTeamIds(competitionId: number): number[] {
  return db.registrations
    .all()
    .filter((r) => r.competitionId === competitionId && r.status === 'accepted')
    .map((r) => r.teamId)
}

describe('the seeded community', () => {
  test('has at least 300 players, weighted to the US with Canada, Mexico, Latin America and Europe', () => {
    const players = db.users.all().filter((u) => u.role === 'player')
    expect(players.length).toBeGreaterThanOrEqual(300)
    const share = (codes: readonly string[]) =>
      players.filter((u) => codes.includes(u.country)).length / players.length
    expect(share(['US'])).toBeGreaterThan(0.5)
    for (const code of ['CA', 'MX']) expect(share([code])).toBeGreaterThan(0.03)
    expect(share(['BR', 'CO', 'AR', 'PR', 'CL', 'PE'])).toBeGreaterThan(0.03)
    expect(share(['GB', 'ES', 'DE', 'FR', 'PT', 'IT'])).toBeGreaterThan(0.02)
  })

  test('gives every player a consistent profile', () => {
    for (const user of db.users.all()) {
      expect(user.secondaryPosition).not.toBe(user.primaryPosition)
      if (user.platform === 'playstation') expect(user.psnId, user.username).not.toBeNull()
      if (user.platform === 'xbox') expect(user.xboxGamertag, user.username).not.toBeNull()
      if (user.platform === 'pc') expect(user.eaId, user.username).not.toBeNull()
      if (!user.freeAgent) expect(user.lookingFor, user.username).toBeNull()
      if (user.status === 'active') {
        expect(user.activationCode).toBeNull()
        expect(user.activatedAt !== null && user.activatedAt >= user.createdAt).toBe(true)
      } else {
        expect(user.activationCode).toMatch(/^[0-9a-f]{32}$/)
        expect(user.activatedAt).toBeNull()
        expect((user.activationExpiresAt ?? '') > user.createdAt).toBe(true)
      }
    }
    const pending = db.users.all().filter((u) => u.status === 'pending')
    expect(pending.map((u) => (u.activationExpiresAt ?? '') > NOW)).toEqual([true, false])
  })

  test('gives every player a profile that "Edit profile" saves unchanged, with unique platform IDs', () => {
    expectEditableProfiles(db.users.all())
  })

  test('has staff who write the news and issue infractions, on no team', () => {
    const staff = new Set(
      db.users
        .all()
        .filter((u) => u.role === 'staff')
        .map((u) => u.id),
    )
    expect(staff.size).toBeGreaterThan(0)
    for (const article of db.news.all()) expect(staff.has(article.authorId)).toBe(true)
    for (const infraction of db.infractions.all()) expect(staff.has(infraction.issuedBy)).toBe(true)
    for (const membership of db.memberships.all()) expect(staff.has(membership.userId)).toBe(false)
  })
})

describe('teams and memberships', () => {
  test('24 teams with unique names and tags, each with a full roster of 11 to 18', () => {
    const teams = db.teams.all()
    expect(teams).toHaveLength(24)
    expect(new Set(teams.map((t) => t.name.toLowerCase())).size).toBe(24)
    expect(new Set(teams.map((t) => t.tag)).size).toBe(24)
    for (const team of teams) {
      const roster = db.memberships.all().filter((m) => m.teamId === team.id)
      expect(roster.length, team.name).toBeGreaterThanOrEqual(11)
      expect(roster.length, team.name).toBeLessThanOrEqual(18)
      expect(
        roster.filter((m) => m.role === 'manager'),
        team.name,
      ).toHaveLength(1)
      expect(roster.filter((m) => m.role === 'co-manager').length, team.name).toBeGreaterThan(0)
      const numbers = roster.flatMap((m) => (m.shirtNumber === null ? [] : [m.shirtNumber]))
      expect(new Set(numbers).size, team.name).toBe(numbers.length)
    }
  })

  test('every team has details that its edit form saves unchanged', () => {
    expectEditableTeams(db.teams.all())
  })

  test('a player belongs to at most one team, on its platform, after signing up and the founding', () => {
    const users = byId(db.users.all())
    const teams = byId(db.teams.all())
    const memberships = db.memberships.all()
    expect(new Set(memberships.map((m) => m.userId)).size).toBe(memberships.length)
    for (const membership of memberships) {
      const user = users.get(membership.userId)
      const team = teams.get(membership.teamId)
      if (user === undefined || team === undefined) throw new Error('dangling membership')
      expect(user.status).toBe('active')
      expect(user.platform, user.username).toBe(team.platform)
      expect(user.freeAgent, user.username).toBe(false)
      expect(membership.joinedAt >= user.createdAt).toBe(true)
      expect(membership.joinedAt >= team.createdAt).toBe(true)
    }
  })

  test('the rest are free agents (most of them) or players not looking', () => {
    const members = new Set(db.memberships.all().map((m) => m.userId))
    const unattached = db.users
      .all()
      .filter((u) => u.role === 'player' && u.status === 'active' && !members.has(u.id))
    const freeAgents = unattached.filter((u) => u.freeAgent)
    expect(freeAgents.length).toBeGreaterThan(unattached.length / 2)
    expect(freeAgents.filter((u) => u.lookingFor !== null).length).toBeGreaterThan(0)
  })
})

describe('competitions and registrations', () => {
  test('six or more competitions cover every status and format', () => {
    const competitions = db.competitions.all()
    expect(competitions.length).toBeGreaterThanOrEqual(6)
    expect(new Set(competitions.map((c) => c.status))).toEqual(
      new Set(['registration_open', 'in_progress', 'finished']),
    )
    expect(new Set(competitions.map((c) => c.format))).toEqual(
      new Set(['league', 'cup', 'league_playoffs']),
    )
    expect(competitions.some((c) => c.premiumOnly)).toBe(true)
    expect(new Set(competitions.map((c) => c.slug)).size).toBe(competitions.length)
  })

  test('dates are in order, and agree with each status', () => {
    for (const c of db.competitions.all()) {
      const deadlineDay = localDay(new Date(c.registrationDeadline), c.timeZone)
      expect(c.createdAt < c.registrationDeadline, c.name).toBe(true)
      expect(deadlineDay < c.startDate, c.name).toBe(true)
      expect(c.startDate <= c.endDate, c.name).toBe(true)
      const today = localDay(SEED_NOW, c.timeZone)
      if (c.status === 'registration_open') expect(c.registrationDeadline > NOW, c.name).toBe(true)
      else expect(c.registrationDeadline < NOW, c.name).toBe(true)
      if (c.status === 'finished') expect(c.endDate < today, c.name).toBe(true)
      if (c.status === 'in_progress') expect(c.endDate >= today, c.name).toBe(true)
      expect(c.rosterMin).toBeLessThanOrEqual(c.rosterMax)
      expect(c.playoffTeams === null).toBe(c.format !== 'league_playoffs')
    }
  })

  test('accepted teams fit the competition: count, platform, roster limits', () => {
    const teams = byId(db.teams.all())
    for (const c of db.competitions.all()) {
      const accepted = acceptedTeamIds(c.id)
      expect(accepted.length, c.name).toBeLessThanOrEqual(c.maxTeams)
      expect(new Set(accepted).size).toBe(accepted.length)
      for (const teamId of accepted) {
        expect(teams.get(teamId)?.platform, c.name).toBe(c.platform)
        const roster = db.memberships.all().filter((m) => m.teamId === teamId).length
        expect(roster, `${teams.get(teamId)?.name} in ${c.name}`).toBeGreaterThanOrEqual(
          c.rosterMin,
        )
        expect(roster).toBeLessThanOrEqual(c.rosterMax)
      }
    }
  })

  test('registrations: made by a manager of the team, decided unless pending, with reasons', () => {
    const competitions = byId(db.competitions.all())
    const seen = new Set<string>()
    for (const r of db.registrations.all()) {
      const key = `${r.competitionId}/${r.teamId}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
      const membership = db.memberships.all().find((m) => m.userId === r.registeredBy)
      expect(membership?.teamId).toBe(r.teamId)
      expect(membership?.role).not.toBe('player')
      expect(r.decidedAt === null).toBe(r.status === 'pending')
      if (r.decidedAt !== null) expect(r.decidedAt > r.createdAt && r.decidedAt < NOW).toBe(true)
      expect(r.reason !== null).toBe(r.status === 'rejected' || r.status === 'waitlisted')
      const competition = competitions.get(r.competitionId)
      expect(r.createdAt > (competition?.createdAt ?? '')).toBe(true)
      if (r.status === 'pending') expect(competition?.status).toBe('registration_open')
      if (competition?.premiumOnly) {
        expect(isPremium(r.registeredBy, new Date(r.createdAt)), key).toBe(true)
      }
    }
  })

  test('a full competition waitlists the teams that came after the accepted ones', () => {
    for (const c of db.competitions.all()) {
      const registrations = db.registrations.all().filter((r) => r.competitionId === c.id)
      const lastAccepted = registrations
        .filter((r) => r.status === 'accepted')
        .reduce((max, r) => (r.createdAt > max ? r.createdAt : max), '')
      for (const r of registrations.filter((x) => x.status === 'waitlisted')) {
        expect(r.createdAt > lastAccepted, c.name).toBe(true)
      }
    }
  })
})

describe('fixtures and results', () => {
  const teamsOf = (m: MatchRecord) => [m.homeTeamId, m.awayTeamId]

  test('league formats: every pair of accepted teams meets `legs` times, home and away', () => {
    for (const c of db.competitions.all().filter((x) => x.format !== 'cup')) {
      const matches = db.matches
        .all()
        .filter((m) => m.competitionId === c.id && m.stage === 'league')
      const teams = acceptedTeamIds(c.id)
      if (c.status === 'registration_open') {
        expect(matches).toEqual([])
        continue
      }
      expect(matches.length, c.name).toBe((teams.length * (teams.length - 1) * c.legs) / 2)
      for (const a of teams) {
        for (const b of teams) {
          if (a >= b) continue
          const meetings = matches.filter((m) => teamsOf(m).includes(a) && teamsOf(m).includes(b))
          expect(meetings.length).toBe(c.legs)
          if (c.legs === 2) expect(new Set(meetings.map((m) => m.homeTeamId)).size).toBe(2)
        }
      }
    }
  })

  test('a team plays at most once a matchday; matchdays follow kick-off order', () => {
    for (const c of db.competitions.all()) {
      const matches = db.matches.all().filter((m) => m.competitionId === c.id)
      const perDay = new Map<number, number[]>()
      for (const m of matches)
        perDay.set(m.matchday, [...(perDay.get(m.matchday) ?? []), ...teamsOf(m)])
      for (const [matchday, teams] of perDay) {
        expect(new Set(teams).size, `${c.name} matchday ${matchday}`).toBe(teams.length)
      }
      const sorted = [...matches].sort((a, b) => a.kickoff.localeCompare(b.kickoff))
      const matchdays = sorted.map((m) => m.matchday)
      expect(matchdays).toEqual([...matchdays].sort((a, b) => a - b))
      for (const m of matches) {
        expect(acceptedTeamIds(c.id)).toEqual(expect.arrayContaining(teamsOf(m)))
        const day = localDay(new Date(m.kickoff), c.timeZone)
        expect(day >= c.startDate && day <= c.endDate, `${c.name} ${day}`).toBe(true)
      }
    }
  })

  test('cups: the first round pairs every team once, later rounds the winners', () => {
    for (const c of db.competitions
      .all()
      .filter((x) => x.format === 'cup' && x.status !== 'registration_open')) {
      const matches = db.matches.all().filter((m) => m.competitionId === c.id)
      const rounds = [...new Set(matches.map((m) => m.matchday))].sort((a, b) => a - b)
      const first = matches.filter((m) => m.matchday === rounds[0])
      expect(new Set(first.flatMap(teamsOf))).toEqual(new Set(acceptedTeamIds(c.id)))
      for (let i = 1; i < rounds.length; i++) {
        const previous = matches.filter((m) => m.matchday === rounds[i - 1])
        const winners = previous.map((m) =>
          (m.homeScore ?? 0) > (m.awayScore ?? 0) ||
          ((m.homeScore ?? 0) === (m.awayScore ?? 0) &&
            (m.homePenalties ?? 0) > (m.awayPenalties ?? 0))
            ? m.homeTeamId
            : m.awayTeamId,
        )
        const current = matches.filter((m) => m.matchday === rounds[i])
        expect(current.flatMap(teamsOf)).toEqual(winners)
      }
      if (c.status === 'finished') {
        expect(matches.filter((m) => m.stage === 'final' && m.status === 'played')).toHaveLength(1)
      }
    }
  })

  test('statuses follow the clock: results in the past, schedule in the future', () => {
    for (const m of db.matches.all()) {
      // A past fixture still scheduled is a result on its way (mocks/seed/openResults.ts).
      if (m.status === 'scheduled' && m.kickoff < NOW) continue
      if (m.status === 'scheduled') expect(m.kickoff > NOW).toBe(true)
      else expect(m.kickoff < NOW).toBe(true)
      const scored = m.homeScore !== null && m.awayScore !== null
      expect(scored).toBe(m.status === 'played' || m.status === 'forfeit')
      expect(m.homePenalties === null).toBe(m.awayPenalties === null)
      if (m.homePenalties !== null) {
        expect(m.stage).not.toBe('league')
        expect(m.homeScore).toBe(m.awayScore)
        expect(m.homePenalties).not.toBe(m.awayPenalties)
      }
      if (m.stage !== 'league' && m.status === 'played' && m.homeScore === m.awayScore) {
        expect(m.homePenalties).not.toBeNull()
      }
      if (m.status === 'forfeit') {
        expect([m.homeScore, m.awayScore].sort()).toEqual([0, FORFEIT_SCORE])
      }
    }
    const statuses = new Set(db.matches.all().map((m) => m.status))
    expect(statuses).toEqual(new Set(['scheduled', 'played', 'postponed', 'forfeit']))
  })

  test('three results are on their way: one disputed, one awaiting confirmation, one never reported', () => {
    const open = db.matches.all().filter((m) => m.status === 'scheduled' && m.kickoff < NOW)
    expect(open).toHaveLength(3)
    const competitions = new Set(open.map((m) => m.competitionId))
    expect(competitions.size).toBe(1)
    const states = open.map((m) =>
      db.resultReports
        .findMany((q) => q.where({ matchId: m.id }))
        .map((r) => r.state)
        .join(','),
    )
    expect(states.toSorted()).toEqual(['', 'disputed,disputed', 'pending'])
    for (const m of open) {
      expect(m.homeScore).toBeNull()
      expect(db.playerMatchStats.findMany((q) => q.where({ matchId: m.id }))).toEqual([])
      expect(db.matchGoals.findMany((q) => q.where({ matchId: m.id }))).toEqual([])
    }
    // A sheet's goals add up to its side's score, scored by its own line-up.
    for (const report of db.resultReports.all().filter((r) => r.lineup.length > 0)) {
      const match = open.find((m) => m.id === report.matchId)
      const own = report.teamId === match?.homeTeamId ? report.homeScore : report.awayScore
      expect(report.goals).toHaveLength(own)
      const players = new Set(report.lineup.map((line) => line.userId))
      for (const goal of report.goals) expect(players.has(goal.scorerId)).toBe(true)
    }
    // The pending report is younger than a day: the clock has not confirmed it.
    const pending = db.resultReports.findFirst((q) => q.where({ state: 'pending' }))
    expect(Date.parse(NOW) - Date.parse(pending?.createdAt ?? '')).toBeLessThan(24 * 3_600_000)
  })

  test("every played match's score is the sum of its players' goals; assists never exceed goals", () => {
    const lines = statsByMatch()
    for (const m of db.matches.all()) {
      const own = lines.get(m.id) ?? []
      if (m.status !== 'played') {
        expect(own, `match ${m.id} (${m.status})`).toEqual([])
        continue
      }
      for (const [teamId, score] of [
        [m.homeTeamId, m.homeScore],
        [m.awayTeamId, m.awayScore],
      ] as const) {
        const team = own.filter((l) => l.teamId === teamId)
        expect(team.length).toBeGreaterThanOrEqual(7)
        expect(team.length).toBeLessThanOrEqual(11)
        expect(
          team.reduce((sum, l) => sum + l.goals, 0),
          `match ${m.id}`,
        ).toBe(score)
        expect(team.reduce((sum, l) => sum + l.assists, 0)).toBeLessThanOrEqual(score ?? 0)
      }
      expect(
        own.filter((l) => l.manOfTheMatch),
        `match ${m.id}`,
      ).toHaveLength(1)
      expect(new Set(own.map((l) => l.userId)).size).toBe(own.length)
    }
  })

  test('clean sheets: exactly the keepers and defenders whose team conceded nothing', () => {
    const matches = byId(db.matches.all())
    for (const line of db.playerMatchStats.all()) {
      const m = matches.get(line.matchId)
      if (m === undefined) throw new Error('dangling stats')
      const conceded = line.teamId === m.homeTeamId ? m.awayScore : m.homeScore
      expect(line.cleanSheet).toBe(conceded === 0 && DEFENSIVE_POSITIONS.includes(line.position))
      expect(line.rating).toBeGreaterThanOrEqual(1)
      expect(line.rating).toBeLessThanOrEqual(10)
      expect(Math.round(line.rating * 10) / 10).toBe(line.rating)
    }
  })

  test('players in a match were on that team at kick-off', () => {
    const matches = byId(db.matches.all())
    const memberships = new Map(db.memberships.all().map((m) => [m.userId, m]))
    for (const line of db.playerMatchStats.all()) {
      const membership = memberships.get(line.userId)
      expect(membership?.teamId).toBe(line.teamId)
      expect((membership?.joinedAt ?? '') <= (matches.get(line.matchId)?.kickoff ?? '')).toBe(true)
    }
  })
})

describe('standings', () => {
  test.each([
    'GVL Premier Division — Fall 2025',
    'GVL Premier Division — Spring 2026',
    'GVL Xbox League — Spring 2026',
  ])('%s: wins equal losses, goals for equal against, points are 3W + D', (name) => {
    const competition = db.competitions.all().find((c) => c.name === name)
    if (competition === undefined) throw new Error(`no ${name}`)
    const table = standings(competition.id)
    expect(table.map((r) => r.teamId).sort()).toEqual(acceptedTeamIds(competition.id).sort())
    const sum = (key: 'won' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'played') =>
      table.reduce((total, row) => total + row[key], 0)
    expect(sum('won')).toBe(sum('lost'))
    expect(sum('goalsFor')).toBe(sum('goalsAgainst'))
    const counted = db.matches
      .all()
      .filter((m) => m.competitionId === competition.id && countsForTable(m))
    expect(sum('played')).toBe(counted.length * 2)
    for (const row of table) {
      expect(row.points).toBe(3 * row.won + row.drawn)
      expect(row.played).toBe(row.won + row.drawn + row.lost)
      expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst)
      expect(row.form.length).toBe(Math.min(5, row.played))
    }
    const points = table.map((r) => r.points)
    expect(points).toEqual([...points].sort((a, b) => b - a))
  })
})

describe('invitations', () => {
  test('come from a manager of the team, last 14 days, and answer before they expire', () => {
    const teams = byId(db.teams.all())
    const users = byId(db.users.all())
    for (const i of db.invitations.all()) {
      const inviter = db.memberships.all().find((m) => m.userId === i.inviterId)
      expect(inviter?.teamId).toBe(i.teamId)
      expect(inviter?.role).not.toBe('player')
      expect(users.get(i.playerId)?.platform).toBe(teams.get(i.teamId)?.platform)
      expect(Date.parse(i.expiresAt) - Date.parse(i.createdAt)).toBe(INVITATION_TTL_DAYS * DAY)
      expect(i.respondedAt === null).toBe(i.status === 'pending')
      if (i.status === 'pending') expect(i.expiresAt > NOW).toBe(true)
      if (i.status === 'expired') expect(i.respondedAt).toBe(i.expiresAt)
      if (i.respondedAt !== null) {
        expect(i.respondedAt > i.createdAt && i.respondedAt <= i.expiresAt).toBe(true)
      }
      if (i.status === 'accepted') {
        const membership = db.memberships.all().find((m) => m.userId === i.playerId)
        expect(membership?.teamId).toBe(i.teamId)
        expect(membership?.joinedAt).toBe(i.respondedAt)
      }
    }
    expect(new Set(db.invitations.all().map((i) => i.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'cancelled', 'expired']),
    )
  })
})

describe('infractions', () => {
  test('name a player of the team, a match of the competition, and dates in order', () => {
    const matches = byId(db.matches.all())
    const lines = statsByMatch()
    for (const i of db.infractions.all()) {
      expect(i.issuedAt < i.expiresAt).toBe(true)
      if (i.status === 'active') expect(i.expiresAt > NOW).toBe(true)
      if (i.status === 'expired') expect(i.expiresAt <= NOW).toBe(true)
      expect(i.appeal === null).toBe(i.appealedAt === null)
      expect(i.appeal !== null).toBe(i.status === 'appealed' || i.status === 'overturned')
      if (i.appealedAt !== null) expect(i.appealedAt > i.issuedAt && i.appealedAt < NOW).toBe(true)
      if (i.appeal !== null) expect(i.appeal.length).toBeGreaterThanOrEqual(20)
      if (i.sanction !== 'match_ban') expect(i.matchesRemaining).toBe(0)
      if (i.matchId !== null) {
        const match = matches.get(i.matchId)
        expect(match?.competitionId).toBe(i.competitionId)
        expect([match?.homeTeamId, match?.awayTeamId]).toContain(i.teamId)
        expect(i.issuedAt > (match?.kickoff ?? '')).toBe(true)
        if (i.type === 'red_card_suspension') {
          expect((lines.get(i.matchId) ?? []).map((l) => l.userId)).toContain(i.playerId)
        }
      }
    }
    expect(new Set(db.infractions.all().map((i) => i.status))).toEqual(
      new Set(['active', 'expired', 'appealed', 'overturned']),
    )
    expect(new Set(db.infractions.all().map((i) => i.sanction))).toEqual(
      new Set(['warning', 'match_ban', 'competition_ban']),
    )
  })
})

describe('premium', () => {
  test('two plans; at most one subscription giving Premium per player; periods in order', () => {
    expect(db.plans.all().map((p) => [p.id, p.priceCents, p.currency])).toEqual([
      ['monthly', 499, 'USD'],
      ['yearly', 4999, 'USD'],
    ])
    const granting = new Map<number, number>()
    for (const s of db.subscriptions.all()) {
      expect(s.startedAt < s.currentPeriodEnd).toBe(true)
      expect(s.cancelledAt === null).toBe(s.status === 'active')
      if (s.cancelledAt !== null) expect(s.cancelledAt >= s.startedAt).toBe(true)
      if (s.status === 'expired') expect(s.currentPeriodEnd <= NOW).toBe(true)
      else {
        expect(s.currentPeriodEnd > NOW).toBe(true)
        granting.set(s.userId, (granting.get(s.userId) ?? 0) + 1)
      }
    }
    expect(Math.max(...granting.values())).toBe(1)
    expect(new Set(db.subscriptions.all().map((s) => s.status))).toEqual(
      new Set(['active', 'cancelled', 'expired']),
    )
  })
})

describe('news', () => {
  test('twelve articles about real seed entities, each named in the text of both languages', () => {
    const news = db.news.all()
    expect(news).toHaveLength(12)
    expect(new Set(news.map((n) => n.slug)).size).toBe(12)
    expect(new Set(news.map((n) => n.category))).toEqual(
      new Set(['results', 'transfers', 'announcements', 'features']),
    )
    const teams = byId(db.teams.all())
    const users = byId(db.users.all())
    const competitions = byId(db.competitions.all())
    for (const article of news) {
      expect(article.publishedAt < NOW).toBe(true)
      expect(article.coverImage).toMatch(/^\/images\/news\/[a-z-]+\.svg$/)
      for (const language of LANGUAGES) {
        const text = [article.title, article.summary, ...article.body]
          .map((part) => part[language])
          .join('\n')
        for (const id of article.teamIds) {
          expect(text, language).toContain(teams.get(id)?.name ?? `team ${id}`)
        }
        for (const id of article.playerIds) {
          expect(text, language).toContain(users.get(id)?.username ?? `player ${id}`)
        }
      }
      if (article.competitionId !== null) {
        expect(competitions.has(article.competitionId)).toBe(true)
      }
    }
  })
})

describe('notifications of league events', () => {
  test('every invitation, decided registration and infraction notified its player', () => {
    const notifications = db.notifications.all()
    const has = (userId: number, type: string, key: string, id: number) =>
      notifications.some(
        (n) =>
          n.userId === userId &&
          n.type === type &&
          (n.payload as Record<string, unknown>)[key] === id,
      )
    for (const i of db.invitations.all()) {
      expect(has(i.playerId, 'invitation_received', 'invitation_id', i.id)).toBe(true)
    }
    for (const r of db.registrations.all().filter((x) => x.status !== 'pending')) {
      expect(has(r.registeredBy, 'registration_decided', 'registration_id', r.id)).toBe(true)
    }
    for (const i of db.infractions.all()) {
      expect(has(i.playerId, 'infraction_issued', 'infraction_id', i.id)).toBe(true)
    }
  })
})
