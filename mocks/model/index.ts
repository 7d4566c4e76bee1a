/**
 * The mock API's data model: one @msw/data Collection per table, validated by zod. The schemas live
 * in mocks/model/<area>.ts; this module lists the collections (RECORD_SCHEMAS: the one list the db,
 * the seed and the saved snapshot all derive from) and numbers their records.
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
import type { z } from 'zod'
import { truncate } from '../lib/bulk'
import {
  competitionRecordSchema,
  matchGoalRecordSchema,
  matchRecordSchema,
  playerMatchStatsRecordSchema,
  registrationRecordSchema,
  resultEventRecordSchema,
  resultReportRecordSchema,
} from './competitions'
import { infractionRecordSchema } from './discipline'
import { mailRecordSchema } from './mails'
import { playerListingRecordSchema, recruitmentPostRecordSchema } from './market'
import { mediaRecordSchema } from './media'
import { messageRecordSchema, notificationRecordSchema } from './messages'
import { newsRecordSchema } from './news'
import { planRecordSchema, subscriptionRecordSchema } from './premium'
import {
  invitationRecordSchema,
  joinRequestRecordSchema,
  membershipRecordSchema,
  movementRecordSchema,
  teamRecordSchema,
} from './teams'
import {
  sessionRecordSchema,
  userRecordSchema,
  usernameHoldRecordSchema,
  type UserRecord,
} from './users'

export * from './common'
export * from './competitions'
export * from './discipline'
export * from './mails'
export * from './market'
export * from './media'
export * from './messages'
export * from './news'
export * from './premium'
export * from './teams'
export * from './users'

/** Every collection and the schema of its records, in the order the seed inserts them. */
export const RECORD_SCHEMAS = {
  media: mediaRecordSchema,
  users: userRecordSchema,
  sessions: sessionRecordSchema,
  messages: messageRecordSchema,
  notifications: notificationRecordSchema,
  teams: teamRecordSchema,
  memberships: membershipRecordSchema,
  invitations: invitationRecordSchema,
  joinRequests: joinRequestRecordSchema,
  movements: movementRecordSchema,
  competitions: competitionRecordSchema,
  registrations: registrationRecordSchema,
  matches: matchRecordSchema,
  playerMatchStats: playerMatchStatsRecordSchema,
  matchGoals: matchGoalRecordSchema,
  resultEvents: resultEventRecordSchema,
  resultReports: resultReportRecordSchema,
  news: newsRecordSchema,
  infractions: infractionRecordSchema,
  plans: planRecordSchema,
  subscriptions: subscriptionRecordSchema,
  mails: mailRecordSchema,
  usernameHolds: usernameHoldRecordSchema,
  playerListings: playerListingRecordSchema,
  recruitmentPosts: recruitmentPostRecordSchema,
}
type RecordSchemas = typeof RECORD_SCHEMAS
export type CollectionName = keyof RecordSchemas
export type RecordOf<Name extends CollectionName> = z.infer<RecordSchemas[Name]>

export const COLLECTION_NAMES = Object.keys(RECORD_SCHEMAS) as CollectionName[]

export type Db = { [Name in CollectionName]: Collection<RecordSchemas[Name]> }
export const db = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, new Collection({ schema: RECORD_SCHEMAS[name] })]),
) as Db

/**
 * Collections whose records have integer ids: each has its own counter, so ids are 1, 2, 3… and
 * deterministic. The types tell them apart; KEYED_OTHERWISE must name exactly the others.
 */
export type SequenceName = {
  [Name in CollectionName]: RecordOf<Name> extends { id: number } ? Name : never
}[CollectionName]
export type Sequences = Record<SequenceName, number>

const KEYED_OTHERWISE: Record<Exclude<CollectionName, SequenceName>, string> = {
  sessions: 'by their token',
  plans: "by 'monthly' / 'yearly'",
}

export const SEQUENCE_NAMES = COLLECTION_NAMES.filter(
  (name): name is SequenceName => !Object.hasOwn(KEYED_OTHERWISE, name),
)

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
