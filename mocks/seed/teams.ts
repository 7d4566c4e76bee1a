/** Team and membership records from the planned squads. */
import { SHIRT_NUMBERS } from '../fixtures/players'
import { crest } from '../fixtures/crests'
import type { MembershipRecord, TeamRecord, UserRecord } from '../model'
import type { Ids, SeedClock } from './context'
import type { SeedMedia } from './media'
import type { PlannedTeam } from './people'

export interface Squad {
  team: TeamRecord
  strength: number
  members: { user: UserRecord; membership: MembershipRecord }[]
}

/** The ids of the players on the squads' rosters. */
export function rosteredIds(squads: readonly Squad[]): Set<number> {
  return new Set(squads.flatMap((squad) => squad.members.map((member) => member.user.id)))
}

/**
 * A free agent the seed may draw on (for an invitation, a join request, a listing or a move): an
 * activated player, not staff, who is looking for a team and on none (`onTeam`: the rostered ids).
 */
export function isAvailableFreeAgent(user: UserRecord, onTeam: ReadonlySet<number>): boolean {
  return (
    user.freeAgent && user.status === 'active' && user.role === 'player' && !onTeam.has(user.id)
  )
}

/** Shirt numbers: the player's own if free, else another of the position's, else the lowest free. */
function assignNumbers(users: readonly UserRecord[]): (number | null)[] {
  const used = new Set<number>()
  return users.map((user) => {
    const wanted = [
      ...(user.shirtNumber === null ? [] : [user.shirtNumber]),
      ...SHIRT_NUMBERS[user.primaryPosition],
    ]
    let number = wanted.find((n) => !used.has(n))
    for (let n = 1; number === undefined && n <= 99; n++) if (!used.has(n)) number = n
    if (number === undefined) return null
    used.add(number)
    return number
  })
}

export function buildTeams(
  clock: SeedClock,
  ids: Ids,
  media: SeedMedia,
  planned: readonly PlannedTeam[],
  userByName: ReadonlyMap<string, UserRecord>,
): { teams: TeamRecord[]; memberships: MembershipRecord[]; squads: Squad[] } {
  const teams: TeamRecord[] = []
  const memberships: MembershipRecord[] = []
  const squads: Squad[] = []
  for (const { fixture, createdMs, members } of planned) {
    const createdAt = clock.iso(createdMs)
    const team: TeamRecord = {
      id: ids.next('teams'),
      name: fixture.name,
      tag: fixture.tag,
      platform: fixture.platform,
      primaryColor: fixture.primaryColor,
      secondaryColor: fixture.secondaryColor,
      crest: media.address(
        fixture.crest === null
          ? null
          : crest(fixture.crest, fixture.primaryColor, fixture.secondaryColor),
        createdAt,
      ),
      description: fixture.description,
      recruiting: fixture.recruiting,
      createdAt,
    }
    teams.push(team)
    // Numbers are handed out in order of joining: the longest-serving player keeps theirs.
    const ordered = [...members].sort((a, b) => a.joinedMs - b.joinedMs)
    const users = ordered.map(({ player }) => {
      const user = userByName.get(player.username)
      if (user === undefined) throw new Error(`no user ${player.username}`)
      return user
    })
    const numbers = assignNumbers(users)
    const squad: Squad = { team, strength: fixture.strength, members: [] }
    ordered.forEach((member, index) => {
      const user = users[index]
      if (user === undefined) return
      const membership: MembershipRecord = {
        id: ids.next('memberships'),
        teamId: team.id,
        userId: user.id,
        role: member.role,
        shirtNumber: numbers[index] ?? null,
        joinedAt: clock.iso(member.joinedMs),
      }
      memberships.push(membership)
      squad.members.push({ user, membership })
    })
    squads.push(squad)
  }
  return { teams, memberships, squads }
}
