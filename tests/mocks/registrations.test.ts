import { beforeEach, describe, expect, test } from 'vitest'
import type { ApiError, NotificationsResponse } from '@/api/contracts'
import type { Platform } from '@/api/contracts/league'
import {
  createRegistrationResponseSchema,
  decideRegistrationResponseSchema,
  ELIGIBILITY_CHECKS,
  eligibilityResponseSchema,
  myRegistrationsResponseSchema,
  registrationIneligibleErrorSchema,
  type EligibilityCheckName,
  type EligibilityResponse,
  type Registration,
} from '@/api/contracts/registrations'
import { advanceClock } from '@mocks/clock'
import { db } from '@mocks/db'
import { WAITLIST_REASON } from '@mocks/domain/registrations'
import { nextId, type CompetitionRecord, type InfractionRecord } from '@mocks/model'
import { setScenario } from '@mocks/scenarios'
import { seedRefs, type SeedRefs } from '@mocks/seed'
import { signInAs } from '@mocks/server'
import { call, type CallOptions } from './client'
import { expectNoPrivateFields } from './privacy'

// The cast of these tests, from the seed:
// - Atlantic Tide FC (13 players, PlayStation, no suspensions), managed by PedroVolley99 (no
//   Premium), not registered for the Summer 2026 Premier Division: eligible there.
// - Northside Rovers: rivera_fc manages, xSweeper5 co-manages, demo plays; pending in Summer 2026.
// - The Elite Series is premium-only and full (8 of 8), with two teams on its waitlist.

const MANAGERS = ['PedroVolley99', 'rivera_fc'] as const

// Looked up before each test changes the db (seedRefs() finds the records the seed made).
let refs: SeedRefs
beforeEach(() => {
  refs = seedRefs()
})

function competitions() {
  return refs.competitions
}

function teamId(name: string): number {
  const team = db.teams.findFirst((q) => q.where({ name }))
  if (team === undefined) throw new Error(`no team ${name}`)
  return team.id
}

function userId(username: string): number {
  const user = db.users.findFirst((q) => q.where({ username }))
  if (user === undefined) throw new Error(`no user ${username}`)
  return user.id
}

async function tokenOf(username: string): Promise<string> {
  return (await signInAs(username)).token
}

/** Every answer of these tests goes through here: no answer may carry a private field. */
async function send(path: string, options: CallOptions = {}) {
  const response = await call(path, options)
  const text = await response.text()
  expectNoPrivateFields(text)
  const body: unknown = text === '' ? null : JSON.parse(text)
  return { status: response.status, body, headers: response.headers }
}

async function eligibilityOf(
  token: string,
  competitionId: number,
  team: number,
  language?: string,
): Promise<EligibilityResponse> {
  const { status, body } = await send(`competitions/${competitionId}/eligibility?teamId=${team}`, {
    token,
    language,
  })
  expect(status).toBe(200)
  return eligibilityResponseSchema.parse(body)
}

function failedChecks(result: { checks: readonly { check: string; passed: boolean }[] }) {
  return result.checks.filter((c) => !c.passed).map((c) => c.check)
}

function register(token: string | null, competitionId: number, body: unknown, language?: string) {
  return send(`competitions/${competitionId}/registrations`, {
    method: 'POST',
    token,
    body,
    language,
  })
}

async function myRegistrations(token: string): Promise<Registration[]> {
  const { status, body } = await send('me/registrations', { token })
  expect(status).toBe(200)
  return myRegistrationsResponseSchema.parse(body).items
}

function decide(registrationId: number | string, body: unknown) {
  return send(`__mock/registrations/${registrationId}/decide`, { method: 'POST', body })
}

// ---- Test db set-ups -------------------------------------------------------------------------

async function updateCompetition(id: number, patch: Partial<CompetitionRecord>) {
  await db.competitions.update((q) => q.where({ id }), {
    data(record) {
      Object.assign(record, patch)
    },
  })
}

function rosterOf(team: number) {
  return db.memberships.findMany((q) => q.where({ teamId: team }))
}

/** A plain player of the team (not a manager). */
function playerOf(team: number): number {
  const member = rosterOf(team).find((m) => m.role === 'player')
  if (member === undefined) throw new Error('no player')
  return member.userId
}

function removePlayers(team: number, count: number) {
  for (const member of rosterOf(team)
    .filter((m) => m.role === 'player')
    .slice(0, count)) {
    db.memberships.delete((q) => q.where({ id: member.id }))
  }
}

/** Signs up free PlayStation players (without a team) until the roster holds `size`. */
async function fillRoster(team: number, size: number) {
  const taken = new Set(db.memberships.all().map((m) => m.userId))
  // Players with any infraction are left out, so a suspension cannot come along.
  for (const infraction of db.infractions.all()) taken.add(infraction.playerId)
  const free = db.users
    .all()
    .filter(
      (u) =>
        !taken.has(u.id) &&
        u.role === 'player' &&
        u.status === 'active' &&
        u.platform === 'playstation',
    )
  let missing = size - rosterOf(team).length
  for (const user of free) {
    if (missing <= 0) break
    await db.memberships.create({
      id: nextId('memberships'),
      teamId: team,
      userId: user.id,
      role: 'player',
      shirtNumber: null,
      joinedAt: '2026-03-01T00:00:00.000Z',
    })
    missing -= 1
  }
  expect(rosterOf(team)).toHaveLength(size)
}

async function setPlatform(user: number, platform: Platform) {
  await db.users.update((q) => q.where({ id: user }), {
    data(record) {
      record.platform = platform
    },
  })
}

async function sanction(player: number, team: number, patch: Partial<InfractionRecord>) {
  return db.infractions.create({
    id: nextId('infractions'),
    playerId: player,
    teamId: team,
    competitionId: competitions().spring2026,
    matchId: null,
    type: 'red_card_suspension',
    description: {
      en: 'Straight red for a last-man foul.',
      es: 'Roja directa por una falta como último hombre.',
    },
    strikes: 1,
    sanction: 'match_ban',
    matchesRemaining: 1,
    issuedBy: userId('Ref_Ramirez'),
    issuedAt: '2026-03-11T03:00:00.000Z',
    expiresAt: '2026-06-09T03:00:00.000Z',
    status: 'active',
    appeal: null,
    appealedAt: null,
    ...patch,
  })
}

async function givePremium(user: number) {
  await db.subscriptions.create({
    id: nextId('subscriptions'),
    userId: user,
    planId: 'monthly',
    status: 'active',
    startedAt: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    cancelledAt: null,
  })
}

// ---- Eligibility -----------------------------------------------------------------------------

describe('GET /api/competitions/:id/eligibility', () => {
  test('answers every check, in order, with a reason and details; an eligible team would be pending', async () => {
    const token = await tokenOf('PedroVolley99')
    const result = await eligibilityOf(token, competitions().summer2026, teamId('Atlantic Tide FC'))
    expect(result).toMatchObject({ eligible: true, outcome: 'pending' })
    expect(result.checks.map((c) => c.check)).toEqual([...ELIGIBILITY_CHECKS])
    expect(failedChecks(result)).toEqual([])
    expect(result.checks.every((c) => c.blocking === (c.check !== 'capacity'))).toBe(true)
    const reasons = Object.fromEntries(result.checks.map((c) => [c.check, c.reason]))
    expect(reasons).toEqual({
      registration_open: 'The competition is open for registration.',
      before_deadline: 'Registration closes on April 18, 2026 at 11:59 PM EDT.',
      not_registered: 'The team is not registered for this competition yet.',
      roster_size: 'The roster has 13 players (12 to 18 needed).',
      platform: 'Every player is on PlayStation.',
      no_suspensions: 'No player on the roster is suspended.',
      premium: 'This competition is open to every manager.',
      capacity: '7 of 12 places are taken.',
    })
  })

  const alone: [EligibilityCheckName, (team: number, competition: number) => Promise<void>][] = [
    [
      'registration_open',
      (_team, competition) => updateCompetition(competition, { status: 'in_progress' }),
    ],
    [
      'before_deadline',
      async () => {
        advanceClock(40 * 24 * 60 * 60 * 1000)
      },
    ],
    [
      'not_registered',
      async (team, competition) => {
        await db.registrations.create({
          id: nextId('registrations'),
          competitionId: competition,
          teamId: team,
          status: 'pending',
          registeredBy: userId('PedroVolley99'),
          createdAt: '2026-03-10T00:00:00.000Z',
          decidedAt: null,
          reason: null,
        })
      },
    ],
    ['roster_size', async (team) => removePlayers(team, 2)],
    ['platform', (team) => setPlatform(playerOf(team), 'xbox')],
    ['no_suspensions', async (team) => void (await sanction(playerOf(team), team, {}))],
    ['premium', (_team, competition) => updateCompetition(competition, { premiumOnly: true })],
    ['capacity', (_team, competition) => updateCompetition(competition, { maxTeams: 7 })],
  ]

  test.each(alone)('%s fails on its own when the db says so', async (name, setUp) => {
    const team = teamId('Atlantic Tide FC')
    const competition = competitions().summer2026
    await setUp(team, competition)
    // After the set-up: moving the clock past the deadline also ends older sessions.
    const token = await tokenOf('PedroVolley99')
    const result = await eligibilityOf(token, competition, team)
    expect(failedChecks(result)).toEqual([name])
    expect(result.eligible).toBe(name === 'capacity')
    expect(result.outcome).toBe(name === 'capacity' ? 'waitlisted' : null)
  })

  test('explains each failure with its details', async () => {
    const token = await tokenOf('PedroVolley99')
    const team = teamId('Atlantic Tide FC')
    const competition = competitions().summer2026
    const offPlatform = playerOf(team)
    await setPlatform(offPlatform, 'pc')
    const banned = rosterOf(team).filter((m) => m.role === 'player')[1]?.userId ?? 0
    await sanction(banned, team, { sanction: 'competition_ban', matchesRemaining: 0 })
    await updateCompetition(competition, { premiumOnly: true, maxTeams: 7 })
    const result = await eligibilityOf(token, competition, team)
    const byName = new Map(result.checks.map((c) => [c.check, c]))
    const username = (id: number) => db.users.findFirst((q) => q.where({ id }))?.username
    expect(byName.get('platform')).toMatchObject({
      passed: false,
      reason: `Not on PlayStation: ${username(offPlatform)}.`,
      details: {
        platform: 'playstation',
        teamPlatform: 'playstation',
        players: [{ id: offPlatform, username: username(offPlatform), platform: 'pc' }],
      },
    })
    expect(byName.get('no_suspensions')).toMatchObject({
      passed: false,
      reason: `Suspended: ${username(banned)}.`,
      details: { players: [{ id: banned, sanction: 'competition_ban' }] },
    })
    expect(byName.get('premium')).toMatchObject({
      passed: false,
      details: { required: true, premium: false },
    })
    expect(byName.get('capacity')).toMatchObject({
      passed: false,
      blocking: false,
      reason: 'The competition is full (7 of 7): the registration would go on the waitlist.',
    })
  })

  test('counts only suspensions in force: warnings, served, expired and overturned bans do not', async () => {
    const token = await tokenOf('PedroVolley99')
    const team = teamId('Atlantic Tide FC')
    const players = rosterOf(team)
      .filter((m) => m.role === 'player')
      .map((m) => m.userId)
    const [a = 0, b = 0, c = 0, d = 0, e = 0] = players
    await sanction(a, team, { sanction: 'warning', matchesRemaining: 0 })
    await sanction(b, team, { sanction: 'match_ban', matchesRemaining: 0 })
    await sanction(c, team, { expiresAt: '2026-03-01T00:00:00.000Z' })
    await sanction(d, team, { status: 'overturned' })
    await sanction(e, team, { status: 'expired' })
    const clean = await eligibilityOf(token, competitions().summer2026, team)
    expect(failedChecks(clean)).toEqual([])
    // An appeal does not lift a ban until it is upheld.
    await sanction(a, team, { status: 'appealed', appeal: 'I was nowhere near him.'.repeat(2) })
    const appealed = await eligibilityOf(token, competitions().summer2026, team)
    expect(failedChecks(appealed)).toEqual(['no_suspensions'])
  })

  test('fails the platform check for a team of another platform, and the roster check above the maximum', async () => {
    const token = await tokenOf('PedroVolley99')
    const team = teamId('Atlantic Tide FC')
    await db.teams.update((q) => q.where({ id: team }), {
      data(record) {
        record.platform = 'xbox'
      },
    })
    await fillRoster(team, 19)
    const result = await eligibilityOf(token, competitions().summer2026, team)
    expect(failedChecks(result)).toEqual(['roster_size', 'platform'])
    const byName = new Map(result.checks.map((c) => [c.check, c.reason]))
    expect(byName.get('platform')).toBe(
      'The team plays on Xbox; this competition is on PlayStation.',
    )
    expect(byName.get('roster_size')).toBe('The roster has 19 players; at most 18 are allowed.')
  })

  test('words a roster of one player in the singular', async () => {
    const token = await tokenOf('PedroVolley99')
    const team = teamId('Atlantic Tide FC')
    // Everyone but the manager leaves.
    for (const member of rosterOf(team).filter((m) => m.role !== 'manager'))
      db.memberships.delete((q) => q.where({ id: member.id }))
    expect(rosterOf(team)).toHaveLength(1)
    const result = await eligibilityOf(token, competitions().summer2026, team)
    const roster = result.checks.find((c) => c.check === 'roster_size')
    expect(roster?.reason).toBe('The roster has 1 player; at least 12 are needed.')
  })

  test('passes the premium check for a premium manager (the one who would register)', async () => {
    const token = await tokenOf('rivera_fc')
    const elite = competitions().elite2026
    const rovers = refs.demoTeamId
    expect(failedChecks(await eligibilityOf(token, elite, rovers))).toEqual(['premium', 'capacity'])
    await givePremium(userId('rivera_fc'))
    const result = await eligibilityOf(token, elite, rovers)
    expect(failedChecks(result)).toEqual(['capacity'])
    expect(result).toMatchObject({ eligible: true, outcome: 'waitlisted' })
  })

  test('words the reasons in Spanish when asked', async () => {
    const token = await tokenOf('rivera_fc')
    const result = await eligibilityOf(token, competitions().summer2026, refs.demoTeamId, 'es')
    const byName = new Map(result.checks.map((c) => [c.check, c.reason]))
    expect(byName.get('not_registered')).toBe(
      'El equipo ya se inscribió; la liga aún no ha decidido.',
    )
    expect(byName.get('roster_size')).toBe(
      'La plantilla tiene 16 jugadores (se necesitan de 12 a 18).',
    )
    expect(byName.get('before_deadline')).toMatch(
      /^Las inscripciones cierran el 18 de abril de 2026/,
    )
  })

  test('answers 401, 404, 400 and 403 in that order of checks', async () => {
    const summer = competitions().summer2026
    const tide = teamId('Atlantic Tide FC')
    expect((await send(`competitions/${summer}/eligibility?teamId=${tide}`)).status).toBe(401)
    const token = await tokenOf('PedroVolley99')
    const notFound = await send(`competitions/999/eligibility?teamId=${tide}`, { token })
    expect([notFound.status, (notFound.body as ApiError).code]).toEqual([
      404,
      'competition_not_found',
    ])
    const missing = await send(`competitions/${summer}/eligibility`, { token })
    expect(missing.status).toBe(400)
    expect((missing.body as ApiError).fieldErrors).toEqual({ teamId: expect.any(String) })
    expect((await send(`competitions/${summer}/eligibility?teamId=x`, { token })).status).toBe(400)
    const noTeam = await send(`competitions/${summer}/eligibility?teamId=9999`, { token })
    expect([noTeam.status, (noTeam.body as ApiError).code]).toEqual([404, 'team_not_found'])
    // A player of the team, and the manager of another team, may not ask.
    for (const [username, team] of [
      ['demo', refs.demoTeamId],
      ['rivera_fc', tide],
    ] as const) {
      const forbidden = await send(`competitions/${summer}/eligibility?teamId=${team}`, {
        token: await tokenOf(username),
      })
      expect([forbidden.status, (forbidden.body as ApiError).code]).toEqual([
        403,
        'not_team_manager',
      ])
    }
  })

  test('lets a co-manager ask', async () => {
    const token = await tokenOf('xVolley1')
    const result = await eligibilityOf(token, competitions().summer2026, teamId('Atlantic Tide FC'))
    expect(result.eligible).toBe(true)
  })
})

// ---- Registering -----------------------------------------------------------------------------

describe('POST /api/competitions/:id/registrations', () => {
  test('registers an eligible team as pending, by the caller; it shows in the lists', async () => {
    const token = await tokenOf('PedroVolley99')
    const tide = teamId('Atlantic Tide FC')
    const summer = competitions().summer2026
    const { status, body } = await register(token, summer, { teamId: tide })
    expect(status).toBe(201)
    const { registration } = createRegistrationResponseSchema.parse(body)
    expect(registration).toMatchObject({
      status: 'pending',
      reason: null,
      decidedAt: null,
      createdAt: '2026-03-14T18:00:00.000Z',
      competition: { id: summer, name: 'GVL Premier Division — Summer 2026' },
      team: { id: tide, name: 'Atlantic Tide FC' },
      registeredBy: { id: userId('PedroVolley99'), username: 'PedroVolley99' },
      waitlistPosition: null,
      canWithdraw: true,
    })
    // The team's members see it; the public list flags it as pending.
    const mine = await myRegistrations(await tokenOf('xVolley1'))
    expect(mine[0]).toMatchObject({ id: registration.id, status: 'pending', canWithdraw: true })
    const teams = await send(`competitions/${summer}/teams`)
    expect(teams.body).toMatchObject({ counts: { accepted: 7, pending: 4, waitlisted: 0 } })
    // And it cannot register twice.
    const again = await register(token, summer, { teamId: tide })
    expect([again.status, (again.body as ApiError).code]).toEqual([409, 'already_registered'])
  })

  test('waitlists a registration for a full competition at once', async () => {
    await givePremium(userId('rivera_fc'))
    const token = await tokenOf('rivera_fc')
    const { status, body } = await register(token, competitions().elite2026, {
      teamId: refs.demoTeamId,
    })
    expect(status).toBe(201)
    const { registration } = createRegistrationResponseSchema.parse(body)
    expect(registration).toMatchObject({
      status: 'waitlisted',
      reason: WAITLIST_REASON.en,
      decidedAt: '2026-03-14T18:00:00.000Z',
      waitlistPosition: 3,
      canWithdraw: true,
    })
  })

  test('answers 422 naming each failed blocking check, and nothing is created', async () => {
    const token = await tokenOf('rivera_fc')
    const before = db.registrations.all().length
    const elite = await register(token, competitions().elite2026, {
      teamId: refs.demoTeamId,
    })
    expect(elite.status).toBe(422)
    const error = registrationIneligibleErrorSchema.parse(elite.body)
    expect(error.error).toBe('The team cannot register: some checks failed.')
    // Capacity does not block (it waitlists), so only Premium is named.
    expect(error.checks.map((c) => c.check)).toEqual(['premium'])
    expect(error.checks[0]).toMatchObject({ passed: false, blocking: true })

    const emerald = teamId('Emerald Coast United')
    await setPlatform(playerOf(emerald), 'xbox')
    const summer = await register(await tokenOf('Viper_Panenka'), competitions().summer2026, {
      teamId: emerald,
    })
    expect(summer.status).toBe(422)
    expect(registrationIneligibleErrorSchema.parse(summer.body).checks.map((c) => c.check)).toEqual(
      ['roster_size', 'platform'],
    )
    expect(db.registrations.all()).toHaveLength(before)
  })

  test('answers 422 in Spanish, with Spanish reasons', async () => {
    const token = await tokenOf('rivera_fc')
    const { status, body, headers } = await register(
      token,
      competitions().elite2026,
      { teamId: refs.demoTeamId },
      'es',
    )
    expect(status).toBe(422)
    expect(headers.get('Content-Language')).toBe('es')
    expect(headers.get('Vary')).toContain('Accept-Language')
    const error = registrationIneligibleErrorSchema.parse(body)
    expect(error.error).toBe('El equipo no puede inscribirse: algunas comprobaciones fallaron.')
    expect(error.checks[0]?.reason).toBe(
      'Solo un mánager con GVL Premium puede inscribir un equipo en esta competición.',
    )
  })

  test('lets a rejected team register again once it is eligible', async () => {
    const emerald = teamId('Emerald Coast United')
    const token = await tokenOf('Viper_Panenka')
    const summer = competitions().summer2026
    const refused = await register(token, summer, { teamId: emerald })
    expect(
      registrationIneligibleErrorSchema.parse(refused.body).checks.map((c) => c.check),
    ).toEqual(['roster_size'])
    await fillRoster(emerald, 12)
    const { status, body } = await register(token, summer, { teamId: emerald })
    expect(status).toBe(201)
    expect(createRegistrationResponseSchema.parse(body).registration.status).toBe('pending')
  })

  test('takes the acting user from the token: naming a team the caller does not manage is 403', async () => {
    const tide = teamId('Atlantic Tide FC')
    for (const username of ['rivera_fc', 'demo', 'lone_wolf']) {
      const { status, body } = await register(await tokenOf(username), competitions().summer2026, {
        teamId: tide,
      })
      expect([status, (body as ApiError).code]).toEqual([403, 'not_team_manager'])
    }
    expect(
      db.registrations.findMany((q) =>
        q.where({ teamId: tide, competitionId: competitions().summer2026 }),
      ),
    ).toEqual([])
  })

  test('answers 401, 404, 400 and 422 for the request itself', async () => {
    const summer = competitions().summer2026
    const tide = teamId('Atlantic Tide FC')
    expect((await register(null, summer, { teamId: tide })).status).toBe(401)
    const token = await tokenOf('PedroVolley99')
    const unknown = await register(token, 999, { teamId: tide })
    expect([unknown.status, (unknown.body as ApiError).code]).toEqual([
      404,
      'competition_not_found',
    ])
    const notJson = await register(token, summer, '{teamId')
    expect([notJson.status, (notJson.body as ApiError).code]).toEqual([400, 'invalid_json'])
    for (const body of [{}, { teamId: 'x' }, { teamId: 0 }, [], null]) {
      const invalid = await register(token, summer, body)
      expect(invalid.status, JSON.stringify(body)).toBe(422)
      expect((invalid.body as ApiError).code).toBe('validation_failed')
    }
    const missing = await register(token, summer, {})
    expect((missing.body as ApiError).fieldErrors).toEqual({ teamId: 'This field is required.' })
    const noTeam = await register(token, summer, { teamId: 9999 })
    expect([noTeam.status, (noTeam.body as ApiError).code]).toEqual([404, 'team_not_found'])
  })

  test('answers 409 for a team already registered, before the other checks', async () => {
    const token = await tokenOf('rivera_fc')
    await updateCompetition(competitions().summer2026, { status: 'in_progress' })
    const { status, body } = await register(token, competitions().summer2026, {
      teamId: refs.demoTeamId,
    })
    expect([status, (body as ApiError).code]).toEqual([409, 'already_registered'])
  })

  test('answers 503 when the area fails; the mock decision still works', async () => {
    setScenario({ failing: ['registrations'] })
    const token = await tokenOf('PedroVolley99')
    const failing = await register(token, competitions().summer2026, {
      teamId: teamId('Atlantic Tide FC'),
    })
    expect(failing.status).toBe(503)
    expect((await decide(refs.pendingRegistrationId, { status: 'accepted' })).status).toBe(200)
  })
})

// ---- My registrations ------------------------------------------------------------------------

describe('GET /api/me/registrations', () => {
  test("lists the registrations of the caller's team, newest first, with the competition", async () => {
    const mine = await myRegistrations(await tokenOf('demo'))
    const rovers = refs.demoTeamId
    const expected = db.registrations
      .findMany((q) => q.where({ teamId: rovers }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    expect(mine.map((r) => r.id)).toEqual(expected.map((r) => r.id))
    expect(mine[0]).toMatchObject({
      id: refs.pendingRegistrationId,
      status: 'pending',
      competition: { id: competitions().summer2026, status: 'registration_open' },
      team: { id: rovers, name: 'Northside Rovers' },
      registeredBy: { username: 'rivera_fc' },
      // demo plays; only managers withdraw.
      canWithdraw: false,
    })
  })

  test('lets managers withdraw only pending or waitlisted registrations', async () => {
    const mine = await myRegistrations(await tokenOf('rivera_fc'))
    for (const registration of mine) {
      expect(registration.canWithdraw, registration.competition.name).toBe(
        registration.status === 'pending' || registration.status === 'waitlisted',
      )
    }
    expect(mine.filter((r) => r.canWithdraw)).toHaveLength(1)
  })

  test('is empty for a player without a team, or when emptied; 401 without a token', async () => {
    expect(await myRegistrations(await tokenOf('lone_wolf'))).toEqual([])
    setScenario({ empty: ['registrations'] })
    expect(await myRegistrations(await tokenOf('demo'))).toEqual([])
    expect((await send('me/registrations')).status).toBe(401)
  })

  test('shows the waitlist position and the reason to the team', async () => {
    const mine = await myRegistrations(await tokenOf('SebastianRegista64'))
    const elite = mine.find((r) => r.competition.id === competitions().elite2026)
    expect(elite).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      reason: 'The series is full: first on the waitlist.',
      canWithdraw: true,
    })
  })
})

// ---- Withdrawing -----------------------------------------------------------------------------

describe('DELETE /api/registrations/:id', () => {
  test('withdraws a pending registration (manager): 204, gone, and the team can register again', async () => {
    const token = await tokenOf('rivera_fc')
    const id = refs.pendingRegistrationId
    const { status, body } = await send(`registrations/${id}`, { method: 'DELETE', token })
    expect([status, body]).toEqual([204, null])
    expect((await myRegistrations(token)).map((r) => r.id)).not.toContain(id)
    const teams = await send(`competitions/${competitions().summer2026}/teams`)
    expect(teams.body).toMatchObject({ counts: { pending: 2 } })
    const again = await register(token, competitions().summer2026, {
      teamId: refs.demoTeamId,
    })
    expect(again.status).toBe(201)
  })

  test('withdraws a waitlisted registration (co-manager); the waitlist moves up', async () => {
    const twinCities = teamId('Twin Cities Tekkers')
    const registration = db.registrations.findFirst((q) =>
      q.where({ teamId: twinCities, competitionId: competitions().elite2026 }),
    )
    const coManager = rosterOf(twinCities).find((m) => m.role === 'co-manager')
    const username = db.users.findFirst((q) => q.where({ id: coManager?.userId ?? 0 }))?.username
    const token = await tokenOf(username ?? '')
    const { status } = await send(`registrations/${registration?.id}`, { method: 'DELETE', token })
    expect(status).toBe(204)
    const mine = await myRegistrations(await tokenOf('StacyTitan20'))
    expect(mine.find((r) => r.competition.id === competitions().elite2026)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    })
  })

  test('answers 403 to a player of the team and to another team’s manager', async () => {
    const id = refs.pendingRegistrationId
    for (const username of ['demo', 'PedroVolley99']) {
      const { status, body } = await send(`registrations/${id}`, {
        method: 'DELETE',
        token: await tokenOf(username),
      })
      expect([status, (body as ApiError).code]).toEqual([403, 'not_team_manager'])
    }
    expect(db.registrations.findFirst((q) => q.where({ id }))).toBeDefined()
  })

  test('answers 409 for an accepted or rejected registration, 404 for none, 401 without a token', async () => {
    const token = await tokenOf('rivera_fc')
    const accepted = db.registrations.findFirst((q) =>
      q.where({ teamId: refs.demoTeamId, competitionId: competitions().spring2026 }),
    )
    const conflict = await send(`registrations/${accepted?.id}`, { method: 'DELETE', token })
    expect([conflict.status, (conflict.body as ApiError).code]).toEqual([
      409,
      'registration_not_withdrawable',
    ])
    const rejected = db.registrations.findFirst((q) =>
      q.where({ teamId: teamId('Emerald Coast United'), status: 'rejected' }),
    )
    const viper = await tokenOf('Viper_Panenka')
    expect(
      (await send(`registrations/${rejected?.id}`, { method: 'DELETE', token: viper })).status,
    ).toBe(409)
    for (const id of ['99999', 'abc', '0']) {
      const missing = await send(`registrations/${id}`, { method: 'DELETE', token })
      expect([missing.status, (missing.body as ApiError).code]).toEqual([
        404,
        'registration_not_found',
      ])
    }
    const anonymous = await send(`registrations/${refs.pendingRegistrationId}`, {
      method: 'DELETE',
    })
    expect(anonymous.status).toBe(401)
  })
})

// ---- The league's decision (mock only) -------------------------------------------------------

describe('POST /api/__mock/registrations/:id/decide', () => {
  let riveraToken = ''
  beforeEach(async () => {
    riveraToken = await tokenOf('rivera_fc')
  })

  async function notifications(token: string) {
    const { body } = await send('notifications', { token })
    return (body as NotificationsResponse).items
  }

  test('accepts a registration and notifies every manager of the team, not its players', async () => {
    const id = refs.pendingRegistrationId
    const demoBefore = (await notifications(await tokenOf('demo'))).length
    const { status, body } = await decide(id, { status: 'accepted', reason: 'ignored' })
    expect(status).toBe(200)
    const { registration } = decideRegistrationResponseSchema.parse(body)
    expect(registration).toMatchObject({
      id,
      status: 'accepted',
      reason: null,
      decidedAt: '2026-03-14T18:00:00.000Z',
      canWithdraw: false,
    })
    const expectedPayload = {
      registration_id: id,
      competition_id: competitions().summer2026,
      competition_name: 'GVL Premier Division — Summer 2026',
      team_id: refs.demoTeamId,
      team_name: 'Northside Rovers',
      status: 'accepted',
      reason: null,
    }
    for (const token of [riveraToken, await tokenOf('xSweeper5')]) {
      const [latest] = await notifications(token)
      expect(latest).toMatchObject({
        type: 'registration_decided',
        read: false,
        payload: expectedPayload,
      })
    }
    expect(await notifications(await tokenOf('demo'))).toHaveLength(demoBefore)
    // The decision shows in the lists.
    expect((await myRegistrations(riveraToken))[0]).toMatchObject({ id, status: 'accepted' })
    const teams = await send(`competitions/${competitions().summer2026}/teams`)
    expect(teams.body).toMatchObject({ counts: { accepted: 8, pending: 2 } })
  })

  test('rejects with the reason, or waitlists; the notification carries both', async () => {
    const id = refs.pendingRegistrationId
    const waitlisted = await decide(id, { status: 'waitlisted', reason: '  Division full.  ' })
    expect(decideRegistrationResponseSchema.parse(waitlisted.body).registration).toMatchObject({
      status: 'waitlisted',
      reason: 'Division full.',
      waitlistPosition: 1,
    })
    const rejected = await decide(id, { status: 'rejected', reason: 'Roster locked too late.' })
    expect(decideRegistrationResponseSchema.parse(rejected.body).registration).toMatchObject({
      status: 'rejected',
      reason: 'Roster locked too late.',
    })
    const [latest, previous] = await notifications(riveraToken)
    expect(latest?.payload).toMatchObject({ status: 'rejected', reason: 'Roster locked too late.' })
    expect(previous?.payload).toMatchObject({ status: 'waitlisted', reason: 'Division full.' })
  })

  test('answers 409 for a decided registration, and for accepting into a full competition', async () => {
    const accepted = db.registrations.findFirst((q) =>
      q.where({ teamId: refs.demoTeamId, competitionId: competitions().spring2026 }),
    )
    const decided = await decide(accepted?.id ?? 0, { status: 'rejected' })
    expect([decided.status, (decided.body as ApiError).code]).toEqual([
      409,
      'registration_already_decided',
    ])
    const waitlisted = db.registrations.findFirst((q) =>
      q.where({ teamId: teamId('Twin Cities Tekkers'), competitionId: competitions().elite2026 }),
    )
    const full = await decide(waitlisted?.id ?? 0, { status: 'accepted' })
    expect([full.status, (full.body as ApiError).code]).toEqual([409, 'competition_full'])
    await updateCompetition(competitions().elite2026, { maxTeams: 9 })
    expect((await decide(waitlisted?.id ?? 0, { status: 'accepted' })).status).toBe(200)
  })

  test('answers 404, 400 and 422 for a bad request; needs no token', async () => {
    expect((await decide(99999, { status: 'accepted' })).status).toBe(404)
    expect((await decide('abc', { status: 'accepted' })).status).toBe(404)
    const id = refs.pendingRegistrationId
    expect((await decide(id, 'nope')).status).toBe(400)
    for (const body of [
      {},
      { status: 'pending' },
      { status: 'accepted', reason: 'x'.repeat(501) },
    ]) {
      const invalid = await decide(id, body)
      expect(invalid.status, JSON.stringify(body)).toBe(422)
    }
    expect(db.registrations.findFirst((q) => q.where({ id }))?.status).toBe('pending')
  })
})

test('no registrations answer carries a private field (every call above goes through send())', async () => {
  for (const username of MANAGERS) {
    const token = await tokenOf(username)
    const { body } = await send('me/registrations', { token })
    expect(JSON.stringify(body)).not.toContain('email')
  }
})
