/**
 * The dashboard's own call: the registrations of the caller's teams (GET /api/me/registrations,
 * docs/api/registrations.md), tagged `Registrations` so registering or withdrawing refetches it.
 * Everything else on the dashboard reuses the queries of the areas that own the data (the shared
 * `me`, the home page's invitations and matches, infractions, premium), so one change refetches
 * every screen that shows it.
 */
import { baseApi } from '@/api/baseApi'
import type { MyRegistrationsResponse } from '@/api/contracts/registrations'

/** How many upcoming fixtures the dashboard lists. */
export const DASHBOARD_FIXTURES = 3

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardRegistrations: build.query<MyRegistrationsResponse, void>({
      query: () => 'me/registrations',
      providesTags: ['Registrations'],
    }),
  }),
})

export const { useGetDashboardRegistrationsQuery } = dashboardApi
