/**
 * The one wrapper around every handler's resolver: latency, the scenario (failing → 503), the
 * request's language, and the conversion of HttpError into the JSON error answer. Handlers therefore
 * hold no try/catch and no scenario code, only the `empty` flag for the lists they return.
 */
import { delay, http, type HttpResponseResolver, type JsonBodyType, type PathParams } from 'msw'
import type { z } from 'zod'
import type { Page, PageQuery } from '@/api/contracts/paging'
import { parsePathId } from '@/api/contracts/pathId'
import { isEmpty, isFailing, nextLatencyMs, type Area } from '../scenarios'
import { languageOf, type Language } from './errorCatalogue'
import { commit } from './commit'
import { apiPath, errorResponse, HttpError, jsonResponse } from './http'
import { paginate, readQuery, shapeEach } from './query'

export interface RouteContext<Params extends PathParams = PathParams> {
  request: Request
  params: Params
  url: URL
  language: Language
  /** The scenario empties this area: list endpoints answer their empty list. */
  empty: boolean
}

export type RouteResolver<Params extends PathParams = PathParams> = (
  context: RouteContext<Params>,
) => Response | Promise<Response>

/** `mock` (the admin endpoints) is never slowed, failed or emptied. */
export type RouteArea = Area | 'mock'

let mockControls = true

/**
 * Whether the `mock` area's endpoints (`/api/__mock/…`) answer: on in the demo, off in a build for a
 * shared environment (`VITE_MOCK_CONTROLS=off`, `npm run api -- --no-mock-controls`), where they
 * answer as an address the API does not have.
 */
export function setMockControls(enabled: boolean): void {
  mockControls = enabled
}

export function mockControlsOn(): boolean {
  return mockControls
}

export function route<Params extends PathParams = PathParams>(
  area: RouteArea,
  resolver: RouteResolver<Params>,
): HttpResponseResolver<Params> {
  return async ({ request, params }) => {
    const language = languageOf(request)
    if (area === 'mock' && !mockControls) return errorResponse(language, 404, 'not_found')
    if (area !== 'mock') {
      const latency = nextLatencyMs()
      if (latency > 0) await delay(latency)
      if (isFailing(area)) return errorResponse(language, 503, 'service_unavailable')
    }
    try {
      const response = await resolver({
        request,
        params,
        url: new URL(request.url),
        language,
        empty: area !== 'mock' && isEmpty(area),
      })
      // A reload right after the answer must find the change (see commit.ts).
      await commit()
      return response
    } catch (error) {
      if (error instanceof HttpError) {
        return errorResponse(
          language,
          error.status,
          error.code,
          error.fieldErrors,
          error.headers,
          error.details,
        )
      }
      // Not an expected failure: a bug in the mock. Answer like a server would, and say it loudly
      // (tests that check "never 500" catch it).
      console.error('[mock api] unexpected error in', request.method, request.url, error)
      return errorResponse(language, 500, 'internal_error')
    }
  }
}

/**
 * A path id (`/teams/:id`): a positive integer written plainly (`12`, not `012`, `1e1` or `12.0`), or
 * null, for which the handlers answer 404: what cannot be an id names nothing.
 */
export function pathId(raw: string | readonly string[] | undefined): number | null {
  return typeof raw === 'string' ? parsePathId(raw) : null
}

/**
 * One page of a list: the query `schema` reads from the address (400 when refused), the records
 * `list` finds for it (none in the area's `empty` scenario), and the page's records as `shape`
 * answers each (a record it cannot shape, null, is left out).
 */
export async function pageAnswer<
  Schema extends z.ZodType<PageQuery>,
  Entry,
  Item extends JsonBodyType,
>(
  { url, empty }: RouteContext,
  schema: Schema,
  list: (query: z.output<Schema>) => readonly Entry[] | Promise<readonly Entry[]>,
  shape: (entry: Entry) => Item | null,
): Promise<Response> {
  const query = readQuery(url, schema)
  const records = empty ? [] : await list(query)
  return jsonResponse<Page<Item>>(paginate(records, query, shapeEach(shape)))
}

/**
 * GET `path`: a public list of `area`, filtered by its query, the records `list` finds, answered one
 * page at a time (pageAnswer).
 */
export function pagedRoute<Query extends PageQuery, Entry, Item extends JsonBodyType>(
  path: string,
  area: RouteArea,
  schema: z.ZodType<Query>,
  list: (query: Query) => readonly Entry[],
  shape: (entry: Entry) => Item | null,
) {
  return http.get(
    apiPath(path),
    route(area, (context) => pageAnswer(context, schema, list, shape)),
  )
}
