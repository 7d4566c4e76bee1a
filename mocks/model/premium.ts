/** GVL Premium: the plans and who subscribes to them. */
import { z } from 'zod'
import {
  PLAN_IDS,
  PLAN_INTERVALS,
  PREMIUM_PERKS,
  SUBSCRIPTION_STATUSES,
} from '@/api/contracts/premium'
import { id, isoDate, localizedText } from './common'

export const planRecordSchema = z.object({
  id: z.enum(PLAN_IDS),
  /** `GVL Premium Monthly`, `GVL Premium Mensual`. */
  name: localizedText,
  /** In cents: 499 is $4.99. */
  priceCents: z.number().int().positive(),
  currency: z.literal('USD'),
  interval: z.enum(PLAN_INTERVALS),
  perks: z.array(z.enum(PREMIUM_PERKS)),
})
export type PlanRecord = z.infer<typeof planRecordSchema>

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
