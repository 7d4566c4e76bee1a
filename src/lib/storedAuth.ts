/**
 * The persisted auth (requirements: stored-auth): the whole login response under `auth`, the user
 * mirrored under `authUser`. Stored values may be anything (another app version, a hand edit, a
 * corrupt write): a value that is not the expected shape counts as signed out and is removed, never
 * a crash.
 */
import {
  authUserSchema,
  loginResponseSchema,
  type AuthUser,
  type LoginResponse,
} from '@/api/contracts/session'
import { STORAGE_KEYS } from '@/lib/preferences'

function remove(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

function readJson(key: string): unknown {
  let raw: string | null
  try {
    raw = localStorage.getItem(key)
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

/** The stored login response, or null (and storage cleaned) when there is none or it is malformed. */
export function readStoredAuth(): LoginResponse | null {
  const value = readJson(STORAGE_KEYS.auth)
  if (value === undefined) {
    remove(STORAGE_KEYS.authUser)
    return null
  }
  const parsed = loginResponseSchema.safeParse(value)
  if (!parsed.success || parsed.data.token.length === 0) {
    clearStoredAuth()
    return null
  }
  return parsed.data
}

/** The signed-in flag on load derives from the presence of a (well-formed) auth entry. */
export function hasStoredAuth(): boolean {
  return readStoredAuth() !== null
}

export function readStoredToken(): string | null {
  return readStoredAuth()?.token ?? null
}

export function writeStoredAuth(response: LoginResponse): void {
  try {
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(response))
  } catch {
    // A full quota keeps the session for this page only.
  }
  writeStoredUser(response.user)
}

/** Mirrors the user under `authUser`, removed when there is no user; keeps `auth.user` in step. */
export function writeStoredUser(user: AuthUser | null): void {
  if (user === null) {
    remove(STORAGE_KEYS.authUser)
    return
  }
  try {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user))
    const stored = readJson(STORAGE_KEYS.auth)
    const parsed = loginResponseSchema.safeParse(stored)
    if (parsed.success) {
      localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ ...parsed.data, user }))
    }
  } catch {
    // Storage unavailable: the state still holds the user.
  }
}

export function clearStoredAuth(): void {
  remove(STORAGE_KEYS.auth)
  remove(STORAGE_KEYS.authUser)
}

export const isAuthUser = (value: unknown): value is AuthUser =>
  authUserSchema.safeParse(value).success
