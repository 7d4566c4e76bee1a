/**
 * POST /api/login, /api/verify-token, /api/logout (requirements: api-login, api-verify-token;
 * docs/api.md).
 */
import { http } from 'msw'
import { loginRequestSchema, type LoginResponse, type VerifyTokenResponse } from '@/api/contracts'
import { findUserByLogin } from '../model'
import { createSession, endSession, requireSession, requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, HttpError, jsonResponse, noContent } from '../lib/http'
import { verifyPassword } from '../lib/password'
import {
  accountAttempts,
  assertUnderLimits,
  clientOf,
  countAttempt,
  forgetAttempts,
  LIMITS,
  uncountAttempt,
} from '../lib/rateLimit'
import { route } from '../lib/route'
import { toAuthUser } from '../lib/serializers'

/**
 * Verified against when the login names nobody, so an unknown username takes as long as a wrong
 * password and the timing does not reveal which accounts exist. (A hash of a throwaway phrase; a
 * match still fails below, because there is no user.)
 */
const DECOY_HASH =
  'pbkdf2$100000$00000000000000000000000000000000$cf5b78ea61eb7715a5d18b9ba0fc685e57abfcbe1db71d6b8e1fdc346647e7d9'

export const authHandlers = [
  http.post(
    apiPath('login'),
    route('auth', async ({ request }) => {
      const credentials = await readJson(request, loginRequestSchema, { invalidStatus: 400 })
      const user = findUserByLogin(credentials.username)
      // An unknown name is counted by itself, as an account would be: a guesser learns nothing.
      const account = accountAttempts(user?.id ?? credentials.username)
      const client = [`sign-in:${clientOf(request)}`, LIMITS.clientFailures] as const
      const attempts = [account, client]
      // Before the password is checked: once the attempts are used up, even the right one waits. The
      // attempt counts as a failure before the (slow) check, so guesses sent at once cannot all
      // pass the limit; a right password takes it back.
      assertUnderLimits(attempts)
      countAttempt(attempts)
      const passwordOk = await verifyPassword(
        credentials.password,
        user?.passwordHash ?? DECOY_HASH,
      )
      if (user === undefined || !passwordOk) throw new HttpError(401, 'invalid_credentials')
      forgetAttempts(account[0])
      uncountAttempt(client[0])
      // Only after the password matched: a pending account is not revealed to a guesser.
      if (user.status !== 'active') throw new HttpError(403, 'account_pending')
      const session = await createSession(user.id)
      return jsonResponse<LoginResponse>({ token: session.token, user: toAuthUser(user) })
    }),
  ),

  http.post(
    apiPath('verify-token'),
    route('auth', ({ request }) => {
      const user = requireUser(request)
      return jsonResponse<VerifyTokenResponse>({ user: toAuthUser(user) })
    }),
  ),

  http.post(
    apiPath('logout'),
    route('auth', ({ request }) => {
      endSession(requireSession(request).session)
      return noContent()
    }),
  ),
]
