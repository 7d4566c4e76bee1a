/**
 * The contract of the session: signing in, the startup token check, the stored auth (SPEC §3, §7) and
 * the error shape every answer shares. The app needs these before its first paint, so they are
 * written with `zod/mini` (tree-shakable functions instead of methods): the first load then carries a
 * few kB of zod core instead of the whole classic API, which the other contracts use and which loads
 * with the screens. src/api/contracts.ts re-exports everything here; the first-load modules
 * (src/lib/storedAuth.ts, src/features/auth/authSlice.ts, src/api/errors.ts) import this file
 * directly. docs/decisions.md ("zod on the first load") explains the split.
 */
import * as z from 'zod/mini'

export const API_VERSION = '1.13.6'

/** Every error answer: a human message (in the request's Accept-Language), a stable code, and per-field messages. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export const userIdSchema = z.int().check(z.positive())

/** The signed-in user as the server returns it to that user (never to others: email is private). */
export const authUserSchema = z.object({
  id: userIdSchema,
  username: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
})
export type AuthUser = z.infer<typeof authUserSchema>

/** POST /api/login — the answer (SPEC §7.1), stored whole under `auth` (SPEC §3). */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: z.nullable(authUserSchema),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** POST /api/verify-token */
export const verifyTokenResponseSchema = z.object({ user: authUserSchema })
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>
