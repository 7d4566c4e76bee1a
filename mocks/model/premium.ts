/** GVL Premium: the plans and who subscribes to them. */
import { z } from 'zod'
import { id, isoDate } from './common'

export const PLAN_IDS = ['monthly', 'yearly'] as const
export type PlanId = (typeof PLAN_IDS)[number]

/** Keys the client words in its language. */
export const PREMIUM_PERKS = [
  'premium_badge',
  'premium_competitions',
  'profile_customization',
  'advanced_stats',
  'priority_support',
  'early_registration',
] as const
export type PremiumPerk = (typeof PREMIUM_PERKS)[number]

export const planRecordSchema = z.object({
  id: z.enum(PLAN_IDS),
  /** In cents: 499 is $4.99. */
  priceCents: z.number().int().positive(),
  currency: z.literal('USD'),
  interval: z.enum(['month', 'year']),
  perks: z.array(z.enum(PREMIUM_PERKS)),
})
export type PlanRecord = z.infer<typeof planRecordSchema>

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * `active` renews at `currentPeriodEnd`; `cancelled` does not, but keeps Premium until then;
 * `expired` is over. Premium is derived from these (mocks/domain/premium.ts), never stored on the user.
 */
export const subscriptionRecordSchema = z.object({
  id,
  userId: id,
  planId: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedAt: isoDate,
  currentPeriodEnd: isoDate,
  cancelledAt: isoDate.nullable(),
})
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>
