/**
 * The session contract is written once (src/api/contracts/session.ts) with the plain checks of
 * src/api/contracts/guards.ts, which the first load uses; src/api/contracts/sessionSchemas.ts builds
 * zod/mini schemas from the same definitions for everything else. Each pair must accept exactly the
 * same values with the same result (unknown keys dropped). Inputs are JSON values (stored JSON,
 * response bodies), biased towards the shapes under test.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as guards from '@/api/contracts/session'
import * as schemas from '@/api/contracts/sessionSchemas'

const nearString = fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null))
const nearId = fc.oneof(
  fc.integer({ min: -3, max: 1_000_000 }),
  fc.double(),
  fc.constantFrom(0, -0, 1.5, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 60),
  fc.string(),
)
const extra = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), {
  maxKeys: 2,
})
/** An object with some of the given fields, some extra keys, and sometimes not an object at all. */
const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.tuple(fc.record(fields, { requiredKeys: [] }), extra) },
      { weight: 6, arbitrary: fc.tuple(fc.record(fields), extra) },
      { weight: 1, arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.constant({})) },
    )
    .map(([value, more]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ...more, ...value }
        : value,
    )

const authUser = shaped({
  id: nearId,
  username: nearString,
  email: nearString,
  avatar: nearString,
})
const fieldErrors = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string()),
  fc.dictionary(fc.string({ maxLength: 8 }), nearString),
  fc.jsonValue({ maxDepth: 1 }),
)
const cases = {
  apiErrorSchema: shaped({ error: nearString, code: nearString, fieldErrors }),
  authUserSchema: authUser,
  loginResponseSchema: shaped({ token: nearString, user: fc.oneof(fc.constant(null), authUser) }),
  verifyTokenResponseSchema: shaped({ user: authUser }),
} as const

/** JSON in and out: the guards see parsed JSON, so compare what JSON would see. */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown

describe('session guards match their zod schemas', () => {
  for (const [name, arbitrary] of Object.entries(cases) as [
    keyof typeof cases,
    fc.Arbitrary<unknown>,
  ][]) {
    it(`${name}: same verdict and same data`, () => {
      fc.assert(
        fc.property(arbitrary.map(roundTrip), (value) => {
          const expected = schemas[name].safeParse(value)
          const actual = guards[name].safeParse(value)
          expect(actual.success).toBe(expected.success)
          if (expected.success) expect(actual.data).toStrictEqual(expected.data)
        }),
        { numRuns: 2000 },
      )
    })

    it(`${name}: accepts a fair share of values (the test is not vacuous)`, () => {
      const sample = fc.sample(arbitrary.map(roundTrip), { numRuns: 500, seed: 7 })
      const accepted = sample.filter((value) => schemas[name].safeParse(value).success)
      expect(accepted.length).toBeGreaterThan(10)
    })
  }
})
