/**
 * The premium area of the mock API (see docs/api/premium.md): the plans, the caller's subscription,
 * the mock checkout and cancellation.
 */
import { http } from 'msw'
import {
  subscribeRequestSchema,
  type MySubscriptionResponse,
  type PlansResponse,
  type SubscribeResponse,
} from '@/api/contracts/premium'
import {
  cancelSubscription,
  checkCardNotExpired,
  currentSubscription,
  listPlans,
  subscribe,
  subscriptionResponse,
  toPlan,
  toSubscription,
} from '../domain/subscriptions'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, HttpError, localizedResponse } from '../lib/http'
import { route } from '../lib/route'

export const premiumHandlers = [
  http.get(
    apiPath('premium/plans'),
    route('premium', ({ empty, language }) =>
      localizedResponse<PlansResponse>(
        { items: empty ? [] : listPlans().map((plan) => toPlan(plan, language)) },
        language,
      ),
    ),
  ),

  http.get(
    apiPath('me/subscription'),
    route('premium', async ({ request, language }) => {
      const user = requireUser(request)
      return localizedResponse<MySubscriptionResponse>(
        subscriptionResponse(await currentSubscription(user.id), language),
        language,
      )
    }),
  ),

  http.post(
    apiPath('me/subscription'),
    route('premium', async ({ request, language }) => {
      const user = requireUser(request)
      // The schema's card problems come back as their own field texts (CARD_* keys).
      const { planId, paymentMethod } = await readJson(request, subscribeRequestSchema)
      checkCardNotExpired(paymentMethod)
      const { record, receipt, reactivated } = await subscribe(user.id, planId, paymentMethod)
      const subscription = toSubscription(record, language)
      if (subscription === null) throw new HttpError(404, 'no_subscription')
      return localizedResponse<SubscribeResponse>(
        { subscription, premium: true, receipt },
        language,
        reactivated ? 200 : 201,
      )
    }),
  ),

  http.delete(
    apiPath('me/subscription'),
    route('premium', async ({ request, language }) => {
      const user = requireUser(request)
      const record = await cancelSubscription(user.id)
      return localizedResponse<MySubscriptionResponse>(
        subscriptionResponse(record, language),
        language,
      )
    }),
  ),
]
