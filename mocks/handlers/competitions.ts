/**
 * The competitions area (docs/api/competitions.md): the list, one competition, its standings,
 * fixtures, stats leaders and registered teams; the matches across competitions and one match's
 * page (docs/api/matches.md). Reading is public (no token needed; a signed-in reader of a match also
 * learns what they may do with its result); reporting, confirming and disputing a result need the
 * token of a manager of one of the match's teams; settling one and the queue of matches to settle,
 * a league staff member's.
 */
import { http, type HttpHandler, type JsonBodyType } from 'msw'
import type { z } from 'zod'
import {
  confirmResultRequestSchema,
  disputeResultRequestSchema,
  reportResultRequestSchema,
  settleResultRequestSchema,
  type MatchDetail,
  type StaffQueueResponse,
} from '@/api/contracts/matches'
import {
  competitionsQuerySchema,
  fixturesQuerySchema,
  matchesQuerySchema,
  type CompetitionsResponse,
  type MatchesResponse,
} from '@/api/contracts/competitions'
import { leadersOf } from '../domain/competitionLeaders'
import { fixturesOf, standingsOf } from '../domain/competitionMatches'
import { competitionTeams } from '../domain/competitionTeams'
import { competitionDetail, listCompetitions, requireCompetition } from '../domain/competitions'
import { matchDetail, requireMatch } from '../domain/matchDetail'
import { confirmResult, disputeResult, reportResult } from '../domain/matchResults'
import { listMatches, toMatchListItems } from '../domain/matches'
import { requireStaff, settleResult, staffQueue } from '../domain/matchSettlement'
import { optionalUser, requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, localizedResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { route, type RouteContext } from '../lib/route'
import type { CompetitionRecord, MatchRecord, UserRecord } from '../model'

/**
 * GET /api/competitions/:id{path}: a view of one competition, 404 when there is none (before the
 * query is read). A view that lists something answers it empty when the scenario empties the area.
 */
function competitionView<Body extends JsonBodyType>(
  path: string,
  view: (competition: CompetitionRecord, context: RouteContext) => Body,
  answer: (body: Body, context: RouteContext) => Response = (body) => jsonResponse(body),
): HttpHandler {
  return http.get(
    apiPath(`competitions/:id${path}`),
    route('competitions', (context) =>
      answer(view(requireCompetition(context.params.id), context), context),
    ),
  )
}

/**
 * POST /api/matches/:id/{step}: a step of the result's loop by the signed-in caller (401 first, then
 * 404 for the match, then the body), answered with the match's page as it now stands.
 */
function resultStep<S extends z.core.$ZodType>(
  step: 'report' | 'confirm' | 'dispute' | 'settle',
  schema: S,
  apply: (user: UserRecord, match: MatchRecord, body: z.output<S>) => Promise<void>,
  whenEmpty?: z.input<S>,
  /** Who may take the step at all, checked before the match and the body. */
  authorize: (user: UserRecord) => void = () => undefined,
): HttpHandler {
  return http.post(
    apiPath(`matches/:id/${step}`),
    route<{ id: string }>('competitions', async ({ request, params, language }) => {
      const user = requireUser(request)
      authorize(user)
      await apply(user, requireMatch(params.id), await readJson(request, schema, { whenEmpty }))
      return localizedResponse<MatchDetail>(
        matchDetail(requireMatch(params.id), language, user),
        language,
      )
    }),
  )
}

export const competitionsHandlers: HttpHandler[] = [
  http.get(
    apiPath('competitions'),
    route('competitions', ({ url, empty, language }) => {
      const query = readQuery(url, competitionsQuerySchema)
      const cards = empty ? [] : listCompetitions(query, language)
      return localizedResponse<CompetitionsResponse>(paginate(cards, query), language)
    }),
  ),

  competitionView(
    '',
    (competition, { language }) => competitionDetail(competition, language),
    (detail, { language }) => localizedResponse(detail, language),
  ),
  competitionView('/standings', (competition, { empty }) => standingsOf(competition, empty)),
  competitionView('/fixtures', (competition, { url, empty }) =>
    fixturesOf(competition, readQuery(url, fixturesQuerySchema), empty),
  ),
  competitionView('/stats', (competition, { empty }) => leadersOf(competition, empty)),
  competitionView('/teams', (competition, { empty }) => competitionTeams(competition, empty)),

  http.get(
    apiPath('matches'),
    route('competitions', ({ url, empty, language }) => {
      const query = readQuery(url, matchesQuerySchema)
      return localizedResponse<MatchesResponse>(
        paginate(empty ? [] : listMatches(query), query, (matches) =>
          toMatchListItems(matches, language),
        ),
        language,
      )
    }),
  ),

  http.get(
    apiPath('matches/:id'),
    route('competitions', ({ request, params, language }) => {
      const reader = optionalUser(request)
      return localizedResponse(matchDetail(requireMatch(params.id), language, reader), language)
    }),
  ),

  resultStep('report', reportResultRequestSchema, reportResult),
  resultStep('confirm', confirmResultRequestSchema, confirmResult, {}),
  resultStep('dispute', disputeResultRequestSchema, disputeResult),
  resultStep('settle', settleResultRequestSchema, settleResult, undefined, requireStaff),

  http.get(
    apiPath('staff/matches'),
    route('competitions', ({ request, language }) =>
      localizedResponse<StaffQueueResponse>(staffQueue(requireUser(request), language), language),
    ),
  ),
]
