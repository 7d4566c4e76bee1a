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
  listJoinRequests,
  requireJoinRequestShape,
  requireVisibleJoinRequest,
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

/** POST /api/join-requests/:id/{action}: `act` changes the request, answered as it then is. */
function joinRequestAnswer(
  action: 'accept' | 'decline' | 'withdraw',
  act: (user: UserRecord, request: JoinRequestRecord) => Promise<JoinRequestRecord>,
) {
  return answerRoute<JoinRequestRecord, JoinRequestResponse>(
    `join-requests/:id/${action}`,
    requireVisibleJoinRequest,
    async (user, request) => ({ joinRequest: requireJoinRequestShape(await act(user, request)) }),
  )
}

export const joinRequestsHandlers = [
  sendRoute(
    'teams/:id/join-requests',
    requireJoinableTeam,
    sendJoinRequestRequestSchema,
    async ({ user, team }, values): Promise<JoinRequestResponse> => ({
      joinRequest: requireJoinRequestShape(await sendJoinRequest(team, user, values)),
    }),
  ),
  boxRoute('me/join-requests', joinRequestsQuerySchema, listJoinRequests, toJoinRequest),
  joinRequestAnswer('accept', acceptJoinRequest),
  joinRequestAnswer('decline', declineJoinRequest),
  joinRequestAnswer('withdraw', withdrawJoinRequest),
]
