/**
 * The invitations area of the mock API (docs/api/invitations.md): POST /api/teams/:id/invitations,
 * GET /api/me/invitations, POST /api/invitations/:id/accept, /decline and /cancel.
 */
import { http } from 'msw'
import {
  invitationsQuerySchema,
  sendInvitationRequestSchema,
  type InvitationResponse,
  type InvitationsPage,
} from '@/api/contracts/invitations'
import type { TeamResponse } from '@/api/contracts/teams'
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  listInvitations,
  requireInvitationShape,
  requireVisibleInvitation,
  sendInvitation,
  toInvitation,
} from '../domain/invitations'
import { teamResponse } from '../domain/teamPage'
import { requireManagedTeam } from '../domain/teams'
import type { InvitationRecord, UserRecord } from '../model'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, localizedResponse } from '../lib/http'
import type { Language } from '../lib/language'
import { paginate, readQuery, shapeEach } from '../lib/query'
import { pathId, route } from '../lib/route'

/**
 * POST /api/invitations/:id/{answer}: the caller, then the invitation if they may see it (401, then
 * 404), then the answer; `answered` makes the change and gives the body of the 200.
 */
function invitationAnswer<Body extends TeamResponse | InvitationResponse>(
  answer: 'accept' | 'decline' | 'cancel',
  answered: (user: UserRecord, invitation: InvitationRecord, language: Language) => Promise<Body>,
) {
  return http.post(
    apiPath(`invitations/:id/${answer}`),
    route<{ id: string }>('invitations', async ({ request, params, language }) => {
      const user = requireUser(request)
      const invitation = await requireVisibleInvitation(user, pathId(params.id))
      return localizedResponse<Body>(await answered(user, invitation, language), language)
    }),
  )
}

export const invitationsHandlers = [
  http.post(
    apiPath('teams/:id/invitations'),
    route<{ id: string }>('invitations', async ({ request, params }) => {
      const { user, team } = requireManagedTeam(request, params.id)
      const values = await readJson(request, sendInvitationRequestSchema)
      const invitation = await sendInvitation(team, user, values)
      return jsonResponse<InvitationResponse>(
        { invitation: requireInvitationShape(invitation) },
        201,
      )
    }),
  ),

  http.get(
    apiPath('me/invitations'),
    route('invitations', async ({ request, url, empty }) => {
      const user = requireUser(request)
      const query = readQuery(url, invitationsQuerySchema)
      const records = empty ? [] : await listInvitations(user, query)
      return jsonResponse<InvitationsPage>(paginate(shapeEach(toInvitation)(records), query))
    }),
  ),

  invitationAnswer('accept', async (user, invitation, language) =>
    teamResponse(await acceptInvitation(user, invitation), user, language),
  ),
  invitationAnswer('decline', async (user, invitation) => ({
    invitation: requireInvitationShape(await declineInvitation(user, invitation)),
  })),
  invitationAnswer('cancel', async (user, invitation) => ({
    invitation: requireInvitationShape(await cancelInvitation(user, invitation)),
  })),
]
