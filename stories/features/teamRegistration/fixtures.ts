/**
 * Answers of the registrations API for states the seed does not hold (every check passing on a full
 * competition, a refusal after the checks passed), shared by the stories and the component tests.
 */
import { http, HttpResponse } from 'msw'
import type {
  EligibilityCheck,
  EligibilityResponse,
  Registration,
  RegistrationIneligibleError,
} from '@/api/contracts/registrations'

export const ELITE = { id: 7, name: 'GVL Elite Series — Summer 2026' }

/** Northside Rovers (team 1) for the Elite Series, as a Premium manager would see it: full. */
const passingChecks: EligibilityCheck[] = [
  {
    check: 'registration_open',
    passed: true,
    blocking: true,
    reason: '',
    details: { status: 'registration_open' },
  },
  {
    check: 'before_deadline',
    passed: true,
    blocking: true,
    reason: '',
    details: { deadline: '2026-04-26T03:59:00.000Z' },
  },
  {
    check: 'not_registered',
    passed: true,
    blocking: true,
    reason: '',
    details: { registrationId: null, status: null },
  },
  {
    check: 'roster_size',
    passed: true,
    blocking: true,
    reason: '',
    details: { count: 16, min: 12, max: 18 },
  },
  {
    check: 'platform',
    passed: true,
    blocking: true,
    reason: '',
    details: { platform: 'playstation', teamPlatform: 'playstation', players: [] },
  },
  { check: 'no_suspensions', passed: true, blocking: true, reason: '', details: { players: [] } },
  {
    check: 'premium',
    passed: true,
    blocking: true,
    reason: '',
    details: { required: true, premium: true },
  },
  {
    check: 'capacity',
    passed: false,
    blocking: false,
    reason: '',
    details: { accepted: 8, maxTeams: 8 },
  },
]

/** Northside Rovers for the Summer Premier Division, had it not registered already: all pass. */
export const passingEligibility: EligibilityResponse = {
  competitionId: 6,
  teamId: 1,
  eligible: true,
  outcome: 'pending',
  checks: passingChecks.map((check) =>
    check.check === 'capacity'
      ? { ...check, passed: true, details: { accepted: 7, maxTeams: 12 } }
      : check.check === 'premium'
        ? { ...check, details: { required: false, premium: false } }
        : check.check === 'before_deadline'
          ? { ...check, details: { deadline: '2026-04-19T03:59:00.000Z' } }
          : check,
  ),
}

/** A team with roster problems: too few players, two on Xbox, two suspended. */
export const rosterProblemsEligibility: EligibilityResponse = {
  competitionId: 6,
  teamId: 1,
  eligible: false,
  outcome: null,
  checks: passingEligibility.checks.map((check): EligibilityCheck => {
    switch (check.check) {
      case 'roster_size':
        return { ...check, passed: false, details: { count: 10, min: 12, max: 18 } }
      case 'platform':
        return {
          ...check,
          passed: false,
          details: {
            platform: 'playstation',
            teamPlatform: 'playstation',
            players: [
              { id: 40, username: 'BoxToBox_Ben', platform: 'xbox' },
              { id: 41, username: 'PCwizard', platform: 'pc' },
            ],
          },
        }
      case 'no_suspensions':
        return {
          ...check,
          passed: false,
          details: {
            players: [
              {
                id: 9,
                username: 'CDM_Marcus',
                sanction: 'match_ban',
                matchesRemaining: 1,
                expiresAt: '2026-04-01T00:00:00.000Z',
              },
              {
                id: 12,
                username: 'RedCard_Rico',
                sanction: 'competition_ban',
                matchesRemaining: 0,
                expiresAt: '2026-06-30T00:00:00.000Z',
              },
            ],
          },
        }
      default:
        return check
    }
  }),
}

export const waitlistedEligibility: EligibilityResponse = {
  competitionId: ELITE.id,
  teamId: 1,
  eligible: true,
  outcome: 'waitlisted',
  checks: passingChecks,
}

export const waitlistedRegistration: Registration = {
  id: 999,
  status: 'waitlisted',
  reason: 'The competition was full when the team registered.',
  createdAt: '2026-03-14T18:00:00.000Z',
  decidedAt: '2026-03-14T18:00:00.000Z',
  competition: {
    id: ELITE.id,
    name: ELITE.name,
    season: 'Summer 2026',
    format: 'cup',
    platform: 'playstation',
    status: 'registration_open',
    registrationDeadline: '2026-04-26T03:59:00.000Z',
    startDate: '2026-05-02',
  },
  team: { id: 1, name: 'Northside Rovers', tag: 'NSR', crest: null },
  registeredBy: { id: 2, username: 'rivera_fc' },
  waitlistPosition: 3,
  canWithdraw: true,
}

/** The checks passed a moment ago, but a player was suspended meanwhile: the server refuses. */
export const ineligibleError: RegistrationIneligibleError = {
  error: 'The team cannot register: some checks failed.',
  code: 'registration_ineligible',
  checks: [
    {
      check: 'no_suspensions',
      passed: false,
      blocking: true,
      reason: '',
      details: {
        players: [
          {
            id: 9,
            username: 'CDM_Marcus',
            sanction: 'match_ban',
            matchesRemaining: 2,
            expiresAt: '2026-04-01T00:00:00.000Z',
          },
        ],
      },
    },
  ],
}

export const eligibilityAnswers = (answer: EligibilityResponse) =>
  http.get('*/api/competitions/:id/eligibility', () => HttpResponse.json(answer))

export const registeringAnswers = (status: number, body: object) =>
  http.post('*/api/competitions/:id/registrations', () => HttpResponse.json(body, { status }))
