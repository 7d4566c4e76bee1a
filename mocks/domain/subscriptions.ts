/**
 * GVL Premium as the API serves it: plans with their saving, the caller's subscription (periods that
 * ended applied on read), the mock checkout and cancellation. Who has Premium is decided by
 * mocks/domain/premium.ts (the model's rule), which this module keeps to.
 */
import {
  CARD_EXPIRED,
  DECLINED_TEST_CARD,
  PLAN_IDS,
  isCardExpired,
  type CardBrand,
  type MySubscriptionResponse,
  type PaymentMethod,
  type Plan,
  type PlanId,
  type Receipt,
  type Subscription,
} from '@/api/contracts/premium'
import { now } from '../clock'
import { addMonths } from '../lib/calendar'
import { HttpError } from '../lib/http'
import { localize, type Language } from '../lib/language'
import { db, nextId, type PlanRecord, type SubscriptionRecord } from '../model'
import { activeSubscription, grantsPremium } from './premium'

function findPlan(planId: PlanId): PlanRecord | undefined {
  return db.plans.findFirst((q) => q.where({ id: planId }))
}

/** The plans, monthly first. */
export function listPlans(): PlanRecord[] {
  return db.plans.all().sort((a, b) => PLAN_IDS.indexOf(a.id) - PLAN_IDS.indexOf(b.id))
}

/** A plan as the API shows it, its name in `language`. */
export function toPlan(record: PlanRecord, language: Language): Plan {
  const months = record.interval === 'year' ? 12 : 1
  const monthly = findPlan('monthly')
  const fullPrice = monthly === undefined ? undefined : monthly.priceCents * months
  const saving =
    record.interval === 'year' && fullPrice !== undefined && fullPrice > record.priceCents
      ? {
          cents: fullPrice - record.priceCents,
          percent: Math.round(((fullPrice - record.priceCents) / fullPrice) * 100),
        }
      : null
  return {
    id: record.id,
    name: localize(record.name, language),
    priceCents: record.priceCents,
    currency: record.currency,
    interval: record.interval,
    monthlyPriceCents: Math.round(record.priceCents / months),
    perks: [...record.perks],
    saving,
  }
}

/**
 * Subscriptions whose paid period has ended become `expired` (applied on read). The mock bills no
 * renewals (it keeps no card), so an `active` one expires at its period end too; a real backend
 * would charge the card on file and move `currentPeriodEnd` on instead.
 */
export async function settleSubscriptions(userId: number): Promise<void> {
  const time = now().toISOString()
  await db.subscriptions.updateMany(
    (q) =>
      q.where((s) => s.userId === userId && s.status !== 'expired' && s.currentPeriodEnd <= time),
    {
      data(subscription) {
        subscription.status = 'expired'
      },
    },
  )
}

/** The running subscription, else the latest one, else undefined. */
export async function currentSubscription(userId: number): Promise<SubscriptionRecord | undefined> {
  await settleSubscriptions(userId)
  return (
    activeSubscription(userId) ??
    db.subscriptions
      .findMany((q) => q.where({ userId }))
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id)[0]
  )
}

export function toSubscription(
  record: SubscriptionRecord,
  language: Language,
): Subscription | null {
  const plan = findPlan(record.planId)
  if (plan === undefined) return null
  return {
    id: record.id,
    plan: toPlan(plan, language),
    status: record.status,
    startedAt: record.startedAt,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelledAt: record.cancelledAt,
  }
}

export function subscriptionResponse(
  record: SubscriptionRecord | undefined,
  language: Language,
): MySubscriptionResponse {
  return {
    subscription: record === undefined ? null : toSubscription(record, language),
    premium: record !== undefined && grantsPremium(record),
  }
}

/** The brand by the card number's prefix (IIN ranges), as a checkout shows it. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard'
  const three = Number(digits.slice(0, 3))
  if (/^6011/.test(digits) || /^65/.test(digits) || (three >= 644 && three <= 649)) {
    return 'discover'
  }
  return 'other'
}

/** The card's expiry against the server's clock (the schema checked its format). */
export function checkCardNotExpired(paymentMethod: PaymentMethod): void {
  if (isCardExpired(paymentMethod.expiry, now())) {
    throw new HttpError(422, 'validation_failed', {
      'paymentMethod.expiry': { key: CARD_EXPIRED },
    })
  }
}

export interface SubscribeOutcome {
  record: SubscriptionRecord
  receipt: Receipt
  /** A cancelled subscription still in its period was reactivated (nothing new was created). */
  reactivated: boolean
}

/**
 * The mock checkout. Nothing of the card is kept: its brand and last four digits go into the
 * receipt of this answer only.
 *
 * - Premium and renewing: 409 `already_subscribed`.
 * - The declined test card: 402 `payment_declined`.
 * - Cancelled but still in its period: reactivated, with the plan asked for from the next renewal;
 *   the period is paid for, so nothing is charged now.
 * - Otherwise: a new subscription from now, charged the plan's price.
 */
export async function subscribe(
  userId: number,
  planId: PlanId,
  paymentMethod: PaymentMethod,
): Promise<SubscribeOutcome> {
  await settleSubscriptions(userId)
  const running = activeSubscription(userId)
  if (running?.status === 'active') throw new HttpError(409, 'already_subscribed')
  const plan = findPlan(planId)
  if (plan === undefined) {
    throw new HttpError(422, 'validation_failed', { planId: { key: 'invalid' } })
  }
  const digits = paymentMethod.cardNumber // digits only (the schema removed spaces and dashes)
  if (digits === DECLINED_TEST_CARD) throw new HttpError(402, 'payment_declined')
  const card = { brand: cardBrand(digits), last4: digits.slice(-4) }

  if (running !== undefined) {
    const record = await db.subscriptions.update((q) => q.where({ id: running.id }), {
      data(subscription) {
        subscription.status = 'active'
        subscription.cancelledAt = null
        subscription.planId = planId
      },
    })
    if (record !== undefined) {
      return { record, reactivated: true, receipt: { amountCents: 0, currency: 'USD', card } }
    }
  }

  const startedAt = now()
  const record = await db.subscriptions.create({
    id: nextId('subscriptions'),
    userId,
    planId,
    status: 'active',
    startedAt: startedAt.toISOString(),
    currentPeriodEnd: new Date(
      addMonths(startedAt.getTime(), plan.interval === 'year' ? 12 : 1),
    ).toISOString(),
    cancelledAt: null,
  })
  return {
    record,
    reactivated: false,
    receipt: { amountCents: plan.priceCents, currency: plan.currency, card },
  }
}

/**
 * Cancels the running subscription: it stops renewing and keeps Premium until `currentPeriodEnd`.
 * 404 `no_subscription` without one; 409 `already_cancelled` when it is cancelled already.
 */
export async function cancelSubscription(userId: number): Promise<SubscriptionRecord> {
  await settleSubscriptions(userId)
  const running = activeSubscription(userId)
  if (running === undefined) throw new HttpError(404, 'no_subscription')
  if (running.status === 'cancelled') throw new HttpError(409, 'already_cancelled')
  const record = await db.subscriptions.update((q) => q.where({ id: running.id }), {
    data(subscription) {
      subscription.status = 'cancelled'
      subscription.cancelledAt = now().toISOString()
    },
  })
  if (record === undefined) throw new HttpError(404, 'no_subscription')
  return record
}
