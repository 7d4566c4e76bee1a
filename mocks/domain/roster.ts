/**
 * A team's roster: who is on it and in what role, how many it can hold, joining it (creating a team,
 * accepting an invitation or a join request), roles and shirt numbers, removing a member and leaving
 * (the last member out disbands the team).
 *
 * Invariants kept here: a player is on at most one team, and a team with members has exactly one
 * manager. Joining a team makes the player stop being a free agent and cancels the player's pending
 * invitations and join requests. Every join, departure and release is recorded as a movement (./movements.ts), and a
 * release or departure waits for the transfer window (./transferWindows.ts).
 */
import {
  TEAM_ROSTER_MAX,
  type RosterMember,
  type TeamRole,
  type UpdateMemberValues,
} from '@/api/contracts/teams'
import { now } from '../clock'
import { db, nextId, type MembershipRecord, type TeamRecord, type UserRecord } from '../model'
import { HttpError } from '../lib/http'
import { pauseListingOf } from './listings'
import { findCompetition, membershipOf, rosterOf } from './lookups'
import { releaseMedia } from './media'
import { recordMovement } from './movements'
import { closing, pendingOffer } from './offers'
import { assertTransferWindowOpen } from './transferWindows'

/** The user's membership of this team, if they are on it. */
export function membershipIn(teamId: number, userId: number): MembershipRecord | undefined {
  return db.memberships.findFirst((q) => q.where({ teamId, userId }))
}

/** The caller's membership of the team as manager or co-manager; 403 `not_team_manager` otherwise. */
export function requireManager(team: TeamRecord, user: UserRecord): MembershipRecord {
  const membership = membershipIn(team.id, user.id)
  if (membership === undefined || membership.role === 'player') {
    throw new HttpError(403, 'not_team_manager')
  }
  return membership
}

function requireMember(team: TeamRecord, userId: number | null): MembershipRecord {
  const membership = userId === null ? undefined : membershipIn(team.id, userId)
  if (membership === undefined) throw new HttpError(404, 'member_not_found')
  return membership
}

/**
 * How many players the team's roster can hold: TEAM_ROSTER_MAX, or the largest `rosterMax` of the
 * competitions it is entered in (registration not rejected, competition not finished) when larger.
 */
export function rosterLimit(teamId: number): number {
  const maxima = db.registrations
    .findMany((q) => q.where({ teamId }))
    .filter((registration) => registration.status !== 'rejected')
    .flatMap((registration) => {
      const competition = findCompetition(registration.competitionId)
      return competition === undefined || competition.status === 'finished'
        ? []
        : [competition.rosterMax]
    })
  return Math.max(TEAM_ROSTER_MAX, ...maxima)
}

export function rosterSize(teamId: number): number {
  return db.memberships.findMany((q) => q.where({ teamId })).length
}

/**
 * One team at a time: 409 when `player` is on a team, `onTeam` saying whose fault it is
 * (`already_on_team` to the player themselves, `player_on_team` to a manager acting on them).
 */
export function assertOnNoTeam(
  player: UserRecord,
  onTeam: 'already_on_team' | 'player_on_team',
): void {
  if (membershipOf(player.id) !== undefined) throw new HttpError(409, onTeam)
}

/**
 * 409 when the team cannot take a player now: `roster_full` at its rosterLimit, or
 * `transfer_window_closed`. Sending an invitation or a join request asks it as accepting one does,
 * so no offer is made that could not be accepted at once.
 */
export function assertRoomToJoin(team: TeamRecord): void {
  if (rosterSize(team.id) >= rosterLimit(team.id)) throw new HttpError(409, 'roster_full')
  assertTransferWindowOpen(team.id)
}

/**
 * The rules of sending an offer of `kind` (an invitation, a request to join): `player` is on no team
 * (409 `codes.onTeam`), no offer of this kind between them and `team` is pending (409
 * `codes.pending`), nor one the other way round (409 `codes.otherPending`: that one is answered
 * instead), and the team has room now, as accepting would ask.
 */
export function assertMayOffer(
  kind: 'invitations' | 'joinRequests',
  team: TeamRecord,
  player: UserRecord,
  codes: {
    onTeam: 'already_on_team' | 'player_on_team'
    pending: 'already_invited' | 'already_requested'
    otherPending: 'join_request_pending' | 'invitation_pending'
  },
): void {
  assertOnNoTeam(player, codes.onTeam)
  if (pendingOffer(kind, team.id, player.id)) throw new HttpError(409, codes.pending)
  const other = kind === 'invitations' ? 'joinRequests' : 'invitations'
  if (pendingOffer(other, team.id, player.id)) throw new HttpError(409, codes.otherPending)
  assertRoomToJoin(team)
}

/**
 * The rules of accepting an invitation or a join request, whoever accepts: the player is on no team
 * and the team has room now (see assertOnNoTeam and assertRoomToJoin).
 */
export function assertMayJoin(
  team: TeamRecord,
  player: UserRecord,
  onTeam: 'already_on_team' | 'player_on_team',
): void {
  assertOnNoTeam(player, onTeam)
  assertRoomToJoin(team)
}

// ---------------------------------------------------------------------------------------------
// Responses (shaped field by field: nothing private can slip through)

function toRosterMember({
  membership,
  user,
}: {
  membership: MembershipRecord
  user: UserRecord
}): RosterMember {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    country: user.country,
    primaryPosition: user.primaryPosition,
    secondaryPosition: user.secondaryPosition,
    shirtNumber: membership.shirtNumber,
    role: membership.role,
    joinedAt: membership.joinedAt,
  }
}

export function roster(teamId: number): RosterMember[] {
  return rosterOf(teamId).map(toRosterMember)
}

/**
 * Cancels the player's pending invitations and join requests (they joined a team: none can be
 * accepted now).
 */
export async function cancelPendingOffersOf(playerId: number): Promise<void> {
  const cancel = closing('cancelled', now().toISOString())
  await db.invitations.updateMany((q) => q.where({ playerId, status: 'pending' }), cancel)
  await db.joinRequests.updateMany((q) => q.where({ playerId, status: 'pending' }), cancel)
}

/**
 * Puts the user on the team with `role`. The shirt number is the player's preferred one when the
 * team has it free, none otherwise. The player stops being a free agent, their pending invitations
 * and join requests are cancelled and their market listing is paused. The caller has checked that
 * the user is on no team.
 */
export async function addMember(
  team: TeamRecord,
  user: UserRecord,
  role: TeamRole,
): Promise<MembershipRecord> {
  const taken = new Set(
    db.memberships.findMany((q) => q.where({ teamId: team.id })).map((m) => m.shirtNumber),
  )
  const membership = await db.memberships.create({
    id: nextId('memberships'),
    teamId: team.id,
    userId: user.id,
    role,
    shirtNumber:
      user.shirtNumber !== null && !taken.has(user.shirtNumber) ? user.shirtNumber : null,
    joinedAt: now().toISOString(),
  })
  await db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      record.freeAgent = false
      record.lookingFor = null
    },
  })
  await cancelPendingOffersOf(user.id)
  await recordMovement(user.id, team.id, 'joined')
  await pauseListingOf(user.id)
  return membership
}

async function setRole(membership: MembershipRecord, role: TeamRole): Promise<void> {
  await db.memberships.update((q) => q.where({ id: membership.id }), {
    data(record) {
      record.role = role
    },
  })
}

/**
 * PUT /api/teams/:id/members/:userId. Roles: the manager only (a role equal to the current one is
 * no change). Making another member `manager` hands the team over: the old manager becomes a
 * co-manager. The manager cannot step down otherwise (409 `manager_must_hand_over`). Shirt numbers:
 * manager and co-managers; unique within the team.
 */
export async function updateMember(
  team: TeamRecord,
  actor: UserRecord,
  userId: number | null,
  values: UpdateMemberValues,
): Promise<RosterMember[]> {
  const actorMembership = requireManager(team, actor)
  const target = requireMember(team, userId)
  const roleChange = values.role !== undefined && values.role !== target.role ? values.role : null
  if (roleChange !== null) {
    if (actorMembership.role !== 'manager') throw new HttpError(403, 'manager_only')
    if (target.id === actorMembership.id) throw new HttpError(409, 'manager_must_hand_over')
  }
  const shirtNumber = values.shirtNumber
  if (shirtNumber !== undefined && shirtNumber !== null) {
    const holder = db.memberships.findFirst((q) => q.where({ teamId: team.id, shirtNumber }))
    if (holder !== undefined && holder.id !== target.id) {
      throw new HttpError(409, 'shirt_number_taken', { shirtNumber: { key: 'shirt_number_taken' } })
    }
  }
  if (roleChange === 'manager') await setRole(actorMembership, 'co-manager')
  if (roleChange !== null) await setRole(target, roleChange)
  if (shirtNumber !== undefined) {
    await db.memberships.update((q) => q.where({ id: target.id }), {
      data(record) {
        record.shirtNumber = shirtNumber
      },
    })
  }
  return roster(team.id)
}

/**
 * DELETE /api/teams/:id/members/:userId. The manager removes anyone but themselves; co-managers
 * remove players only.
 */
export async function removeMember(
  team: TeamRecord,
  actor: UserRecord,
  userId: number | null,
): Promise<void> {
  const actorMembership = requireManager(team, actor)
  const target = requireMember(team, userId)
  if (target.id === actorMembership.id) throw new HttpError(409, 'cannot_remove_self')
  if (actorMembership.role !== 'manager' && target.role !== 'player') {
    throw new HttpError(403, 'manager_only')
  }
  assertTransferWindowOpen(team.id)
  db.memberships.delete((q) => q.where({ id: target.id }))
  await recordMovement(target.userId, team.id, 'released')
}

/**
 * POST /api/teams/:id/leave. The manager must hand over first while others remain; the last member
 * leaving disbands the team (see disbandTeam).
 */
export async function leaveTeam(team: TeamRecord, user: UserRecord): Promise<void> {
  const membership = membershipIn(team.id, user.id)
  if (membership === undefined) throw new HttpError(409, 'not_team_member')
  const others = rosterSize(team.id) - 1
  if (membership.role === 'manager' && others > 0) {
    throw new HttpError(409, 'manager_must_hand_over')
  }
  assertTransferWindowOpen(team.id)
  db.memberships.delete((q) => q.where({ id: membership.id }))
  await recordMovement(user.id, team.id, 'left')
  if (others === 0) await disbandTeam(team)
}

/** Whether anything of the league's record points at the team (matches, entries, sanctions, news). */
function hasHistory(teamId: number): boolean {
  return (
    db.matches.findFirst((q) =>
      q.where((match) => match.homeTeamId === teamId || match.awayTeamId === teamId),
    ) !== undefined ||
    db.registrations.findFirst((q) => q.where({ teamId })) !== undefined ||
    db.infractions.findFirst((q) => q.where({ teamId })) !== undefined ||
    db.news.findFirst((q) => q.where((article) => article.teamIds.includes(teamId))) !== undefined
  )
}

/**
 * The last member left: the team is disbanded. Its pending invitations and join requests are
 * cancelled, its recruitment post removed, and it withdraws from competitions still open for
 * registration. A team with a history (matches, entries, sanctions, news) stays, memberless and
 * not recruiting, so results and tables keep their names; one without is deleted with its
 * invitations and join requests.
 */
async function disbandTeam(team: TeamRecord): Promise<void> {
  const cancel = closing('cancelled', now().toISOString())
  await db.invitations.updateMany((q) => q.where({ teamId: team.id, status: 'pending' }), cancel)
  await db.joinRequests.updateMany((q) => q.where({ teamId: team.id, status: 'pending' }), cancel)
  const open = new Set(
    db.competitions
      .findMany((q) => q.where({ status: 'registration_open' }))
      .map((competition) => competition.id),
  )
  db.registrations.deleteMany((q) =>
    q.where(
      (registration) => registration.teamId === team.id && open.has(registration.competitionId),
    ),
  )
  // No one is left to manage its recruitment post: it goes, and with it `recruiting`.
  db.recruitmentPosts.deleteMany((q) => q.where({ teamId: team.id }))
  if (hasHistory(team.id)) {
    await db.teams.update((q) => q.where({ id: team.id }), {
      data(record) {
        record.recruiting = false
      },
    })
    return
  }
  db.invitations.deleteMany((q) => q.where({ teamId: team.id }))
  db.joinRequests.deleteMany((q) => q.where({ teamId: team.id }))
  db.movements.deleteMany((q) => q.where({ teamId: team.id }))
  db.teams.delete((q) => q.where({ id: team.id }))
  await releaseMedia(team.crest)
}
