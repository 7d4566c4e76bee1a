/**
 * The competitions area (docs/api/competitions.md): the list, one competition, its standings,
 * fixtures, stats leaders and registered teams; and the matches across competitions. Public: no
 * token needed.
 */
import { http, type HttpHandler } from 'msw'
import {
  competitionsQuerySchema,
  fixturesQuerySchema,
  matchesQuerySchema,
  type CompetitionDetail,
  type CompetitionTeamsResponse,
  type CompetitionsResponse,
  type FixturesResponse,
  type MatchesResponse,
  type StandingsResponse,
  type StatsResponse,
} from '@/api/contracts/competitions'
import { leadersOf } from '../domain/competitionLeaders'
import { fixturesOf, standingsOf } from '../domain/competitionMatches'
import { competitionTeams } from '../domain/competitionTeams'
import { competitionDetail, listCompetitions, requireCompetition } from '../domain/competitions'
import { listMatches, toMatchListItems } from '../domain/matches'
import { apiPath, jsonResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { route } from '../lib/route'

export const competitionsHandlers: HttpHandler[] = [
  http.get(
    apiPath('competitions'),
    route('competitions', ({ url, empty }) => {
      const query = readQuery(url, competitionsQuerySchema)
      const cards = empty ? [] : listCompetitions(query)
      return jsonResponse<CompetitionsResponse>(paginate(cards, query))
    }),
  ),

  http.get(
    apiPath('competitions/:id'),
    route('competitions', ({ params }) => {
      const competition = requireCompetition(params.id)
      return jsonResponse<CompetitionDetail>(competitionDetail(competition))
    }),
  ),

  http.get(
    apiPath('competitions/:id/standings'),
    route('competitions', ({ params, empty }) => {
      const competition = requireCompetition(params.id)
      return jsonResponse<StandingsResponse>(standingsOf(competition, empty))
    }),
  ),

  http.get(
    apiPath('competitions/:id/fixtures'),
    route('competitions', ({ params, url, empty }) => {
      const competition = requireCompetition(params.id)
      const query = readQuery(url, fixturesQuerySchema)
      return jsonResponse<FixturesResponse>(fixturesOf(competition, query, empty))
    }),
  ),

  http.get(
    apiPath('competitions/:id/stats'),
    route('competitions', ({ params, empty }) => {
      const competition = requireCompetition(params.id)
      return jsonResponse<StatsResponse>(leadersOf(competition, empty))
    }),
  ),

  http.get(
    apiPath('competitions/:id/teams'),
    route('competitions', ({ params, empty }) => {
      const competition = requireCompetition(params.id)
      return jsonResponse<CompetitionTeamsResponse>(competitionTeams(competition, empty))
    }),
  ),

  http.get(
    apiPath('matches'),
    route('competitions', ({ url, empty }) => {
      const query = readQuery(url, matchesQuerySchema)
      const page = paginate(empty ? [] : listMatches(query), query)
      return jsonResponse<MatchesResponse>({ ...page, items: toMatchListItems(page.items) })
    }),
  ),
]
