/**
 * Join requests, derived from what the seed already holds, with no random draw (so nothing else of
 * the seed moves): Northside Rovers (rivera_fc's club) has one pending in its incoming box, one it
 * declined, one withdrawn and one expired; lone_wolf has asked to join the recruiting club with the
 * most room. The askers are the free agents of Northside's platform with the highest ids, so the
 * free agents tests take from the start of the list are left alone.
 */
import { TEAM_ROSTER_MAX } from '@/api/contracts/teams'
import { offerRecord } from '../domain/offers'
import type { InvitationRecord, JoinRequestRecord, UserRecord } from '../model'
import { DAY, HOUR, type Ids, type SeedClock } from './context'
import { isAvailableFreeAgent, rosteredIds, type Squad } from './teams'

interface Draft {
  squad: Squad
  player: UserRecord
  message: string
  status: 'pending' | 'declined' | 'withdrawn' | 'expired'
  createdMs: number
  /** When it left `pending`; null while pending. */
  respondedMs: number | null
}

export function buildJoinRequests(
  clock: SeedClock,
  ids: Ids,
  squads: readonly Squad[],
  users: readonly UserRecord[],
  invitations: readonly InvitationRecord[],
): JoinRequestRecord[] {
  const northside = squads.find((squad) => squad.team.name === 'Northside Rovers')
  const wolf = users.find((user) => user.username === 'lone_wolf')
  if (northside === undefined || wolf === undefined) throw new Error('no Northside or lone_wolf')
  const rivera = northside.members.find((m) => m.membership.role === 'manager')?.user
  if (rivera === undefined) throw new Error('Northside Rovers has no manager')

  const onTeam = rosteredIds(squads)
  const invited = new Set(invitations.filter((i) => i.status === 'pending').map((i) => i.playerId))
  const [first, second, third, fourth] = users
    .filter(
      (user) =>
        isAvailableFreeAgent(user, onTeam) &&
        user.platform === northside.team.platform &&
        user.id !== wolf.id &&
        !invited.has(user.id),
    )
    .sort((a, b) => b.id - a.id)
  if (first === undefined || second === undefined || third === undefined || fourth === undefined) {
    throw new Error('too few free agents for the join requests')
  }
  // The recruiting club of lone_wolf's platform with the most room (then the oldest), other than
  // Northside, which has invited lone_wolf already.
  const wolfInvitedBy = new Set(
    invitations
      .filter((i) => i.playerId === wolf.id && i.status === 'pending')
      .map((i) => i.teamId),
  )
  const [wolfClub] = squads
    .filter(
      (squad) =>
        squad.team.recruiting &&
        squad.team.platform === wolf.platform &&
        squad !== northside &&
        !wolfInvitedBy.has(squad.team.id) &&
        squad.members.length < TEAM_ROSTER_MAX,
    )
    .sort((a, b) => a.members.length - b.members.length || a.team.id - b.team.id)
  if (wolfClub === undefined) throw new Error('no club for lone_wolf to ask')

  const ago = (days: number, hours = 0) => clock.nowMs - days * DAY - hours * HOUR
  const drafts: Draft[] = [
    {
      squad: northside,
      player: first,
      message: `Free agent ${first.primaryPosition} with a mic and my evenings free. I watched your last match: I would love a trial.`,
      status: 'pending',
      // Over a day old, so the managers' notifications of it are read, as the seed's others are.
      createdMs: ago(1, 6),
      respondedMs: null,
    },
    {
      squad: wolfClub,
      player: wolf,
      message:
        'Centre-back from Canada, on East Coast evenings. I saw you are recruiting: happy to trial any night this week.',
      status: 'pending',
      createdMs: ago(3, 2),
      respondedMs: null,
    },
    {
      squad: northside,
      player: second,
      message: `Looking for a club for the coming season. I play ${second.primaryPosition}.`,
      status: 'declined',
      createdMs: ago(6, 4),
      respondedMs: ago(5, 1),
    },
    {
      squad: northside,
      player: third,
      message: '',
      status: 'withdrawn',
      createdMs: ago(9, 7),
      respondedMs: ago(8, 3),
    },
    {
      squad: northside,
      player: fourth,
      message: `${fourth.primaryPosition}, free on Tuesdays and Saturdays.`,
      status: 'expired',
      createdMs: ago(20, 5),
      respondedMs: null,
    },
  ]

  return drafts
    .sort((a, b) => a.createdMs - b.createdMs)
    .map((draft) => {
      const record = offerRecord(
        ids.next('joinRequests'),
        {
          teamId: draft.squad.team.id,
          playerId: draft.player.id,
          message: draft.message,
          status: draft.status,
          responderId: draft.status === 'declined' ? rivera.id : null,
        },
        draft.createdMs,
        draft.respondedMs === null ? null : clock.iso(draft.respondedMs),
      )
      // An expired request was answered by the clock, at its expiry.
      return draft.status === 'expired' ? { ...record, respondedAt: record.expiresAt } : record
    })
}
