/**
 * The competitions area (docs/api/competitions.md): the list, one competition, its standings,
 * fixtures, stats leaders and registered teams; the matches across competitions and one match's
 * page (docs/api/matches.md). Public: no token needed.
 */
import { http, type HttpHandler, type JsonBodyType } from 'msw'
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
import { listMatches, toMatchListItems } from '../domain/matches'
import { apiPath, jsonResponse, localizedResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { route, type RouteContext } from '../lib/route'
import type { CompetitionRecord } from '../model'

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
    route('competitions', ({ params, language }) =>
      localizedResponse(matchDetail(requireMatch(params.id), language), language),
    ),
  ),
]
