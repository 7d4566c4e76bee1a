/** The lookups every league area shares: teams, competitions, memberships, rosters and matches. */
import type { TeamRole } from '@/api/contracts/league'
import {
  db,
  type CompetitionRecord,
  type MatchRecord,
  type MembershipRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'

export function findTeam(teamId: number): TeamRecord | undefined {
  return db.teams.findFirst((q) => q.where({ id: teamId }))
}

/** Every team by id (two dozen records: one pass beats a lookup per match). */
export function teamsById(): Map<number, TeamRecord> {
  return new Map(db.teams.all().map((team) => [team.id, team]))
}

export function findCompetition(competitionId: number): CompetitionRecord | undefined {
  return db.competitions.findFirst((q) => q.where({ id: competitionId }))
}

/** A player's membership: a player is on at most one team. */
export function membershipOf(userId: number): MembershipRecord | undefined {
  return db.memberships.findFirst((q) => q.where({ userId }))
}

export function teamOf(userId: number): TeamRecord | undefined {
  const membership = membershipOf(userId)
  return membership === undefined ? undefined : findTeam(membership.teamId)
}

const ROLE_ORDER: Record<TeamRole, number> = { manager: 0, 'co-manager': 1, player: 2 }

/** A team's members: manager, co-managers, then players, each by shirt number (none last). */
export function rosterOf(teamId: number): { membership: MembershipRecord; user: UserRecord }[] {
  const memberships = db.memberships.findMany((q) => q.where({ teamId }))
  const ids = new Set(memberships.map((m) => m.userId))
  const users = new Map(
    db.users.findMany((q) => q.where((user) => ids.has(user.id))).map((user) => [user.id, user]),
  )
  return memberships
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        (a.shirtNumber ?? 100) - (b.shirtNumber ?? 100) ||
        a.id - b.id,
    )
    .flatMap((membership) => {
      const user = users.get(membership.userId)
      return user === undefined ? [] : [{ membership, user }]
    })
}

/** The ids of the teams the user manages (as manager or co-manager): none or one. */
export function managedTeamIds(userId: number): number[] {
  const membership = membershipOf(userId)
  return membership === undefined || membership.role === 'player' ? [] : [membership.teamId]
}

/** The user ids of the team's manager and co-managers. */
export function managerIdsOf(teamId: number): number[] {
  return db.memberships
    .findMany((q) => q.where((m) => m.teamId === teamId && m.role !== 'player'))
    .map((m) => m.userId)
}

/** Whether the user manages the team (manager or co-manager). */
export function canManageTeam(userId: number, teamId: number): boolean {
  const membership = membershipOf(userId)
  return membership?.teamId === teamId && membership.role !== 'player'
}

/** The ids of the teams accepted into a competition. */
export function acceptedTeamIds(competitionId: number): number[] {
  return db.registrations
    .findMany((q) => q.where({ competitionId, status: 'accepted' }))
    .map((registration) => registration.teamId)
}

/** A competition's matches in kick-off order. */
export function matchesOf(competitionId: number): MatchRecord[] {
  return db.matches
    .findMany((q) => q.where({ competitionId }))
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id)
}

/** A team's matches in every competition, in kick-off order. */
export function teamMatches(teamId: number): MatchRecord[] {
  return db.matches
    .findMany((q) => q.where((m) => m.homeTeamId === teamId || m.awayTeamId === teamId))
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id)
}
