import { expect, test } from 'vitest'
import { marketSearch } from '@/api/endpoints/marketApi'
import {
  hasFilters,
  listQuery,
  marketViewParams,
  readMarketView,
  switchedTo,
} from '@/features/market/marketView'

const read = (search: string) => readMarketView(new URLSearchParams(search))

test('an empty URL is the free agents, unfiltered, page 1', () => {
  expect(read('')).toEqual({
    list: 'players',
    position: '',
    platform: '',
    region: '',
    level: '',
    evening: '',
    page: 1,
  })
})

test("reads each list's own filters and the page, and leaves the other list's out", () => {
  expect(
    read('position=CB&platform=xbox&region=canada&level=elite&evening=tuesday&page=2'),
  ).toEqual({
    list: 'players',
    position: 'CB',
    platform: 'xbox',
    region: 'canada',
    level: '',
    evening: 'tuesday',
    page: 2,
  })
  expect(read('view=clubs&region=canada&level=elite')).toMatchObject({
    list: 'clubs',
    region: '',
    level: 'elite',
  })
})

test('drops what the API would refuse instead of sending it', () => {
  expect(
    read('view=teams&position=cb&platform=switch&region=asia&evening=tuesday,thursday&page=0'),
  ).toEqual(read(''))
  expect(read('page=2.5').page).toBe(1)
})

test('writes only what differs from the defaults, and round-trips', () => {
  expect(marketViewParams(read('')).toString()).toBe('')
  const view = { ...read('view=clubs'), level: 'casual', evening: 'friday', page: 3 } as const
  const search = marketViewParams(view).toString()
  expect(search).toBe('view=clubs&level=casual&evening=friday&page=3')
  expect(read(search)).toEqual(view)
})

test('switching lists keeps the filters both have and starts at page 1', () => {
  const players = read('position=ST&region=us_east&evening=monday&page=4')
  expect(switchedTo(players, 'clubs')).toEqual({
    ...read('view=clubs'),
    position: 'ST',
    evening: 'monday',
  })
})

test('"filtered" counts only the filters of the list on screen', () => {
  expect(hasFilters(read('page=2'))).toBe(false)
  expect(hasFilters(read('region=europe'))).toBe(true)
  expect(hasFilters(read('view=clubs&level=elite'))).toBe(true)
})

test('each list asks the API for its filters only, unset ones left out of the query', () => {
  const view = read('position=CB&evening=saturday&page=2')
  expect(marketSearch(listQuery(view))).toBe('position=CB&evening=saturday&page=2&pageSize=20')
  expect(marketSearch(listQuery(read('view=clubs&level=elite&region=europe')))).toBe(
    'level=elite&page=1&pageSize=20',
  )
  expect(marketSearch(listQuery(read('level=elite&region=europe')))).toBe(
    'region=europe&page=1&pageSize=20',
  )
})
