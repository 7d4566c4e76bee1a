/**
 * Properties of join requests, across random sequences of what players and managers do (ask, accept,
 * decline, withdraw, invite, accept an invitation, leave): a player is on at most one team, has at
 * most one pending request per club and none while on a team, never both a pending request to a
 * club and a pending invitation from it; a request that left `pending` never changes again; every
 * answer is a 2xx or a 4xx in the error shape, with nothing private of anyone else.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import { memberWithRole, teamNamed } from '../seedLookup'
import { answer, anyText, check, fresh } from './support'

/** Free agents of Northside's platform with nothing pending, as the seed has them (by id). */
function idleFreeAgents(count: number): string[] {
  const onTeam = new Set(db.memberships.all().map((m) => m.userId))
  const busy = new Set(
    [...db.invitations.all(), ...db.joinRequests.all()]
      .filter((offer) => offer.status === 'pending')
      .map((offer) => offer.playerId),
  )
  return db.users
    .all()
    .filter(
      (u) =>
        u.freeAgent &&
        u.status === 'active' &&
        u.platform === 'playstation' &&
        !onTeam.has(u.id) &&
        !busy.has(u.id),
    )
    .sort((a, b) => a.id - b.id)
    .slice(0, count)
    .map((u) => u.username)
}

const TEAMS = ['Northside Rovers', 'Golden Gate Athletic', 'Mile High Wolves'] as const

type Action =
  | { kind: 'ask'; player: number; team: number; message: string }
  | { kind: 'accept' | 'decline'; team: number; request: number; ours: boolean }
  | { kind: 'withdraw'; player: number; request: number; ours: boolean }
  | { kind: 'invite'; team: number; player: number }
  | { kind: 'acceptInvitation'; player: number; invitation: number }
  | { kind: 'leave'; player: number }

const PLAYERS = 4
const player = fc.nat(PLAYERS - 1)
const team = fc.nat(TEAMS.length - 1)
const pick = fc.nat(40)
/** Mostly a pending request the actor may answer (3 in 4); otherwise any, which they may not see. */
const ours = fc.nat(3).map((n) => n > 0)

// Asking and answering weigh most: they are what is under test; the rest changes the ground.
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('ask' as const),
      player,
      team,
      message: fc.oneof(fc.constant('Trial this week?'), anyText),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('accept' as const, 'decline' as const),
      team,
      request: pick,
      ours,
    }),
  },
  fc.record({ kind: fc.constant('withdraw' as const), player, request: pick, ours }),
  fc.record({ kind: fc.constant('invite' as const), team, player }),
  fc.record({ kind: fc.constant('acceptInvitation' as const), player, invitation: pick }),
  fc.record({ kind: fc.constant('leave' as const), player }),
)

/** The cast's state as the invariants read it. */
function checkInvariants(playerIds: readonly number[], settled: Map<number, string>) {
  for (const playerId of playerIds) {
    const memberships = db.memberships.findMany((q) => q.where({ userId: playerId }))
    expect(memberships.length, `memberships of ${playerId}`).toBeLessThanOrEqual(1)
    const requests = db.joinRequests.findMany((q) => q.where({ playerId, status: 'pending' }))
    if (memberships.length > 0) expect(requests, `pending while on a team`).toEqual([])
    const clubs = requests.map((r) => r.teamId)
    expect(new Set(clubs).size, `one pending request per club`).toBe(clubs.length)
    const invitedBy = new Set(
      db.invitations.findMany((q) => q.where({ playerId, status: 'pending' })).map((i) => i.teamId),
    )
    for (const club of clubs) expect(invitedBy.has(club), `both offers to ${club}`).toBe(false)
  }
  for (const request of db.joinRequests.all()) {
    const before = settled.get(request.id)
    if (before !== undefined) expect(request.status, `request ${request.id} changed`).toBe(before)
    if (request.status !== 'pending') settled.set(request.id, request.status)
  }
}

describe('join requests across random sequences of actions', () => {
  test('keep one team per player, one pending request per club, and settled requests settled', async () => {
    await fresh()
    const cast = idleFreeAgents(PLAYERS)
    const managers = TEAMS.map((name) => memberWithRole(teamNamed(name).id, 'manager'))
    await check(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), async (actions) => {
        const sessions: Record<string, { token: string; id: number } | undefined> = await fresh(
          ...cast,
          ...managers,
        )
        const session = (username: string) => {
          const found = sessions[username]
          if (found === undefined) throw new Error(`no session of ${username}`)
          return found
        }
        const teamIds = TEAMS.map((name) => teamNamed(name).id)
        const playerIds = cast.map((username) => session(username).id)
        const settled = new Map<number, string>()
        const as = (username: string) => ({
          token: session(username).token,
          self: session(username).id,
        })
        const nth = <T>(items: readonly T[], index: number) =>
          items.length === 0 ? undefined : items[index % items.length]
        for (const step of actions) {
          const requests = db.joinRequests.all().sort((a, b) => a.id - b.id)
          const invitations = db.invitations.all().sort((a, b) => a.id - b.id)
          switch (step.kind) {
            case 'ask': {
              const username = cast[step.player] ?? ''
              await answer(`teams/${teamIds[step.team]}/join-requests`, {
                ...as(username),
                method: 'POST',
                body: { message: step.message },
              })
              break
            }
            case 'accept':
            case 'decline': {
              const teamId = teamIds[step.team]
              const pool = step.ours
                ? requests.filter((r) => r.teamId === teamId && r.status === 'pending')
                : requests
              const request = nth(pool, step.request)
              if (request === undefined) break
              const { status } = await answer(`join-requests/${request.id}/${step.kind}`, {
                ...as(managers[step.team] ?? ''),
                method: 'POST',
              })
              if (status === 200 && step.kind === 'accept') {
                const joined = db.memberships.findFirst((q) =>
                  q.where({ userId: request.playerId }),
                )
                expect(joined?.teamId).toBe(request.teamId)
              }
              break
            }
            case 'withdraw': {
              const playerId = playerIds[step.player]
              const pool = step.ours
                ? requests.filter((r) => r.playerId === playerId && r.status === 'pending')
                : requests
              const request = nth(pool, step.request)
              if (request === undefined) break
              await answer(`join-requests/${request.id}/withdraw`, {
                ...as(cast[step.player] ?? ''),
                method: 'POST',
              })
              break
            }
            case 'invite':
              await answer(`teams/${teamIds[step.team]}/invitations`, {
                ...as(managers[step.team] ?? ''),
                method: 'POST',
                body: { playerId: playerIds[step.player] },
              })
              break
            case 'acceptInvitation': {
              const invitation = nth(invitations, step.invitation)
              if (invitation === undefined) break
              await answer(`invitations/${invitation.id}/accept`, {
                ...as(cast[step.player] ?? ''),
                method: 'POST',
              })
              break
            }
            case 'leave': {
              const username = cast[step.player] ?? ''
              const membership = db.memberships.findFirst((q) =>
                q.where({ userId: session(username).id }),
              )
              if (membership === undefined) break
              await answer(`teams/${membership.teamId}/leave`, {
                ...as(username),
                method: 'POST',
              })
              break
            }
          }
          checkInvariants(playerIds, settled)
        }
      }),
    )
  }, 120_000)
})
