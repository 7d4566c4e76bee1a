/**
 * Notifications that follow what happens: a result reported against a team (to its managers),
 * confirmed, disputed and settled; an invitation answered (to whoever sent it); and reading a
 * conversation marks its message notifications read.
 */
import { describe, expect, test } from 'vitest'
import type { NotificationsResponse } from '@/api/contracts'
import { db } from '@mocks/db'
import { call, json, signIn } from './client'
import { unreportedMatch } from './seedLookup'

function managerOf(teamId: number): string {
  const membership = db.memberships.findFirst((q) => q.where({ teamId, role: 'manager' }))
  const user = db.users.findFirst((q) => q.where({ id: membership?.userId ?? 0 }))
  if (user === undefined) throw new Error(`no manager of team ${teamId}`)
  return user.username
}

async function unread(token: string) {
  const body = await json<NotificationsResponse>(await call('notifications', { token }))
  return body.items.filter((n) => !n.read)
}

/** A plain sheet of the team's first five players; `scorers` are indexes into them. */
function sheet(teamId: number, scorers: number[]) {
  const ids = db.memberships
    .findMany((q) => q.where({ teamId }))
    .map((m) => m.userId)
    .sort((a, b) => a - b)
    .slice(0, 5)
  return {
    lineup: ids.map((userId) => ({
      userId,
      position: 'CM' as const,
      rating: 7,
      shots: 1,
      keyPasses: 1,
      passes: 20,
      passAccuracy: 80,
      tackles: 1,
      interceptions: 1,
      saves: 0,
    })),
    goals: scorers.map((index, n) => ({
      minute: 10 + n,
      scorerId: ids[index] ?? 0,
      assistId: null,
    })),
    motm: ids[0] ?? 0,
  }
}

describe('a result notifies the managers it concerns', () => {
  test('reported → the other side; confirmed → the reporting side; each opens the match', async () => {
    const match = unreportedMatch()
    const home = await signIn(managerOf(match.homeTeamId))
    const away = await signIn(managerOf(match.awayTeamId))
    const before = (await unread(home.token)).length
    const { motm, ...own } = sheet(match.awayTeamId, [0])
    await call(`matches/${match.id}/report`, {
      method: 'POST',
      token: away.token,
      body: { homeScore: 0, awayScore: 1, sheet: own, manOfTheMatchId: motm },
    })
    const forHome = await unread(home.token)
    expect(forHome).toHaveLength(before + 1)
    expect(forHome[0]).toMatchObject({
      type: 'match_result',
      payload: { match_id: match.id, event: 'reported', home_score: 0, away_score: 1 },
    })
    // The reporter is not told of their own report.
    expect((await unread(away.token)).some((n) => n.type === 'match_result')).toBe(false)

    await call(`matches/${match.id}/confirm`, { method: 'POST', token: home.token, body: {} })
    const forAway = await unread(away.token)
    expect(forAway[0]).toMatchObject({
      type: 'match_result',
      payload: { match_id: match.id, event: 'confirmed', home_score: 0, away_score: 1 },
    })
  })

  test('a dispute tells the reporting side; staff settling it tells both sides', async () => {
    const match = unreportedMatch()
    const home = await signIn(managerOf(match.homeTeamId))
    const away = await signIn(managerOf(match.awayTeamId))
    const { motm, ...own } = sheet(match.homeTeamId, [])
    await call(`matches/${match.id}/report`, {
      method: 'POST',
      token: home.token,
      body: { homeScore: 0, awayScore: 0, sheet: own, manOfTheMatchId: motm },
    })
    await call(`matches/${match.id}/dispute`, {
      method: 'POST',
      token: away.token,
      body: { homeScore: 0, awayScore: 1, reason: 'Our late winner is missing from their report.' },
    })
    expect((await unread(home.token))[0]).toMatchObject({ payload: { event: 'disputed' } })

    const staff = await signIn('gvl_admin')
    await call(`matches/${match.id}/settle`, {
      method: 'POST',
      token: staff.token,
      body: { decision: 'accept', teamId: match.awayTeamId },
    })
    for (const token of [home.token, away.token]) {
      expect((await unread(token))[0]).toMatchObject({
        payload: { event: 'resolved', team_name: null, home_score: 0, away_score: 1 },
      })
    }
  })
})

describe('other events', () => {
  test('an invitation answered tells whoever sent it', async () => {
    const wolf = await signIn('lone_wolf')
    const rivera = await signIn('rivera_fc')
    const invitation = db.invitations.findFirst((q) =>
      q.where({ playerId: wolf.id, status: 'pending' }),
    )
    if (invitation === undefined) throw new Error('no pending invitation')
    await call(`invitations/${invitation.id}/decline`, { method: 'POST', token: wolf.token })
    const inviter = db.users.findFirst((q) => q.where({ id: invitation.inviterId }))
    const token =
      inviter?.id === rivera.id ? rivera.token : (await signIn(inviter?.username ?? '')).token
    expect((await unread(token))[0]).toMatchObject({
      type: 'invitation_answered',
      payload: { invitation_id: invitation.id, player_username: 'lone_wolf', answer: 'declined' },
    })
  })

  test("reading a conversation marks that partner's message notifications read, no one else's", async () => {
    const demo = await signIn('demo')
    const messages = (await unread(demo.token)).filter((n) => n.type === 'message_received')
    const first = messages[0]
    if (first?.type !== 'message_received') throw new Error('demo has no unread message')
    const sender = first.payload.sender_id
    await call(`messages?user2=${sender}`, { token: demo.token })
    const after = (await unread(demo.token)).filter((n) => n.type === 'message_received')
    expect(after.some((n) => n.type === 'message_received' && n.payload.sender_id === sender)).toBe(
      false,
    )
    expect(after).toHaveLength(
      messages.filter((n) => n.type === 'message_received' && n.payload.sender_id !== sender)
        .length,
    )
  })
})
