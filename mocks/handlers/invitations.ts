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
import {
  acceptInvitation,
  cancelInvitation,
  declineInvitation,
  requireInvitationShape,
  sendInvitation,
  toInvitation,
} from '../domain/invitations'
import { teamResponse } from '../domain/teamPage'
import { requireManagedTeam } from '../domain/teams'
import type { InvitationRecord } from '../model'
import { answerRoute, boxRoute, sendRoute } from './offers'

/** The invitation as the 201 and the 200s that change it answer it. */
const respond = (invitation: InvitationRecord): InvitationResponse => ({
  invitation: requireInvitationShape(invitation),
})

export const invitationsHandlers = [
  sendRoute(
    'teams/:id/invitations',
    requireManagedTeam,
    sendInvitationRequestSchema,
    ({ user, team }, values) => sendInvitation(team, user, values),
    respond,
  ),
  // `received`: those to the caller; `sent`: those of the team the caller manages.
  boxRoute('me/invitations', invitationsQuerySchema, 'invitations', 'received', toInvitation),
  // Accepting answers the team the player joined, as its page shows it to them.
  answerRoute('invitations/:id/accept', 'invitations', acceptInvitation, teamResponse),
  answerRoute('invitations/:id/decline', 'invitations', declineInvitation, respond),
  answerRoute('invitations/:id/cancel', 'invitations', cancelInvitation, respond),
]
