/**
 * The seed's generator carries only faker's first names (mocks/fixtures/firstNames.ts), not its
 * English locale: the copy must be faker's own lists, or the seed's players would change names.
 */
import { en, Faker } from '@faker-js/faker'
import { describe, expect, test } from 'vitest'
import { FIRST_NAMES } from '@mocks/fixtures/firstNames'
import { SEED_LOCALE } from '@mocks/seed/context'

describe('the seed’s first names', () => {
  test('are faker’s English first names, list by list', () => {
    expect(FIRST_NAMES).toEqual(en.person?.first_name)
  })

  test('draw as faker’s English locale draws them', () => {
    const ours = new Faker({ locale: [SEED_LOCALE], seed: 7 })
    const english = new Faker({ locale: [en], seed: 7 })
    const draw = (faker: Faker) =>
      Array.from({ length: 200 }, () => [faker.person.firstName(), faker.number.int(99)])
    expect(draw(ours)).toEqual(draw(english))
  })
})
