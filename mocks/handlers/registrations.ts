/**
 * The registrations area (docs/api/registrations.md): eligibility checks, registering a team into a
 * competition, the caller's registrations, withdrawing; and the mock-only decision endpoint.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  createRegistrationRequestSchema,
  decideRegistrationRequestSchema,
  eligibilityQuerySchema,
  type CreateRegistrationResponse,
  type DecideRegistrationResponse,
  type EligibilityCheck,
  type EligibilityResponse,
  type MyRegistrationsResponse,
  type Registration,
  type RegistrationIneligibleError,
} from '@/api/contracts/registrations'
import { countsOf, requireCompetition } from '../domain/competitions'
import { pathId, route } from '../lib/route'
import { eligibility } from '../domain/eligibility'
import {
  activeRegistration,
  createRegistration,
  decideRegistration,
  findRegistration,
  isWithdrawable,
  registrationsOfMember,
  toRegistration,
  withdrawRegistration,
} from '../domain/registrations'
import { canManageTeam, findCompetition, findTeam } from '../domain/lookups'
import type { CompetitionRecord, RegistrationRecord, TeamRecord, UserRecord } from '../model'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { errorMessage, type Language } from '../lib/errorCatalogue'
import { apiPath, HttpError, languageHeaders, localizedResponse, noContent } from '../lib/http'
import { readQuery } from '../lib/query'

/**
 * Who asks to enter which team into which competition: the caller, the competition of the path and
 * the team the request names (`teamIdOf` reads it), which the caller must manage (manager or
 * co-manager). Checked in this order: signed in, the competition, the request itself, the team,
 * then the caller's part in it.
 */
async function requireEntrant(
  request: Request,
  competitionId: string | readonly string[] | undefined,
  teamIdOf: () => number | Promise<number>,
): Promise<{ caller: UserRecord; competition: CompetitionRecord; team: TeamRecord }> {
  const caller = requireUser(request)
  const competition = requireCompetition(competitionId)
  const team = findTeam(await teamIdOf())
  if (team === undefined) throw new HttpError(404, 'team_not_found')
  if (!canManageTeam(caller.id, team.id)) throw new HttpError(403, 'not_team_manager')
  return { caller, competition, team }
}

function requireRegistration(raw: string | readonly string[] | undefined): RegistrationRecord {
  const id = pathId(raw)
  const registration = id === null ? undefined : findRegistration(id)
  if (registration === undefined) throw new HttpError(404, 'registration_not_found')
  return registration
}

function shaped(
  registration: RegistrationRecord,
  viewerId: number | null,
  language: Language,
): Registration {
  const view = toRegistration(registration, viewerId, language)
  // Only a registration of a deleted competition or team has no view; none can be created.
  if (view === null) throw new HttpError(404, 'registration_not_found')
  return view
}

/**
 * 422 `registration_ineligible`: the error shape every answer has, plus `checks` (the failed
 * blocking checks), which fieldErrors could not express.
 */
function ineligibleResponse(language: Language, checks: EligibilityCheck[]): Response {
  const body: RegistrationIneligibleError = {
    error: errorMessage(language, 'registration_ineligible'),
    code: 'registration_ineligible',
    checks,
  }
  return HttpResponse.json(body, { status: 422, headers: languageHeaders(language) })
}

export const registrationsHandlers: HttpHandler[] = [
  http.get(
    apiPath('competitions/:id/eligibility'),
    route('registrations', async ({ request, params, url, language }) => {
      const { caller, competition, team } = await requireEntrant(
        request,
        params.id,
        () => readQuery(url, eligibilityQuerySchema).teamId,
      )
      return localizedResponse<EligibilityResponse>(
        eligibility(competition, team, caller, language),
        language,
      )
    }),
  ),

  http.post(
    apiPath('competitions/:id/registrations'),
    route('registrations', async ({ request, params, language }) => {
      const { caller, competition, team } = await requireEntrant(
        request,
        params.id,
        async () => (await readJson(request, createRegistrationRequestSchema)).teamId,
      )
      if (activeRegistration(competition.id, team.id) !== undefined) {
        throw new HttpError(409, 'already_registered')
      }
      const result = eligibility(competition, team, caller, language)
      if (result.outcome === null) {
        return ineligibleResponse(
          language,
          result.checks.filter((check) => check.blocking && !check.passed),
        )
      }
      const registration = await createRegistration(competition, team, caller, result.outcome)
      return localizedResponse<CreateRegistrationResponse>(
        { registration: shaped(registration, caller.id, language) },
        language,
        201,
      )
    }),
  ),

  http.get(
    apiPath('me/registrations'),
    route('registrations', ({ request, empty, language }) => {
      const caller = requireUser(request)
      const items = empty
        ? []
        : registrationsOfMember(caller.id).flatMap(
            (registration) => toRegistration(registration, caller.id, language) ?? [],
          )
      return localizedResponse<MyRegistrationsResponse>({ items }, language)
    }),
  ),

  http.delete(
    apiPath('registrations/:id'),
    route('registrations', ({ request, params }) => {
      const caller = requireUser(request)
      const registration = requireRegistration(params.id)
      if (!canManageTeam(caller.id, registration.teamId)) {
        throw new HttpError(403, 'not_team_manager')
      }
      if (!isWithdrawable(registration)) throw new HttpError(409, 'registration_not_withdrawable')
      withdrawRegistration(registration)
      return noContent()
    }),
  ),

  // MOCK ONLY (not part of the contract): the league's decision, so the demo can show one.
  http.post(
    apiPath('__mock/registrations/:id/decide'),
    route('mock', async ({ request, params, language }) => {
      const registration = requireRegistration(params.id)
      const { status, reason } = await readJson(request, decideRegistrationRequestSchema)
      if (registration.status === 'accepted' || registration.status === 'rejected') {
        throw new HttpError(409, 'registration_already_decided')
      }
      const competition = findCompetition(registration.competitionId)
      if (
        status === 'accepted' &&
        competition !== undefined &&
        countsOf(competition.id).accepted >= competition.maxTeams
      ) {
        throw new HttpError(409, 'competition_full')
      }
      const decided = await decideRegistration(registration, status, reason)
      return localizedResponse<DecideRegistrationResponse>(
        { registration: shaped(decided, null, language) },
        language,
      )
    }),
  ),
]
