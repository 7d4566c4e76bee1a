/** The players area: GET /api/players, GET /api/players/:id (docs/api/players.md). */
import { http } from 'msw'
import { playersQuerySchema, type PlayerProfile, type PlayersPage } from '@/api/contracts/players'
import { findPublicPlayer, listPlayers, toPlayerListItems } from '../domain/playerIndex'
import { playerProfile } from '../domain/playerProfile'
import { optionalUser } from '../lib/auth'
import { apiPath, HttpError, jsonResponse, localizedResponse } from '../lib/http'
import { paginate, readQuery } from '../lib/query'
import { pathId, route } from '../lib/route'

export const playersHandlers = [
  http.get(
    apiPath('players'),
    route('players', ({ url, empty }) => {
      const query = readQuery(url, playersQuerySchema)
      if (empty) return jsonResponse<PlayersPage>(paginate([], query))
      const page = listPlayers(query)
      return jsonResponse<PlayersPage>({ ...page, items: toPlayerListItems(page.items) })
    }),
  ),

  http.get(
    apiPath('players/:id'),
    route<{ id: string }>('players', ({ request, params, language }) => {
      const viewer = optionalUser(request)
      const id = pathId(params.id)
      const player = id === null ? undefined : findPublicPlayer(id)
      if (player === undefined) throw new HttpError(404, 'player_not_found')
      return localizedResponse<PlayerProfile>(playerProfile(player, viewer, language), language)
    }),
  ),
]
