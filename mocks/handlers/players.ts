/** The players area: GET /api/players, GET /api/players/:id (docs/api/players.md). */
import { http } from 'msw'
import { playersQuerySchema, type PlayerProfile, type PlayersPage } from '@/api/contracts/players'
import {
  findPublicPlayer,
  listPlayers,
  optionalUser,
  playerProfile,
  toPlayerListItems,
} from '../domain/players'
import { apiPath, HttpError, jsonResponse } from '../lib/http'
import { readQuery } from '../lib/query'
import { route } from '../lib/route'

/** A path id: digits only, a safe positive integer; anything else names no player. */
function playerIdParam(raw: string | readonly string[] | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 ? id : null
}

export const playersHandlers = [
  http.get(
    apiPath('players'),
    route('players', ({ url, empty }) => {
      const query = readQuery(url, playersQuerySchema)
      if (empty) {
        return jsonResponse<PlayersPage>({
          items: [],
          total: 0,
          page: query.page,
          pageSize: query.pageSize,
        })
      }
      const page = listPlayers(query)
      return jsonResponse<PlayersPage>({ ...page, items: toPlayerListItems(page.items) })
    }),
  ),

  http.get(
    apiPath('players/:id'),
    route<{ id: string }>('players', ({ request, params }) => {
      const viewer = optionalUser(request)
      const id = playerIdParam(params.id)
      const player = id === null ? undefined : findPublicPlayer(id)
      if (player === undefined) throw new HttpError(404, 'player_not_found')
      return jsonResponse<PlayerProfile>(playerProfile(player, viewer))
    }),
  ),
]
