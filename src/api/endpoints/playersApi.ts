/**
 * The public players list (docs/api/players.md, `GET /api/players`): filtered, sorted and paged on the
 * server. The players screen reads its arguments from the URL and passes them here as they are.
 */
import { baseApi } from '@/api/baseApi'
import type {
  Platform,
  PlayerSort,
  PlayersPage,
  Position,
  SortOrder,
} from '@/api/contracts/players'

/** A page of the list as the screen asks for it (it reads these from the URL). */
export interface PlayersListArgs {
  /** Trimmed; empty: no text filter. */
  q: string
  position: Position | ''
  platform: Platform | ''
  /** ISO 3166-1 alpha-2 in capitals; empty: any country. */
  country: string
  /** Only players looking for a team. */
  freeAgent: boolean
  sort: PlayerSort
  order: SortOrder
  page: number
}

/** Rows per page: the server's default, written out so that a page of the UI is a page of the API. */
export const PLAYERS_PAGE_SIZE = 20

/**
 * The filters a view sets, as query params in a stable order (an unset filter is left out): the API's
 * query string and the players screen's URL both start from them.
 */
export function playersFilterParams(view: PlayersListArgs): URLSearchParams {
  const params = new URLSearchParams()
  if (view.q) params.set('q', view.q)
  if (view.position) params.set('position', view.position)
  if (view.platform) params.set('platform', view.platform)
  if (view.country) params.set('country', view.country)
  if (view.freeAgent) params.set('freeAgent', 'true')
  return params
}

/** The query string of a view: the filters set, then the sort and the page, always. */
export function playersSearch(view: PlayersListArgs): string {
  const params = playersFilterParams(view)
  params.set('sort', view.sort)
  params.set('order', view.order)
  params.set('page', String(view.page))
  params.set('pageSize', String(PLAYERS_PAGE_SIZE))
  return params.toString()
}

export const playersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayers: build.query<PlayersPage, PlayersListArgs>({
      query: (view) => `players?${playersSearch(view)}`,
      providesTags: ['Players'],
    }),
  }),
})

export const { useGetPlayersQuery } = playersApi

/** Asks for a page of the list ahead of the render that shows it (a filter's change, a page turn). */
export const usePrefetchPlayers = () => playersApi.usePrefetch('getPlayers')
