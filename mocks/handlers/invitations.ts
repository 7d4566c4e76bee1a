/**
 * The invitations area of the mock API (docs/api/invitations.md): POST /api/teams/:id/invitations,
 * GET /api/me/invitations, POST /api/invitations/:id/accept, /decline and /cancel. Join requests,
 * the same area's other direction, are ./joinRequests.ts's.
 */
import {
  invitationsQuerySchema,
  sendInvitationRequestSchema,
  type InvitationResponse,
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
import type { InvitationRecord } from '../model'
import { answerRoute, boxRoute, sendRoute } from './offers'

export const invitationsHandlers = [
  sendRoute(
    'teams/:id/invitations',
    requireManagedTeam,
    sendInvitationRequestSchema,
    async ({ user, team }, values): Promise<InvitationResponse> => ({
      invitation: requireInvitationShape(await sendInvitation(team, user, values)),
    }),
  ),

  boxRoute('me/invitations', invitationsQuerySchema, listInvitations, toInvitation),

  answerRoute<InvitationRecord, TeamResponse>(
    'invitations/:id/accept',
    requireVisibleInvitation,
    async (user, invitation, language) =>
      teamResponse(await acceptInvitation(user, invitation), user, language),
  ),
  answerRoute<InvitationRecord, InvitationResponse>(
    'invitations/:id/decline',
    requireVisibleInvitation,
    async (user, invitation) => ({
      invitation: requireInvitationShape(await declineInvitation(user, invitation)),
    }),
  ),
  answerRoute<InvitationRecord, InvitationResponse>(
    'invitations/:id/cancel',
    requireVisibleInvitation,
    async (user, invitation) => ({
      invitation: requireInvitationShape(await cancelInvitation(user, invitation)),
    }),
  ),
]
