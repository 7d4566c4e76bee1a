/**
 * The signed-in player's disciplinary record and appeals (docs/api/infractions.md). An appeal puts
 * the answered infraction into the cached list at once, and refetches whatever else shows
 * infractions (the dashboard's active strikes).
 */
import { baseApi } from '@/api/baseApi'
import type {
  AppealInfractionRequest,
  AppealInfractionResponse,
  MyInfractionsResponse,
} from '@/api/contracts/infractions'

/** The appeal's body, and the infraction it answers (in the path). */
export interface AppealArgs extends AppealInfractionRequest {
  id: number
}

export const infractionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyInfractions: build.query<MyInfractionsResponse, void>({
      query: () => 'me/infractions',
      providesTags: ['Infractions'],
    }),
    appealInfraction: build.mutation<AppealInfractionResponse, AppealArgs>({
      query: ({ id, ...body }) => ({
        url: `me/infractions/${id}/appeal`,
        method: 'POST',
        body,
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          dispatch(
            infractionsApi.util.updateQueryData('getMyInfractions', undefined, (draft) => {
              const index = draft.items.findIndex((item) => item.id === data.infraction.id)
              if (index >= 0) draft.items[index] = data.infraction
            }),
          )
        } catch {
          // A refused appeal changed nothing; the form shows why.
        }
      },
      // A 409 means the record moved on (appealed elsewhere, expired): refetch to show it.
      invalidatesTags: (_result, error) => (!error || error.status === 409 ? ['Infractions'] : []),
    }),
  }),
})

export const { useGetMyInfractionsQuery, useAppealInfractionMutation } = infractionsApi
