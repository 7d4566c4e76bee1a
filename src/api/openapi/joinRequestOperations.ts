/** The operations of join requests: the invitations area's other direction, a player asking a club. */
import {
  joinRequestResponseSchema,
  joinRequestsPageSchema,
  joinRequestsQuerySchema,
  sendJoinRequestRequestSchema,
} from '../contracts/joinRequests'
import { windowClosedOrError } from './clubOperations'
import { offerAnswer, pagedList, type Operation } from './operation'

/** The seed's pending request of Viper_Skrill to Northside Rovers, which rivera_fc manages. */
const NORTHSIDE_PENDING = 5
/** The seed's pending request of lone_wolf to Emerald Coast United. */
const LONE_WOLF_PENDING = 4

/** What stops any answer to a request: it is gone, answered already, or expired. */
const joinRequestAnswerErrors = {
  404: ['join_request_not_found'],
  409: ['join_request_not_pending'],
  410: ['join_request_expired'],
} as const

export const joinRequestOperations: Operation[] = [
  {
    method: 'post',
    path: '/teams/{id}/join-requests',
    operationId: 'sendJoinRequest',
    summary: 'Ask to join a team (a player on no team)',
    description:
      'The player is the caller. The team’s manager and co-managers are notified (`join_request_received`).',
    tag: 'invitations',
    access: 'bearer',
    body: sendJoinRequestRequestSchema,
    success: {
      status: 201,
      schema: joinRequestResponseSchema,
      description: 'The request, pending.',
    },
    errors: {
      404: ['team_not_found'],
      409: [
        'already_on_team',
        'already_requested',
        'invitation_pending',
        'roster_full',
        'transfer_window_closed',
      ],
    },
    errorSchemas: { 409: windowClosedOrError },
    example: {
      as: 'lone_wolf',
      params: { id: 4 },
      body: { message: 'Centre-back on East Coast evenings, free for a trial this week.' },
    },
  },
  pagedList({
    path: '/me/join-requests',
    operationId: 'listMyJoinRequests',
    summary: 'Join requests the caller sent, or received as a manager',
    tag: 'invitations',
    access: 'bearer',
    query: joinRequestsQuerySchema,
    page: joinRequestsPageSchema,
    example: { as: 'rivera_fc', query: { box: 'received' } },
  }),
  {
    ...offerAnswer('join-requests', 'accept', {
      schema: joinRequestResponseSchema,
      description: 'The request, accepted.',
    }),
    summary: 'A manager of the team lets the player join',
    description:
      'The player joins as a `player`; every other pending invitation and join request of theirs is cancelled, and they are notified (`join_request_answered`).',
    errors: {
      ...joinRequestAnswerErrors,
      403: ['not_team_manager'],
      409: ['join_request_not_pending', 'player_on_team', 'roster_full', 'transfer_window_closed'],
    },
    errorSchemas: { 409: windowClosedOrError },
    example: { as: 'rivera_fc', params: { id: NORTHSIDE_PENDING } },
  },
  {
    ...offerAnswer('join-requests', 'decline', {
      schema: joinRequestResponseSchema,
      description: 'The request, declined.',
    }),
    summary: 'A manager of the team declines',
    description: 'The player is notified (`join_request_answered`).',
    errors: { ...joinRequestAnswerErrors, 403: ['not_team_manager'] },
    example: { as: 'rivera_fc', params: { id: NORTHSIDE_PENDING } },
  },
  {
    ...offerAnswer('join-requests', 'withdraw', {
      schema: joinRequestResponseSchema,
      description: 'The request, withdrawn.',
    }),
    summary: 'The player takes the request back',
    errors: { ...joinRequestAnswerErrors, 403: ['not_requesting_player'] },
    example: { as: 'lone_wolf', params: { id: LONE_WOLF_PENDING } },
  },
]
