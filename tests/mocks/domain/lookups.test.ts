import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import {
  acceptedTeamIds,
  canManageTeam,
  findCompetition,
  findTeam,
  matchesOf,
  membershipOf,
  rosterOf,
  teamMatches,
  teamOf,
} from '@mocks/domain/lookups'
import { seedRefs } from '@mocks/seed'

describe('team lookups over the seed', () => {
  test('rosterOf lists the manager, co-managers, then players by shirt number', () => {
    const roster = rosterOf(seedRefs().demoTeamId)
    expect(roster[0]?.user.username).toBe('rivera_fc')
    const roles = roster.map((r) => r.membership.role)
    expect(roles).toEqual(
      [...roles].sort(
        (a, b) =>
          ['manager', 'co-manager', 'player'].indexOf(a) -
          ['manager', 'co-manager', 'player'].indexOf(b),
      ),
    )
    const players = roster
      .filter((r) => r.membership.role === 'player')
      .map((r) => r.membership.shirtNumber ?? 100)
    expect(players).toEqual([...players].sort((a, b) => a - b))
    expect(roster.map((r) => r.user.username)).toEqual(
      expect.arrayContaining(['demo', 'maya_goals']),
    )
  })

  test('teamOf, membershipOf and canManageTeam', () => {
    const { users, demoTeamId } = seedRefs()
    expect(teamOf(users.demo)?.id).toBe(demoTeamId)
    expect(membershipOf(users.lone_wolf)).toBeUndefined()
    expect(teamOf(users.lone_wolf)).toBeUndefined()
    expect(canManageTeam(users.rivera_fc, demoTeamId)).toBe(true)
    expect(canManageTeam(users.demo, demoTeamId)).toBe(false)
    expect(canManageTeam(users.rivera_fc, demoTeamId + 1)).toBe(false)
  })

  test('competition lookups', () => {
    const { competitions, demoTeamId } = seedRefs()
    expect(findCompetition(competitions.spring2026)?.format).toBe('league_playoffs')
    expect(findTeam(demoTeamId)?.name).toBe('Northside Rovers')
    expect(findTeam(9999)).toBeUndefined()
    expect(acceptedTeamIds(competitions.spring2026)).toHaveLength(12)
    const fixtures = matchesOf(competitions.spring2026)
    expect(fixtures.map((m) => m.kickoff)).toEqual([...fixtures.map((m) => m.kickoff)].sort())
    const own = teamMatches(demoTeamId)
    expect(own.every((m) => m.homeTeamId === demoTeamId || m.awayTeamId === demoTeamId)).toBe(true)
    expect(own.length).toBeGreaterThan(20)
    expect(db.matches.count()).toBeGreaterThan(own.length)
  })
})
