/** Notifications: what creates them and how they are read. */
import type { MatchResultPayload } from '@/api/contracts'
import type { ResultEventKind } from '@/api/contracts/matches'
import {
  db,
  nextId,
  type CompetitionRecord,
  type InfractionRecord,
  type InvitationRecord,
  type JoinRequestRecord,
  type MatchRecord,
  type MessageRecord,
  type NotificationRecord,
  type RegistrationRecord,
  type TeamRecord,
  type UserRecord,
} from '../model'

export const PREVIEW_LENGTH = 100

/**
 * A notification before it is stored: whom it goes to, what it says and when. The builders below
 * make one per event, for the handlers and the seed alike; createNotification (or the seed, in time
 * order) numbers it.
 */
export type NotificationDraft = WithoutId<NotificationRecord>

/** Omit over each type of notification, so that `type` still decides `payload`. */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never

/** The start of a text, cut at PREVIEW_LENGTH characters (code points, so emoji stay whole). */
export function preview(text: string): string {
  const characters = Array.from(text)
  if (characters.length <= PREVIEW_LENGTH) return text
  return `${characters
    .slice(0, PREVIEW_LENGTH - 1)
    .join('')
    .trimEnd()}…`
}

/** The community a welcome notification names. */
const COMMUNITY = 'GVL USA'

type PayloadOf<T extends NotificationDraft['type']> = Extract<
  NotificationDraft,
  { type: T }
>['payload']

/** A notification of `type` to `userId`: every builder's fields, in the order records keep them. */
function draftTo<T extends NotificationDraft['type']>(
  userId: number,
  type: T,
  payload: PayloadOf<T>,
  { read, createdAt }: Pick<NotificationDraft, 'read' | 'createdAt'>,
): NotificationDraft {
  // `type` decides `payload`, which TypeScript cannot follow through a generic.
  return { userId, type, payload, read, createdAt } as NotificationDraft
}

/** To a player, when their account is activated. */
export function buildWelcomeNotification(
  user: UserRecord,
  createdAt: string,
  read = false,
): NotificationDraft {
  return draftTo(user.id, 'welcome', { community: COMMUNITY }, { read, createdAt })
}

/** To the receiver, when a message is sent. */
export function buildMessageReceivedNotification(
  message: MessageRecord,
  sender: UserRecord,
  read = false,
): NotificationDraft {
  return draftTo(
    message.receiverId,
    'message_received',
    {
      sender_id: sender.id,
      sender_username: sender.username,
      message_id: message.id,
      preview: preview(message.content),
    },
    { read, createdAt: message.createdAt },
  )
}

/** To the invited player, when the invitation is sent. */
export function buildInvitationReceivedNotification(
  invitation: InvitationRecord,
  team: TeamRecord,
  inviter: UserRecord,
  read = false,
): NotificationDraft {
  return draftTo(
    invitation.playerId,
    'invitation_received',
    {
      invitation_id: invitation.id,
      team_id: team.id,
      team_name: team.name,
      team_tag: team.tag,
      inviter_id: inviter.id,
      inviter_username: inviter.username,
    },
    { read, createdAt: invitation.createdAt },
  )
}

/** To whoever registered the team, when the league decides (`userId` lets a handler pick another). */
export function buildRegistrationDecidedNotification(
  registration: RegistrationRecord & { status: 'accepted' | 'waitlisted' | 'rejected' },
  competition: CompetitionRecord,
  team: TeamRecord,
  read = false,
  createdAt: string = registration.decidedAt ?? registration.createdAt,
): NotificationDraft {
  return draftTo(
    registration.registeredBy,
    'registration_decided',
    {
      registration_id: registration.id,
      competition_id: competition.id,
      competition_name: competition.name,
      team_id: team.id,
      team_name: team.name,
      status: registration.status,
      // The reader's language is not known when it is sent: the league's English (the app does not
      // show it; the registration answers in the caller's language).
      reason: registration.reason?.en ?? null,
    },
    { read, createdAt },
  )
}

/** To the sanctioned player, when the infraction is issued. */
export function buildInfractionIssuedNotification(
  infraction: InfractionRecord,
  competition: CompetitionRecord,
  read = false,
): NotificationDraft {
  return draftTo(
    infraction.playerId,
    'infraction_issued',
    {
      infraction_id: infraction.id,
      type: infraction.type,
      sanction: infraction.sanction,
      strikes: infraction.strikes,
      matches_remaining: infraction.matchesRemaining,
      competition_id: competition.id,
      competition_name: competition.name,
    },
    { read, createdAt: infraction.issuedAt },
  )
}

export function createNotification(draft: NotificationDraft) {
  return db.notifications.create({ id: nextId('notifications'), ...draft })
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

/** To the inviter, when the invited player accepts or declines. */
export function buildInvitationAnsweredNotification(
  invitation: InvitationRecord,
  team: TeamRecord,
  player: UserRecord,
  answer: 'accepted' | 'declined',
  createdAt: string,
): NotificationDraft {
  return draftTo(
    invitation.inviterId,
    'invitation_answered',
    {
      invitation_id: invitation.id,
      team_id: team.id,
      team_name: team.name,
      player_id: player.id,
      player_username: player.username,
      answer,
    },
    { read: false, createdAt },
  )
}

/** To each of the team's managers and co-managers (`managerIds`), when a player asks to join it. */
export function buildJoinRequestReceivedNotifications(
  request: JoinRequestRecord,
  team: TeamRecord,
  player: UserRecord,
  managerIds: readonly number[],
  read = false,
): NotificationDraft[] {
  const payload = {
    join_request_id: request.id,
    team_id: team.id,
    team_name: team.name,
    player_id: player.id,
    player_username: player.username,
  }
  return managerIds.map((userId) =>
    draftTo(userId, 'join_request_received', payload, { read, createdAt: request.createdAt }),
  )
}

/** To the player who asked, when a manager of the team accepts or declines the request. */
export function buildJoinRequestAnsweredNotification(
  request: JoinRequestRecord,
  team: TeamRecord,
  answer: 'accepted' | 'declined',
  createdAt: string,
  read = false,
): NotificationDraft {
  return draftTo(
    request.playerId,
    'join_request_answered',
    { join_request_id: request.id, team_id: team.id, team_name: team.name, answer },
    { read, createdAt },
  )
}

/** To each manager and co-manager of `teamIds`, when a step of the match's result happens. */
export async function notifyMatchResult(
  match: MatchRecord,
  event: ResultEventKind,
  actingTeamId: number | null,
  teamIds: readonly number[],
  createdAt: string,
): Promise<void> {
  const current = db.matches.findFirst((q) => q.where({ id: match.id })) ?? match
  const name = (teamId: number) => db.teams.findFirst((q) => q.where({ id: teamId }))?.name ?? '—'
  // A report awaiting an answer is not the match's score yet: the notification gives the report's.
  const report =
    event === 'reported'
      ? db.resultReports.findFirst((q) => q.where({ matchId: match.id, state: 'pending' }))
      : undefined
  const payload: MatchResultPayload = {
    match_id: match.id,
    event,
    home_team_name: name(match.homeTeamId),
    away_team_name: name(match.awayTeamId),
    home_score: report?.homeScore ?? current.homeScore,
    away_score: report?.awayScore ?? current.awayScore,
    team_name: actingTeamId === null ? null : name(actingTeamId),
  }
  const managers = db.memberships.findMany((q) =>
    q.where((m) => teamIds.includes(m.teamId) && m.role !== 'player'),
  )
  for (const { userId } of managers) {
    await createNotification(draftTo(userId, 'match_result', payload, { read: false, createdAt }))
  }
}

/** Marks read the user's notifications of messages from `senderId` (the conversation was read). */
export async function markMessagesFromRead(userId: number, senderId: number): Promise<void> {
  await db.notifications.updateMany(
    (q) =>
      q.where(
        (n) =>
          n.userId === userId &&
          !n.read &&
          n.type === 'message_received' &&
          n.payload.sender_id === senderId,
      ),
    {
      data(notification) {
        notification.read = true
      },
    },
  )
}
