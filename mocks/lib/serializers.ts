/**
 * Every response body is shaped here, field by field, from the records: private fields
 * (passwordHash, email of others, session tokens, status) cannot leak by accident through a spread.
 */
import type { AuthUser, Message, Notification, Partner } from '@/api/contracts'
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

export function toNotification(record: NotificationRecord): Notification {
  const { id, read, createdAt: created_at } = record
  switch (record.type) {
    case 'message_received': {
      const { sender_id, sender_username, message_id, preview } = record.payload
      const payload = { sender_id, sender_username, message_id, preview }
      return { id, type: record.type, payload, read, created_at }
    }
    case 'welcome':
      return {
        id,
        type: record.type,
        payload: { community: record.payload.community },
        read,
        created_at,
      }
    case 'invitation_received': {
      const { invitation_id, team_id, team_name, team_tag, inviter_id, inviter_username } =
        record.payload
      const payload = { invitation_id, team_id, team_name, team_tag, inviter_id, inviter_username }
      return { id, type: record.type, payload, read, created_at }
    }
    case 'registration_decided': {
      const { registration_id, competition_id, competition_name, team_id, team_name } =
        record.payload
      const { status, reason } = record.payload
      const payload = {
        registration_id,
        competition_id,
        competition_name,
        team_id,
        team_name,
        status,
        reason,
      }
      return { id, type: record.type, payload, read, created_at }
    }
    case 'infraction_issued': {
      const { infraction_id, type, sanction, strikes, matches_remaining } = record.payload
      const { competition_id, competition_name } = record.payload
      const payload = {
        infraction_id,
        type,
        sanction,
        strikes,
        matches_remaining,
        competition_id,
        competition_name,
      }
      return { id, type: record.type, payload, read, created_at }
    }
    case 'invitation_answered': {
      const { invitation_id, team_id, team_name, player_id, player_username, answer } =
        record.payload
      const payload = { invitation_id, team_id, team_name, player_id, player_username, answer }
      return { id, type: record.type, payload, read, created_at }
    }
    case 'match_result': {
      const { match_id, event, home_team_name, away_team_name } = record.payload
      const { home_score, away_score, team_name } = record.payload
      const payload = {
        match_id,
        event,
        home_team_name,
        away_team_name,
        home_score,
        away_score,
        team_name,
      }
      return { id, type: record.type, payload, read, created_at }
    }
  }
}
