/** Conversation queries over the messages collection. */
import { db, findUser, type MessageRecord, type UserRecord } from '../model'

/** Chronological order; the id breaks ties between messages of the same instant. */
export function byTime(a: MessageRecord, b: MessageRecord): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id
}

/** The messages between two users, oldest first. */
export function conversation(userId: number, otherId: number): MessageRecord[] {
  return db.messages
    .findMany((q) =>
      q.where(
        (m) =>
          (m.senderId === userId && m.receiverId === otherId) ||
          (m.senderId === otherId && m.receiverId === userId),
      ),
    )
    .sort(byTime)
}

/** Everyone `userId` has a conversation with, and its latest message; most recent conversation first. */
export function partnersOf(userId: number): { partner: UserRecord; last: MessageRecord }[] {
  const latest = new Map<number, MessageRecord>()
  for (const message of db.messages.findMany((q) =>
    q.where((m) => m.senderId === userId || m.receiverId === userId),
  )) {
    const otherId = message.senderId === userId ? message.receiverId : message.senderId
    const known = latest.get(otherId)
    if (known === undefined || byTime(known, message) < 0) latest.set(otherId, message)
  }
  return [...latest]
    .sort(([, a], [, b]) => byTime(b, a))
    .flatMap(([otherId, last]) => {
      const partner = findUser(otherId)
      return partner === undefined ? [] : [{ partner, last }]
    })
}
