/**
 * Team invitations: the ones the demo accounts' stories need (two pending for demo, rivera_fc's
 * sent ones, lone_wolf's trial), an accepted one for every recent signing, and traffic between
 * recruiting teams and free agents.
 */
import { INVITATION_TTL_DAYS, type InvitationStatus } from '@/api/contracts/invitations'
import { offerRecord } from '../domain/offers'
import type { InvitationRecord, UserRecord } from '../model'
import { chance, DAY, faker, HOUR, int, MINUTE, pick, type Ids, type SeedClock } from './context'
import type { PlannedTeam } from './people'
import { isAvailableFreeAgent, rosteredIds, type Squad } from './teams'

const MESSAGES = [
  'We need a {position} for the Spring Cup. Trial Thursday at 8 PM ET?',
  'Liked what we saw from you in the league. Come train with us this week.',
  "Our {position} just retired. You'd start straight away.",
  "We're a chill but organised club. Interested?",
  'Big fan of your game. Want to join for the summer season?',
  '',
]

interface Draft {
  squad: Squad
  player: UserRecord
  inviter: UserRecord
  message: string
  status: InvitationStatus
  createdMs: number
  respondedMs: number | null
}

function managerOf(squad: Squad, role: 'manager' | 'co-manager' = 'manager'): UserRecord {
  const member =
    squad.members.find((m) => m.membership.role === role) ??
    squad.members.find((m) => m.membership.role === 'manager')
  if (member === undefined) throw new Error(`${squad.team.name} has no manager`)
  return member.user
}

function wording(message: string, player: UserRecord): string {
  return message.replace('{position}', player.primaryPosition)
}

export function buildInvitations(
  clock: SeedClock,
  ids: Ids,
  squads: readonly Squad[],
  planned: readonly PlannedTeam[],
  users: readonly UserRecord[],
): InvitationRecord[] {
  const team = (name: string) => {
    const squad = squads.find((s) => s.team.name === name)
    if (squad === undefined) throw new Error(`no team ${name}`)
    return squad
  }
  const user = (username: string) => {
    const found = users.find((u) => u.username === username)
    if (found === undefined) throw new Error(`no user ${username}`)
    return found
  }
  const ago = (days: number, minutes = 0) => clock.nowMs - days * DAY - minutes * MINUTE
  const onTeam = rosteredIds(squads)
  const freeAgents = (platform: string) =>
    users.filter(
      (u) =>
        isAvailableFreeAgent(u, onTeam) && u.platform === platform && u.username !== 'lone_wolf',
    )

  const northside = team('Northside Rovers')
  const rivera = user('rivera_fc')
  const demo = user('demo')
  const psFreeAgents = faker.helpers.shuffle(freeAgents('playstation'))
  const [declined, cancelled, expired] = psFreeAgents
  const drafts: Draft[] = [
    {
      squad: team('Lone Star FC'),
      player: demo,
      inviter: managerOf(team('Lone Star FC')),
      message:
        "Saw your CAM display against us last season. We'd love you in our Elite Series squad.",
      status: 'pending',
      createdMs: ago(3, 95),
      respondedMs: null,
    },
    {
      squad: team('Golden Gate Athletic'),
      player: demo,
      inviter: managerOf(team('Golden Gate Athletic'), 'co-manager'),
      message: 'Our playmaker moved to the West Coast time zone. Fancy a trial on Thursday?',
      status: 'pending',
      createdMs: ago(9, 300),
      respondedMs: null,
    },
    {
      squad: northside,
      player: user('lone_wolf'),
      inviter: rivera,
      message: 'Trial is Thursday 8 PM ET, 6v6 plus a 20 minute scrim. Bring your best LCB build.',
      status: 'pending',
      // Right after rivera_fc told lone_wolf "invite is coming from the team page" (scripts).
      createdMs: ago(2, -15),
      respondedMs: null,
    },
  ]
  if (declined !== undefined) {
    drafts.push({
      squad: northside,
      player: declined,
      inviter: rivera,
      message: wording(MESSAGES[0] ?? '', declined),
      status: 'declined',
      createdMs: ago(12, 200),
      respondedMs: ago(11, 30),
    })
  }
  if (cancelled !== undefined) {
    drafts.push({
      squad: northside,
      player: cancelled,
      inviter: rivera,
      message: 'Are you still looking for a club? We have a spot in midfield.',
      status: 'cancelled',
      createdMs: ago(20, 60),
      respondedMs: ago(18, 500),
    })
  }
  if (expired !== undefined) {
    drafts.push({
      squad: northside,
      player: expired,
      inviter: rivera,
      message: '',
      status: 'expired',
      createdMs: ago(30, 400),
      respondedMs: ago(30 - INVITATION_TTL_DAYS, 400),
    })
  }

  // Every recent signing came through an accepted invitation.
  for (const plannedTeam of planned) {
    const squad = team(plannedTeam.fixture.name)
    for (const member of plannedTeam.members.filter((m) => m.recent)) {
      const player = user(member.player.username)
      const inviter = managerOf(squad, chance(0.7) ? 'manager' : 'co-manager')
      if (inviter.id === player.id) continue
      drafts.push({
        squad,
        player,
        inviter,
        message: wording(pick(MESSAGES), player),
        status: 'accepted',
        createdMs: member.joinedMs - int(4, 70) * HOUR,
        respondedMs: member.joinedMs,
      })
    }
  }

  // Recruiting teams court free agents of their platform: pending, declined, expired.
  const invited = new Set(drafts.map((d) => d.player.id))
  for (const squad of squads.filter((s) => s.team.recruiting)) {
    const pool = freeAgents(squad.team.platform).filter((u) => !invited.has(u.id))
    for (const player of faker.helpers.arrayElements(pool, Math.min(pool.length, int(0, 2)))) {
      invited.add(player.id)
      const status = pick<InvitationStatus>(['pending', 'pending', 'declined', 'expired'])
      const daysAgo =
        status === 'pending' ? int(0, INVITATION_TTL_DAYS - 1) : int(INVITATION_TTL_DAYS + 1, 60)
      const createdMs = ago(daysAgo, int(30, 20 * 60))
      drafts.push({
        squad,
        player,
        inviter: managerOf(squad, chance(0.6) ? 'manager' : 'co-manager'),
        message: wording(pick(MESSAGES), player),
        status,
        createdMs,
        respondedMs:
          status === 'pending'
            ? null
            : status === 'expired'
              ? createdMs + INVITATION_TTL_DAYS * DAY
              : createdMs + int(1, 72) * HOUR,
      })
    }
  }

  drafts.sort((a, b) => a.createdMs - b.createdMs)
  return drafts.map((draft) =>
    offerRecord(
      ids.next('invitations'),
      {
        teamId: draft.squad.team.id,
        playerId: draft.player.id,
        inviterId: draft.inviter.id,
        message: draft.message,
        status: draft.status,
      },
      draft.createdMs,
      draft.respondedMs === null ? null : clock.iso(draft.respondedMs),
    ),
  )
}
