/** The app's persistence, into an idb-keyval-like Map (jsdom has no IndexedDB). */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as memoryIdb from '../utils/memoryIdb'
import { db, resetDb } from '@mocks/db'
import { commit } from '@mocks/lib/commit'
import {
  DB_STORAGE_KEY,
  restoreDb,
  SAVE_DEBOUNCE_MS,
  serializeDb,
  SNAPSHOT_VERSION,
  startAutoSave,
  type DbSnapshot,
} from '@mocks/persistence'

const { store } = memoryIdb

function saved(): DbSnapshot | undefined {
  return store.get(DB_STORAGE_KEY) as DbSnapshot | undefined
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
    store.set(DB_STORAGE_KEY, serializeDb())
    await resetDb()
    expect(await restoreDb(memoryIdb)).toBe('restored')
    expect(db.messages.findFirst((q) => q.where({ id: 9000 }))?.content).toBe('kept across reloads')
  })

  test('discards a snapshot of another version and reseeds', async () => {
    store.set(DB_STORAGE_KEY, { ...serializeDb(), version: SNAPSHOT_VERSION - 1 })
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
    expect(saved()).toBeUndefined()

    await vi.advanceTimersByTimeAsync(1)
    expect(saved()?.collections.messages.some((m) => m.content === 'one')).toBe(true)
    expect(saved()?.collections.users[0]?.country).toBe('MX')
  })

  test('saves at once on commit (the page asks when it is hidden or left)', async () => {
    await addMessage('leaving')
    await commit()
    expect(saved()?.collections.messages.some((m) => m.content === 'leaving')).toBe(true)
  })

  test('replaces the snapshot at once after a reset', async () => {
    await addMessage('gone after reset')
    await resetDb()
    expect(saved()?.collections.messages.some((m) => m.content === 'gone after reset')).toBe(false)
    expect(saved()?.collections.users.length).toBe(db.users.count())
  })

  test('stops saving once stopped', async () => {
    stop()
    await addMessage('not saved')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2)
    expect(saved()).toBeUndefined()
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
    expect(saved()?.collections.sessions.map((session) => session.token)).toContain(token)
  })
})
