/**
 * The mock API's data model: one @msw/data Collection per table, validated by zod.
 *
 * Records point at each other by plain integer ids (`senderId`, `userId`) rather than @msw/data
 * relations, on purpose:
 * - speed: with relations, creating 2,000 messages took ~390 ms against ~9 ms with plain ids
 *   (measured with @msw/data 1.1.7), and tests reseed before every test;
 * - persistence: relations bind records by random internal primary keys and resolve through getters,
 *   so a snapshot needs @msw/data's private metadata; plain records are plain JSON;
 * - the handlers look records up by id anyway (`user2=…`, `receiverId`), which is what a SQL server does.
 * The helpers below (`findUser`, …) give the same convenience without the cost.
 */
import { Collection } from '@msw/data'
import { z } from 'zod'
import { messageReceivedPayloadSchema, welcomePayloadSchema } from '@/api/contracts'

const id = z.number().int().positive()
const isoDate = z.iso.datetime()

export const PLATFORMS = ['playstation', 'xbox', 'pc'] as const
export type Platform = (typeof PLATFORMS)[number]

export const userRecordSchema = z.object({
  id,
  username: z.string().min(1),
  email: z.string().min(3),
  /** `pbkdf2$<iterations>$<salt hex>$<hash hex>` (see mocks/lib/password.ts). Never leaves a handler. */
  passwordHash: z.string(),
  avatar: z.string().nullable(),
  /** `pending` until the account is activated: such an account cannot sign in. */
  status: z.enum(['active', 'pending']),
  createdAt: isoDate,
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  platform: z.enum(PLATFORMS),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const sessionRecordSchema = z.object({
  /** 32 random bytes, hex. */
  token: z.string().length(64),
  userId: id,
  createdAt: isoDate,
  expiresAt: isoDate,
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

export const messageRecordSchema = z.object({
  id,
  senderId: id,
  receiverId: id,
  content: z.string(),
  createdAt: isoDate,
})
export type MessageRecord = z.infer<typeof messageRecordSchema>

const notificationBase = z.object({ id, userId: id, read: z.boolean(), createdAt: isoDate })

/** The payload of each type is the contract's, so what the db holds is exactly what the client reads. */
export const notificationRecordSchema = z.discriminatedUnion('type', [
  notificationBase.extend({
    type: z.literal('message_received'),
    payload: messageReceivedPayloadSchema,
  }),
  notificationBase.extend({ type: z.literal('welcome'), payload: welcomePayloadSchema }),
])
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

export const db = {
  users: new Collection({ schema: userRecordSchema }),
  sessions: new Collection({ schema: sessionRecordSchema }),
  messages: new Collection({ schema: messageRecordSchema }),
  notifications: new Collection({ schema: notificationRecordSchema }),
}
export type Db = typeof db
export type CollectionName = keyof Db

/** Collections with integer ids: each has its own counter, so ids are 1, 2, 3… and deterministic. */
export type SequenceName = 'users' | 'messages' | 'notifications'
export type Sequences = Record<SequenceName, number>

const sequences: Sequences = { users: 0, messages: 0, notifications: 0 }

export function nextId(name: SequenceName): number {
  sequences[name] += 1
  return sequences[name]
}

export function getSequences(): Sequences {
  return { ...sequences }
}

export function setSequences(next: Sequences): void {
  Object.assign(sequences, next)
}

/** Empties every collection and restarts the id counters. */
export function clearCollections(): void {
  // `Collection.clear()` in @msw/data 1.1.7 emits `delete` hooks for only every other record (it
  // splices the array it iterates); nothing here listens to `delete`, and the array does end empty.
  for (const collection of Object.values(db)) collection.clear()
  setSequences({ users: 0, messages: 0, notifications: 0 })
}

export function findUser(userId: number): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id: userId }))
}

/** By username or email, case-insensitively (how people type them into a login form). */
export function findUserByLogin(login: string): UserRecord | undefined {
  const wanted = login.trim().toLowerCase()
  return db.users.findFirst((q) =>
    q.where(
      (user) => user.username.toLowerCase() === wanted || user.email.toLowerCase() === wanted,
    ),
  )
}
