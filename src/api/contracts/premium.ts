/**
 * GVL Premium: plans, the caller's subscription, the (mock) checkout and cancellation
 * (docs/api/premium.md). Shared by the client (the /gvl-premium screen and its checkout form) and the
 * mock API.
 */
import { z } from 'zod'
import { positiveId } from './common'

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

/**
 * `active`: Premium, renews at `currentPeriodEnd`. `cancelled`: will not renew, but Premium until
 * `currentPeriodEnd`. `expired`: over (a cancelled one past its period end reads `expired`).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** How often a plan is charged. */
export const PLAN_INTERVALS = ['month', 'year'] as const
export type PlanInterval = (typeof PLAN_INTERVALS)[number]

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** The mock checkout declines this card (any other valid number is charged). */
export const DECLINED_TEST_CARD = '4000000000000002'

/**
 * Field error keys of the checkout form (also the `error` text of the schema's own issues, so a
 * client can translate them; the API words them in `fieldErrors`).
 */
export const CARD_NUMBER_INVALID = 'card_number_invalid'
export const CARD_EXPIRY_INVALID = 'card_expiry_invalid'
export const CARD_EXPIRED = 'card_expired'
export const CARD_CVC_INVALID = 'card_cvc_invalid'

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  /** The plan's name, in the request's language: `GVL Premium Monthly`, `GVL Premium mensual`. */
  name: z.string(),
  /** In cents: 499 is $4.99, per interval. */
  priceCents: z.number().int().positive(),
  currency: z.literal('USD'),
  interval: z.enum(PLAN_INTERVALS),
  /** The price per month (yearly: the price / 12, rounded to the cent). */
  monthlyPriceCents: z.number().int().positive(),
  perks: z.array(z.enum(PREMIUM_PERKS)),
  /** Against paying the monthly plan for the same time (yearly only; null for monthly). */
  saving: z
    .object({
      cents: z.number().int().nonnegative(),
      /** Whole percent, rounded: 17 for 17%. */
      percent: z.number().int().nonnegative(),
    })
    .nullable(),
})
export type Plan = z.infer<typeof planSchema>

/** GET /api/premium/plans — monthly first. */
export const plansResponseSchema = z.object({ items: z.array(planSchema) })
export type PlansResponse = z.infer<typeof plansResponseSchema>

export const subscriptionSchema = z.object({
  id: positiveId,
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedAt: z.string(),
  /** Premium until this instant; an `active` subscription renews then. */
  currentPeriodEnd: z.string(),
  cancelledAt: z.string().nullable(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

/** GET /api/me/subscription, DELETE /api/me/subscription */
export const mySubscriptionResponseSchema = z.object({
  /** The running subscription, else the latest one; null when the caller never subscribed. */
  subscription: subscriptionSchema.nullable(),
  /** Whether the caller has Premium now: a subscription not expired and now < currentPeriodEnd. */
  premium: z.boolean(),
})
export type MySubscriptionResponse = z.infer<typeof mySubscriptionResponseSchema>

/** Digits only, with the Luhn check digit right (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Whether a card of expiry `MM/YY` still works at `at` (through the last day of its month, UTC). */
export function isCardExpired(expiry: string, at: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry)
  if (match === null) return true
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  // Day 1 of the month after the expiry month: the card stops working then.
  return at.getTime() >= Date.UTC(year, month, 1)
}

export const paymentMethodSchema = z.object({
  /** 12 to 19 digits, spaces or dashes allowed between them; sent as typed, never stored. */
  cardNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), {
      error: CARD_NUMBER_INVALID,
    }),
  /** `MM/YY`; the card must not have expired (the server checks that against its clock). */
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: CARD_EXPIRY_INVALID }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: CARD_CVC_INVALID }),
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** POST /api/me/subscription — a mock checkout. */
export const subscribeRequestSchema = z.object({
  // A missing plan is "required" (zod's own issue for a missing enum does not say so).
  planId: z.enum(PLAN_IDS, {
    error: (issue) => (issue.input === undefined ? 'required' : undefined),
  }),
  paymentMethod: paymentMethodSchema,
})
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>

/** What the checkout charged, to which card: the only card data that ever leaves the request. */
export const receiptSchema = z.object({
  /** 0 when a cancelled subscription is reactivated (its period is paid for). */
  amountCents: z.number().int().nonnegative(),
  currency: z.literal('USD'),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().regex(/^\d{4}$/) }),
})
export type Receipt = z.infer<typeof receiptSchema>

export const subscribeResponseSchema = mySubscriptionResponseSchema.extend({
  subscription: subscriptionSchema,
  receipt: receiptSchema,
})
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>
