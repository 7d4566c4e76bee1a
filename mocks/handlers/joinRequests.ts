/**
 * Join requests, in the invitations area of the mock API (docs/api/invitations.md, "Join
 * requests"): POST /api/teams/:id/join-requests, GET /api/me/join-requests, POST
 * /api/join-requests/:id/accept, /decline and /withdraw.
 */
import {
  joinRequestsQuerySchema,
  sendJoinRequestRequestSchema,
  type JoinRequestResponse,
} from '@/api/contracts/joinRequests'
import {
  acceptJoinRequest,
  declineJoinRequest,
  requireJoinRequestShape,
  sendJoinRequest,
  toJoinRequest,
  withdrawJoinRequest,
} from '../domain/joinRequests'
import { rosterSize } from '../domain/roster'
import { requireTeam } from '../domain/teams'
import type { JoinRequestRecord, TeamRecord, UserRecord } from '../model'
import { requireUser } from '../lib/auth'
import { HttpError } from '../lib/http'
import { answerRoute, boxRoute, sendRoute } from './offers'

/**
 * The caller, and the team of the path with members (401, then 404). A disbanded team keeps its
 * page for the league's record, but there is nobody there to answer a request.
 */
function requireJoinableTeam(
  request: Request,
  rawId: string,
): { user: UserRecord; team: TeamRecord } {
  const user = requireUser(request)
  const team = requireTeam(rawId)
  if (rosterSize(team.id) === 0) throw new HttpError(404, 'team_not_found')
  return { user, team }
}

/** The request as the 201 and the 200s that change it answer it. */
const respond = (request: JoinRequestRecord): JoinRequestResponse => ({
  joinRequest: requireJoinRequestShape(request),
})

export const joinRequestsHandlers = [
  sendRoute(
    'teams/:id/join-requests',
    requireJoinableTeam,
    sendJoinRequestRequestSchema,
    ({ user, team }, values) => sendJoinRequest(team, user, values),
    respond,
  ),
  // `sent`: the caller's own; `received`: those to the team the caller manages.
  boxRoute('me/join-requests', joinRequestsQuerySchema, 'joinRequests', 'sent', toJoinRequest),
  answerRoute('join-requests/:id/accept', 'joinRequests', acceptJoinRequest, respond),
  answerRoute('join-requests/:id/decline', 'joinRequests', declineJoinRequest, respond),
  answerRoute('join-requests/:id/withdraw', 'joinRequests', withdrawJoinRequest, respond),
]
