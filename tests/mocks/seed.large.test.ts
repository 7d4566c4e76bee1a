/** The large seed, for performance work: the same league, a much bigger community. */
import { describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS } from '@/api/demoAccounts'
import { db, resetDb } from '@mocks/db'
import { conversation } from '@mocks/domain/messages'
import { serializeDb } from '@mocks/persistence'
import { seedRefs } from '@mocks/seed'
import { LARGE_PLAYERS } from '@mocks/seed/build'
import { LONG_CONVERSATION_LENGTH } from '@mocks/seed/conversations'
import { expectEditableProfiles } from './editable'

describe("resetDb({ size: 'large' })", () => {
  test('holds 10,000 players, the standard league, and a 2,000-message conversation', async () => {
    const standard = serializeDb().collections
    const started = performance.now()
    await resetDb({ size: 'large' })
    const built = performance.now() - started

    expect(db.users.count()).toBe(DEMO_ACCOUNTS.length + LARGE_PLAYERS)
    const large = serializeDb().collections
    // The league is drawn before the extra players: the same teams, results, news…
    for (const name of [
      'teams',
      'memberships',
      'invitations',
      'competitions',
      'registrations',
      'matches',
      'playerMatchStats',
      'news',
      'infractions',
      'subscriptions',
    ] as const) {
      expect(large[name], name).toEqual(standard[name])
    }
    expect(large.users.slice(0, standard.users.length)).toEqual(standard.users)
    const { users } = seedRefs()
    const nate = db.users.findFirst((q) => q.where({ username: 'NutmegNate' }))
    expect(conversation(users.demo, nate?.id ?? 0)).toHaveLength(LONG_CONVERSATION_LENGTH)
    // Built once per process (about 0.3 s in Node), then every reset inserts copies.
    expect(built).toBeLessThan(5000)
    const again = performance.now()
    await resetDb({ size: 'large' })
    expect(performance.now() - again).toBeLessThan(1000)
  })

  // Checking 10,000 profiles against the edit form's schema takes a few seconds on a busy two-core
  // machine (CI timed out at the default 5 s under load): its own limit.
  test(
    'gives its extra players profiles that "Edit profile" saves unchanged too',
    { timeout: 30_000 },
    async () => {
      await resetDb({ size: 'large' })
      expectEditableProfiles(db.users.all())
    },
  )

  test('is deterministic too', async () => {
    await resetDb({ size: 'large' })
    const first = serializeDb()
    await resetDb({ size: 'large' })
    expect(serializeDb()).toEqual(first)
  })
})
