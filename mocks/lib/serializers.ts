/**
 * Every response body is shaped here, field by field, from the records: private fields
 * (passwordHash, email of others, session tokens, status) cannot leak by accident through a spread.
 */
import type { AuthUser, Message, Notification, NotificationType, Partner } from '@/api/contracts'
import type { MessageRecord, NotificationRecord, UserRecord } from '../model'

/** The signed-in user, to that user only (it carries the email). */
export function toAuthUser(user: UserRecord): AuthUser {
  return { id: user.id, username: user.username, email: user.email, avatar: user.avatar }
}

export function toPartner(user: UserRecord, lastMessage: MessageRecord): Partner {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    last_message: lastMessage.content,
  }
}

export function toMessage(message: MessageRecord): Message {
  return {
    id: message.id,
    sender_id: message.senderId,
    receiver_id: message.receiverId,
    content: message.content,
    created_at: message.createdAt,
  }
}

type PayloadOf<T extends NotificationType> = Extract<Notification, { type: T }>['payload']

/**
 * The fields each type of notification sends, in the contract's order: every field of its payload
 * and no other. The type checks both, so a field the contract adds fails to compile until it is
 * listed here.
 */
const PAYLOAD_FIELDS: { [T in NotificationType]: Record<keyof PayloadOf<T>, true> } = {
  message_received: { sender_id: true, sender_username: true, message_id: true, preview: true },
  welcome: { community: true },
  invitation_received: {
    invitation_id: true,
    team_id: true,
    team_name: true,
    team_tag: true,
    inviter_id: true,
    inviter_username: true,
  },
  registration_decided: {
    registration_id: true,
    competition_id: true,
    competition_name: true,
    team_id: true,
    team_name: true,
    status: true,
    reason: true,
  },
  infraction_issued: {
    infraction_id: true,
    type: true,
    sanction: true,
    strikes: true,
    matches_remaining: true,
    competition_id: true,
    competition_name: true,
  },
  invitation_answered: {
    invitation_id: true,
    team_id: true,
    team_name: true,
    player_id: true,
    player_username: true,
    answer: true,
  },
  match_result: {
    match_id: true,
    event: true,
    home_team_name: true,
    away_team_name: true,
    home_score: true,
    away_score: true,
    team_name: true,
  },
  join_request_received: {
    join_request_id: true,
    team_id: true,
    team_name: true,
    player_id: true,
    player_username: true,
  },
  join_request_answered: { join_request_id: true, team_id: true, team_name: true, answer: true },
}

export function toNotification(record: NotificationRecord): Notification {
  const stored: Readonly<Record<string, unknown>> = record.payload
  const payload = Object.fromEntries(
    Object.keys(PAYLOAD_FIELDS[record.type]).map((field) => [field, stored[field]]),
  )
  // The record's type decides its payload, and the table lists exactly that payload's fields.
  return {
    id: record.id,
    type: record.type,
    payload,
    read: record.read,
    created_at: record.createdAt,
  } as Notification
}
