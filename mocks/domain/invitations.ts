/**
 * The invitations area: a team's managers invite a player; the player accepts or declines; the
 * team's managers cancel (docs/api/invitations.md). What invitations share with join requests
 * (dates, expiry, closing one) is ./offers.ts's; the rules of joining are ./roster.ts's.
 */
import type { Invitation, SendInvitationValues } from '@/api/contracts/invitations'
import { now } from '../clock'
import {
  db,
  findUser,
  nextId,
  type InvitationRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { HttpError } from '../lib/http'
import {
  buildInvitationAnsweredNotification,
  buildInvitationReceivedNotification,
  createNotification,
} from './notifications'
import { findTeam } from './lookups'
import {
  assertPending,
  closing,
  expireOffers,
  offerParties,
  offerRecord,
  offerTerms,
  requireShape,
} from './offers'
import { toPlayerRef } from './refs'
import { addMember, assertMayJoin, assertMayOffer, requireManager } from './roster'

/**
 * POST /api/teams/:id/invitations (manager or co-manager). The player must exist and be activated
 * (404 otherwise), be on no team, have no pending invitation from this team nor a pending request
 * to it (the manager answers that instead), the roster must have room and the transfer window be
 * open. The player is notified (`invitation_received`).
 */
export async function sendInvitation(
  team: TeamRecord,
  inviter: UserRecord,
  values: SendInvitationValues,
): Promise<InvitationRecord> {
  requireManager(team, inviter)
  await expireOffers()
  const player = findUser(values.playerId)
  if (player === undefined || player.status !== 'active') {
    throw new HttpError(404, 'player_not_found')
  }
  assertMayOffer('invitations', team, player, {
    onTeam: 'player_on_team',
    pending: 'already_invited',
    otherPending: 'join_request_pending',
  })
  const invitation = await db.invitations.create(
    offerRecord(
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

function assertInvitedPlayer(invitation: InvitationRecord, user: UserRecord): void {
  if (invitation.playerId !== user.id) throw new HttpError(403, 'not_invited_player')
}

async function answer(
  invitation: InvitationRecord,
  status: 'accepted' | 'declined' | 'cancelled',
): Promise<InvitationRecord> {
  const updated = await db.invitations.update(
    (q) => q.where({ id: invitation.id }),
    closing(status, now().toISOString()),
  )
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
  assertPending('invitations', invitation)
  const team = requireTeamOf(invitation)
  assertMayJoin(team, user, 'already_on_team')
  await answer(invitation, 'accepted')
  // addMember cancels the player's other pending invitations and join requests.
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
  assertPending('invitations', invitation)
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
  assertPending('invitations', invitation)
  return answer(invitation, 'cancelled')
}

/** The answer's shape, field by field. Null when the team or a person is gone (never in practice). */
export function toInvitation(invitation: InvitationRecord): Invitation | null {
  const parties = offerParties(invitation)
  const inviter = findUser(invitation.inviterId)
  if (parties === null || inviter === undefined) return null
  return { ...parties, inviter: toPlayerRef(inviter), ...offerTerms(invitation) }
}

/** toInvitation for one the handler just touched: its records exist. */
export const requireInvitationShape = requireShape('invitations', toInvitation)
