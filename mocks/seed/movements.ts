/**
 * The league's transfer history as the seed tells it, derived from what the seed already holds (no
 * random draws, so nothing else of the seed moves): each current member joined when their
 * membership says, and a player sanctioned while playing for a team they are no longer on joined it
 * before and was released after the sanction.
 */
import type {
  InfractionRecord,
  MembershipRecord,
  MovementRecord,
  TeamRecord,
  UserRecord,
} from '../model'
import { DAY, HOUR, type Ids, type SeedClock } from './context'

type MovementDraft = Omit<MovementRecord, 'id'>

export function buildMovements(
  clock: SeedClock,
  ids: Ids,
  {
    users,
    teams,
    memberships,
    infractions,
  }: {
    users: readonly UserRecord[]
    teams: readonly TeamRecord[]
    memberships: readonly MembershipRecord[]
    infractions: readonly InfractionRecord[]
  },
): MovementRecord[] {
  const drafts: MovementDraft[] = memberships.map((membership) => ({
    playerId: membership.userId,
    teamId: membership.teamId,
    kind: 'joined',
    at: membership.joinedAt,
  }))
  const onTeam = new Set(memberships.map((m) => `${m.userId}:${m.teamId}`))
  const userById = new Map(users.map((user) => [user.id, user]))
  const teamById = new Map(teams.map((team) => [team.id, team]))
  const released = new Set<string>()
  for (const infraction of infractions) {
    const key = `${infraction.playerId}:${infraction.teamId}`
    const user = userById.get(infraction.playerId)
    const team = teamById.get(infraction.teamId)
    if (onTeam.has(key) || released.has(key) || user === undefined || team === undefined) continue
    released.add(key)
    const joinedMs = Math.max(Date.parse(team.createdAt), Date.parse(user.createdAt)) + 2 * DAY
    const releasedMs = Math.min(Date.parse(infraction.issuedAt) + 2 * DAY, clock.nowMs - 6 * HOUR)
    drafts.push(
      { playerId: user.id, teamId: team.id, kind: 'joined', at: clock.iso(joinedMs) },
      { playerId: user.id, teamId: team.id, kind: 'released', at: clock.iso(releasedMs) },
    )
  }
  // Numbered in the order they happened, as the API numbers the moves it records.
  return drafts
    .sort((a, b) => a.at.localeCompare(b.at) || a.playerId - b.playerId)
    .map((draft) => ({ id: ids.next('movements'), ...draft }))
}
