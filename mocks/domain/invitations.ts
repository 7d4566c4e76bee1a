/**
 * The invitations area: a team's managers invite a player; the player accepts or declines; the
 * team's managers cancel (docs/api/invitations.md).
 *
 * Expiry is applied when invitations are read or acted on: a pending invitation past `expiresAt`
 * becomes `expired` (answered at its `expiresAt`), as a nightly job would have made it.
 */
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationsQueryValues,
  type SendInvitationValues,
} from '@/api/contracts/invitations'
import { now } from '../clock'
import {
  db,
  findUser,
  nextId,
  type InvitationRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { DAY_MS } from '../lib/calendar'
import { HttpError } from '../lib/http'
import {
  buildInvitationAnsweredNotification,
  buildInvitationReceivedNotification,
  createNotification,
} from './notifications'
import { findTeam, membershipOf } from './lookups'
import { toPlayerCard, toPlayerRef, toTeamRef } from './refs'
import { addMember, requireManager, rosterLimit, rosterSize } from './roster'
import { assertTransferWindowOpen } from './transferWindows'

/**
 * An invitation as it is stored, sent at `createdMs`: it runs out INVITATION_TTL_DAYS later. The
 * handlers and the seed both make theirs here, so the two agree on when an invitation expires.
 */
export function invitationRecord(
  id: number,
  sent: Pick<InvitationRecord, 'teamId' | 'playerId' | 'inviterId' | 'message' | 'status'>,
  createdMs: number,
  respondedAt: string | null,
): InvitationRecord {
  return {
    id,
    ...sent,
    createdAt: new Date(createdMs).toISOString(),
    expiresAt: new Date(createdMs + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    respondedAt,
  }
}

/** Marks every pending invitation past its expiry `expired`. */
export async function expireInvitations(): Promise<void> {
  const at = now().toISOString()
  await db.invitations.updateMany(
    (q) => q.where((invitation) => invitation.status === 'pending' && invitation.expiresAt <= at),
    {
      data(invitation) {
        invitation.status = 'expired'
        invitation.respondedAt = invitation.expiresAt
      },
    },
  )
}

/** The ids of the teams the user manages (as manager or co-manager): none or one. */
function managedTeamIds(user: UserRecord): number[] {
  const membership = membershipOf(user.id)
  return membership === undefined || membership.role === 'player' ? [] : [membership.teamId]
}

/** 409 `roster_full` when the team has as many members as its roster can hold. */
function assertRosterRoom(team: TeamRecord): void {
  if (rosterSize(team.id) >= rosterLimit(team.id)) throw new HttpError(409, 'roster_full')
}

/**
 * POST /api/teams/:id/invitations (manager or co-manager). The player must exist and be activated
 * (404 otherwise), be on no team, have no pending invitation from this team, the roster must have
 * room and the transfer window be open. The player is notified (`invitation_received`).
 */
export async function sendInvitation(
  team: TeamRecord,
  inviter: UserRecord,
  values: SendInvitationValues,
): Promise<InvitationRecord> {
  requireManager(team, inviter)
  await expireInvitations()
  const player = findUser(values.playerId)
  if (player === undefined || player.status !== 'active') {
    throw new HttpError(404, 'player_not_found')
  }
  if (membershipOf(player.id) !== undefined) throw new HttpError(409, 'player_on_team')
  const pending = db.invitations.findFirst((q) =>
    q.where({ teamId: team.id, playerId: player.id, status: 'pending' }),
  )
  if (pending !== undefined) throw new HttpError(409, 'already_invited')
  assertRosterRoom(team)
  assertTransferWindowOpen(team.id)
  const invitation = await db.invitations.create(
    invitationRecord(
      nextId('invitations'),
      {
        teamId: team.id,
        playerId: player.id,
        inviterId: inviter.id,
        message: values.message,
        status: 'pending',
      },
      now().getTime(),
      null,
    ),
  )
  await createNotification(buildInvitationReceivedNotification(invitation, team, inviter))
  return invitation
}

/**
 * GET /api/me/invitations: `received` (to the caller) or `sent` (by the team the caller manages),
 * optionally of one status, newest first.
 */
export async function listInvitations(
  user: UserRecord,
  query: Pick<InvitationsQueryValues, 'box' | 'status'>,
): Promise<InvitationRecord[]> {
  await expireInvitations()
  const teamIds = new Set(query.box === 'sent' ? managedTeamIds(user) : [])
  return db.invitations
    .findMany((q) =>
      q.where(
        (invitation) =>
          (query.box === 'received'
            ? invitation.playerId === user.id
            : teamIds.has(invitation.teamId)) &&
          (query.status === undefined || invitation.status === query.status),
      ),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

/**
 * The invitation, if the caller may see it: the invited player, or a manager or co-manager of the
 * inviting team. 404 `invitation_not_found` otherwise (and for what does not exist).
 */
export async function requireVisibleInvitation(
  user: UserRecord,
  invitationId: number | null,
): Promise<InvitationRecord> {
  await expireInvitations()
  const invitation =
    invitationId === null
      ? undefined
      : db.invitations.findFirst((q) => q.where({ id: invitationId }))
  if (
    invitation === undefined ||
    (invitation.playerId !== user.id && !managedTeamIds(user).includes(invitation.teamId))
  ) {
    throw new HttpError(404, 'invitation_not_found')
  }
  return invitation
}

/** 410 for an expired invitation, 409 for one otherwise answered. */
function assertPending(invitation: InvitationRecord): void {
  if (invitation.status === 'expired') throw new HttpError(410, 'invitation_expired')
  if (invitation.status !== 'pending') throw new HttpError(409, 'invitation_not_pending')
}

function assertInvitedPlayer(invitation: InvitationRecord, user: UserRecord): void {
  if (invitation.playerId !== user.id) throw new HttpError(403, 'not_invited_player')
}

async function answer(
  invitation: InvitationRecord,
  status: 'accepted' | 'declined' | 'cancelled',
): Promise<InvitationRecord> {
  const updated = await db.invitations.update((q) => q.where({ id: invitation.id }), {
    data(record) {
      record.status = status
      record.respondedAt = now().toISOString()
    },
  })
  return updated ?? invitation
}

function requireTeamOf(invitation: InvitationRecord): TeamRecord {
  const team = findTeam(invitation.teamId)
  // A team without history is deleted with its invitations, so this only guards the impossible.
  if (team === undefined) throw new HttpError(404, 'invitation_not_found')
  return team
}

/** Tells whoever sent the invitation how the invited player answered it. */
async function notifyInviter(
  invitation: InvitationRecord,
  team: TeamRecord,
  player: UserRecord,
  answered: 'accepted' | 'declined',
): Promise<void> {
  await createNotification(
    buildInvitationAnsweredNotification(invitation, team, player, answered, now().toISOString()),
  )
}

/**
 * POST /api/invitations/:id/accept (the invited player), while the team's transfer window is open.
 * The player joins as a `player`, stops being a free agent, and their other pending invitations are
 * cancelled.
 */
export async function acceptInvitation(
  user: UserRecord,
  invitation: InvitationRecord,
): Promise<TeamRecord> {
  assertInvitedPlayer(invitation, user)
  assertPending(invitation)
  if (membershipOf(user.id) !== undefined) throw new HttpError(409, 'already_on_team')
  const team = requireTeamOf(invitation)
  assertRosterRoom(team)
  assertTransferWindowOpen(team.id)
  await answer(invitation, 'accepted')
  // addMember cancels the player's other pending invitations.
  await addMember(team, user, 'player')
  await notifyInviter(invitation, team, user, 'accepted')
  return team
}

/** POST /api/invitations/:id/decline (the invited player). */
export async function declineInvitation(
  user: UserRecord,
  invitation: InvitationRecord,
): Promise<InvitationRecord> {
  assertInvitedPlayer(invitation, user)
  assertPending(invitation)
  const declined = await answer(invitation, 'declined')
  const team = findTeam(invitation.teamId)
  if (team !== undefined) await notifyInviter(invitation, team, user, 'declined')
  return declined
}

/** POST /api/invitations/:id/cancel (a manager or co-manager of the inviting team). */
export async function cancelInvitation(
  user: UserRecord,
  invitation: InvitationRecord,
): Promise<InvitationRecord> {
  requireManager(requireTeamOf(invitation), user)
  assertPending(invitation)
  return answer(invitation, 'cancelled')
}

/** The answer's shape, field by field. Null when the team or a person is gone (never in practice). */
export function toInvitation(invitation: InvitationRecord): Invitation | null {
  const team = findTeam(invitation.teamId)
  const player = findUser(invitation.playerId)
  const inviter = findUser(invitation.inviterId)
  if (team === undefined || player === undefined || inviter === undefined) return null
  return {
    id: invitation.id,
    team: toTeamRef(team),
    player: { ...toPlayerCard(player), secondaryPosition: player.secondaryPosition },
    inviter: toPlayerRef(inviter),
    message: invitation.message,
    status: invitation.status,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    respondedAt: invitation.respondedAt,
  }
}

/** toInvitation for one the handler just touched: its records exist. */
export function requireInvitationShape(invitation: InvitationRecord): Invitation {
  const shaped = toInvitation(invitation)
  if (shaped === null) throw new HttpError(404, 'invitation_not_found')
  return shaped
}
