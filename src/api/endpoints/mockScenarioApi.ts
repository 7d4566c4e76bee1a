/**
 * The mock API's scenario (mock-only endpoints, not part of the contract; see docs/api.md): how slow
 * it answers, which areas fail and which answer empty. Changing it drops every cached answer, so each
 * open screen refetches under the new scenario.
 */
import { baseApi } from '@/api/baseApi'
import {
  scenarioResponseSchema,
  type ScenarioPatch,
  type ScenarioResponse,
} from '@/api/contracts/mockScenario'

export { SLOW_LATENCY_MS } from '@/api/contracts/mockScenario'
export type MockScenario = ScenarioResponse
export type MockScenarioPatch = Omit<ScenarioPatch, 'reset'>

const mockScenarioApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMockScenario: build.query<MockScenario, void>({
      query: () => '__mock/scenario',
      transformResponse: (body: unknown) => scenarioResponseSchema.parse(body),
    }),
    updateMockScenario: build.mutation<MockScenario, MockScenarioPatch>({
      query: (patch) => ({ url: '__mock/scenario', method: 'PUT', body: patch }),
      transformResponse: (body: unknown) => scenarioResponseSchema.parse(body),
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
