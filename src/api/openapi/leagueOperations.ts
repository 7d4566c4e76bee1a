/** The operations of competitions, matches and their results, registrations and infractions. */
import {
  competitionDetailSchema,
  competitionsQuerySchema,
  competitionsResponseSchema,
  competitionTeamsResponseSchema,
  fixturesQuerySchema,
  fixturesResponseSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  standingsResponseSchema,
  statsResponseSchema,
} from '../contracts/competitions'
import {
  appealInfractionRequestSchema,
  appealInfractionResponseSchema,
  issueInfractionRequestSchema,
  issueInfractionResponseSchema,
  myInfractionsResponseSchema,
} from '../contracts/infractions'
import {
  confirmResultRequestSchema,
  disputeResultRequestSchema,
  matchDetailSchema,
  reportResultRequestSchema,
  settleResultRequestSchema,
  staffQueueResponseSchema,
} from '../contracts/matches'
import {
  createRegistrationRequestSchema,
  createRegistrationResponseSchema,
  decideRegistrationRequestSchema,
  decideRegistrationResponseSchema,
  eligibilityQuerySchema,
  eligibilityResponseSchema,
  myRegistrationsResponseSchema,
  registrationIneligibleErrorSchema,
} from '../contracts/registrations'
import { pagedList, type Operation } from './operation'

/**
 * A view of one competition: a public GET of `/competitions/{id}` and a suffix, 404 for a competition
 * that does not exist; the example shows the Premier Division (competition 3).
 */
function competitionView(
  suffix: string,
  operationId: string,
  summary: string,
  answer: { schema: Operation['success']['schema']; description: string },
  query?: { schema: Operation['query']; example: Record<string, string> },
): Operation {
  return {
    method: 'get',
    path: `/competitions/{id}${suffix}`,
    operationId,
    summary,
    tag: 'competitions',
    access: 'public',
    ...(query === undefined ? {} : { query: query.schema }),
    success: { status: 200, ...answer },
    errors: { 404: ['competition_not_found'] },
    example: { params: { id: 3 }, ...(query === undefined ? {} : { query: query.example }) },
  }
}

const competitionViews: Operation[] = [
  competitionView(
    '',
    'getCompetition',
    'One competition: format, dates, rules, prizes and where it stands',
    { schema: competitionDetailSchema, description: 'The competition.' },
  ),
  competitionView('/standings', 'getStandings', 'The table (leagues) or the bracket (cups)', {
    schema: standingsResponseSchema,
    description: 'The standings.',
  }),
  competitionView(
    '/fixtures',
    'getFixtures',
    'The matches by matchday',
    { schema: fixturesResponseSchema, description: 'The fixtures.' },
    { schema: fixturesQuerySchema, example: { matchday: '1' } },
  ),
  competitionView('/stats', 'getLeaders', 'The leaders: scorers, assists, clean sheets, ratings', {
    schema: statsResponseSchema,
    description: 'The leaders.',
  }),
  competitionView('/teams', 'getCompetitionTeams', 'The teams entered', {
    schema: competitionTeamsResponseSchema,
    description: 'The teams.',
  }),
]

/**
 * A step of a result's loop: a POST of `/matches/{id}/{step}` by a manager of either team (or staff),
 * answered with the match as it now stands.
 */
function resultStep(
  step: string,
  summary: string,
  body: Operation['body'],
  conflicts: readonly string[],
  access: 'bearer' | 'staff' = 'bearer',
): Operation {
  return {
    method: 'post',
    path: `/matches/{id}/${step}`,
    operationId: `${step}Result`,
    summary,
    tag: 'competitions',
    access,
    body,
    ...(step === 'confirm' ? { optionalBody: true } : {}),
    success: { status: 200, schema: matchDetailSchema, description: 'The match as it now stands.' },
    errors: {
      ...(access === 'bearer' ? { 403: ['not_match_manager'] } : {}),
      404: ['match_not_found'],
      409: conflicts,
    },
  }
}

/** Answering a report: what stops a confirmation and a dispute alike. */
const ANSWER_CONFLICTS = [
  'no_report_to_answer',
  'own_report',
  'result_disputed',
  'result_already_final',
]

const resultSteps: Operation[] = [
  resultStep(
    'report',
    'Report the result (a manager of either team, after kick-off)',
    reportResultRequestSchema,
    [
      'match_not_started',
      'already_reported',
      'answer_the_report',
      'result_disputed',
      'result_already_final',
      'match_postponed',
    ],
  ),
  resultStep(
    'confirm',
    'Confirm the other side’s report; the result becomes final',
    confirmResultRequestSchema,
    ANSWER_CONFLICTS,
  ),
  resultStep(
    'dispute',
    'Dispute the other side’s report; staff settle it',
    disputeResultRequestSchema,
    ANSWER_CONFLICTS,
  ),
  resultStep(
    'settle',
    'League staff: accept a report, correct the result or award a forfeit',
    settleResultRequestSchema,
    ['match_postponed', 'next_round_played'],
    'staff',
  ),
]

export const leagueOperations: Operation[] = [
  pagedList({
    path: '/competitions',
    operationId: 'listCompetitions',
    summary: 'Competitions, filtered and paged',
    tag: 'competitions',
    access: 'public',
    query: competitionsQuerySchema,
    page: competitionsResponseSchema,
    example: { query: { pageSize: '2' } },
  }),
  ...competitionViews,
  pagedList({
    path: '/matches',
    operationId: 'listMatches',
    summary: 'Matches across competitions: upcoming or results',
    tag: 'competitions',
    access: 'public',
    query: matchesQuerySchema,
    page: matchesResponseSchema,
    example: { query: { status: 'upcoming', teamId: '1', pageSize: '2' } },
  }),
  {
    method: 'get',
    path: '/matches/{id}',
    operationId: 'getMatch',
    summary: 'One match: the teams, the score, the line-ups and the result’s state',
    description:
      'With a token of one of the two teams’ managers, `viewer` says which steps they may take.',
    tag: 'competitions',
    access: 'optional',
    success: { status: 200, schema: matchDetailSchema, description: 'The match.' },
    errors: { 404: ['match_not_found'] },
    example: { params: { id: 142 } },
  },
  ...resultSteps,
  {
    method: 'get',
    path: '/staff/matches',
    operationId: 'listStaffQueue',
    summary: 'League staff: the results that wait for a decision',
    tag: 'competitions',
    access: 'staff',
    success: {
      status: 200,
      schema: staffQueueResponseSchema,
      description: 'Disputed and overdue results.',
    },
    example: { as: 'gvl_admin' },
  },
  {
    method: 'get',
    path: '/competitions/{id}/eligibility',
    operationId: 'checkEligibility',
    summary: 'Whether a team the caller manages may enter, check by check',
    tag: 'registrations',
    access: 'bearer',
    query: eligibilityQuerySchema,
    success: { status: 200, schema: eligibilityResponseSchema, description: 'The checks.' },
    errors: { 403: ['not_team_manager'], 404: ['competition_not_found', 'team_not_found'] },
    example: { as: 'rivera_fc', params: { id: 7 }, query: { teamId: '1' } },
  },
  {
    method: 'post',
    path: '/competitions/{id}/registrations',
    operationId: 'registerTeam',
    summary: 'Enter a team the caller manages',
    description: 'A 422 `registration_ineligible` carries the failed checks in `checks`.',
    tag: 'registrations',
    access: 'bearer',
    body: createRegistrationRequestSchema,
    success: {
      status: 201,
      schema: createRegistrationResponseSchema,
      description: 'Entered, pending the league’s decision.',
    },
    errors: {
      403: ['not_team_manager'],
      404: ['competition_not_found', 'team_not_found'],
      409: ['already_registered'],
      422: ['registration_ineligible'],
    },
    errorSchemas: { 422: registrationIneligibleErrorSchema },
  },
  {
    method: 'get',
    path: '/me/registrations',
    operationId: 'listMyRegistrations',
    summary: 'The registrations of the teams the caller manages',
    tag: 'registrations',
    access: 'bearer',
    success: { status: 200, schema: myRegistrationsResponseSchema, description: 'Newest first.' },
    example: { as: 'rivera_fc' },
  },
  {
    method: 'delete',
    path: '/registrations/{id}',
    operationId: 'withdrawRegistration',
    summary: 'Withdraw a pending registration',
    tag: 'registrations',
    access: 'bearer',
    success: { status: 204, description: 'Withdrawn.' },
    errors: {
      403: ['not_team_manager'],
      404: ['registration_not_found'],
      409: ['registration_not_withdrawable'],
    },
  },
  {
    method: 'post',
    path: '/__mock/registrations/{id}/decide',
    operationId: 'mockDecideRegistration',
    summary: 'Mock only: the league accepts or rejects a registration',
    tag: 'mock',
    access: 'public',
    body: decideRegistrationRequestSchema,
    success: { status: 200, schema: decideRegistrationResponseSchema, description: 'Decided.' },
    errors: {
      404: ['registration_not_found'],
      409: ['registration_already_decided', 'competition_full'],
    },
  },
  {
    method: 'get',
    path: '/me/infractions',
    operationId: 'listMyInfractions',
    summary: 'The caller’s disciplinary record',
    tag: 'infractions',
    access: 'bearer',
    success: {
      status: 200,
      schema: myInfractionsResponseSchema,
      description: 'The record and its summary.',
    },
    example: { as: 'demo' },
  },
  {
    method: 'post',
    path: '/me/infractions/{id}/appeal',
    operationId: 'appealInfraction',
    summary: 'Appeal one of the caller’s infractions',
    tag: 'infractions',
    access: 'bearer',
    body: appealInfractionRequestSchema,
    success: { status: 200, schema: appealInfractionResponseSchema, description: 'Appealed.' },
    errors: { 404: ['infraction_not_found'], 409: ['already_appealed', 'infraction_not_active'] },
    example: {
      as: 'demo',
      params: { id: 12 },
      body: {
        text: 'The comment was about our own defending, not the other team. Please review the thread.',
      },
    },
  },
  {
    method: 'post',
    path: '/__mock/infractions',
    operationId: 'mockIssueInfraction',
    summary: 'Mock only: league staff issue an infraction',
    tag: 'mock',
    access: 'public',
    body: issueInfractionRequestSchema,
    success: { status: 201, schema: issueInfractionResponseSchema, description: 'Issued.' },
    errors: { 404: ['player_not_found'] },
  },
]
