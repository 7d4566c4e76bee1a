/**
 * The demo's outbox (a mock-only endpoint, not part of the contract; see docs/api.md): the emails
 * the mock API would have sent to an address, newest first. Asked only while the app runs on the
 * mock API (`usesMockApi`); a real backend mails them.
 */
import { baseApi } from '@/api/baseApi'
import { outboxResponseSchema, type OutboxResponse } from '@/api/contracts/mockOutbox'

const mockOutboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the address. */
    getDemoOutbox: build.query<OutboxResponse, string>({
      query: (to) => ({ url: '__mock/outbox', params: { to } }),
      transformResponse: (body: unknown) => outboxResponseSchema.parse(body),
      providesTags: ['Outbox'],
    }),
  }),
})

export const { useGetDemoOutboxQuery } = mockOutboxApi
