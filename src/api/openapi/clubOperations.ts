/** The operations of players, teams, invitations, movements, Premium, news and search. */
import { z } from 'zod'
import { apiErrorSchema } from '../contracts'
import { transferWindowClosedErrorSchema } from '../contracts/teamTransferWindow'
import {
  invitationResponseSchema,
  invitationsPageSchema,
  invitationsQuerySchema,
  sendInvitationRequestSchema,
} from '../contracts/invitations'
import { newsArticleResponseSchema, newsQuerySchema, newsResponseSchema } from '../contracts/news'
import { playerProfileSchema, playersPageSchema, playersQuerySchema } from '../contracts/players'
import {
  mySubscriptionResponseSchema,
  plansResponseSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
} from '../contracts/premium'
import { searchQuerySchema, searchResponseSchema } from '../contracts/search'
import {
  createTeamRequestSchema,
  rosterResponseSchema,
  teamResponseSchema,
  updateMemberRequestSchema,
  updateTeamRequestSchema,
} from '../contracts/teams'
import { movementsPageSchema, movementsQuerySchema } from '../contracts/movements'
import { offerAnswer, pagedList, type Operation } from './operation'

/**
 * A 409 of an operation that changes a roster: the usual error, or `transfer_window_closed` with the
 * team's window beside it.
 */
export const windowClosedOrError = z.union([transferWindowClosedErrorSchema, apiErrorSchema])

/** What stops any answer to an invitation: it is gone, or answered already. */
const invitationAnswerErrors = {
  404: ['invitation_not_found'],
  409: ['invitation_not_pending'],
} as const

/** An answer to an invitation: accept (the team joined), decline or cancel (the invitation). */
const invitationAnswers: Operation[] = [
  {
    ...offerAnswer('invitations', 'accept', {
      schema: teamResponseSchema,
      description: 'The team the player joined.',
    }),
    summary: 'The invited player joins the team',
    description: 'Every other pending invitation of the player is cancelled.',
    errors: {
      ...invitationAnswerErrors,
      403: ['not_invited_player'],
      409: ['invitation_not_pending', 'already_on_team', 'roster_full', 'transfer_window_closed'],
      410: ['invitation_expired'],
    },
    errorSchemas: { 409: windowClosedOrError },
    example: { as: 'lone_wolf', params: { id: 67 } },
  },
  {
    ...offerAnswer('invitations', 'decline', {
      schema: invitationResponseSchema,
      description: 'The invitation, declined.',
    }),
    summary: 'The invited player declines',
    errors: { ...invitationAnswerErrors, 403: ['not_invited_player'], 410: ['invitation_expired'] },
    example: { as: 'lone_wolf', params: { id: 67 } },
  },
  {
    ...offerAnswer('invitations', 'cancel', {
      schema: invitationResponseSchema,
      description: 'The invitation, cancelled.',
    }),
    summary: 'A manager of the team withdraws the invitation',
    errors: { ...invitationAnswerErrors, 403: ['not_team_manager'] },
    example: { as: 'rivera_fc', params: { id: 67 } },
  },
]

const teamOperations: Operation[] = [
  {
    method: 'post',
    path: '/teams',
    operationId: 'createTeam',
    summary: 'Create a team; the caller becomes its manager',
    tag: 'teams',
    access: 'bearer',
    body: createTeamRequestSchema,
    success: { status: 201, schema: teamResponseSchema, description: 'The new team.' },
    errors: { 409: ['already_on_team', 'team_taken'] },
    example: {
      as: 'lone_wolf',
      body: {
        name: 'Harbor Lights FC',
        tag: 'HLF',
        platform: 'playstation',
        primaryColor: '#0b3d91',
        secondaryColor: '#f5c518',
        description: 'Late-night Pro Clubs on the East Coast.',
      },
    },
  },
  pagedList({
    path: '/movements',
    operationId: 'listMovements',
    summary: 'The league’s transfer history: who joined, left or was released, newest first',
    description:
      'Every roster change is one movement. `playerId` gives a player’s history, `teamId` a team’s.',
    tag: 'teams',
    access: 'public',
    query: movementsQuerySchema,
    page: movementsPageSchema,
    example: { query: { teamId: '1', pageSize: '3' } },
  }),
  {
    method: 'get',
    path: '/teams/{id}',
    operationId: 'getTeam',
    summary: 'A team: roster, matches, competitions and stats',
    description: 'With a token, `viewer` says what the caller may do here.',
    tag: 'teams',
    access: 'optional',
    success: { status: 200, schema: teamResponseSchema, description: 'The team.' },
    errors: { 404: ['team_not_found'] },
    example: { as: 'rivera_fc', params: { id: 1 } },
  },
  {
    method: 'patch',
    path: '/teams/{id}',
    operationId: 'updateTeam',
    summary: 'Customise the team (its managers)',
    tag: 'teams',
    access: 'bearer',
    body: updateTeamRequestSchema,
    success: { status: 200, schema: teamResponseSchema, description: 'The team as it now is.' },
    errors: { 403: ['not_team_manager'], 404: ['team_not_found'], 409: ['team_taken'] },
    example: {
      as: 'rivera_fc',
      params: { id: 1 },
      body: { description: 'East Coast club since FIFA 23. Trials on Thursdays at 8 PM ET.' },
    },
  },
  {
    method: 'put',
    path: '/teams/{id}/members/{userId}',
    operationId: 'updateMember',
    summary: 'Change a member’s role or shirt number',
    tag: 'teams',
    access: 'bearer',
    body: updateMemberRequestSchema,
    success: { status: 200, schema: rosterResponseSchema, description: 'The roster as it now is.' },
    errors: {
      403: ['not_team_manager', 'manager_only'],
      404: ['team_not_found', 'member_not_found'],
      409: ['shirt_number_taken'],
    },
    example: { as: 'rivera_fc', params: { id: 1, userId: 1 }, body: { shirtNumber: 88 } },
  },
  {
    method: 'delete',
    path: '/teams/{id}/members/{userId}',
    operationId: 'removeMember',
    summary: 'Remove a member from the team',
    tag: 'teams',
    access: 'bearer',
    success: { status: 204, description: 'Removed.' },
    errors: {
      403: ['not_team_manager', 'manager_only'],
      404: ['team_not_found', 'member_not_found'],
      409: ['cannot_remove_self', 'transfer_window_closed'],
    },
    errorSchemas: { 409: windowClosedOrError },
    example: { as: 'rivera_fc', params: { id: 1, userId: 1 } },
  },
  {
    method: 'post',
    path: '/teams/{id}/leave',
    operationId: 'leaveTeam',
    summary: 'Leave the team',
    description: 'The manager hands the team over first while others remain.',
    tag: 'teams',
    access: 'bearer',
    success: { status: 204, description: 'Left.' },
    errors: {
      404: ['team_not_found'],
      409: ['not_team_member', 'manager_must_hand_over', 'transfer_window_closed'],
    },
    errorSchemas: { 409: windowClosedOrError },
    example: { as: 'demo', params: { id: 1 } },
  },
  {
    method: 'post',
    path: '/teams/{id}/invitations',
    operationId: 'sendInvitation',
    summary: 'Invite a player to the team (its managers)',
    tag: 'invitations',
    access: 'bearer',
    body: sendInvitationRequestSchema,
    success: {
      status: 201,
      schema: invitationResponseSchema,
      description: 'The invitation, pending.',
    },
    errors: {
      403: ['not_team_manager'],
      404: ['team_not_found', 'player_not_found'],
      409: [
        'player_on_team',
        'already_invited',
        'join_request_pending',
        'roster_full',
        'transfer_window_closed',
      ],
    },
    errorSchemas: { 409: windowClosedOrError },
  },
  pagedList({
    path: '/me/invitations',
    operationId: 'listMyInvitations',
    summary: 'Invitations the caller received, or sent as a manager',
    tag: 'invitations',
    access: 'bearer',
    query: invitationsQuerySchema,
    page: invitationsPageSchema,
    example: { as: 'lone_wolf' },
  }),
  ...invitationAnswers,
]

export const clubOperations: Operation[] = [
  pagedList({
    path: '/players',
    operationId: 'listPlayers',
    summary: 'The player directory, filtered and paged',
    tag: 'players',
    access: 'public',
    query: playersQuerySchema,
    page: playersPageSchema,
    example: { query: { position: 'ST', pageSize: '2' } },
  }),
  {
    method: 'get',
    path: '/players/{id}',
    operationId: 'getPlayer',
    summary: 'A player’s public profile, stats and recent matches',
    tag: 'players',
    access: 'optional',
    success: { status: 200, schema: playerProfileSchema, description: 'The profile.' },
    errors: { 404: ['player_not_found'] },
    example: { params: { id: 3 } },
  },
  ...teamOperations,
  {
    method: 'get',
    path: '/premium/plans',
    operationId: 'listPlans',
    summary: 'The Premium plans',
    tag: 'premium',
    access: 'public',
    success: { status: 200, schema: plansResponseSchema, description: 'The plans.' },
    example: {},
  },
  {
    method: 'get',
    path: '/me/subscription',
    operationId: 'getMySubscription',
    summary: 'The caller’s subscription',
    tag: 'premium',
    access: 'bearer',
    success: {
      status: 200,
      schema: mySubscriptionResponseSchema,
      description: 'The subscription, or none.',
    },
    example: { as: 'maya_goals' },
  },
  {
    method: 'post',
    path: '/me/subscription',
    operationId: 'subscribe',
    summary: 'Subscribe to a plan (a test card; nothing is charged)',
    tag: 'premium',
    access: 'bearer',
    body: subscribeRequestSchema,
    success: {
      status: 201,
      schema: subscribeResponseSchema,
      description: 'Subscribed, with the receipt.',
    },
    errors: { 402: ['payment_declined'], 409: ['already_subscribed'] },
    example: {
      as: 'demo',
      body: {
        planId: 'monthly',
        paymentMethod: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      },
    },
  },
  {
    method: 'delete',
    path: '/me/subscription',
    operationId: 'cancelSubscription',
    summary: 'Cancel at the end of the paid period',
    tag: 'premium',
    access: 'bearer',
    success: {
      status: 200,
      schema: mySubscriptionResponseSchema,
      description: 'The subscription, cancelled.',
    },
    errors: { 404: ['no_subscription'], 409: ['already_cancelled'] },
    example: { as: 'maya_goals' },
  },
  pagedList({
    path: '/news',
    operationId: 'listNews',
    summary: 'League news, newest first',
    tag: 'news',
    access: 'public',
    query: newsQuerySchema,
    page: newsResponseSchema,
    example: { query: { pageSize: '2' } },
  }),
  {
    method: 'get',
    path: '/news/{slug}',
    operationId: 'getNewsArticle',
    summary: 'One article, with related articles',
    tag: 'news',
    access: 'public',
    stringParams: ['slug'],
    success: { status: 200, schema: newsArticleResponseSchema, description: 'The article.' },
    errors: { 404: ['article_not_found'] },
    example: { params: { slug: 'spring-cup-draw-northside-rovers-face-lone-star-fc' } },
  },
  {
    method: 'get',
    path: '/search',
    operationId: 'search',
    summary: 'Search players, teams, competitions and news',
    tag: 'search',
    access: 'public',
    query: searchQuerySchema,
    success: {
      status: 200,
      schema: searchResponseSchema,
      description: 'The best matches of each kind.',
    },
    example: { query: { q: 'rovers' } },
  },
]
