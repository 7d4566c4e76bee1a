/**
 * The league's transfer history as the seed tells it, derived from what the seed already holds (no
 * random draws, so nothing else of the seed moves): each current member joined when their
 * membership says; a player sanctioned while playing for a team they are no longer on joined it
 * before and was released after the sanction; and a few free agents left or were released by a
 * club of their platform in the days since the mid-season window opened, so the feed is live.
 */
import type {
  CompetitionRecord,
  InfractionRecord,
  RegistrationRecord,
  MembershipRecord,
  MovementRecord,
  TeamRecord,
  UserRecord,
} from '../model'
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import { DAY, HOUR, type Ids, type SeedClock } from './context'
import { isAvailableFreeAgent } from './teams'

const DEMO_USERNAMES = new Set<string>(DEMO_ACCOUNTS.map((account) => account.username))

type MovementDraft = Omit<MovementRecord, 'id'>

export function buildMovements(
  clock: SeedClock,
  ids: Ids,
  {
    users,
    teams,
    memberships,
    infractions,
    competitions,
    registrations,
  }: {
    users: readonly UserRecord[]
    teams: readonly TeamRecord[]
    memberships: readonly MembershipRecord[]
    infractions: readonly InfractionRecord[]
    competitions: readonly CompetitionRecord[]
    registrations: readonly RegistrationRecord[]
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
  const windowOpen = windowRule(competitions, registrations)
  drafts.push(...recentDepartures(clock, { users, teams, memberships }, released, windowOpen))
  // Numbered in the order they happened, as the API numbers the moves it records.
  return drafts
    .sort((a, b) => a.at.localeCompare(b.at) || a.playerId - b.playerId)
    .map((draft) => ({ id: ids.next('movements'), ...draft }))
}

/** Free agents who moved in the current window: how many, and the days before the story's "now". */
const RECENT_DEPARTURES = [1, 1, 2, 3, 4, 5] as const

/**
 * Joined-then-left pairs for the first free agents (by id) with an account older than a season who
 * never played for anyone, each at a club of their platform (taken in turn), leaving or released on
 * the days of RECENT_DEPARTURES. The demo accounts keep their own stories.
 */
function recentDepartures(
  clock: SeedClock,
  {
    users,
    teams,
    memberships,
  }: {
    users: readonly UserRecord[]
    teams: readonly TeamRecord[]
    memberships: readonly MembershipRecord[]
  },
  alreadyMoved: ReadonlySet<string>,
  windowOpen: (teamId: number, atMs: number) => boolean,
): MovementDraft[] {
  const members = new Set(memberships.map((m) => m.userId))
  const movedBefore = new Set([...alreadyMoved].map((key) => Number(key.split(':')[0])))
  const withMembers = new Set(memberships.map((m) => m.teamId))
  const agents = users.filter(
    (user) =>
      isAvailableFreeAgent(user, members) &&
      !DEMO_USERNAMES.has(user.username) &&
      !movedBefore.has(user.id) &&
      Date.parse(user.createdAt) < clock.storyNowMs - 120 * DAY,
  )
  const used = new Map<string, number>()
  const drafts: MovementDraft[] = []
  for (const user of agents) {
    const index = drafts.length / 2
    const days = RECENT_DEPARTURES[index]
    if (days === undefined) break
    const leftMs = clock.storyNowMs - days * DAY - (index + 2) * HOUR
    // A club whose roster could move that day (the seed keeps its own windows); an agent of a
    // platform whose clubs were all locked is passed over.
    const clubs = teams.filter(
      (team) =>
        team.platform === user.platform && withMembers.has(team.id) && windowOpen(team.id, leftMs),
    )
    const turn = used.get(user.platform) ?? 0
    const team = clubs[turn % Math.max(clubs.length, 1)]
    if (team === undefined) continue
    used.set(user.platform, turn + 1)
    const joinedMs = Math.max(Date.parse(team.createdAt), Date.parse(user.createdAt)) + 3 * DAY
    drafts.push(
      { playerId: user.id, teamId: team.id, kind: 'joined', at: clock.iso(joinedMs) },
      {
        playerId: user.id,
        teamId: team.id,
        kind: index % 2 === 0 ? 'left' : 'released',
        at: clock.iso(leftMs),
      },
    )
  }
  return drafts
}

/**
 * The rule of mocks/domain/transferWindows.ts over the seed's records: a team may change its roster
 * at an instant when every running competition it is accepted into has a window open then.
 */
function windowRule(
  competitions: readonly CompetitionRecord[],
  registrations: readonly RegistrationRecord[],
): (teamId: number, atMs: number) => boolean {
  const running = new Map(
    competitions.filter((c) => c.status === 'in_progress').map((c) => [c.id, c]),
  )
  return (teamId, atMs) => {
    const at = new Date(atMs).toISOString()
    return registrations
      .filter((r) => r.teamId === teamId && r.status === 'accepted')
      .every((r) => {
        const competition = running.get(r.competitionId)
        return (
          competition === undefined ||
          competition.transferWindows.some((w) => w.opensAt <= at && at <= w.closesAt)
        )
      })
  }
}
