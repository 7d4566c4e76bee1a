/**
 * Properties of the market: any combination of filters answers exactly the active listings (or
 * posts) that match every filter, in the one order; and PUT /api/me/listing accepts exactly what the
 * shared request schema accepts and shows it back as the schema normalised it.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { PLATFORMS, POSITIONS } from '@/api/contracts/league'
import {
  playerListingRequestSchema,
  RECRUITMENT_LEVELS,
  REGIONS,
  type MarketClubsPage,
  type MarketPlayersPage,
} from '@/api/contracts/market'
import { WEEKDAYS } from '@/api/contracts/time'
import { db } from '@mocks/db'
import { unreadableText } from '@mocks/lib/body'
import { anyJson, anyText, answer, check, fresh } from './support'

const evenings = fc.subarray([...WEEKDAYS], { minLength: 1, maxLength: 3 })

/** Filters as a client sends them: each left out or one of its values. */
const playerFilters = fc.record(
  {
    position: fc.constantFrom(...POSITIONS),
    platform: fc.constantFrom(...PLATFORMS),
    region: fc.constantFrom(...REGIONS),
    evening: evenings.map((days) => days.join(',')),
  },
  { requiredKeys: [] },
)

const clubFilters = fc.record(
  {
    position: fc.constantFrom(...POSITIONS),
    platform: fc.constantFrom(...PLATFORMS),
    level: fc.constantFrom(...RECRUITMENT_LEVELS),
    evening: evenings.map((days) => days.join(',')),
  },
  { requiredKeys: [] },
)

const newestFirst = (a: { updatedAt: string; id: number }, b: { updatedAt: string; id: number }) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id

function playsEvery(offered: readonly string[], evening: string | undefined): boolean {
  return (evening?.split(',') ?? []).every((day) => offered.includes(day))
}

describe('filters: exactly the active items that match every filter, newest first', () => {
  test('GET /api/market/players', async () => {
    await fresh()
    await check(
      fc.asyncProperty(playerFilters, async (filters) => {
        const query = new URLSearchParams({ ...filters, pageSize: '100' })
        const { status, body } = await answer(`market/players?${query.toString()}`)
        expect(status).toBe(200)
        const expected = db.playerListings
          .all()
          .filter(
            (listing) =>
              listing.status === 'active' &&
              (filters.position === undefined || listing.positions.includes(filters.position)) &&
              (filters.platform === undefined || listing.platform === filters.platform) &&
              (filters.region === undefined || listing.region === filters.region) &&
              playsEvery(listing.evenings, filters.evening),
          )
          .sort(newestFirst)
        const page = body as MarketPlayersPage
        expect(page.total, query.toString()).toBe(expected.length)
        expect(page.items.map((item) => item.id)).toEqual(expected.map((listing) => listing.id))
      }),
    )
  }, 60_000)

  test('GET /api/market/clubs', async () => {
    await fresh()
    await check(
      fc.asyncProperty(clubFilters, async (filters) => {
        const query = new URLSearchParams({ ...filters, pageSize: '100' })
        const { status, body } = await answer(`market/clubs?${query.toString()}`)
        expect(status).toBe(200)
        const teams = new Map(db.teams.all().map((team) => [team.id, team]))
        const expected = db.recruitmentPosts
          .all()
          .filter(
            (post) =>
              post.status === 'active' &&
              (filters.position === undefined || post.positions.includes(filters.position)) &&
              (filters.platform === undefined ||
                teams.get(post.teamId)?.platform === filters.platform) &&
              (filters.level === undefined || post.level === filters.level) &&
              playsEvery(post.evenings, filters.evening),
          )
          .sort(newestFirst)
        const page = body as MarketClubsPage
        expect(page.total, query.toString()).toBe(expected.length)
        expect(page.items.map((item) => item.id)).toEqual(expected.map((post) => post.id))
        for (const item of page.items) expect(item.rosterSize).toBeGreaterThan(0)
      }),
    )
  }, 60_000)
})

const validListing = {
  positions: ['CB', 'LB'],
  platform: 'playstation',
  gamertag: 'lone_wolf',
  region: 'canada',
  timeZone: 'America/Toronto',
  evenings: ['tuesday', 'thursday'],
  message: 'Free after 8 PM ET.',
}

describe('PUT /api/me/listing round trip: accepted exactly when the schema accepts, shown as it normalised', () => {
  test('any one field replaced by what a client might send', async () => {
    const { lone_wolf: wolf } = await fresh('lone_wolf')
    const options = { token: wolf.token, self: wolf.id }
    await check(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(validListing)),
        fc.oneof(
          anyText,
          anyJson,
          fc.subarray([...POSITIONS], { maxLength: 5 }),
          fc.array(fc.constantFrom(...WEEKDAYS), { maxLength: 9 }),
          fc.constantFrom('europe', 'xbox', 'europe/madrid', 'Etc/GMT+5', ' America/Chicago '),
        ),
        async (field, value) => {
          const body = { ...validListing, [field]: value }
          const saved = await answer('me/listing', { ...options, method: 'PUT', body })
          const parsed = playerListingRequestSchema.safeParse(body)
          const readable = Object.keys(unreadableText(body)).length === 0
          expect(saved.status === 200, JSON.stringify(body)).toBe(parsed.success && readable)
          if (saved.status !== 200) {
            expect(saved.status).toBe(422)
            return
          }
          const mine = await answer('me/listing', options)
          const { listing } = mine.body as { listing: Record<string, unknown> }
          expect(listing).toMatchObject(parsed.data ?? {})
        },
      ),
    )
  }, 60_000)
})
