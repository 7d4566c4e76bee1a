/**
 * The infractions area of the mock API (see docs/api/infractions.md): the caller's infractions, the
 * appeal, and a mock-only endpoint that issues one (demos and tests).
 */
import { http } from 'msw'
import {
  appealInfractionRequestSchema,
  issueInfractionRequestSchema,
  type AppealInfractionResponse,
  type IssueInfractionResponse,
  type MyInfractionsResponse,
} from '@/api/contracts/infractions'
import {
  appealInfraction,
  infractionsOf,
  issueInfraction,
  summaryOf,
  toInfraction,
} from '../domain/infractions'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, HttpError, localizedResponse } from '../lib/http'
import { route } from '../lib/route'

/** A path id: a positive integer, or the infraction cannot exist (404, like an unknown id). */
function infractionIdParam(raw: string | readonly string[] | undefined): number {
  const value = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0
  if (value < 1) throw new HttpError(404, 'infraction_not_found')
  return value
}

export const infractionsHandlers = [
  http.get(
    apiPath('me/infractions'),
    route('infractions', async ({ request, empty, language }) => {
      const user = requireUser(request)
      const records = empty ? [] : await infractionsOf(user.id)
      return localizedResponse<MyInfractionsResponse>(
        {
          items: records.map((record) => toInfraction(record, language)),
          summary: summaryOf(records),
        },
        language,
      )
    }),
  ),

  http.post(
    apiPath('me/infractions/:id/appeal'),
    route('infractions', async ({ request, params, language }) => {
      const user = requireUser(request)
      const infractionId = infractionIdParam(params.id)
      const { text } = await readJson(request, appealInfractionRequestSchema)
      const infraction = await appealInfraction(user.id, infractionId, text)
      return localizedResponse<AppealInfractionResponse>(
        { infraction: toInfraction(infraction, language) },
        language,
      )
    }),
  ),

  /** MOCK ONLY (not part of the contract): issue an infraction as league staff, for demos. */
  http.post(
    apiPath('__mock/infractions'),
    route('mock', async ({ request, language }) => {
      const body = await readJson(request, issueInfractionRequestSchema)
      const infraction = await issueInfraction(body)
      return localizedResponse<IssueInfractionResponse>(
        { infraction: toInfraction(infraction, language) },
        language,
        201,
      )
    }),
  ),
]
