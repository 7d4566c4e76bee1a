/** The app's persistence, into an idb-keyval-like Map (jsdom has no IndexedDB). */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as memoryIdb from '../utils/memoryIdb'
import { db, resetDb } from '@mocks/db'
import { commit } from '@mocks/lib/commit'
import {
  DB_STORAGE_KEY,
  readSavedDb,
  restoreDb,
  SAVE_DEBOUNCE_MS,
  saveDb,
  serializeDb,
  SNAPSHOT_VERSION,
  startAutoSave,
  type DbSnapshot,
  type SnapshotStore,
} from '@mocks/persistence'

const { store } = memoryIdb

/** The snapshot as saved, put back together from its head and collections. */
async function saved(): Promise<DbSnapshot | undefined> {
  return (await readSavedDb(memoryIdb)) as DbSnapshot | undefined
}

async function addMessage(content: string) {
  await db.messages.create({
    id: 9000,
    senderId: 1,
    receiverId: 2,
    content,
    createdAt: '2026-03-14T18:00:00.000Z',
  })
}

describe('restoreDb', () => {
  beforeEach(() => store.clear())

  test('seeds when nothing is saved', async () => {
    await resetDb({ empty: true })
    expect(await restoreDb(memoryIdb)).toBe('seeded')
    expect(db.users.count()).toBeGreaterThan(30)
  })

  test('restores what was saved', async () => {
    await addMessage('kept across reloads')
    await saveDb(memoryIdb)
    await resetDb()
    expect(await restoreDb(memoryIdb)).toBe('restored')
    expect(db.messages.findFirst((q) => q.where({ id: 9000 }))?.content).toBe('kept across reloads')
  })

  test('discards a snapshot in the layout of version 12 (one value) and reseeds', async () => {
    const { collections, ...head } = serializeDb()
    store.set(DB_STORAGE_KEY, { ...head, version: 12, collections })
    await resetDb({ empty: true })
    expect(await restoreDb(memoryIdb)).toBe('seeded')
    expect(db.users.count()).toBeGreaterThan(30)
  })

  test('discards a snapshot of another version and reseeds', async () => {
    await saveDb(memoryIdb)
    store.set(DB_STORAGE_KEY, {
      ...(store.get(DB_STORAGE_KEY) as object),
      version: SNAPSHOT_VERSION - 1,
    })
    await resetDb({ empty: true })
    expect(await restoreDb(memoryIdb)).toBe('seeded')
    expect(db.users.count()).toBeGreaterThan(30)
  })
})

describe('startAutoSave', () => {
  let stop: () => void = () => undefined

  beforeEach(() => {
    store.clear()
    vi.useFakeTimers()
    stop = startAutoSave(memoryIdb)
  })

  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  test('saves once, SAVE_DEBOUNCE_MS after the last change', async () => {
    await addMessage('one')
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.country = 'MX'
      },
    })
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1)
    expect(store.size).toBe(0)

    await vi.advanceTimersByTimeAsync(1)
    expect(store.get(`${DB_STORAGE_KEY}:messages`)).toContainEqual(
      expect.objectContaining({ content: 'one' }),
    )
    expect((store.get(`${DB_STORAGE_KEY}:users`) as { country: string }[])[0]?.country).toBe('MX')
  })

  /** The store, with every write's keys recorded, and refusing the writes `refuse` says. */
  function recordingStore(refuse: (write: number) => boolean = () => false) {
    const writes: string[][] = []
    const recording: SnapshotStore = {
      ...memoryIdb,
      setMany(entries) {
        writes.push(entries.map(([key]) => key))
        return refuse(writes.length)
          ? Promise.reject(new Error('quota'))
          : memoryIdb.setMany(entries)
      },
    }
    stop()
    stop = startAutoSave(recording)
    return writes
  }

  test('writes only the collections that changed, with the head', async () => {
    await saveDb(memoryIdb)
    const writes = recordingStore()
    await addMessage('only this')
    await commit()
    expect(writes).toEqual([[DB_STORAGE_KEY, `${DB_STORAGE_KEY}:messages`]])
    // The head's counters and the other collections still read back as one snapshot.
    const snapshot = await saved()
    expect(snapshot?.collections.messages.some((m) => m.content === 'only this')).toBe(true)
    expect(snapshot?.collections.users.length).toBe(db.users.count())
  })

  test('a refused save is tried again, with its collections, by the next one', async () => {
    const writes = recordingStore((write) => write === 1)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await addMessage('refused once')
    await commit()
    expect(store.get(`${DB_STORAGE_KEY}:messages`)).toBeUndefined()
    // A request that changed nothing does not write the refused collections again.
    await commit()
    expect(writes).toHaveLength(1)
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.country = 'MX'
      },
    })
    await commit()
    warn.mockRestore()
    expect(writes[1]).toEqual(
      expect.arrayContaining([`${DB_STORAGE_KEY}:messages`, `${DB_STORAGE_KEY}:users`]),
    )
    expect(store.get(`${DB_STORAGE_KEY}:messages`)).toContainEqual(
      expect.objectContaining({ content: 'refused once' }),
    )
  })

  test('a commit with nothing new to save still waits for a save under way', async () => {
    let release: () => void = () => undefined
    const slow: SnapshotStore = {
      ...memoryIdb,
      setMany: (entries) =>
        new Promise((resolve) => {
          release = () => void memoryIdb.setMany(entries).then(resolve)
        }),
    }
    stop()
    stop = startAutoSave(slow)
    await addMessage('on its way')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    let committed = false
    const committing = commit().then(() => {
      committed = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(committed).toBe(false)
    release()
    await committing
    expect(store.get(`${DB_STORAGE_KEY}:messages`)).toContainEqual(
      expect.objectContaining({ content: 'on its way' }),
    )
  })

  test('saves at once on commit (the page asks when it is hidden or left)', async () => {
    await addMessage('leaving')
    await commit()
    expect((await saved())?.collections.messages.some((m) => m.content === 'leaving')).toBe(true)
  })

  test('replaces the snapshot at once after a reset', async () => {
    await addMessage('gone after reset')
    await resetDb()
    const snapshot = await saved()
    expect(snapshot?.collections.messages.some((m) => m.content === 'gone after reset')).toBe(false)
    expect(snapshot?.collections.users.length).toBe(db.users.count())
  })

  test('stops saving once stopped', async () => {
    stop()
    await addMessage('not saved')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2)
    expect(store.size).toBe(0)
  })
})

describe('commit before answering', () => {
  let stop: () => void = () => undefined

  beforeEach(() => {
    store.clear()
    stop = startAutoSave(memoryIdb)
  })

  afterEach(() => stop())

  test('a change a request made is saved before its answer arrives', async () => {
    const login = await fetch('http://localhost/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    })
    const { token } = (await login.json()) as { token: string }
    // No timer has run: the save happened inside the request, not SAVE_DEBOUNCE_MS later.
    expect((await saved())?.collections.sessions.map((session) => session.token)).toContain(token)
  })
})
