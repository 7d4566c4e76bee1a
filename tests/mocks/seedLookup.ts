/** Finding seeded records by what a test knows them by (names), failing loudly when the seed changed. */
import type { TeamRole } from '@/api/contracts/teams'
import { now } from '@mocks/clock'
import { db } from '@mocks/db'
import type { MatchRecord, UserRecord } from '@mocks/model'

export function user(username: string): UserRecord {
  const found = db.users.findFirst((q) => q.where({ username }))
  if (found === undefined) throw new Error(`no seeded ${username}`)
  return found
}

export function teamNamed(name: string) {
  const team = db.teams.findFirst((q) => q.where({ name }))
  if (team === undefined) throw new Error(`no seeded team ${name}`)
  return team
}

/** The seed's Northside Rovers: rivera_fc manages it; demo and maya_goals play for it. */
export const NORTHSIDE = () => teamNamed('Northside Rovers')

/** The username of a member of the team with that role (the seed generates some of them). */
export function memberWithRole(teamId: number, role: TeamRole): string {
  const membership = db.memberships.findFirst((q) => q.where({ teamId, role }))
  const found =
    membership === undefined
      ? undefined
      : db.users.findFirst((q) => q.where({ id: membership.userId }))
  if (found === undefined) throw new Error(`team ${teamId} has no ${role}`)
  return found.username
}

/** A match of the seed that has kicked off and that nobody reported (mocks/seed/openResults.ts). */
export function unreportedMatch(): MatchRecord {
  const match = db.matches
    .findMany((q) => q.where({ status: 'scheduled' }))
    .find(
      (m) =>
        Date.parse(m.kickoff) < now().getTime() &&
        db.resultReports.findFirst((q) => q.where({ matchId: m.id })) === undefined,
    )
  if (match === undefined) throw new Error('the seed has no unreported match in the past')
  return match
}

/**
 * Widens every competition's transfer windows to a whole year around the seed's moment, for a test
 * that moves the clock for another reason (an expiry) and is not about windows.
 */
export async function openTransferWindowsAllYear(): Promise<void> {
  await db.competitions.updateMany((q) => q.where(() => true), {
    data(competition) {
      competition.transferWindows = [
        { opensAt: '2025-09-14T00:00:00.000Z', closesAt: '2026-09-14T00:00:00.000Z' },
      ]
    },
  })
}
