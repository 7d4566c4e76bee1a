import { describe, expect, test } from 'vitest'
import { advanceClock, now } from '@mocks/clock'
import { db } from '@mocks/db'
import { activeSubscription, grantsPremium, isPremium, premiumUserIds } from '@mocks/domain/premium'
import type { SubscriptionRecord } from '@mocks/model'
import { seedRefs } from '@mocks/seed'

const DAY = 24 * 60 * 60 * 1000

function subscription(fields: Partial<SubscriptionRecord>): SubscriptionRecord {
  return {
    id: 1,
    userId: 1,
    planId: 'monthly',
    status: 'active',
    startedAt: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    cancelledAt: null,
    ...fields,
  }
}

describe('grantsPremium', () => {
  const at = new Date('2026-03-14T18:00:00.000Z')

  test('active and cancelled subscriptions give Premium until the period ends', () => {
    expect(grantsPremium(subscription({}), at)).toBe(true)
    expect(
      grantsPremium(
        subscription({ status: 'cancelled', cancelledAt: '2026-03-02T00:00:00.000Z' }),
        at,
      ),
    ).toBe(true)
    expect(grantsPremium(subscription({}), new Date('2026-04-01T00:00:00.000Z'))).toBe(false)
  })

  test('expired ones, and ones that have not started, do not', () => {
    expect(grantsPremium(subscription({ status: 'expired' }), at)).toBe(false)
    expect(grantsPremium(subscription({}), new Date('2026-02-01T00:00:00.000Z'))).toBe(false)
  })
})

describe('over the seed', () => {
  test('maya_goals is premium until her yearly period ends', () => {
    const { maya_goals } = seedRefs().users
    const yearly = activeSubscription(maya_goals)
    expect(yearly?.planId).toBe('yearly')
    expect(isPremium(maya_goals)).toBe(true)
    advanceClock(Date.parse(yearly?.currentPeriodEnd ?? '') - now().getTime())
    expect(isPremium(maya_goals)).toBe(false)
  })

  test('premiumUserIds is everyone isPremium says yes to', () => {
    const ids = premiumUserIds()
    expect(ids.size).toBeGreaterThan(5)
    for (const user of db.users.all()) expect(ids.has(user.id)).toBe(isPremium(user.id))
  })

  test('a cancelled subscription stops at the end of its period', () => {
    const cancelled = db.subscriptions.all().find((s) => s.status === 'cancelled')
    if (cancelled === undefined) throw new Error('no cancelled subscription in the seed')
    expect(isPremium(cancelled.userId)).toBe(true)
    advanceClock(Date.parse(cancelled.currentPeriodEnd) - now().getTime() + DAY)
    expect(isPremium(cancelled.userId)).toBe(false)
  })
})
