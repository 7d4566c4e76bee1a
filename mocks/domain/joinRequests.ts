/**
 * Join requests (docs/api/invitations.md, "Join requests"), an invitation the other way round: a
 * player on no team asks to join a club; its manager or a co-manager accepts or declines; the player
 * can withdraw. What requests share with invitations (dates, expiry, closing one) is ./offers.ts's;
 * the rules of joining (one team at a time, roster room, the transfer window) are ./roster.ts's, so
 * a request is refused and accepted exactly as an invitation is.
 */
import type { JoinRequest, SendJoinRequestValues } from '@/api/contracts/joinRequests'
import { now } from '../clock'
import {
  db,
  findUser,
  nextId,
  type JoinRequestRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'
import { HttpError } from '../lib/http'
import {
  buildJoinRequestAnsweredNotification,
  buildJoinRequestReceivedNotifications,
  createNotification,
} from './notifications'
import { findTeam, managerIdsOf } from './lookups'
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
 * POST /api/teams/:id/join-requests: `player` (the caller) asks to join `team`, a team with members
 * (the handler answers 404 for one without). The player must be on no team, have no pending request
 * to this team, and no pending invitation from it (they accept that instead); the roster must have
 * room and the transfer window be open. The team's managers are notified (`join_request_received`).
 */
export async function sendJoinRequest(
  team: TeamRecord,
  player: UserRecord,
  values: SendJoinRequestValues,
): Promise<JoinRequestRecord> {
  await expireOffers()
  assertMayOffer('joinRequests', team, player, {
    onTeam: 'already_on_team',
    pending: 'already_requested',
    otherPending: 'invitation_pending',
  })
  const request = await db.joinRequests.create(
    offerRecord(
      nextId('joinRequests'),
      {
        teamId: team.id,
        playerId: player.id,
        message: values.message,
        status: 'pending',
        responderId: null,
      },
      now().getTime(),
      null,
    ),
  )
  const notifications = buildJoinRequestReceivedNotifications(
    request,
    team,
    player,
    managerIdsOf(team.id),
  )
  for (const notification of notifications) await createNotification(notification)
  return request
}

/** The team and the player of a request the caller may see: both exist while it is kept. */
function partiesOf(request: JoinRequestRecord): { team: TeamRecord; player: UserRecord } {
  const team = findTeam(request.teamId)
  const player = findUser(request.playerId)
  // A team without history is deleted with its requests, so this only guards the impossible.
  if (team === undefined || player === undefined) throw new HttpError(404, 'join_request_not_found')
  return { team, player }
}

async function answer(
  request: JoinRequestRecord,
  status: 'accepted' | 'declined' | 'withdrawn',
  responder: UserRecord | null,
): Promise<JoinRequestRecord> {
  const close = closing(status, now().toISOString())
  const updated = await db.joinRequests.update((q) => q.where({ id: request.id }), {
    data(record) {
      close.data(record)
      record.responderId = responder?.id ?? null
    },
  })
  return updated ?? request
}

/** Answers the request for the club (`manager`) and tells the player how. */
async function decide(
  request: JoinRequestRecord,
  team: TeamRecord,
  manager: UserRecord,
  decision: 'accepted' | 'declined',
): Promise<JoinRequestRecord> {
  const answered = await answer(request, decision, manager)
  await createNotification(
    buildJoinRequestAnsweredNotification(answered, team, decision, now().toISOString()),
  )
  return answered
}

/**
 * POST /api/join-requests/:id/accept (a manager or co-manager of the team), by the rules of
 * accepting an invitation: the player is still on no team, the roster has room and the transfer
 * window is open. The player joins as a `player` (addMember: a movement is recorded, they stop
 * being a free agent, their other pending invitations and requests are cancelled).
 */
export async function acceptJoinRequest(
  user: UserRecord,
  request: JoinRequestRecord,
): Promise<JoinRequestRecord> {
  const { team, player } = partiesOf(request)
  requireManager(team, user)
  assertPending('joinRequests', request)
  assertMayJoin(team, player, 'player_on_team')
  // Answered before the player joins, so addMember's cancelling leaves this one accepted.
  const accepted = await decide(request, team, user, 'accepted')
  await addMember(team, player, 'player')
  return accepted
}

/** POST /api/join-requests/:id/decline (a manager or co-manager of the team). */
export async function declineJoinRequest(
  user: UserRecord,
  request: JoinRequestRecord,
): Promise<JoinRequestRecord> {
  const { team } = partiesOf(request)
  requireManager(team, user)
  assertPending('joinRequests', request)
  return decide(request, team, user, 'declined')
}

/** POST /api/join-requests/:id/withdraw (the player who sent it). */
export async function withdrawJoinRequest(
  user: UserRecord,
  request: JoinRequestRecord,
): Promise<JoinRequestRecord> {
  if (request.playerId !== user.id) throw new HttpError(403, 'not_requesting_player')
  assertPending('joinRequests', request)
  return answer(request, 'withdrawn', null)
}

/** The answer's shape, field by field. Null when the team or a person is gone (never in practice). */
export function toJoinRequest(request: JoinRequestRecord): JoinRequest | null {
  const parties = offerParties(request)
  const responder = request.responderId === null ? null : findUser(request.responderId)
  if (parties === null || responder === undefined) return null
  return {
    ...parties,
    ...offerTerms(request),
    responder: responder === null ? null : toPlayerRef(responder),
  }
}

/** toJoinRequest for one the handler just touched: its records exist. */
export const requireJoinRequestShape = requireShape('joinRequests', toJoinRequest)
