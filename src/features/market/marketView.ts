/**
 * The market's view lives in the URL (`/market?view=clubs&position=&platform=&region=&level=&evening=&page=`)
 * so that a link reproduces it and Back walks through it. Two lists: free agents (the default) and
 * recruiting clubs, each with its own filters; a filter both have (position, platform, evening) is
 * kept when switching lists. Reading is forgiving: a value the API would refuse is dropped. Writing
 * leaves out what equals the default, so the plain market is plain `/market`.
 */
import {
  PLATFORMS,
  POSITIONS,
  RECRUITMENT_LEVELS,
  REGIONS,
  type Platform,
  type Position,
  type RecruitmentLevel,
  type Region,
} from '@/api/contracts/league'
import type { MarketClubsQueryInput, MarketPlayersQueryInput } from '@/api/contracts/market'
import { isOneOf } from '@/api/contracts/oneOf'
import { WEEKDAYS, type Weekday } from '@/api/contracts/time'
import { MARKET_PAGE_SIZE } from '@/api/endpoints/marketApi'

export const MARKET_LISTS = ['players', 'clubs'] as const
export type MarketList = (typeof MARKET_LISTS)[number]

/** Every filter of either list; '' filters nothing. */
export interface MarketFilters {
  position: Position | ''
  platform: Platform | ''
  region: Region | ''
  level: RecruitmentLevel | ''
  evening: Weekday | ''
}

export type MarketFilterName = keyof MarketFilters

/** Each list's filters, in the order of its bar. */
export const LIST_FILTERS: Record<MarketList, readonly MarketFilterName[]> = {
  players: ['position', 'platform', 'region', 'evening'],
  clubs: ['position', 'platform', 'level', 'evening'],
}

export interface MarketView extends MarketFilters {
  list: MarketList
  page: number
}

export const NO_FILTERS: MarketFilters = {
  position: '',
  platform: '',
  region: '',
  level: '',
  evening: '',
}

const CHOICES: { [K in MarketFilterName]: readonly MarketFilters[K][] } = {
  position: POSITIONS,
  platform: PLATFORMS,
  region: REGIONS,
  level: RECRUITMENT_LEVELS,
  evening: WEEKDAYS,
}

/** A filter's value from the URL, if the list has that filter and the value is one of its choices. */
function choice<K extends MarketFilterName>(
  list: MarketList,
  name: K,
  value: string | null,
): MarketFilters[K] | '' {
  if (value === null || !LIST_FILTERS[list].includes(name)) return ''
  return isOneOf(CHOICES[name], value) ? (value as MarketFilters[K]) : ''
}

export function readMarketView(params: URLSearchParams): MarketView {
  const list: MarketList = params.get('view') === 'clubs' ? 'clubs' : 'players'
  const page = Number(params.get('page') ?? '1')
  return {
    list,
    position: choice(list, 'position', params.get('position')),
    platform: choice(list, 'platform', params.get('platform')),
    region: choice(list, 'region', params.get('region')),
    level: choice(list, 'level', params.get('level')),
    evening: choice(list, 'evening', params.get('evening')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The filters the view's list has that are set. */
export function hasFilters(view: MarketView): boolean {
  return LIST_FILTERS[view.list].some((name) => view[name] !== '')
}

/** The URL's search params for a view: the list when not the default, its set filters, the page. */
export function marketViewParams(view: MarketView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.list !== 'players') params.set('view', view.list)
  for (const name of LIST_FILTERS[view.list]) {
    if (view[name] !== '') params.set(name, view[name])
  }
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** The same view on the other list: the filters both lists have stay, the page starts again. */
export function switchedTo(view: MarketView, list: MarketList): MarketView {
  return readMarketView(marketViewParams({ ...view, list, page: 1 }))
}

/**
 * What the view's list asks the API for: its set filters, in the order of its bar, and the page. A
 * filter the list does not have is never set on its view (readMarketView drops it), so one query
 * serves both lists.
 */
export function listQuery(view: MarketView): MarketPlayersQueryInput & MarketClubsQueryInput {
  return {
    position: view.position || undefined,
    platform: view.platform || undefined,
    region: view.region || undefined,
    level: view.level || undefined,
    evening: view.evening || undefined,
    page: view.page,
    pageSize: MARKET_PAGE_SIZE,
  }
}
