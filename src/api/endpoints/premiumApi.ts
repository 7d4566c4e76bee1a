/**
 * GVL Premium (docs/api/premium.md): the plans, the caller's subscription, the mock checkout and
 * cancellation. The answer to subscribing or cancelling is shown at once; both also refetch the
 * subscription and the caller's own data (a premium badge shows on it).
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type {
  MySubscriptionResponse,
  PlansResponse,
  SubscribeRequest,
  SubscribeResponse,
} from '@/api/contracts/premium'

/** Premium shows on the subscription and on the caller's own data (their badge). */
const CHANGED_BY_SUBSCRIBING = ['Subscription', 'Me'] as const

export const premiumApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlansResponse, void>({
      query: () => 'premium/plans',
      // Nothing changes the plans but a language switch (their names).
      providesTags: ['Plans'],
    }),
    getMySubscription: build.query<MySubscriptionResponse, void>({
      query: () => 'me/subscription',
      providesTags: ['Subscription'],
    }),
    subscribe: build.mutation<SubscribeResponse, SubscribeRequest>({
      query: (body) => ({ url: 'me/subscription', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }))
        if (data)
          dispatch(showSubscription({ subscription: data.subscription, premium: data.premium }))
      },
      // A declined card or an invalid form changed nothing on the server.
      invalidatesTags: whenSucceeded(CHANGED_BY_SUBSCRIBING),
    }),
    cancelSubscription: build.mutation<MySubscriptionResponse, void>({
      query: () => ({ url: 'me/subscription', method: 'DELETE' }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }))
        if (data) dispatch(showSubscription(data))
      },
      invalidatesTags: whenSucceeded(CHANGED_BY_SUBSCRIBING),
    }),
  }),
})

/** The answer of a subscribe or cancel is the new subscription: show it before the refetch lands. */
function showSubscription(data: MySubscriptionResponse) {
  return premiumApi.util.upsertQueryData('getMySubscription', undefined, data)
}

export const {
  useGetPlansQuery,
  useGetMySubscriptionQuery,
  useSubscribeMutation,
  useCancelSubscriptionMutation,
} = premiumApi
