/** GVL Premium, derived from subscriptions (the user record stores no flag: it could not go stale). */
import { now } from '../clock'
import { db, type SubscriptionRecord } from '../model'

/**
 * Whether a subscription gives Premium at `at`: `active` and `cancelled` ones do until the end of
 * the period they paid for; `expired` ones never do.
 */
export function grantsPremium(subscription: SubscriptionRecord, at: Date = now()): boolean {
  const time = at.toISOString()
  return (
    subscription.status !== 'expired' &&
    subscription.startedAt <= time &&
    time < subscription.currentPeriodEnd
  )
}

/** The subscription that gives the user Premium now, if any (the one that lasts longest). */
export function activeSubscription(
  userId: number,
  at: Date = now(),
): SubscriptionRecord | undefined {
  return db.subscriptions
    .findMany((q) => q.where({ userId }))
    .filter((subscription) => grantsPremium(subscription, at))
    .sort((a, b) => b.currentPeriodEnd.localeCompare(a.currentPeriodEnd))[0]
}

export function isPremium(userId: number, at: Date = now()): boolean {
  return activeSubscription(userId, at) !== undefined
}

/** Everyone with Premium at `at`, for lists that show the badge (one pass over subscriptions). */
export function premiumUserIds(at: Date = now()): Set<number> {
  return new Set(
    db.subscriptions
      .all()
      .filter((subscription) => grantsPremium(subscription, at))
      .map((subscription) => subscription.userId),
  )
}
