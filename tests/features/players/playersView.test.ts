import { expect, test } from 'vitest'
import { playersQuerySchema } from '@/api/contracts/players'
import { playersSearch } from '@/api/endpoints/playersApi'
import {
  playersViewParams,
  readPlayersView,
  sortedBy,
  type PlayersView,
} from '@/features/players/playersView'

const read = (search: string) => readPlayersView(new URLSearchParams(search))

test('an empty URL is the plain list: by username, A to Z, page 1', () => {
  expect(read('')).toEqual({
    q: '',
    position: '',
    platform: '',
    country: '',
    freeAgent: false,
    sort: 'username',
    order: 'asc',
    page: 1,
  })
})

test('reads every filter, the sort, its default order and the page', () => {
  expect(
    read('q=%20maya%20&position=ST&platform=xbox&country=mx&freeAgent=true&sort=goals&page=3'),
  ).toEqual({
    q: 'maya',
    position: 'ST',
    platform: 'xbox',
    country: 'MX',
    freeAgent: true,
    sort: 'goals',
    order: 'desc',
    page: 3,
  })
})

test('drops what the API would refuse instead of sending it', () => {
  const view = read(
    'position=st&platform=switch&country=USA&freeAgent=yes&sort=height&order=up&page=0',
  )
  expect(view).toMatchObject({
    position: '',
    platform: '',
    country: '',
    freeAgent: false,
    sort: 'username',
    order: 'asc',
    page: 1,
  })
  expect(read('page=2.5').page).toBe(1)
  expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100)
})

/** What the list endpoint's query schema makes of one value, or undefined if it refuses it. */
function asTheApiReads(
  field: 'position' | 'platform' | 'country' | 'sort' | 'order',
  value: string,
) {
  const result = playersQuerySchema.shape[field].safeParse(value)
  return result.success ? result.data : undefined
}

// The screen reads its URL without zod: each value must come out as the API reads it.
test.each([
  ['position', ['GK', 'ST', 'st', ' ST', 'ST ', 'XX', '']],
  ['platform', ['xbox', 'pc', 'PC', 'switch', ' xbox', '']],
  ['country', ['mx', 'MX', ' us ', 'mX', 'USA', 'm1', 'm', '', '  ']],
  ['sort', ['goals', 'cleanSheets', 'cleansheets', 'height', ' goals', '']],
  ['order', ['asc', 'desc', 'DESC', 'up', '']],
] as const)('%s: each value is kept as the API reads it, or dropped', (field, values) => {
  for (const value of values) {
    const fallback = read('')[field]
    expect(read(new URLSearchParams({ [field]: value }).toString())[field], value).toBe(
      asTheApiReads(field, value) ?? fallback,
    )
  }
})

test('writes only what differs from the defaults, and round-trips', () => {
  const plain = read('')
  expect(playersViewParams(plain).toString()).toBe('')
  const view: PlayersView = { ...plain, position: 'GK', sort: 'rating', order: 'desc', page: 2 }
  expect(playersViewParams(view).toString()).toBe('position=GK&sort=rating&page=2')
  expect(read(playersViewParams(view).toString())).toEqual(view)
  expect(playersViewParams({ ...plain, sort: 'rating', order: 'asc' }).toString()).toBe(
    'sort=rating&order=asc',
  )
})

test('a header click turns the same column around and starts another at its default order', () => {
  const plain = read('')
  expect(sortedBy(plain, 'username')).toEqual({ sort: 'username', order: 'desc' })
  expect(sortedBy(plain, 'assists')).toEqual({ sort: 'assists', order: 'desc' })
  expect(sortedBy(plain, 'country')).toEqual({ sort: 'country', order: 'asc' })
  expect(sortedBy({ ...plain, sort: 'goals', order: 'desc' }, 'goals')).toEqual({
    sort: 'goals',
    order: 'asc',
  })
})

test('the API request always names the sort, the order and the page size', () => {
  expect(playersSearch(read('freeAgent=true&country=br'))).toBe(
    'country=BR&freeAgent=true&sort=username&order=asc&page=1&pageSize=20',
  )
})
