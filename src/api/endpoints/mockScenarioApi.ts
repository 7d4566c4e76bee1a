/**
 * The mock API's scenario (mock-only endpoints, not part of the contract; see docs/api.md): how slow
 * it answers, which areas fail and which answer empty. Changing it drops every cached answer, so each
 * open screen refetches under the new scenario.
 */
// zod/mini: the settings dialog ships in the first load (src/api/contracts/session.ts says why).
import * as z from 'zod/mini'
import { baseApi } from '@/api/baseApi'

export const SLOW_LATENCY_MS = 2000

export const mockScenarioSchema = z.object({
  latency: z.union([z.int().check(z.minimum(0)), z.literal('realistic')]),
  failing: z.array(z.string()),
  empty: z.array(z.string()),
  areas: z.array(z.string()),
})
export type MockScenario = z.infer<typeof mockScenarioSchema>
export type MockScenarioPatch = Partial<Omit<MockScenario, 'areas'>>

const mockScenarioApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMockScenario: build.query<MockScenario, void>({
      query: () => '__mock/scenario',
      transformResponse: (body: unknown) => mockScenarioSchema.parse(body),
    }),
    updateMockScenario: build.mutation<MockScenario, MockScenarioPatch>({
      query: (patch) => ({ url: '__mock/scenario', method: 'PUT', body: patch }),
      transformResponse: (body: unknown) => mockScenarioSchema.parse(body),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled
        // Every screen refetches under the new scenario; this query starts from the answer.
        dispatch(baseApi.util.resetApiState())
        dispatch(mockScenarioApi.util.upsertQueryData('getMockScenario', undefined, data))
      },
    }),
  }),
})

export const { useGetMockScenarioQuery, useUpdateMockScenarioMutation } = mockScenarioApi
