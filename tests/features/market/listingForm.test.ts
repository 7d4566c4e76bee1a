import { expect, test } from 'vitest'
import { listingFormSchema, type ListingFormValues } from '@/features/market/ListingForm'
import { recruitmentFormSchema } from '@/features/teams/team/RecruitmentManager'

const valid: ListingFormValues = {
  positions: ['CB', 'LB'],
  platform: 'playstation',
  gamertag: '  lone_wolf ',
  region: 'canada',
  timeZone: 'america/toronto',
  evenings: ['saturday', 'tuesday'],
  message: ' Free after 8 PM ET. ',
}

/** Each field in error and its `market` key, as the form shows them. */
function issuesOf(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )
}

test("a listing the request's schema accepts is sent as the server reads it", () => {
  expect(listingFormSchema.parse(valid)).toEqual({
    positions: ['CB', 'LB'],
    platform: 'playstation',
    gamertag: 'lone_wolf',
    region: 'canada',
    timeZone: 'America/Toronto',
    evenings: ['tuesday', 'saturday'],
    message: 'Free after 8 PM ET.',
    status: 'active',
  })
})

test('each field left out or out of bounds gets the key its text is worded by', () => {
  const result = listingFormSchema.safeParse({
    positions: ['GK', 'CB', 'LB', 'ST'],
    platform: '',
    gamertag: 'ab',
    region: '',
    timeZone: 'Mars/Olympus',
    evenings: [],
    message: 'x'.repeat(281),
  })
  expect(issuesOf(result)).toEqual({
    positions: 'listing_positions_count',
    platform: 'required',
    gamertag: 'gamertag_length',
    region: 'required',
    timeZone: 'invalid',
    evenings: 'evenings_required',
    message: 'message_too_long',
  })
})

test('no position at all is the count rule too, and one field gets one error', () => {
  expect(issuesOf(listingFormSchema.safeParse({ ...valid, positions: [] }))).toEqual({
    positions: 'listing_positions_count',
  })
})

test('a club post takes one to five positions and a level', () => {
  const post = {
    positions: ['GK', 'CB', 'LB', 'RB', 'ST'],
    level: 'elite',
    evenings: ['monday'],
    message: '',
  }
  expect(recruitmentFormSchema.safeParse(post).success).toBe(true)
  expect(
    issuesOf(
      recruitmentFormSchema.safeParse({ ...post, positions: [...post.positions, 'CM'], level: '' }),
    ),
  ).toEqual({ positions: 'recruitment_positions_count', level: 'required' })
})
