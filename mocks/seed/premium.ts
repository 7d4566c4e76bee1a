/**
 * GVL Premium: the two plans, maya_goals's yearly subscription, Premium for every manager who
 * registered into a premium-only competition, and a realistic spread of other subscribers (active,
 * cancelled but paid up, expired).
 */
import { PREMIUM_PERKS, type PlanId, type SubscriptionStatus } from '@/api/contracts/premium'
import type { PlanRecord, SubscriptionRecord, UserRecord } from '../model'
import { addMonths } from '../lib/calendar'
import { chance, DAY, faker, HOUR, int, type Ids, type SeedClock } from './context'

/** Both plans bill in US dollars and give every perk: they differ in how often and how much. */
const plan = (
  id: PlanId,
  name: PlanRecord['name'],
  priceCents: number,
  interval: PlanRecord['interval'],
): PlanRecord => ({ id, name, priceCents, currency: 'USD', interval, perks: [...PREMIUM_PERKS] })

export const PLANS: readonly PlanRecord[] = [
  plan('monthly', { en: 'GVL Premium Monthly', es: 'GVL Premium Mensual' }, 499, 'month'),
  plan('yearly', { en: 'GVL Premium Yearly', es: 'GVL Premium Anual' }, 4999, 'year'),
]

interface Draft {
  userId: number
  planId: PlanId
  status: SubscriptionStatus
  startedMs: number
  periodEndMs: number
  cancelledMs: number | null
}

/** The end of the billing period that contains `atMs` (or the first one, if it starts later). */
function periodEnd(planId: PlanId, startedMs: number, atMs: number): number {
  const months = planId === 'yearly' ? 12 : 1
  let end = addMonths(startedMs, months)
  for (let n = 2; end <= atMs; n++) end = addMonths(startedMs, months * n)
  return end
}

export function buildSubscriptions(
  clock: SeedClock,
  ids: Ids,
  users: readonly UserRecord[],
  premiumRegistrants: readonly { userId: number; atMs: number }[],
): SubscriptionRecord[] {
  const drafts: Draft[] = []
  const subscribed = new Set<number>()
  const active = (userId: number, planId: PlanId, startedMs: number) => {
    subscribed.add(userId)
    drafts.push({
      userId,
      planId,
      status: 'active',
      startedMs,
      periodEndMs: periodEnd(planId, startedMs, clock.nowMs),
      cancelledMs: null,
    })
  }

  const maya = users.find((u) => u.username === 'maya_goals')
  if (maya !== undefined) active(maya.id, 'yearly', clock.nowMs - 200 * DAY - 3 * HOUR)
  // rivera_fc let his lapse last winter: the premium page shows him the plans again.
  const rivera = users.find((u) => u.username === 'rivera_fc')
  if (rivera !== undefined) {
    const startedMs = clock.nowMs - 130 * DAY
    subscribed.add(rivera.id)
    drafts.push({
      userId: rivera.id,
      planId: 'monthly',
      status: 'expired',
      startedMs,
      periodEndMs: addMonths(startedMs, 3),
      cancelledMs: addMonths(startedMs, 3) - 6 * DAY,
    })
  }
  const createdOf = new Map(users.map((u) => [u.id, Date.parse(u.createdAt)]))
  for (const { userId, atMs } of premiumRegistrants) {
    if (subscribed.has(userId)) continue
    // Subscribed before registering (the registration checks it), after signing up.
    const earliest = (createdOf.get(userId) ?? atMs - DAY) + HOUR
    active(
      userId,
      chance(0.5) ? 'yearly' : 'monthly',
      Math.max(earliest, atMs - int(10, 300) * DAY),
    )
  }

  const demoNames = new Set(['demo', 'lone_wolf'])
  const candidates = users.filter(
    (u) =>
      u.status === 'active' &&
      u.role === 'player' &&
      !subscribed.has(u.id) &&
      !demoNames.has(u.username),
  )
  for (const user of faker.helpers.arrayElements(candidates, Math.min(28, candidates.length))) {
    const planId: PlanId = chance(0.35) ? 'yearly' : 'monthly'
    const createdMs = Date.parse(user.createdAt)
    const startedMs = Math.min(
      clock.nowMs - DAY,
      createdMs + int(1, Math.max(1, Math.floor((clock.nowMs - createdMs) / DAY) - 1)) * DAY,
    )
    const roll = faker.number.float({ min: 0, max: 1 })
    if (roll < 0.6) {
      active(user.id, planId, startedMs)
    } else if (roll < 0.8) {
      // Cancelled: keeps Premium to the end of the period it paid for.
      const end = periodEnd(planId, startedMs, clock.nowMs)
      drafts.push({
        userId: user.id,
        planId,
        status: 'cancelled',
        startedMs,
        periodEndMs: end,
        cancelledMs: Math.max(startedMs + HOUR, clock.nowMs - int(1, 20) * DAY),
      })
    } else {
      const end = addMonths(startedMs, planId === 'yearly' ? 12 : int(1, 4))
      if (end >= clock.nowMs) continue
      drafts.push({
        userId: user.id,
        planId,
        status: 'expired',
        startedMs,
        periodEndMs: end,
        cancelledMs: end - int(2, 20) * DAY,
      })
    }
  }

  drafts.sort((a, b) => a.startedMs - b.startedMs)
  return drafts.map((draft) => ({
    id: ids.next('subscriptions'),
    userId: draft.userId,
    planId: draft.planId,
    status: draft.status,
    startedAt: clock.iso(draft.startedMs),
    currentPeriodEnd: clock.iso(draft.periodEndMs),
    cancelledAt:
      draft.cancelledMs === null ? null : clock.iso(Math.max(draft.startedMs, draft.cancelledMs)),
  }))
}
