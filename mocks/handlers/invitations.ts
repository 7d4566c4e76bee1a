/**
 * The invitations area of the mock API (docs/api/invitations.md): POST /api/teams/:id/invitations,
 * GET /api/me/invitations, POST /api/invitations/:id/accept, /decline and /cancel.
 */
import { http } from 'msw'
import {
  invitationsQuerySchema,
  sendInvitationRequestSchema,
  type Invitation,
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
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { pathId, route } from '../lib/route'

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
      const items = records.flatMap((record): Invitation[] => {
        const invitation = toInvitation(record)
        return invitation === null ? [] : [invitation]
      })
      return jsonResponse<InvitationsPage>(paginate(items, query))
    }),
  ),

  http.post(
    apiPath('invitations/:id/accept'),
    route<{ id: string }>('invitations', async ({ request, params }) => {
      const user = requireUser(request)
      const invitation = await requireVisibleInvitation(user, pathId(params.id))
      const team = await acceptInvitation(user, invitation)
      return jsonResponse<TeamResponse>(teamResponse(team, user))
    }),
  ),

  http.post(
    apiPath('invitations/:id/decline'),
    route<{ id: string }>('invitations', async ({ request, params }) => {
      const user = requireUser(request)
      const invitation = await requireVisibleInvitation(user, pathId(params.id))
      const declined = await declineInvitation(user, invitation)
      return jsonResponse<InvitationResponse>({ invitation: requireInvitationShape(declined) })
    }),
  ),

  http.post(
    apiPath('invitations/:id/cancel'),
    route<{ id: string }>('invitations', async ({ request, params }) => {
      const user = requireUser(request)
      const invitation = await requireVisibleInvitation(user, pathId(params.id))
      const cancelled = await cancelInvitation(user, invitation)
      return jsonResponse<InvitationResponse>({ invitation: requireInvitationShape(cancelled) })
    }),
  ),
]
