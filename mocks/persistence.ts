/**
 * Keeps the standalone app's mock database in IndexedDB, so what a user does survives a reload.
 *
 * Not @msw/data's `persist()` extension: it writes localStorage (5 MB, synchronous) only on the
 * deprecated `unload` event, which mobile browsers often skip. Here the records are plain JSON (ids,
 * no relations, see model.ts), so a snapshot is simply every collection plus the id counters.
 */
import { del, get, set } from 'idb-keyval'
import { z } from 'zod'
import { now } from './clock'
import { onDbReset, resetDb } from './db'
import { setCommitter } from './lib/commit'
import {
  clearCollections,
  db,
  getSequences,
  messageRecordSchema,
  notificationRecordSchema,
  sessionRecordSchema,
  setSequences,
  userRecordSchema,
} from './model'

export const DB_STORAGE_KEY = 'gvl-mock-db'

/**
 * Bump whenever a record schema or the seed changes in a way an old snapshot cannot satisfy: a
 * snapshot of another version is discarded and the db reseeded.
 */
export const SNAPSHOT_VERSION = 1

export const SAVE_DEBOUNCE_MS = 250

const counter = z.number().int().nonnegative()

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: z.string(),
  sequences: z.object({ users: counter, messages: counter, notifications: counter }),
  collections: z.object({
    users: z.array(userRecordSchema),
    sessions: z.array(sessionRecordSchema),
    messages: z.array(messageRecordSchema),
    notifications: z.array(notificationRecordSchema),
  }),
})
export type DbSnapshot = z.infer<typeof snapshotSchema>

/** Plain copies of every record (the collections' internal symbols are not enumerable, so they stay behind). */
export function serializeDb(): DbSnapshot {
  const plain = <T extends object>(records: readonly T[]): T[] =>
    records.map((record) => structuredClone({ ...record }))
  return {
    version: SNAPSHOT_VERSION,
    savedAt: now().toISOString(),
    sequences: getSequences(),
    collections: {
      users: plain(db.users.all()),
      sessions: plain(db.sessions.all()),
      messages: plain(db.messages.all()),
      notifications: plain(db.notifications.all()),
    },
  }
}

/**
 * Replaces the db's content with a snapshot. False, with the db untouched, when the value is not a
 * snapshot of this version (an old app version's, a corrupted one, nothing at all).
 */
export async function hydrateDb(value: unknown): Promise<boolean> {
  const parsed = snapshotSchema.safeParse(value)
  if (!parsed.success) return false
  const { collections, sequences } = parsed.data
  const at = now().getTime()
  clearCollections()
  for (const user of collections.users) await db.users.create(user)
  // Expired sessions would only answer 401: leave them behind.
  for (const session of collections.sessions) {
    if (Date.parse(session.expiresAt) > at) await db.sessions.create(session)
  }
  for (const message of collections.messages) await db.messages.create(message)
  for (const notification of collections.notifications) await db.notifications.create(notification)
  // Never hand out an id twice, even if a snapshot's counters were behind its records.
  const maxId = (records: readonly { id: number }[]) =>
    records.reduce((max, { id }) => Math.max(max, id), 0)
  setSequences({
    users: Math.max(sequences.users, maxId(collections.users)),
    messages: Math.max(sequences.messages, maxId(collections.messages)),
    notifications: Math.max(sequences.notifications, maxId(collections.notifications)),
  })
  return true
}

/** Restores the saved db, or seeds a fresh one (first visit, or a snapshot of another version). */
export async function restoreDb(): Promise<'restored' | 'seeded'> {
  const saved = await get<unknown>(DB_STORAGE_KEY).catch(() => undefined)
  if (await hydrateDb(saved)) return 'restored'
  await resetDb()
  return 'seeded'
}

export async function saveDb(): Promise<void> {
  try {
    await set(DB_STORAGE_KEY, serializeDb())
  } catch (error) {
    // Private windows and full disks refuse IndexedDB: the app keeps working, in memory only.
    console.warn('[mock api] could not save the demo data', error)
  }
}

export async function clearSavedDb(): Promise<void> {
  await del(DB_STORAGE_KEY).catch(() => undefined)
}

/**
 * Saves a snapshot SAVE_DEBOUNCE_MS after the last change to any collection, at once after a reset,
 * and when the page is hidden or left. Returns a function that stops it.
 */
export function startAutoSave(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    return saveDb()
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS)
  }
  const flushIfPending = (): Promise<void> => (timer === undefined ? Promise.resolve() : flush())
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void flushIfPending()
  }

  const stops = Object.values(db).flatMap((collection) =>
    (['create', 'update', 'delete'] as const).map((hook) => {
      collection.hooks.on(hook, schedule)
      return () => collection.hooks.removeListener(hook, schedule)
    }),
  )
  // A reset replaces the snapshot at once: a reload right after "Reset demo data" shows the seed.
  stops.push(
    onDbReset(async () => {
      await clearSavedDb()
      await flush()
    }),
  )
  stops.push(setCommitter(flushIfPending))
  window.addEventListener('pagehide', flushIfPending)
  document.addEventListener('visibilitychange', onHidden)

  return () => {
    for (const stop of stops) stop()
    window.removeEventListener('pagehide', flushIfPending)
    document.removeEventListener('visibilitychange', onHidden)
    clearTimeout(timer)
  }
}
