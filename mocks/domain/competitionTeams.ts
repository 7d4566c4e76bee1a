/** The teams registered into a competition (GET /api/competitions/:id/teams). */
import type { CompetitionTeam, CompetitionTeamsResponse } from '@/api/contracts/competitions'
import { db, type CompetitionRecord } from '../model'
import { byRegistrationTime } from './competitions'
import { teamsById } from './lookups'
import { toTeamRef } from './refs'

/** Members per team, in one pass. */
export function rosterSizes(): Map<number, number> {
  const sizes = new Map<number, number>()
  for (const membership of db.memberships.all()) {
    sizes.set(membership.teamId, (sizes.get(membership.teamId) ?? 0) + 1)
  }
  return sizes
}

function compareNames(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The teams registered into a competition: accepted (by name), then pending and waitlisted (in
 * registration order). Rejected registrations are the team's business and are not listed.
 */
export function competitionTeams(
  competition: CompetitionRecord,
  empty: boolean,
): CompetitionTeamsResponse {
  const teams = teamsById()
  const sizes = rosterSizes()
  const registrations = empty
    ? []
    : db.registrations.findMany((q) => q.where({ competitionId: competition.id }))
  const waitlist = registrations
    .filter((r) => r.status === 'waitlisted')
    .sort(byRegistrationTime)
    .map((r) => r.id)
  const rank = { accepted: 0, pending: 1, waitlisted: 2 } as const
  const items = registrations
    .flatMap((registration): CompetitionTeam[] => {
      const team = teams.get(registration.teamId)
      if (team === undefined || registration.status === 'rejected') return []
      const position = waitlist.indexOf(registration.id)
      return [
        {
          team: { ...toTeamRef(team), platform: team.platform },
          status: registration.status,
          confirmed: registration.status === 'accepted',
          registeredAt: registration.createdAt,
          rosterSize: sizes.get(team.id) ?? 0,
          waitlistPosition: position === -1 ? null : position + 1,
        },
      ]
    })
    .sort(
      (a, b) =>
        rank[a.status] - rank[b.status] ||
        (a.status === 'accepted'
          ? compareNames(a.team.name, b.team.name)
          : a.registeredAt.localeCompare(b.registeredAt)) ||
        a.team.id - b.team.id,
    )
  const count = (status: CompetitionTeam['status']) =>
    items.filter((item) => item.status === status).length
  return {
    competitionId: competition.id,
    maxTeams: competition.maxTeams,
    counts: {
      accepted: count('accepted'),
      pending: count('pending'),
      waitlisted: count('waitlisted'),
    },
    items,
  }
}
