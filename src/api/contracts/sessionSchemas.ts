/**
 * The zod/mini schemas of the session contract. They describe the same values as the hand-written
 * guards of src/api/contracts/session.ts, which the first load uses instead (zod stays out of it);
 * tests/api/sessionGuards.test.ts proves with fast-check that both accept exactly the same values.
 * src/api/contracts.ts re-exports these for the other contracts (they load with the screens).
 */
import * as z from 'zod/mini'

/** Every error answer: a human message (in the request's Accept-Language), a stable code, and per-field messages. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
})

export const userIdSchema = z.int().check(z.positive())

/** The signed-in user as the server returns it to that user (never to others: email is private). */
export const authUserSchema = z.object({
  id: userIdSchema,
  username: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
})

/**
 * POST /api/login — the answer (requirements: api-login), stored whole under `auth` (requirements:
 * stored-auth).
 */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: z.nullable(authUserSchema),
})

/** POST /api/verify-token */
export const verifyTokenResponseSchema = z.object({ user: authUserSchema })
