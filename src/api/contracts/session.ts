/**
 * The contract of the session: signing in, the startup token check, the stored auth (requirements:
 * api-login, api-verify-token, stored-auth) and the error shape every answer shares. The app needs
 * these before its first paint, so they are hand-written guards rather than zod schemas: the first
 * load then carries no zod at all. The guards keep zod's `safeParse` shape (and, like `z.object`,
 * drop unknown keys); the zod/mini schemas they mirror live in ./sessionSchemas.ts, which
 * src/api/contracts.ts re-exports for the other contracts, and tests/api/sessionGuards.test.ts
 * proves both accept exactly the same values. docs/decisions.md ("No zod in the first load")
 * explains the split.
 */

export const API_VERSION = '1.13.6'

/** Every error answer: a human message (in the request's Accept-Language), a stable code, and per-field messages. */
export interface ApiError {
  error: string
  code?: string
  fieldErrors?: Record<string, string>
}

/** The signed-in user as the server returns it to that user (never to others: email is private). */
export interface AuthUser {
  id: number
  username: string
  email: string
  avatar: string | null
}

/**
 * POST /api/login — the answer (requirements: api-login), stored whole under `auth` (requirements:
 * stored-auth).
 */
export interface LoginResponse {
  token: string
  user: AuthUser | null
}

/** POST /api/verify-token */
export interface VerifyTokenResponse {
  user: AuthUser
}

type SafeParse<T> = { success: true; data: T } | { success: false; data?: undefined }

/** A guard with zod's `safeParse` shape: `parse` returns the value without unknown keys, or undefined. */
const guard = <T>(parse: (value: unknown) => T | undefined) => ({
  safeParse(value: unknown): SafeParse<T> {
    const data = parse(value)
    return data === undefined ? { success: false } : { success: true, data }
  },
})

type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'

function parseStringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined
  const out: Record<string, string> = {}
  for (const key of Object.keys(value)) {
    const item = value[key]
    if (!isString(item)) return undefined
    if (key !== '__proto__') out[key] = item
  }
  return out
}

function parseApiError(value: unknown): ApiError | undefined {
  if (!isObject(value) || !isString(value.error)) return undefined
  const out: ApiError = { error: value.error }
  if ('code' in value) {
    if (!isString(value.code)) return undefined
    out.code = value.code
  }
  if ('fieldErrors' in value) {
    const fieldErrors = parseStringRecord(value.fieldErrors)
    if (fieldErrors === undefined) return undefined
    out.fieldErrors = fieldErrors
  }
  return out
}

const isUserId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

function parseAuthUser(value: unknown): AuthUser | undefined {
  if (!isObject(value)) return undefined
  const { id, username, email, avatar } = value
  if (!isUserId(id) || !isString(username) || !isString(email)) return undefined
  if (avatar !== null && !isString(avatar)) return undefined
  return { id, username, email, avatar }
}

function parseLoginResponse(value: unknown): LoginResponse | undefined {
  if (!isObject(value) || !isString(value.token)) return undefined
  const user = value.user === null ? null : parseAuthUser(value.user)
  return user === undefined ? undefined : { token: value.token, user }
}

function parseVerifyTokenResponse(value: unknown): VerifyTokenResponse | undefined {
  const user = isObject(value) ? parseAuthUser(value.user) : undefined
  return user === undefined ? undefined : { user }
}

// Named as the schemas they mirror, so src/features/auth/authSlice.ts, src/lib/storedAuth.ts and
// src/api/errors.ts read the same with either.
export const apiErrorSchema = guard(parseApiError)
export const authUserSchema = guard(parseAuthUser)
export const loginResponseSchema = guard(parseLoginResponse)
export const verifyTokenResponseSchema = guard(parseVerifyTokenResponse)
