/**
 * Sessions and the acting user. The acting user always comes from `Authorization: Bearer <token>`,
 * never from a payload.
 */
import { now } from '../clock'
import { db, findUser, type SessionRecord, type UserRecord } from '../model'
import { bytesToHex, randomBytes } from './bytes'
import { HttpError } from './http'

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Starts a session: a token of 32 random bytes (hex) that expires SESSION_TTL_MS from now(). */
export async function createSession(userId: number, token = bytesToHex(randomBytes(32))) {
  const createdAt = now()
  const session: SessionRecord = {
    token,
    userId,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + SESSION_TTL_MS).toISOString(),
  }
  return db.sessions.create(session)
}

/** The token of an `Authorization: Bearer …` header, or null. The scheme is case-insensitive (RFC 7235). */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1] ?? null
}

/**
 * The signed-in user behind the request's token. Throws HttpError(401) when the token is missing,
 * unknown or expired (an expired session is deleted on the way).
 */
export function requireUser(request: Request): UserRecord {
  return requireSession(request).user
}

/**
 * The signed-in caller of a public endpoint, when the request carries a token; null for a visitor. A
 * token that is sent but unknown or expired is refused (401), as everywhere: the client learns its
 * session ended.
 */
export function optionalUser(request: Request): UserRecord | null {
  return bearerToken(request) === null ? null : requireUser(request)
}

export function requireSession(request: Request): { session: SessionRecord; user: UserRecord } {
  const token = bearerToken(request)
  if (token === null) throw new HttpError(401, 'missing_token')
  const session = db.sessions.findFirst((q) => q.where({ token }))
  if (session === undefined) throw new HttpError(401, 'invalid_token')
  if (Date.parse(session.expiresAt) <= now().getTime()) {
    db.sessions.delete(session)
    throw new HttpError(401, 'token_expired')
  }
  const user = findUser(session.userId)
  if (user === undefined || user.status !== 'active') throw new HttpError(401, 'invalid_token')
  return { session, user }
}

export function endSession(session: SessionRecord): void {
  db.sessions.delete((q) => q.where({ token: session.token }))
}
