/**
 * The handler shapes the invitations area's two kinds of offer share (invitations, join requests):
 * sending one (POST /api/teams/:id/…: who and to which team first, then the body), a box of the
 * caller's (GET /api/me/…), read from the query and paged, and an answer to one offer
 * (POST /api/…/:id/{action}): the caller, then the offer if they may see it (401, then 404), then
 * the action. What they read and change is ../domain/offers.ts's.
 */
import { http, type JsonBodyType } from 'msw'
import type { z } from 'zod'
import type { PageQuery } from '@/api/contracts/paging'
import { offerBox, visibleOffer, type OfferKind } from '../domain/offers'
import type { RecordOf, UserRecord } from '../model'
import { requireUser } from '../lib/auth'
import { readJson } from '../lib/body'
import { apiPath, jsonResponse, localizedResponse } from '../lib/http'
import type { Language } from '../lib/language'
import { pageAnswer, pathId, route } from '../lib/route'

/**
 * POST `path` (`teams/:id/…`): `parties` reads the caller and the team from the token and the path
 * (401, 404, 403 before the body is read), then the body is parsed with `schema` (400, 422), `send`
 * makes the offer, and `respond` gives the body of the 201 from it.
 */
export function sendRoute<
  Parties,
  Schema extends z.core.$ZodType,
  Offer,
  Body extends JsonBodyType,
>(
  path: string,
  parties: (request: Request, rawId: string) => Parties,
  schema: Schema,
  send: (parties: Parties, values: z.output<Schema>) => Promise<Offer>,
  respond: (offer: Offer) => Body,
) {
  return http.post(
    apiPath(path),
    route<{ id: string }>('invitations', async ({ request, params }) => {
      const who = parties(request, params.id)
      const values = await readJson(request, schema)
      return jsonResponse<Body>(respond(await send(who, values)), 201)
    }),
  )
}

/**
 * GET `path`: the caller's offers of `kind` in the box the query (`schema`) names (offerBox:
 * `playerBox` holds those whose player the caller is), one page of them as `shape` answers each (a
 * record whose team or people are gone is left out). Empty in the area's `empty` scenario.
 */
export function boxRoute<
  K extends OfferKind,
  Schema extends z.ZodType<PageQuery & { box: string; status?: string | undefined }>,
  Item extends JsonBodyType,
>(
  path: string,
  schema: Schema,
  kind: K,
  playerBox: z.output<Schema>['box'],
  shape: (offer: RecordOf<K>) => Item | null,
) {
  const list = offerBox<K, z.output<Schema>>(kind, playerBox)
  return http.get(
    apiPath(path),
    route('invitations', (context) => {
      // The caller before the query: 401 comes before 400, and before the `empty` scenario's page.
      const user = requireUser(context.request)
      return pageAnswer(context, schema, (query) => list(user, query), shape)
    }),
  )
}

/**
 * POST `path` (`…/:id/{action}`): the caller, then the offer of `kind` if they may see it
 * (visibleOffer: 404 otherwise), then `act`, which makes the change, and `respond`, which gives the
 * body of the 200 from what it changed (the offer, or the team the player joined) for the caller.
 */
export function answerRoute<K extends OfferKind, Changed, Body extends JsonBodyType>(
  path: string,
  kind: K,
  act: (user: UserRecord, offer: RecordOf<K>) => Promise<Changed>,
  respond: (changed: Changed, user: UserRecord, language: Language) => Body,
) {
  const requireVisible = visibleOffer(kind)
  return http.post(
    apiPath(path),
    route<{ id: string }>('invitations', async ({ request, params, language }) => {
      const user = requireUser(request)
      const offer = await requireVisible(user, pathId(params.id))
      return localizedResponse<Body>(respond(await act(user, offer), user, language), language)
    }),
  )
}
