import { describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/api/demoAccounts'
import { SEED_NOW } from '@mocks/clock'
import { db, resetDb } from '@mocks/db'
import { partnersOf } from '@mocks/domain/messages'
import { unreadCount } from '@mocks/domain/notifications'
import { verifyPassword } from '@mocks/lib/password'
import { serializeDb } from '@mocks/persistence'
import { PLAYER_PASSWORD_HASH } from '@mocks/seed'
import { SCRIPTS } from '@mocks/fixtures/conversations'

describe('the seed', () => {
  test('is the same on every run', async () => {
    const first = serializeDb()
    await resetDb()
    expect(serializeDb()).toEqual(first)
  })

  test('creates every demo account, with the demo password, in the order of the list', async () => {
    const users = db.users.all()
    for (const [index, { username }] of DEMO_ACCOUNTS.entries()) {
      const user = users[index]
      expect(user).toMatchObject({ id: index + 1, username, status: 'active' })
      expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true)
    }
  })

  test('stores passwords hashed and salted, never in clear', () => {
    const hashes = db.users.all().map((user) => user.passwordHash)
    for (const hash of hashes) expect(hash).toMatch(/^pbkdf2\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(hashes.join()).not.toContain(DEMO_PASSWORD)
    const demoHashes = hashes.slice(0, DEMO_ACCOUNTS.length)
    expect(new Set(demoHashes).size).toBe(DEMO_ACCOUNTS.length)
  })

  test("the other players' shared hash is the demo password's", async () => {
    expect(await verifyPassword(DEMO_PASSWORD, PLAYER_PASSWORD_HASH)).toBe(true)
    expect(await verifyPassword('demo12345', PLAYER_PASSWORD_HASH)).toBe(false)
  })

  test('adds about thirty players with unique gamer tags and emails', () => {
    const users = db.users.all()
    expect(users.length).toBe(DEMO_ACCOUNTS.length + 30)
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(users.length)
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length)
    expect(users.filter((u) => u.status === 'pending').map((u) => u.username)).toEqual([
      'fresh_signing',
    ])
    for (const user of users) expect(user.username).toMatch(/^[A-Za-z0-9_]{3,24}$/)
  })

  test('gives most players no avatar and some a file or an SVG data URI', () => {
    const avatars = db.users.all().map((u) => u.avatar)
    expect(avatars.filter((a) => a === null).length).toBeGreaterThan(avatars.length / 2)
    expect(avatars.filter((a) => a?.startsWith('/images/avatars/')).length).toBe(3)
    expect(avatars.some((a) => a?.startsWith('data:image/svg+xml,'))).toBe(true)
  })

  test('gives demo at least three conversations with history and unread notifications', () => {
    const demo = partnersOf(1)
    expect(demo.length).toBeGreaterThanOrEqual(3)
    expect(unreadCount(1)).toBeGreaterThanOrEqual(2)
    const others = db.users
      .all()
      .filter((u) => u.id > DEMO_ACCOUNTS.length && partnersOf(u.id).length > 0)
    expect(others.length).toBeGreaterThan(10)
  })

  test('numbers each collection 1, 2, 3… and dates everything at or before the seed instant', () => {
    for (const records of [db.users.all(), db.messages.all(), db.notifications.all()]) {
      expect(records.map((r) => r.id)).toEqual(records.map((_, i) => i + 1))
    }
    const limit = SEED_NOW.toISOString()
    for (const record of [...db.users.all(), ...db.messages.all(), ...db.notifications.all()]) {
      expect(record.createdAt <= limit).toBe(true)
    }
  })

  test.each(SCRIPTS.map((script) => [`${script.a} and ${script.b}`, script] as const))(
    'plays the scripted conversation of %s in order, between seeded users',
    (_, script) => {
      const agos = script.lines.map(([, ago]) => ago)
      expect(agos).toEqual([...agos].sort((x, y) => y - x))
      expect(new Set(agos).size).toBe(agos.length)
      for (const username of [script.a, script.b]) {
        expect(db.users.findFirst((q) => q.where({ username }))).toBeDefined()
      }
    },
  )

  test('empty: true leaves every collection empty', async () => {
    await resetDb({ empty: true })
    expect(Object.values(db).map((c) => c.count())).toEqual([0, 0, 0, 0])
  })

  test('players: n sizes the community for performance work', async () => {
    await resetDb({ players: 300 })
    expect(db.users.count()).toBe(DEMO_ACCOUNTS.length + 300)
  })

  test('is fast enough to run before every test', async () => {
    const started = performance.now()
    await resetDb()
    expect(performance.now() - started).toBeLessThan(250)
  })
})
