/**
 * The mock API's data model: one @msw/data Collection per table, validated by zod. The schemas live
 * in mocks/model/<area>.ts; this module puts the collections together and numbers their records.
 *
 * Records point at each other by plain integer ids (`senderId`, `teamId`) rather than @msw/data
 * relations, on purpose (docs/decisions.md, "Mock data model: ids, not @msw/data relations"):
 * - speed: with relations, creating 2,000 messages took ~390 ms against ~9 ms with plain ids
 *   (measured with @msw/data 1.1.7), and tests reseed before every test;
 * - persistence: relations bind records by random internal primary keys and resolve through getters,
 *   so a snapshot needs @msw/data's private metadata; plain records are plain JSON;
 * - the handlers look records up by id anyway (`user2=…`, `receiverId`), which is what a SQL server does.
 * The helpers below (`findUser`, …) and mocks/domain/ give the same convenience without the cost.
 */
import { Collection } from '@msw/data'
import { truncate } from './lib/bulk'
import {
  competitionRecordSchema,
  matchRecordSchema,
  playerMatchStatsRecordSchema,
  registrationRecordSchema,
} from './model/competitions'
import { infractionRecordSchema } from './model/discipline'
import { messageRecordSchema, notificationRecordSchema } from './model/messages'
import { newsRecordSchema } from './model/news'
import { planRecordSchema, subscriptionRecordSchema } from './model/premium'
import { invitationRecordSchema, membershipRecordSchema, teamRecordSchema } from './model/teams'
import { sessionRecordSchema, userRecordSchema, type UserRecord } from './model/users'

export * from './model/common'
export * from './model/competitions'
export * from './model/discipline'
export * from './model/messages'
export * from './model/news'
export * from './model/premium'
export * from './model/teams'
export * from './model/users'

export const db = {
  users: new Collection({ schema: userRecordSchema }),
  sessions: new Collection({ schema: sessionRecordSchema }),
  messages: new Collection({ schema: messageRecordSchema }),
  notifications: new Collection({ schema: notificationRecordSchema }),
  teams: new Collection({ schema: teamRecordSchema }),
  memberships: new Collection({ schema: membershipRecordSchema }),
  invitations: new Collection({ schema: invitationRecordSchema }),
  competitions: new Collection({ schema: competitionRecordSchema }),
  registrations: new Collection({ schema: registrationRecordSchema }),
  matches: new Collection({ schema: matchRecordSchema }),
  playerMatchStats: new Collection({ schema: playerMatchStatsRecordSchema }),
  news: new Collection({ schema: newsRecordSchema }),
  infractions: new Collection({ schema: infractionRecordSchema }),
  plans: new Collection({ schema: planRecordSchema }),
  subscriptions: new Collection({ schema: subscriptionRecordSchema }),
}
export type Db = typeof db
export type CollectionName = keyof Db

/**
 * Collections with integer ids: each has its own counter, so ids are 1, 2, 3… and deterministic.
 * (Sessions are keyed by their token, plans by 'monthly' / 'yearly'.)
 */
export const SEQUENCE_NAMES = [
  'users',
  'messages',
  'notifications',
  'teams',
  'memberships',
  'invitations',
  'competitions',
  'registrations',
  'matches',
  'playerMatchStats',
  'news',
  'infractions',
  'subscriptions',
] as const satisfies readonly CollectionName[]
export type SequenceName = (typeof SEQUENCE_NAMES)[number]
export type Sequences = Record<SequenceName, number>

function zeroSequences(): Sequences {
  return Object.fromEntries(SEQUENCE_NAMES.map((name) => [name, 0])) as Sequences
}

const sequences: Sequences = zeroSequences()

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
  // At once, without `delete` hooks (mocks/lib/bulk.ts): nothing listens to them, and a reset
  // saves its own snapshot.
  for (const collection of Object.values(db)) truncate(collection)
  setSequences(zeroSequences())
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
