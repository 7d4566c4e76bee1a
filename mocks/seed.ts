/**
 * The deterministic seed: the same data on every run (a fixed faker seed, times relative to `now()`,
 * which tests and Storybook freeze at SEED_NOW). `buildX()` returns a plain record, `createX()` inserts it.
 *
 * Every seeded account's password is DEMO_PASSWORD. The demo accounts each get their own salt (hashed
 * once per process, see `hashPasswordOnce`); the other players share one precomputed hash, because
 * hashing thirty (or ten thousand) passwords with PBKDF2 before every test would take seconds.
 */
import { faker } from '@faker-js/faker/locale/en_US'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/api/demoAccounts'
import { now } from './clock'
import { buildMessageReceivedNotification } from './domain/notifications'
import { AVATAR_FILES, IDENTICON_COLORS, identicon } from './fixtures/avatars'
import { EXCHANGES, SCRIPTS } from './fixtures/conversations'
import {
  COUNTRIES,
  EMAIL_DOMAINS,
  NAMED_PLAYERS,
  PLATFORM_WEIGHTS,
  POSITIONS,
  TAG_WORDS,
  type NamedPlayer,
} from './fixtures/players'
import { hashPasswordOnce } from './lib/password'
import {
  db,
  nextId,
  type MessageRecord,
  type NotificationRecord,
  type Platform,
  type UserRecord,
} from './model'

export const FAKER_SEED = 20260314

/** `pbkdf2` of DEMO_PASSWORD with a fixed salt: the shared hash of non-demo players (tested). */
export const PLAYER_PASSWORD_HASH =
  'pbkdf2$100000$0b30557a9fc4e90e33587da2c7ec1136$2a85ec2aee98a20926513a6e259c3483d7b84852c72c2f2029059b9ea9d26856'

export interface SeedOptions {
  /** Players besides the demo accounts (the named ones included). Default 30. */
  players?: number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

interface Profile {
  daysAgo: number
  country: string
  platform: Platform
}
const DEFAULT_PROFILE: Profile = { daysAgo: 100, country: 'US', platform: 'playstation' }
/** Demo accounts: fixed facts, so the login screen and the stories can rely on them. */
const DEMO_PROFILES: Record<string, Profile> = {
  demo: { daysAgo: 400, country: 'US', platform: 'playstation' },
  rivera_fc: { daysAgo: 900, country: 'US', platform: 'playstation' },
  maya_goals: { daysAgo: 600, country: 'US', platform: 'playstation' },
  lone_wolf: { daysAgo: 30, country: 'CA', platform: 'playstation' },
}

type UserFields = Pick<UserRecord, 'username' | 'passwordHash'> & Partial<Omit<UserRecord, 'id'>>

export function buildUser(fields: UserFields): UserRecord {
  return {
    id: nextId('users'),
    email: `${fields.username.toLowerCase()}@gvlusa.example`,
    avatar: null,
    status: 'active',
    createdAt: now().toISOString(),
    country: 'US',
    platform: 'playstation',
    ...fields,
  }
}

export function createUser(user: UserRecord) {
  return db.users.create(user)
}

export type MessageDraft = Omit<MessageRecord, 'id'>

export function buildMessage(draft: MessageDraft): MessageRecord {
  return { id: nextId('messages'), ...draft }
}

export function createMessage(message: MessageRecord) {
  return db.messages.create(message)
}

export function buildWelcomeNotification(user: UserRecord): NotificationRecord {
  return {
    id: nextId('notifications'),
    userId: user.id,
    type: 'welcome',
    payload: { community: 'GVL USA' },
    read: true,
    createdAt: user.createdAt,
  }
}

export function createNotification(notification: NotificationRecord) {
  return db.notifications.create(notification)
}

function minutesAgo(minutes: number): string {
  return new Date(now().getTime() - minutes * MINUTE).toISOString()
}

function daysAgo(days: number): string {
  return new Date(now().getTime() - days * DAY).toISOString()
}

/** A tag like `ClinicalCarlos`, `jordan_cdm`, `xPanenka10` or `Ghost_Pivot`, unique among `taken`. */
function gamerTag(taken: Set<string>): string {
  for (;;) {
    const first = faker.person.firstName().replace(/[^A-Za-z]/g, '')
    const word = faker.helpers.arrayElement(TAG_WORDS)
    const tag = faker.helpers.arrayElement([
      () => `${word}${first}`,
      () => `${first.toLowerCase()}_${faker.helpers.arrayElement(POSITIONS).toLowerCase()}`,
      () => `${first}${word}${faker.number.int({ min: 2, max: 99 })}`,
      () => `x${word}${faker.number.int({ min: 1, max: 11 })}`,
      () => `${word}_${faker.helpers.arrayElement(TAG_WORDS)}`,
    ])()
    if (!taken.has(tag.toLowerCase())) {
      taken.add(tag.toLowerCase())
      return tag
    }
  }
}

function identiconAvatar(color: string): string {
  const cells = Array.from({ length: 15 }, () => faker.datatype.boolean())
  return identicon(cells, color)
}

interface PlannedPlayer extends NamedPlayer {
  email?: string
  avatar: string | null
}

interface Chat {
  from: string
  to: string
  content: string
  ago: number
}

/** Every random choice of the seed, made in one synchronous pass (see `seedDb`). */
function plan(players: number) {
  faker.seed(FAKER_SEED)
  const demoSalts = DEMO_ACCOUNTS.map(() =>
    faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
  )
  const taken = new Set(
    [...DEMO_ACCOUNTS, ...NAMED_PLAYERS].map(({ username }) => username.toLowerCase()),
  )
  const named: PlannedPlayer[] = NAMED_PLAYERS.map((player) => ({
    ...player,
    avatar: player.identicon === undefined ? null : identiconAvatar(player.identicon),
  }))
  const generated: PlannedPlayer[] = Array.from(
    { length: Math.max(players - NAMED_PLAYERS.length, 0) },
    () => {
      const username = gamerTag(taken)
      const hasAvatar = faker.number.int({ min: 1, max: 10 }) === 1
      return {
        username,
        email: `${username.toLowerCase()}@${faker.helpers.arrayElement(EMAIL_DOMAINS)}`,
        country: faker.helpers.weightedArrayElement([...COUNTRIES]),
        platform: faker.helpers.weightedArrayElement([...PLATFORM_WEIGHTS]),
        daysAgo: faker.number.int({ min: 14, max: 1100 }),
        avatar: hasAvatar ? identiconAvatar(faker.helpers.arrayElement(IDENTICON_COLORS)) : null,
      }
    },
  )
  const chatter = randomChats(generated.map((player) => player.username))
  return { demoSalts, players: [...named, ...generated], chatter }
}

/** Ten short conversations between generated players, within the last three weeks. */
function randomChats(usernames: readonly string[]): Chat[] {
  const chats: Chat[] = []
  if (usernames.length < 2) return chats
  for (let i = 0; i < 10; i++) {
    const [a, b] = faker.helpers.arrayElements(usernames, 2)
    if (a === undefined || b === undefined) continue
    let ago = faker.number.int({ min: 2 * 24 * 60, max: 21 * 24 * 60 })
    for (const [opening, reply] of faker.helpers.arrayElements(EXCHANGES, { min: 1, max: 3 })) {
      const [asker, answerer] = faker.datatype.boolean() ? [a, b] : [b, a]
      chats.push({ from: asker, to: answerer, content: opening, ago })
      ago -= faker.number.int({ min: 1, max: 45 })
      chats.push({ from: answerer, to: asker, content: reply, ago })
      ago -= faker.number.int({ min: 30, max: 600 })
    }
  }
  return chats
}

async function buildUsers(planned: ReturnType<typeof plan>): Promise<UserRecord[]> {
  const demoHashes = await Promise.all(
    planned.demoSalts.map((salt) => hashPasswordOnce(DEMO_PASSWORD, salt)),
  )
  const demo = DEMO_ACCOUNTS.map(({ username }, i) => {
    const profile = DEMO_PROFILES[username] ?? DEFAULT_PROFILE
    return buildUser({
      username,
      passwordHash: demoHashes[i] ?? PLAYER_PASSWORD_HASH,
      avatar: AVATAR_FILES[username] ?? null,
      createdAt: daysAgo(profile.daysAgo),
      country: profile.country,
      platform: profile.platform,
    })
  })
  const players = planned.players.map((player) =>
    buildUser({
      username: player.username,
      passwordHash: PLAYER_PASSWORD_HASH,
      avatar: player.avatar,
      status: player.status ?? 'active',
      createdAt: daysAgo(player.daysAgo),
      country: player.country,
      platform: player.platform,
      ...(player.email === undefined ? {} : { email: player.email }),
    }),
  )
  return [...demo, ...players]
}

/** The scripted and the random conversations, numbered in time order. */
function buildMessages(users: readonly UserRecord[], chatter: readonly Chat[]) {
  const byName = new Map(users.map((user) => [user.username, user]))
  const chats: (Chat & { unread: boolean })[] = [
    ...SCRIPTS.flatMap(({ a, b, lines }) =>
      lines.map(([speaker, ago, content, unread]) => ({
        from: speaker === 'a' ? a : b,
        to: speaker === 'a' ? b : a,
        content,
        ago,
        unread: unread === 'unread',
      })),
    ),
    ...chatter.map((chat) => ({ ...chat, unread: false })),
  ]
  // Ids follow time, as on a server that has been running all along (stable sort: ties keep order).
  chats.sort((x, y) => y.ago - x.ago)
  return chats.flatMap(({ from, to, content, ago, unread }) => {
    const sender = byName.get(from)
    const receiver = byName.get(to)
    if (sender === undefined || receiver === undefined) return []
    const message = buildMessage({
      senderId: sender.id,
      receiverId: receiver.id,
      content,
      createdAt: minutesAgo(ago),
    })
    return [{ message, sender, unread }]
  })
}

/** A welcome for every active user and a notification for every message, numbered in time order. */
function buildNotifications(
  users: readonly UserRecord[],
  messages: ReturnType<typeof buildMessages>,
): NotificationRecord[] {
  const events: { at: string; build: () => NotificationRecord }[] = [
    ...users
      .filter((user) => user.status === 'active')
      .map((user) => ({ at: user.createdAt, build: () => buildWelcomeNotification(user) })),
    ...messages.map(({ message, sender, unread }) => ({
      at: message.createdAt,
      build: () => buildMessageReceivedNotification(message, sender, !unread),
    })),
  ]
  events.sort((x, y) => x.at.localeCompare(y.at))
  return events.map(({ build }) => build())
}

/**
 * Builds and inserts the whole community. Every faker call happens in `plan()`, before the first
 * `await`, so nothing running concurrently can shift the random sequence; records are inserted one
 * by one, so the collections' order is the same on every run too.
 */
export async function seedDb(options: SeedOptions = {}): Promise<void> {
  const planned = plan(options.players ?? 30)
  const users = await buildUsers(planned)
  for (const user of users) await createUser(user)
  const messages = buildMessages(users, planned.chatter)
  for (const { message } of messages) await createMessage(message)
  for (const notification of buildNotifications(users, messages)) {
    await createNotification(notification)
  }
}
