/**
 * Properties of the roster's changes: whatever a manager and players do, in any order, the league's
 * transfer history tells the rosters as they are (replaying the movements gives every membership),
 * and nothing is recorded for a change that was refused.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import { signInAs } from '@mocks/server'
import { NORTHSIDE, user } from '../seedLookup'
import { answer, check, fresh } from './support'

type Step =
  | { kind: 'invite'; player: number }
  | { kind: 'accept'; player: number }
  | { kind: 'release'; member: number }
  | { kind: 'leave'; member: number }

/** Who is on which team, by replaying the movements oldest first. */
function replay(): Map<number, number> {
  const teamOf = new Map<number, number>()
  const moves = db.movements.all().sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  for (const move of moves) {
    if (move.kind === 'joined') teamOf.set(move.playerId, move.teamId)
    else if (teamOf.get(move.playerId) === move.teamId) teamOf.delete(move.playerId)
  }
  return teamOf
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('invite' as const), player: fc.nat(4) }),
  fc.record({ kind: fc.constant('accept' as const), player: fc.nat(4) }),
  fc.record({ kind: fc.constant('release' as const), member: fc.nat(20) }),
  fc.record({ kind: fc.constant('leave' as const), member: fc.nat(20) }),
)

describe('movements', () => {
  test('replaying the movements gives the memberships, after any sequence of changes', async () => {
    await check(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { rivera_fc: manager } = await fresh('rivera_fc')
        const team = NORTHSIDE().id
        const onTeam = new Set(db.memberships.all().map((m) => m.userId))
        const agents = db.users
          .all()
          .filter((u) => u.status === 'active' && !onTeam.has(u.id))
          .slice(0, 5)
        expect(agents.length).toBe(5)
        for (const action of steps) {
          const moves = db.movements.all().length
          let status = 0
          if (action.kind === 'invite') {
            const agent = agents[action.player] ?? user('lone_wolf')
            ;({ status } = await answer(`teams/${team}/invitations`, {
              method: 'POST',
              token: manager.token,
              body: { playerId: agent.id },
            }))
          } else if (action.kind === 'accept') {
            const agent = agents[action.player] ?? user('lone_wolf')
            const invitation = db.invitations.findFirst((q) =>
              q.where({ playerId: agent.id, status: 'pending' }),
            )
            if (invitation === undefined) continue
            const { token } = await signInAs(agent.username)
            ;({ status } = await answer(`invitations/${invitation.id}/accept`, {
              method: 'POST',
              token,
              self: agent.id,
            }))
          } else {
            const members = db.memberships.findMany((q) => q.where({ teamId: team }))
            const member = members[action.member % members.length]
            if (member === undefined) continue
            const target = db.users.findFirst((q) => q.where({ id: member.userId }))
            if (target === undefined) continue
            const { token } = await signInAs(
              action.kind === 'release' ? 'rivera_fc' : target.username,
            )
            ;({ status } = await answer(
              action.kind === 'release'
                ? `teams/${team}/members/${target.id}`
                : `teams/${team}/leave`,
              { method: action.kind === 'release' ? 'DELETE' : 'POST', token },
            ))
          }
          // A refused change records nothing; an accepted one that moves someone records one move.
          if (status >= 400) expect(db.movements.all().length).toBe(moves)
          if (action.kind !== 'invite' && status < 300) {
            expect(db.movements.all().length).toBe(moves + 1)
          }
        }
        const members = new Map(db.memberships.all().map((m) => [m.userId, m.teamId]))
        expect(replay()).toEqual(members)
      }),
      20,
    )
  }, 120_000)
})
