/**
 * The contract of the session: signing in, the startup token check, the stored auth (requirements:
 * api-login, api-verify-token, stored-auth) and the error shape every answer shares, written once.
 * The app checks these before its first paint, so they are written with the plain checks of
 * ./guards.ts rather than zod: the first load then carries no zod at all. ./sessionSchemas.ts builds
 * the same schemas in zod/mini from these definitions for the other contracts and the mock API
 * (src/api/contracts/index.ts re-exports those), and tests/api/sessionGuards.test.ts proves that both
 * forms accept exactly the same values. docs/decisions.md ("The session contract is written once,
 * without zod") explains why.
 */
import { nullable, object, optional, positiveInt, record, string, type Infer } from './guards'

export const API_VERSION = '1.13.6'

/** Every error answer: a human message (in the request's Accept-Language), a stable code, and per-field messages. */
export const apiErrorSchema = object({
  error: string(),
  code: optional(string()),
  fieldErrors: optional(record(string())),
})
export type ApiError = Infer<typeof apiErrorSchema>

export const userIdSchema = positiveInt()

/** The signed-in user as the server returns it to that user (never to others: email is private). */
export const authUserSchema = object({
  id: userIdSchema,
  username: string(),
  email: string(),
  avatar: nullable(string()),
})
export type AuthUser = Infer<typeof authUserSchema>

/**
 * POST /api/login — the answer (requirements: api-login), stored whole under `auth` (requirements:
 * stored-auth).
 */
export const loginResponseSchema = object({
  token: string(),
  user: nullable(authUserSchema),
})
export type LoginResponse = Infer<typeof loginResponseSchema>

/** POST /api/verify-token */
export const verifyTokenResponseSchema = object({ user: authUserSchema })
export type VerifyTokenResponse = Infer<typeof verifyTokenResponseSchema>
