/**
 * Keeps the standalone app's mock database between visits, so what a user does survives a reload:
 * in IndexedDB in the browser (mocks/apiWorker/host.ts passes idb-keyval), in whatever a SnapshotStore
 * wraps elsewhere. Nothing here touches a page: the page asks for a save when it is hidden or left
 * (`commit()`, mocks/apiWorker/client.ts).
 *
 * Not @msw/data's `persist()` extension: it writes localStorage (5 MB, synchronous) only on the
 * deprecated `unload` event, which mobile browsers often skip. Here the records are plain JSON (ids,
 * no relations, see model/index.ts), so a snapshot is simply every collection plus the id counters.
 */
import { z } from 'zod'
import { now } from './clock'
import { onDbReset, resetDb } from './db'
import { insertAll } from './lib/bulk'
import { setCommitter } from './lib/commit'
import {
  clearCollections,
  COLLECTION_NAMES,
  db,
  getSequences,
  RECORD_SCHEMAS,
  SEQUENCE_NAMES,
  setSequences,
  type CollectionName,
  type SequenceName,
  type Sequences,
} from './model'

export const DB_STORAGE_KEY = 'gvl-mock-db'

/**
 * Where snapshots are kept: idb-keyval's `getMany`, `setMany` and `delMany` in the browser, each one
 * IndexedDB transaction, so a save is written whole or not at all.
 */
export interface SnapshotStore {
  getMany(keys: string[]): Promise<unknown[]>
  setMany(entries: [string, unknown][]): Promise<void>
  delMany(keys: string[]): Promise<void>
}

/**
 * Bump whenever a record schema or the seed changes in a way an old snapshot cannot satisfy: a
 * snapshot of another version is discarded and the db reseeded.
 * 2: the league (teams, competitions, matches, news, infractions, premium) and full player profiles.
 * 3: the demo's outbox (`mails`).
 * 4: the league's words in English and Spanish (competitions, registrations, news, infractions, plans).
 * 5: usernames held by sign-ups with an address that had an account (`usernameHolds`).
 * 6: match sheets: each player's position stats, the goals (`matchGoals`), the results' history
 *    (`resultEvents`).
 * 7: results on their way in (`resultReports`).
 * 8: the account's time zone (`timeZone`).
 * 9: pictures stored once (`media`); avatars and crests are their addresses.
 * 10: the transfer market: competitions' transfer windows, movements (`movements`).
 * 11: the transfer market's listings and recruitment posts (`playerListings`, `recruitmentPosts`).
 * 12: join requests (`joinRequests`).
 * 13: each collection under a key of its own (`DB_STORAGE_KEY:<collection>`), beside the head.
 */
export const SNAPSHOT_VERSION = 13

export const SAVE_DEBOUNCE_MS = 250

const counter = z.number().int().nonnegative()

const sequencesShape = Object.fromEntries(SEQUENCE_NAMES.map((name) => [name, counter])) as Record<
  SequenceName,
  typeof counter
>

/** Every collection's records, validated with its record schema. */
const collectionsShape = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, z.array(RECORD_SCHEMAS[name])]),
) as { [Name in CollectionName]: z.ZodArray<(typeof RECORD_SCHEMAS)[Name]> }

/**
 * A snapshot is kept as its head (version, moment, id counters) under DB_STORAGE_KEY and each
 * collection's records under a key of their own, so that a save writes only the collections that
 * changed: an answer waits for its save, and a message read that marks a few notifications should
 * not wait for all ~6,000 records (60,000 with the large seed) to be written.
 */
const partKey = (name: CollectionName) => `${DB_STORAGE_KEY}:${name}`
const SNAPSHOT_KEYS = [DB_STORAGE_KEY, ...COLLECTION_NAMES.map(partKey)]

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: z.string(),
  sequences: z.object(sequencesShape),
  collections: z.object(collectionsShape),
})
export type DbSnapshot = z.infer<typeof snapshotSchema>

/**
 * Every collection's records as they are now, ready to be written. The records themselves are not
 * copied: IndexedDB copies what it stores (a structured clone, which leaves the collections' internal
 * symbol properties behind), and copying ~6,000 records first doubled the cost of every save on the
 * page's main thread. Callers that keep a snapshot while the db changes take a structuredClone of it.
 */
export function serializeDb(): DbSnapshot {
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, recordsOf(name)]),
  ) as unknown as DbSnapshot['collections']
  return { ...headOf(), collections }
}

const recordsOf = (name: CollectionName) => [...db[name].all()]

const headOf = (): Omit<DbSnapshot, 'collections'> => ({
  version: SNAPSHOT_VERSION,
  savedAt: now().toISOString(),
  sequences: getSequences(),
})

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
  for (const name of COLLECTION_NAMES) {
    // Expired sessions would only answer 401: leave them behind.
    const records =
      name === 'sessions'
        ? collections.sessions.filter((session) => Date.parse(session.expiresAt) > at)
        : collections[name]
    // Parsed above with the record schemas: safe to insert without validating again.
    await insertAll(db[name], records)
  }
  // Never hand out an id twice, even if a snapshot's counters were behind its records.
  const maxId = (records: readonly { id: number }[]) =>
    records.reduce((max, { id }) => Math.max(max, id), 0)
  setSequences(
    Object.fromEntries(
      SEQUENCE_NAMES.map((name) => [name, Math.max(sequences[name], maxId(collections[name]))]),
    ) as Sequences,
  )
  return true
}

/**
 * The saved snapshot, its head and collections put back together (for hydrateDb to check), or
 * undefined when nothing is saved or the store cannot be read.
 */
export async function readSavedDb(store: SnapshotStore): Promise<unknown> {
  const values = await store.getMany(SNAPSHOT_KEYS).catch(() => undefined)
  const [head, ...parts] = values ?? []
  if (typeof head !== 'object' || head === null) return undefined
  const collections = Object.fromEntries(COLLECTION_NAMES.map((name, i) => [name, parts[i]]))
  return { ...head, collections }
}

/** Restores the saved db, or seeds a fresh one (first visit, or a snapshot of another version). */
export async function restoreDb(store: SnapshotStore): Promise<'restored' | 'seeded'> {
  if (await hydrateDb(await readSavedDb(store))) return 'restored'
  await resetDb()
  return 'seeded'
}

/**
 * Saves the head and the collections named (all of them by default), in one write. False when the
 * store refused it.
 */
export async function saveDb(
  store: SnapshotStore,
  names: readonly CollectionName[] = COLLECTION_NAMES,
): Promise<boolean> {
  try {
    await store.setMany([
      [DB_STORAGE_KEY, headOf()],
      ...names.map((name): [string, unknown] => [partKey(name), recordsOf(name)]),
    ])
    return true
  } catch (error) {
    // Private windows and full disks refuse IndexedDB: the app keeps working, in memory only.
    console.warn('[mock api] could not save the demo data', error)
    return false
  }
}

export async function clearSavedDb(store: SnapshotStore): Promise<void> {
  await store.delMany(SNAPSHOT_KEYS).catch(() => undefined)
}

/**
 * Saves a snapshot SAVE_DEBOUNCE_MS after the last change to any collection, at once after a reset,
 * and at once when a change is pending and `commit()` is called (before a handler answers, and when
 * the page is hidden or left). Returns a function that stops it.
 */
export function startAutoSave(store: SnapshotStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The collections changed since the last save: only they are written. */
  const changed = new Set<CollectionName>()
  /** Those of a save the store refused: written with the next change, not on every commit. */
  const refused = new Set<CollectionName>()
  /** The saves under way, in order: a commit waits for them too. */
  let saving = Promise.resolve()
  const flush = (): Promise<void> => {
    clearTimeout(timer)
    timer = undefined
    const names = [...new Set([...changed, ...refused])]
    changed.clear()
    refused.clear()
    saving = saving.then(async () => {
      if (!(await saveDb(store, names))) for (const name of names) refused.add(name)
    })
    return saving
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS)
  }
  // Nothing changed since the last save: the answer still waits for a save under way.
  const flushIfPending = (): Promise<void> => (changed.size === 0 ? saving : flush())

  const stops = COLLECTION_NAMES.flatMap((name) => {
    const collection = db[name]
    const onChange = () => {
      changed.add(name)
      schedule()
    }
    return (['create', 'update', 'delete'] as const).map((hook) => {
      collection.hooks.on(hook, onChange)
      return () => collection.hooks.removeListener(hook, onChange)
    })
  })
  // A reset replaces the snapshot at once: a reload right after "Reset demo data" shows the seed.
  stops.push(
    onDbReset(async () => {
      await clearSavedDb(store)
      for (const name of COLLECTION_NAMES) changed.add(name)
      await flush()
    }),
  )
  stops.push(setCommitter(flushIfPending))

  return () => {
    for (const stop of stops) stop()
    clearTimeout(timer)
  }
}
