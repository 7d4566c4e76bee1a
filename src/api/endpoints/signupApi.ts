/**
 * Sign-up and activation (docs/api/accounts.md, "Registration and activation"): create a pending
 * account, activate it by the code of its link, and ask for a new link. None of them needs a token,
 * and none changes what a signed-in player sees. A sign-up and a resend each send an email, so they
 * refresh the demo's outbox (mockOutboxApi.ts), which is where the demo shows the link.
 */
import { baseApi, whenSucceeded } from '@/api/baseApi'
import type {
  ActivateRequest,
  ActivateResponse,
  RegisterRequest,
  RegisterResponse,
  ResendActivationRequest,
  ResendActivationResponse,
} from '@/api/contracts/accounts'

export const signupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      invalidatesTags: whenSucceeded(['Outbox']),
    }),
    activate: build.mutation<ActivateResponse, ActivateRequest>({
      query: (body) => ({ url: 'activate', method: 'POST', body }),
    }),
    resendActivation: build.mutation<ResendActivationResponse, ResendActivationRequest>({
      query: (body) => ({ url: 'activate/resend', method: 'POST', body }),
      invalidatesTags: whenSucceeded(['Outbox']),
    }),
  }),
})

export const { useRegisterMutation, useActivateMutation, useResendActivationMutation } = signupApi
