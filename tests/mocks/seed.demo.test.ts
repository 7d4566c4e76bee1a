/** The demo accounts (src/api/demoAccounts.ts) are in the states docs/api.md promises. */
import { describe, expect, test } from 'vitest'
import { SEED_NOW } from '@mocks/clock'
import { db, findUserByLogin } from '@mocks/db'
import { partnersOf } from '@mocks/domain/messages'
import { unreadCount } from '@mocks/domain/notifications'
import { activeSubscription, isPremium } from '@mocks/domain/premium'
import { membershipOf, teamOf } from '@mocks/domain/lookups'
import { zonedTime } from '@mocks/lib/calendar'
import { seedRefs } from '@mocks/seed'

const NOW = SEED_NOW.toISOString()

function id(username: string): number {
  const user = findUserByLogin(username)
  if (user === undefined) throw new Error(`no ${username}`)
  return user.id
}

describe('demo', () => {
  test('plays for Northside Rovers', () => {
    expect(teamOf(id('demo'))?.name).toBe('Northside Rovers')
    expect(membershipOf(id('demo'))?.role).toBe('player')
  })

  test('has two pending invitations from other teams, neither expired', () => {
    const pending = db.invitations
      .all()
      .filter((i) => i.playerId === id('demo') && i.status === 'pending')
    expect(pending).toHaveLength(2)
    for (const invitation of pending) {
      expect(invitation.teamId).not.toBe(membershipOf(id('demo'))?.teamId)
      expect(invitation.expiresAt > NOW).toBe(true)
    }
  })

  test('has an active infraction and an expired one', () => {
    const infractions = db.infractions.all().filter((i) => i.playerId === id('demo'))
    expect(infractions.map((i) => i.status).sort()).toEqual(['active', 'expired'])
    // A warning: nothing keeps demo out of tonight's lineup.
    expect(infractions.find((i) => i.status === 'active')?.sanction).toBe('warning')
  })

  test('keeps the scripted conversations and the three unread notifications', () => {
    expect(partnersOf(id('demo')).map((p) => p.partner.username)).toEqual([
      'rivera_fc',
      'maya_goals',
      'lone_wolf',
      'NutmegNate',
    ])
    expect(unreadCount(id('demo'))).toBe(3)
  })

  test('is not premium', () => {
    expect(isPremium(id('demo'))).toBe(false)
  })
})

describe('rivera_fc', () => {
  test('manages Northside Rovers', () => {
    expect(membershipOf(id('rivera_fc'))).toMatchObject({ role: 'manager' })
    expect(teamOf(id('rivera_fc'))?.name).toBe('Northside Rovers')
  })

  test('has a registration pending in a competition open for registration', () => {
    const pending = db.registrations
      .all()
      .filter((r) => r.registeredBy === id('rivera_fc') && r.status === 'pending')
    expect(pending).toHaveLength(1)
    const competition = db.competitions.all().find((c) => c.id === pending[0]?.competitionId)
    expect(competition).toMatchObject({ status: 'registration_open', premiumOnly: false })
  })

  test('has sent invitations in every state', () => {
    const sent = db.invitations.all().filter((i) => i.inviterId === id('rivera_fc'))
    expect(new Set(sent.map((i) => i.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'cancelled', 'expired']),
    )
    expect(sent.some((i) => i.playerId === id('lone_wolf') && i.status === 'pending')).toBe(true)
  })

  test('let his Premium lapse', () => {
    expect(isPremium(id('rivera_fc'))).toBe(false)
    expect(db.subscriptions.all().filter((s) => s.userId === id('rivera_fc'))).toMatchObject([
      { status: 'expired' },
    ])
  })
})

describe('maya_goals', () => {
  test('is premium with an active yearly subscription', () => {
    expect(isPremium(id('maya_goals'))).toBe(true)
    expect(activeSubscription(id('maya_goals'))).toMatchObject({
      planId: 'yearly',
      status: 'active',
    })
  })

  test('plays for Northside Rovers too', () => {
    expect(teamOf(id('maya_goals'))?.name).toBe('Northside Rovers')
  })
})

describe('lone_wolf', () => {
  test('is a free agent with a note, on no team', () => {
    const user = findUserByLogin('lone_wolf')
    expect(user).toMatchObject({
      freeAgent: true,
      lookingFor: expect.stringMatching(/centre-back/),
    })
    expect(membershipOf(id('lone_wolf'))).toBeUndefined()
  })
})

describe('seedRefs', () => {
  test("names the demo team, the competitions and tonight's match", () => {
    const refs = seedRefs()
    expect(refs.users.demo).toBe(id('demo'))
    expect(refs.demoTeamId).toBe(membershipOf(id('demo'))?.teamId)
    expect(db.registrations.all().find((r) => r.id === refs.pendingRegistrationId)).toMatchObject({
      competitionId: refs.competitions.summer2026,
      status: 'pending',
    })
    const match = db.matches.all().find((m) => m.id === refs.nextDemoMatchId)
    // Bayou asked to push kick-off to 9:30 PM ET (the scripted conversations).
    expect(match).toMatchObject({
      status: 'scheduled',
      competitionId: refs.competitions.spring2026,
      matchday: 8,
      kickoff: zonedTime('2026-03-14', '21:30', 'America/New_York').toISOString(),
    })
  })
})

describe('the scripted stories agree with the data', () => {
  test('the Spring Cup draw pairs Northside Rovers with Lone Star FC (maya_goals tells demo)', () => {
    const refs = seedRefs()
    const lonestar = db.teams.all().find((t) => t.name === 'Lone Star FC')
    const first = db.matches
      .all()
      .filter((m) => m.competitionId === refs.competitions.springcup2026)
      .find((m) => m.homeTeamId === refs.demoTeamId)
    expect(first).toMatchObject({
      stage: 'round_of_16',
      awayTeamId: lonestar?.id,
      status: 'scheduled',
    })
  })

  test("CDM_Marcus missed Tuesday's league game", () => {
    const refs = seedRefs()
    const tuesday = db.matches
      .all()
      .find(
        (m) =>
          m.competitionId === refs.competitions.spring2026 &&
          m.matchday === 7 &&
          (m.homeTeamId === refs.demoTeamId || m.awayTeamId === refs.demoTeamId),
      )
    expect(tuesday?.kickoff).toBe(
      zonedTime('2026-03-10', '21:00', 'America/New_York').toISOString(),
    )
    const played = db.playerMatchStats.all().filter((l) => l.matchId === tuesday?.id)
    expect(played.map((l) => l.userId)).not.toContain(id('CDM_Marcus'))
    expect(played.map((l) => l.userId)).toContain(id('demo'))
  })

  test("a Bayou Strikers player is banned for tonight's match", () => {
    const bayou = db.teams.all().find((t) => t.name === 'Bayou Strikers')
    const ban = db.infractions
      .all()
      .find((i) => i.teamId === bayou?.id && i.sanction === 'match_ban' && i.status === 'active')
    expect(ban?.matchesRemaining).toBe(1)
    expect(membershipOf(ban?.playerId ?? 0)?.teamId).toBe(bayou?.id)
  })
})
