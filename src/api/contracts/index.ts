/**
 * The API contract: request and response schemas shared by the client (src/) and the mock API (mocks/),
 * so the two cannot drift. docs/api.md documents every endpoint in terms of these schemas. This module
 * is the session, messages and notifications (what the shell uses); every other area has its own
 * module beside it (`@/api/contracts/teams`).
 */
import { z } from 'zod'

export {
  apiErrorSchema,
  authUserSchema,
  loginResponseSchema,
  userIdSchema,
  verifyTokenResponseSchema,
} from './sessionSchemas'
export {
  API_VERSION,
  type ApiError,
  type AuthUser,
  type LoginResponse,
  type VerifyTokenResponse,
} from './session'
export * from './messages'
export * from './notifications'

/** POST /api/login — `username` accepts the username or the email address. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>
