/**
 * The players view lives in the URL (`?q=&position=&platform=&country=&freeAgent=&sort=&order=&page=`)
 * so that a link reproduces it and the back button walks through it. Reading is forgiving: a value
 * the API would refuse (a typo in a shared link) is dropped rather than shown as an error. Writing
 * leaves out what equals the default, so the plain list is plain `/players`.
 */
import { oneOfOr } from '@/api/contracts/oneOf'
import {
  COUNTRY_FILTER,
  DEFAULT_PLAYER_ORDER,
  PLATFORMS,
  PLAYER_QUERY_MAX_LENGTH,
  PLAYER_SORTS,
  POSITIONS,
  SORT_ORDERS,
  type Platform,
  type PlayerSort,
  type Position,
} from '@/api/contracts/league'
import { playersFilterParams, type PlayersListArgs } from '@/api/endpoints/playersApi'

/** The view is exactly what the list endpoint is asked for. */
export type PlayersView = PlayersListArgs

/** The filters a person sets (sort and page are not filters: "Clear filters" keeps the sort). */
export type PlayersFilters = Pick<
  PlayersView,
  'q' | 'position' | 'platform' | 'country' | 'freeAgent'
>

export const NO_FILTERS: PlayersFilters = {
  q: '',
  position: '',
  platform: '',
  country: '',
  freeAgent: false,
}

const DEFAULT_SORT: PlayerSort = 'username'

/** A country filter as the API reads it: trimmed, two letters, in capitals. */
function countryOf(value: string | null): string | undefined {
  const code = value?.trim()
  return code !== undefined && COUNTRY_FILTER.test(code) ? code.toUpperCase() : undefined
}

/**
 * The view a URL holds, each value as the list endpoint's query schema reads it (`playersQuerySchema`
 * in src/api/contracts/players.ts; tests/features/players/playersView.test.ts holds the two
 * together), without loading zod for the screen.
 */
export function readPlayersView(params: URLSearchParams): PlayersView {
  const sort = oneOfOr(PLAYER_SORTS, params.get('sort'), DEFAULT_SORT)
  const page = Number(params.get('page') ?? '1')
  return {
    q: (params.get('q') ?? '').trim().slice(0, PLAYER_QUERY_MAX_LENGTH),
    position: oneOfOr<Position | ''>(POSITIONS, params.get('position'), ''),
    platform: oneOfOr<Platform | ''>(PLATFORMS, params.get('platform'), ''),
    country: countryOf(params.get('country')) ?? '',
    freeAgent: params.get('freeAgent') === 'true',
    sort,
    order: oneOfOr(SORT_ORDERS, params.get('order'), DEFAULT_PLAYER_ORDER[sort]),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

export function hasFilters(filters: PlayersFilters): boolean {
  return Boolean(
    filters.q || filters.position || filters.platform || filters.country || filters.freeAgent,
  )
}

/** The URL's search params for a view: its filters, then sort, order and page where not the default. */
export function playersViewParams(view: PlayersView): URLSearchParams {
  const params = playersFilterParams(view)
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort)
  if (view.order !== DEFAULT_PLAYER_ORDER[view.sort]) params.set('order', view.order)
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** A click on a column header: the same column turns its order around, another starts at its default. */
export function sortedBy(view: PlayersView, sort: PlayerSort): Pick<PlayersView, 'sort' | 'order'> {
  if (view.sort === sort) return { sort, order: view.order === 'asc' ? 'desc' : 'asc' }
  return { sort, order: DEFAULT_PLAYER_ORDER[sort] }
}
