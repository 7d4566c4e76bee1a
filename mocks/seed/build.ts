/**
 * Builds the whole seed as plain records, once per process for each (size, now): tests and
 * Storybook reseed before every test and story, and inserting copies of ready records takes a few
 * milliseconds where building them takes tens (see docs/api.md, "Seed").
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/api/demoAccounts'
import {
  buildInfractionIssuedNotification,
  buildInvitationReceivedNotification,
  buildJoinRequestAnsweredNotification,
  buildJoinRequestReceivedNotifications,
  buildMessageReceivedNotification,
  buildRegistrationDecidedNotification,
  buildWelcomeNotification,
  type NotificationDraft,
} from '../domain/notifications'
import { activationPath, mailTo } from '../domain/outbox'
import { NAMED_PLAYERS } from '../fixtures/players'
import { hashPasswordOnce } from '../lib/password'
import type {
  CompetitionRecord,
  InfractionRecord,
  InvitationRecord,
  JoinRequestRecord,
  MailRecord,
  MembershipRecord,
  NotificationRecord,
  RegistrationRecord,
  TeamRecord,
  UserRecord,
} from '../model'
import { buildCompetitions } from './competitions'
import { DAY, faker, HOUR, Ids, MINUTE, SeedClock, slugify } from './context'
import { buildMessages, longConversation, randomChats, type BuiltMessage } from './conversations'
import { buildInfractions } from './discipline'
import { buildInvitations } from './invitations'
import { buildJoinRequests } from './joinRequests'
import { buildListings, buildRecruitmentPosts } from './market'
import { buildNews } from './news'
import { SeedMedia } from './media'
import { buildMovements } from './movements'
import { moveSeasonsIn } from './seasons'
import { planCommunity, planExtraPlayers, standardPlayerCount, type PlannedPlayer } from './people'
import { buildSubscriptions, PLANS } from './premium'
import { buildTeams, isAvailableFreeAgent } from './teams'
import type { SeedData } from './index'

export const FAKER_SEED = 20260314

/** `pbkdf2` of DEMO_PASSWORD with a fixed salt: the shared hash of non-demo players (tested). */
export const PLAYER_PASSWORD_HASH =
  'pbkdf2$100000$0b30557a9fc4e90e33587da2c7ec1136$2a85ec2aee98a20926513a6e259c3483d7b84852c72c2f2029059b9ea9d26856'

/** Players besides the demo accounts in the large seed. */
export const LARGE_PLAYERS = 10_000

export interface SeedOptions {
  /**
   * `standard` (default): the community of docs/api.md. `large`: LARGE_PLAYERS players and a
   * 2,000-message conversation between demo and NutmegNate, for benchmarks.
   */
  size?: 'standard' | 'large'
  /** Players besides the demo accounts (default: the size's). The squads need ~340. */
  players?: number
}

/** Seed notifications older than this are read: the demo accounts have seen what happened before. */
const READ_AFTER_MS = 24 * HOUR

const cache = new Map<string, Promise<SeedData>>()
const CACHE_SIZE = 2

/** The seed for these options at `now`, built once and shared (treat it as read-only). */
export function seedData(options: SeedOptions, now: Date): Promise<SeedData> {
  const size = options.size ?? 'standard'
  const players = options.players ?? (size === 'large' ? LARGE_PLAYERS : standardPlayerCount())
  const key = `${size}|${players}|${now.getTime()}`
  let data = cache.get(key)
  if (data === undefined) {
    // Every faker call happens in build(), before its first await, so nothing running concurrently
    // can shift the random sequence.
    data = build(new SeedClock(now), players, size === 'large')
    data.catch(() => cache.delete(key))
    cache.set(key, data)
    while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key)
  }
  return data
}

/**
 * The standard community is drawn first, whatever the size, so a larger seed holds the same league
 * (teams, results, news…): its extra players are drawn afterwards, from a second faker seed.
 */
async function build(clock: SeedClock, players: number, large: boolean): Promise<SeedData> {
  faker.seed(FAKER_SEED)
  const ids = new Ids()
  const media = new SeedMedia(ids)
  const community = planCommunity(clock, Math.min(players, standardPlayerCount()))
  const users = buildUsers(clock, ids, media, community.players)
  const userByName = new Map(users.map((user) => [user.username, user]))
  const { teams, memberships, squads } = buildTeams(clock, ids, media, community.teams, userByName)
  const league = buildCompetitions(clock, ids, squads)
  const invitations = buildInvitations(clock, ids, squads, community.teams, users)
  const joinRequests = buildJoinRequests(clock, ids, squads, users, invitations)
  const onTeam = new Set(memberships.map((m) => m.userId))
  const leavers = users.filter(
    (u) =>
      isAvailableFreeAgent(u, onTeam) &&
      u.platform === 'playstation' &&
      u.username !== 'lone_wolf' &&
      Date.parse(u.createdAt) < clock.nowMs - 200 * DAY,
  )
  const infractions = buildInfractions(clock, ids, league, squads, users, leavers)
  const movements = buildMovements(clock, ids, {
    users,
    teams,
    memberships,
    infractions,
    competitions: league.competitions,
    registrations: league.registrations,
  })
  const subscriptions = buildSubscriptions(clock, ids, users, league.premiumRegistrants)
  const news = buildNews(clock, ids, league, squads, users, invitations)
  // Chatter among generated players only: the named accounts' conversations are scripted.
  const generated = users.slice(DEMO_ACCOUNTS.length + NAMED_PLAYERS.length)
  const chats = randomChats(generated.map((u) => u.username))
  if (large) chats.push(...longConversation(clock))

  faker.seed(FAKER_SEED + 1)
  const extra = planExtraPlayers(
    clock,
    community.taken,
    players - community.players.length + DEMO_ACCOUNTS.length,
  )
  users.push(...buildUsers(clock, ids, media, extra))

  const messages = buildMessages(clock, ids, userByName, chats)
  const notifications = buildNotifications(clock, ids, {
    users,
    messages,
    invitations,
    joinRequests,
    memberships,
    registrations: league.registrations,
    competitions: league.competitions,
    teams,
    infractions,
  })

  // The only await: hashing the demo accounts' passwords (once per process, see hashPasswordOnce).
  const hashes = await Promise.all(
    community.demoSalts.map((salt) => hashPasswordOnce(DEMO_PASSWORD, salt)),
  )
  community.players.forEach((player, index) => {
    const user = users[index]
    if (player.demo && user !== undefined) user.passwordHash = hashes[index] ?? PLAYER_PASSWORD_HASH
  })

  // Last, and without a random draw: nothing built before moves. From the standard community only,
  // so the large seed's market is the same.
  const playerListings = buildListings(clock, ids, users.slice(0, community.players.length), onTeam)
  const recruitmentPosts = buildRecruitmentPosts(
    clock,
    ids,
    squads,
    league.competitions,
    league.registrations,
  )

  // The league's words name seasons ("Fall 2025 champions"): they move with the calendar.
  const seasons = <T>(records: T) => moveSeasonsIn(records, clock.shiftSeasons)
  return {
    media: media.records,
    users,
    messages: seasons(messages.map(({ message }) => message)),
    notifications: seasons(notifications),
    teams,
    memberships,
    invitations: seasons(invitations),
    joinRequests,
    movements,
    competitions: seasons(league.competitions).map((competition) => ({
      ...competition,
      slug: slugify(competition.name.replace(/^GVL /, '')),
    })),
    registrations: seasons(league.registrations),
    matches: league.matches,
    playerMatchStats: league.stats,
    matchGoals: league.matchGoals,
    resultEvents: league.resultEvents,
    resultReports: league.resultReports,
    news,
    infractions: seasons(infractions),
    plans: PLANS.map((plan) => ({ ...plan, perks: [...plan.perks] })),
    subscriptions,
    mails: buildActivationMails(ids, users),
    usernameHolds: [],
    playerListings,
    recruitmentPosts,
    sequences: ids.snapshot(),
  }
}

function buildUsers(
  clock: SeedClock,
  ids: Ids,
  media: SeedMedia,
  players: readonly PlannedPlayer[],
): UserRecord[] {
  return players.map((player) => {
    const createdAt = clock.iso(player.createdMs)
    return {
      id: ids.next('users'),
      username: player.username,
      email: player.email,
      passwordHash: PLAYER_PASSWORD_HASH,
      avatar: media.address(player.avatar, createdAt),
      status: player.status,
      createdAt,
      country: player.country,
      platform: player.platform,
      role: player.role,
      psnId: player.psnId,
      xboxGamertag: player.xboxGamertag,
      eaId: player.eaId,
      primaryPosition: player.primaryPosition,
      secondaryPosition: player.secondaryPosition,
      shirtNumber: player.shirtNumber,
      bio: player.bio,
      socials: player.socials,
      freeAgent: player.freeAgent,
      lookingFor: player.lookingFor,
      // Every seeded player reads times in their browser's zone until they choose one.
      timeZone: null,
      activationCode: player.activationCode,
      activationExpiresAt:
        player.activationExpiresMs === null ? null : clock.iso(player.activationExpiresMs),
      activatedAt: player.status === 'active' ? clock.iso(player.createdMs + 7 * MINUTE) : null,
    }
  })
}

/** The activation email of each sign-up not yet activated, sent when it signed up. */
function buildActivationMails(ids: Ids, users: readonly UserRecord[]): MailRecord[] {
  return users.flatMap((user) =>
    user.status === 'pending' && user.activationCode !== null
      ? [
          {
            id: ids.next('mails'),
            ...mailTo(user, 'activation', activationPath(user.activationCode)),
            sentAt: user.createdAt,
          },
        ]
      : [],
  )
}

interface Events {
  users: readonly UserRecord[]
  messages: readonly BuiltMessage[]
  invitations: readonly InvitationRecord[]
  joinRequests: readonly JoinRequestRecord[]
  memberships: readonly MembershipRecord[]
  registrations: readonly RegistrationRecord[]
  competitions: readonly CompetitionRecord[]
  teams: readonly TeamRecord[]
  infractions: readonly InfractionRecord[]
}

/**
 * A welcome for every active user, a notification for every message, invitation, join request (to
 * the team's managers, and its answer to the player), decided registration and infraction; numbered
 * in time order. Messages follow their script's read flag;
 * other events are read when older than READ_AFTER_MS.
 */
function buildNotifications(clock: SeedClock, ids: Ids, events: Events): NotificationRecord[] {
  const users = new Map(events.users.map((u) => [u.id, u]))
  const teams = new Map(events.teams.map((t) => [t.id, t]))
  const competitions = new Map(events.competitions.map((c) => [c.id, c]))
  const seen = (at: string) => Date.parse(at) < clock.nowMs - READ_AFTER_MS
  const drafts: NotificationDraft[] = []

  for (const user of events.users) {
    if (user.status !== 'active') continue
    drafts.push(buildWelcomeNotification(user, user.createdAt, true))
  }
  for (const { message, sender, unread } of events.messages) {
    drafts.push(buildMessageReceivedNotification(message, sender, !unread))
  }
  for (const invitation of events.invitations) {
    const team = teams.get(invitation.teamId)
    const inviter = users.get(invitation.inviterId)
    if (team === undefined || inviter === undefined) continue
    drafts.push(
      buildInvitationReceivedNotification(invitation, team, inviter, seen(invitation.createdAt)),
    )
  }
  for (const request of events.joinRequests) {
    const team = teams.get(request.teamId)
    const player = users.get(request.playerId)
    if (team === undefined || player === undefined) continue
    const managerIds = events.memberships
      .filter((m) => m.teamId === team.id && m.role !== 'player')
      .map((m) => m.userId)
    drafts.push(
      ...buildJoinRequestReceivedNotifications(
        request,
        team,
        player,
        managerIds,
        seen(request.createdAt),
      ),
    )
    const { status, respondedAt } = request
    if ((status === 'accepted' || status === 'declined') && respondedAt !== null) {
      drafts.push(
        buildJoinRequestAnsweredNotification(request, team, status, respondedAt, seen(respondedAt)),
      )
    }
  }
  for (const registration of events.registrations) {
    const { status, decidedAt } = registration
    const competition = competitions.get(registration.competitionId)
    const team = teams.get(registration.teamId)
    if (status === 'pending' || decidedAt === null || !competition || !team) continue
    const decided = { ...registration, status }
    drafts.push(buildRegistrationDecidedNotification(decided, competition, team, seen(decidedAt)))
  }
  for (const infraction of events.infractions) {
    const competition = competitions.get(infraction.competitionId)
    if (competition === undefined) continue
    drafts.push(
      buildInfractionIssuedNotification(infraction, competition, seen(infraction.issuedAt)),
    )
  }
  // Stable: events of the same instant keep the order above.
  drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return drafts.map((draft) => ({ id: ids.next('notifications'), ...draft }) as NotificationRecord)
}
