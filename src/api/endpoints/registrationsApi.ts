/**
 * Team registrations (docs/api/registrations.md): the competitions open for registration, the
 * eligibility checks of a team, registering, the caller's team's registrations and withdrawing. A
 * registration changes the competition's teams, the dashboard and the player's own view, so both
 * mutations invalidate `Registrations`, `Competitions` and `Me`.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { baseApi } from '@/api/baseApi'
import type { CompetitionsResponse } from '@/api/contracts/competitions'
import {
  registrationIneligibleErrorSchema,
  type CreateRegistrationResponse,
  type EligibilityCheck,
  type EligibilityResponse,
  type MyRegistrationsResponse,
} from '@/api/contracts/registrations'

/** Few competitions are open at once: one page holds them all. */
const OPEN_COMPETITIONS_PAGE_SIZE = 100

const CHANGED_BY_REGISTERING = ['Registrations', 'Competitions', 'Me'] as const

export interface EligibilityArgs {
  competitionId: number
  teamId: number
}

export const registrationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenCompetitions: build.query<CompetitionsResponse, void>({
      query: () => ({
        url: 'competitions',
        params: { status: 'registration_open', pageSize: OPEN_COMPETITIONS_PAGE_SIZE },
      }),
      providesTags: ['Competitions'],
    }),
    getEligibility: build.query<EligibilityResponse, EligibilityArgs>({
      query: ({ competitionId, teamId }) => ({
        url: `competitions/${competitionId}/eligibility`,
        params: { teamId },
      }),
      providesTags: (_result, _error, { competitionId }) => [
        'Registrations',
        { type: 'Competitions', id: competitionId },
      ],
    }),
    getMyRegistrations: build.query<MyRegistrationsResponse, void>({
      query: () => 'me/registrations',
      providesTags: ['Registrations'],
    }),
    registerTeam: build.mutation<CreateRegistrationResponse, EligibilityArgs>({
      query: ({ competitionId, teamId }) => ({
        url: `competitions/${competitionId}/registrations`,
        method: 'POST',
        body: { teamId },
      }),
      invalidatesTags: [...CHANGED_BY_REGISTERING],
    }),
    withdrawRegistration: build.mutation<void, number>({
      query: (id) => ({ url: `registrations/${id}`, method: 'DELETE' }),
      invalidatesTags: [...CHANGED_BY_REGISTERING],
    }),
  }),
})

export const {
  useGetOpenCompetitionsQuery,
  useGetEligibilityQuery,
  useGetMyRegistrationsQuery,
  useRegisterTeamMutation,
  useWithdrawRegistrationMutation,
} = registrationsApi

/** The server's error code, when the failure carries one. */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('status' in error) || typeof error.data !== 'object' || error.data === null)
    return null
  const code = (error.data as { code?: unknown }).code
  return typeof code === 'string' ? code : null
}

/** The failed checks of a 422 `registration_ineligible`, or null for any other failure. */
export function ineligibleChecks(
  error: FetchBaseQueryError | SerializedError | undefined,
): EligibilityCheck[] | null {
  if (!error || !('status' in error)) return null
  const parsed = registrationIneligibleErrorSchema.safeParse(error.data)
  return parsed.success ? parsed.data.checks : null
}
