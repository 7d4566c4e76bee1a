import { describe, expect, test } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/api/demoAccounts'
import { SEED_NOW } from '@mocks/clock'
import { db, resetDb } from '@mocks/db'
import { partnersOf } from '@mocks/domain/messages'
import { unreadCount } from '@mocks/domain/notifications'
import { verifyPassword } from '@mocks/lib/password'
import { getSequences, mediaAddress, SEQUENCE_NAMES } from '@mocks/model'
import { serializeDb, snapshotSchema } from '@mocks/persistence'
import { PLAYER_PASSWORD_HASH } from '@mocks/seed/build'
import { standardPlayerCount } from '@mocks/seed/people'
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

  test('adds a community of 400 players with unique gamer tags and emails', () => {
    const users = db.users.all()
    expect(standardPlayerCount()).toBe(400)
    expect(users.length).toBe(DEMO_ACCOUNTS.length + 400)
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(users.length)
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length)
    expect(users.filter((u) => u.status === 'pending').map((u) => u.username)).toEqual([
      'fresh_signing',
      'slow_starter',
    ])
    for (const user of users) expect(user.username).toMatch(/^[A-Za-z0-9_]{3,24}$/)
  })

  test('gives most players no avatar and some a stored drawing, each distinct drawing once', () => {
    const avatars = db.users.all().map((u) => u.avatar)
    expect(avatars.filter((a) => a === null).length).toBeGreaterThan(avatars.length / 2)
    const shown = [...avatars, ...db.teams.all().map((team) => team.crest)].filter(
      (address) => address !== null,
    )
    const stored = db.media.all()
    // Every picture a user or a team shows is stored, and every stored one is shown.
    expect(new Set(shown)).toEqual(new Set(stored.map(mediaAddress)))
    expect(new Set(stored.map((media) => media.base64)).size).toBe(stored.length)
    expect(stored.every((media) => media.type === 'image/svg+xml')).toBe(true)
    for (const name of ['rivera_fc', 'maya_goals', 'lone_wolf']) {
      expect(db.users.findFirst((q) => q.where({ username: name }))?.avatar).not.toBeNull()
    }
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
    // Only a sign-up with a known address holds a username.
    const startsEmpty: readonly string[] = ['usernameHolds']
    for (const name of SEQUENCE_NAMES) {
      const records: readonly { id: number }[] = db[name].all()
      if (startsEmpty.includes(name)) expect(records, name).toEqual([])
      else expect(records.length, name).toBeGreaterThan(0)
      expect(
        records.map((r) => r.id),
        name,
      ).toEqual(records.map((_, i) => i + 1))
      expect(getSequences()[name], name).toBe(records.length)
    }
    const limit = SEED_NOW.toISOString()
    const created = [
      ...db.users.all(),
      ...db.messages.all(),
      ...db.notifications.all(),
      ...db.teams.all(),
      ...db.competitions.all(),
      ...db.registrations.all(),
      ...db.invitations.all(),
    ].map((r) => r.createdAt)
    const happened = [
      ...db.memberships.all().map((m) => m.joinedAt),
      ...db.news.all().map((n) => n.publishedAt),
      ...db.infractions.all().map((i) => i.issuedAt),
      ...db.subscriptions.all().map((s) => s.startedAt),
    ]
    for (const at of [...created, ...happened]) expect(at <= limit, at).toBe(true)
  })

  test('numbers messages and notifications in time order', () => {
    for (const records of [db.messages.all(), db.notifications.all()]) {
      const times = records.map((r) => r.createdAt)
      expect(times).toEqual([...times].sort())
    }
  })

  test('every record matches its collection schema (the seed inserts without validating)', () => {
    expect(snapshotSchema.safeParse(serializeDb()).success).toBe(true)
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
    expect(Object.values(db).map((c) => c.count())).toEqual(Object.values(db).map(() => 0))
  })

  test('players: n sizes the community, keeping the league', async () => {
    const teams = serializeDb().collections.teams
    await resetDb({ players: 1000 })
    expect(db.users.count()).toBe(DEMO_ACCOUNTS.length + 1000)
    expect(serializeDb().collections.teams).toEqual(teams)
  })

  test('players: n below what the squads need is refused', async () => {
    await expect(resetDb({ players: 30 })).rejects.toThrow(RangeError)
  })

  test('is fast enough to run before every test', async () => {
    const started = performance.now()
    await resetDb()
    expect(performance.now() - started).toBeLessThan(250)
  })

  test('reseeds in well under 40 ms once built (the median of five)', async () => {
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await resetDb()
      times.push(performance.now() - started)
    }
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(40)
  })

  test('hands out fresh copies: a change to a record does not survive a reset', async () => {
    await db.users.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.bio = 'changed'
        user.socials.twitch = 'changed'
      },
    })
    const [first] = db.users.all()
    if (first === undefined) throw new Error('no user')
    ;(first.socials as { x: string | null }).x = 'mutated in place'
    await resetDb()
    expect(db.users.all()[0]).toMatchObject({
      bio: expect.not.stringMatching('changed'),
      socials: { twitch: 'demo_gvl', x: null },
    })
  })
})
