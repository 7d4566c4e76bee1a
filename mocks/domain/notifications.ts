/** Notifications: what creates them and how they are read. */
import { db, nextId, type MessageRecord, type NotificationRecord, type UserRecord } from '../model'

export const PREVIEW_LENGTH = 100

/** The start of a text, cut at PREVIEW_LENGTH characters (code points, so emoji stay whole). */
export function preview(text: string): string {
  const characters = Array.from(text)
  if (characters.length <= PREVIEW_LENGTH) return text
  return `${characters
    .slice(0, PREVIEW_LENGTH - 1)
    .join('')
    .trimEnd()}…`
}

export function buildMessageReceivedNotification(
  message: MessageRecord,
  sender: UserRecord,
  read = false,
): NotificationRecord {
  return {
    id: nextId('notifications'),
    userId: message.receiverId,
    type: 'message_received',
    payload: {
      sender_id: sender.id,
      sender_username: sender.username,
      message_id: message.id,
      preview: preview(message.content),
    },
    read,
    createdAt: message.createdAt,
  }
}

export function createNotification(notification: NotificationRecord) {
  return db.notifications.create(notification)
}

/** The user's notifications, newest first. */
export function notificationsOf(userId: number): NotificationRecord[] {
  return db.notifications
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
}

export function unreadCount(userId: number): number {
  return db.notifications.findMany((q) => q.where({ userId, read: false })).length
}

/** Marks the user's notifications read: all of them, or those of `ids` that are theirs. */
export async function markRead(userId: number, ids?: readonly number[]): Promise<void> {
  const wanted = ids === undefined ? undefined : new Set(ids)
  await db.notifications.updateMany(
    (q) => q.where((n) => n.userId === userId && !n.read && (wanted?.has(n.id) ?? true)),
    {
      data(notification) {
        notification.read = true
      },
    },
  )
}
