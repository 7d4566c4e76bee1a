/**
 * Direct messages: the scripted conversations of the demo accounts, short chats among generated
 * players, and (large seed) a 2,000-message conversation between demo and NutmegNate.
 */
import { EXCHANGES, SCRIPTS } from '../fixtures/conversations'
import type { MessageRecord, UserRecord } from '../model'
import { faker, int, MINUTE, type Ids, type SeedClock } from './context'

export interface Chat {
  from: string
  to: string
  content: string
  /** Minutes before now. */
  ago: number
  unread?: boolean
}

/** Ten short conversations between generated players, within the last three weeks. */
export function randomChats(usernames: readonly string[]): Chat[] {
  const chats: Chat[] = []
  if (usernames.length < 2) return chats
  for (let i = 0; i < 10; i++) {
    const [a, b] = faker.helpers.arrayElements(usernames, 2)
    if (a === undefined || b === undefined) continue
    let ago = int(2 * 24 * 60, 21 * 24 * 60)
    for (const [opening, reply] of faker.helpers.arrayElements(EXCHANGES, { min: 1, max: 3 })) {
      const [asker, answerer] = faker.datatype.boolean() ? [a, b] : [b, a]
      chats.push({ from: asker, to: answerer, content: opening, ago })
      ago -= int(1, 45)
      chats.push({ from: answerer, to: asker, content: reply, ago })
      ago -= int(30, 600)
    }
  }
  return chats
}

export const LONG_CONVERSATION_LENGTH = 2000

/**
 * How many minutes before the seed's "now" a scripted line stands that the script puts `ago` minutes
 * before the story's "now": the scripts speak of the fixtures, which move with the calendar.
 */
function scriptedAgo(clock: SeedClock, ago: number): number {
  return ago + Math.round((clock.nowMs - clock.storyNowMs) / MINUTE)
}

/**
 * demo and NutmegNate's long history, for performance work: LONG_CONVERSATION_LENGTH messages
 * (the scripted four included), an hour or so apart, before the scripted ones.
 */
export function longConversation(clock: SeedClock): Chat[] {
  const script = SCRIPTS.find((s) => s.a === 'NutmegNate' && s.b === 'demo')
  const scripted = script?.lines.length ?? 0
  const start = scriptedAgo(clock, script?.lines[0]?.[1] ?? 4 * 24 * 60) + 60
  const chats: Chat[] = []
  for (let i = 0; i < LONG_CONVERSATION_LENGTH - scripted; i++) {
    const exchange = EXCHANGES[Math.floor(i / 2) % EXCHANGES.length] ?? ['gg', 'gg']
    const fromNate = Math.floor(i / 2) % 2 === 0 ? i % 2 === 0 : i % 2 === 1
    chats.push({
      from: fromNate ? 'NutmegNate' : 'demo',
      to: fromNate ? 'demo' : 'NutmegNate',
      content: exchange[i % 2] ?? 'gg',
      ago: start + (LONG_CONVERSATION_LENGTH - scripted - i) * 61,
    })
  }
  return chats
}

export interface BuiltMessage {
  message: MessageRecord
  sender: UserRecord
  unread: boolean
}

/** The scripted and the other conversations, numbered in time order. */
export function buildMessages(
  clock: SeedClock,
  ids: Ids,
  users: ReadonlyMap<string, UserRecord>,
  chats: readonly Chat[],
): BuiltMessage[] {
  const all: Chat[] = [
    ...SCRIPTS.flatMap(({ a, b, lines }) =>
      lines.map(([speaker, ago, content, unread]) => ({
        from: speaker === 'a' ? a : b,
        to: speaker === 'a' ? b : a,
        content,
        ago: scriptedAgo(clock, ago),
        unread: unread === 'unread',
      })),
    ),
    ...chats,
  ]
  // Ids follow time, as on a server that has been running all along (stable sort: ties keep order).
  all.sort((x, y) => y.ago - x.ago)
  return all.flatMap(({ from, to, content, ago, unread }) => {
    const sender = users.get(from)
    const receiver = users.get(to)
    if (sender === undefined || receiver === undefined) return []
    const message: MessageRecord = {
      id: ids.next('messages'),
      senderId: sender.id,
      receiverId: receiver.id,
      content,
      createdAt: clock.minutesAgo(ago),
    }
    return [{ message, sender, unread: unread === true }]
  })
}
