/**
 * Rate limits, as a careful server keeps them against guessing and flooding (docs/api.md, "Rate
 * limits"): a number of attempts per window, counted per account and per client, answered with 429
 * `too_many_attempts` and `Retry-After` once used up. Windows run on the mock's clock, so the demo's
 * clock controls move past them; they live in memory and a reset (POST /api/__mock/reset, a test's
 * prepareMockApi) clears them.
 */
import { now } from '../clock'
import { HttpError } from './http'

export interface Limit {
  /** Attempts allowed in one window. */
  attempts: number
  windowMs: number
}

const MINUTE = 60_000

/** The limits the API documents (docs/api/accounts.md). */
export const LIMITS = {
  /** Failed sign-ins or wrong current passwords of one account. */
  accountFailures: { attempts: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one client, whatever account they name. */
  clientFailures: { attempts: 20, windowMs: 15 * MINUTE },
  /** Sign-ups and activation emails to one address. */
  addressMails: { attempts: 3, windowMs: 60 * MINUTE },
  /** Sign-ups and activation emails asked by one client. */
  clientMails: { attempts: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>

interface Window {
  startedAt: number
  count: number
}

const windows = new Map<string, Window>()

function current(key: string, limit: Limit, at: number): Window | undefined {
  const window = windows.get(key)
  if (window === undefined || at - window.startedAt >= limit.windowMs) {
    windows.delete(key)
    return undefined
  }
  return window
}

/** Throws 429 with the seconds until the first of `keys` whose limit is used up opens again. */
export function assertUnderLimits(checks: readonly (readonly [key: string, limit: Limit])[]): void {
  const at = now().getTime()
  for (const [key, limit] of checks) {
    const window = current(key, limit, at)
    if (window !== undefined && window.count >= limit.attempts) {
      const seconds = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000))
      throw new HttpError(429, 'too_many_attempts', undefined, { 'Retry-After': String(seconds) })
    }
  }
}

/** Counts one attempt against each of `keys`. */
export function countAttempt(checks: readonly (readonly [key: string, limit: Limit])[]): void {
  const at = now().getTime()
  for (const [key, limit] of checks) {
    const window = current(key, limit, at)
    if (window === undefined) windows.set(key, { startedAt: at, count: 1 })
    else window.count += 1
  }
}

/** Forgets `key`'s attempts (a successful sign-in clears the account's failures). */
export function forgetAttempts(key: string): void {
  windows.delete(key)
}

/** Takes back one attempt counted on `key` (one that turned out not to be a failure). */
export function uncountAttempt(key: string): void {
  const window = windows.get(key)
  if (window !== undefined) window.count = Math.max(0, window.count - 1)
}

/** The failed sign-ins and wrong current passwords of an account (a user id, or a name nobody has). */
export function accountAttempts(account: number | string): readonly [string, Limit] {
  const key = typeof account === 'number' ? `account:${account}` : `name:${account.toLowerCase()}`
  return [key, LIMITS.accountFailures]
}

/** The sign-up and activation emails of an address, and of the client asking for them. */
export function mailAttempts(
  request: Request,
  email: string,
): readonly (readonly [string, Limit])[] {
  return [
    [`mail:${email.toLowerCase()}`, LIMITS.addressMails],
    [`mail-client:${clientOf(request)}`, LIMITS.clientMails],
  ]
}

export function resetRateLimits(): void {
  windows.clear()
}

/**
 * Who is asking, as far as a server can tell: the HTTP server (mocks/httpServer.ts) names the
 * socket's address in this header, replacing any the caller sent; in the browser every request is
 * the one visitor's.
 */
export const CLIENT_HEADER = 'x-gvl-client-address'

export function clientOf(request: Request): string {
  return request.headers.get(CLIENT_HEADER) ?? 'this-browser'
}
