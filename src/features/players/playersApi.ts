/**
 * The public players list (docs/api/players.md, `GET /api/players`): filtered, sorted and paged on the
 * server. The screen reads its arguments from the URL (playersView.ts) and passes them here as they are.
 */
import { baseApi } from '@/api/baseApi'
import type { PlayersPage } from '@/api/contracts/players'
import type { PlayersView } from './playersView'

/** Rows per page: the server's default, written out so that a page of the UI is a page of the API. */
export const PLAYERS_PAGE_SIZE = 20

/** The query string of a view: only what differs from the server's defaults, in a stable order. */
export function playersSearch(view: PlayersView): string {
  const params = new URLSearchParams()
  if (view.q) params.set('q', view.q)
  if (view.position) params.set('position', view.position)
  if (view.platform) params.set('platform', view.platform)
  if (view.country) params.set('country', view.country)
  if (view.freeAgent) params.set('freeAgent', 'true')
  params.set('sort', view.sort)
  params.set('order', view.order)
  params.set('page', String(view.page))
  params.set('pageSize', String(PLAYERS_PAGE_SIZE))
  return params.toString()
}

export const playersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayers: build.query<PlayersPage, PlayersView>({
      query: (view) => `players?${playersSearch(view)}`,
      providesTags: ['Players'],
    }),
  }),
})

export const { useGetPlayersQuery } = playersApi
