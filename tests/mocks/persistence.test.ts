import { describe, expect, test } from 'vitest'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { SESSION_TTL_MS } from '@mocks/lib/auth'
import { hydrateDb, serializeDb, SNAPSHOT_VERSION, snapshotSchema } from '@mocks/persistence'
import { call, json, signIn } from './client'

describe('the db snapshot', () => {
  test('is plain data that survives structured cloning and JSON', () => {
    const snapshot = serializeDb()
    expect(snapshotSchema.parse(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot)
    expect(structuredClone(snapshot)).toEqual(snapshot)
  })

  test('round-trips: serialise, change, hydrate gives the same data back', async () => {
    const { token, id } = await signIn('demo')
    await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: 3, content: 'Saved?' },
    })
    const snapshot = structuredClone(serializeDb())

    await call('notifications/read', { method: 'POST', token, body: {} })
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.bio = 'changed'
      },
    })
    expect(serializeDb()).not.toEqual(snapshot)

    expect(await hydrateDb(snapshot)).toBe(true)
    expect(serializeDb()).toEqual(snapshot)
    // The session came back too: the user is still signed in after a reload.
    expect((await call('verify-token', { method: 'POST', token })).status).toBe(200)
  })

  test('continues the id counters after hydration', async () => {
    const snapshot = structuredClone(serializeDb())
    const lastId = snapshot.sequences.messages
    expect(await hydrateDb(snapshot)).toBe(true)

    const { token, id } = await signIn('demo')
    const response = await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: 2, content: 'after reload' },
    })
    expect((await json<{ message: { id: number } }>(response)).message.id).toBe(lastId + 1)
  })

  test('leaves expired sessions behind', async () => {
    await signIn('demo')
    const snapshot = structuredClone(serializeDb())
    expect(snapshot.collections.sessions).toHaveLength(1)
    advanceClock(SESSION_TTL_MS)
    expect(await hydrateDb(snapshot)).toBe(true)
    expect(db.sessions.count()).toBe(0)
  })

  test.each([
    ['nothing', undefined],
    ['another version', { ...serializeDb(), version: SNAPSHOT_VERSION + 1 }],
    [
      'a corrupted record',
      { ...serializeDb(), collections: { ...serializeDb().collections, users: [{ id: 'x' }] } },
    ],
    ['a string', 'gvl'],
  ])('refuses %s and leaves the db untouched', async (_, value) => {
    const before = serializeDb()
    expect(await hydrateDb(value)).toBe(false)
    expect(serializeDb()).toEqual(before)
  })
})
