/**
 * One endpoint of the API as the OpenAPI document describes it (docs/openapi.json): its method and
 * path, who may call it, the contract's schemas for what it takes and answers, the failures it can
 * answer, and the demo request whose answer the document shows as the example. The schemas are the
 * contract's own (src/api/contracts), so the document cannot say anything the client and the mock
 * API do not hold each other to.
 */
import type { z } from 'zod'

type Schema = z.core.$ZodType

export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete'

/**
 * - `bearer`: a token is required (401 without one).
 * - `staff`: a token of league staff (401 without one, 403 for anyone else).
 * - `optional`: public; a token adds what concerns the caller (`viewer` fields).
 * - `public`: no token is read.
 */
export type Access = 'bearer' | 'staff' | 'optional' | 'public'

/** The demo accounts an example request may be made as (src/api/demoAccounts.ts). */
export type ExampleCaller = 'demo' | 'rivera_fc' | 'maya_goals' | 'lone_wolf' | 'gvl_admin'

/** A request against the demo data whose answer is the operation's documented example. */
export interface ExampleRequest {
  as?: ExampleCaller
  /** The path's parameters, e.g. `{ id: 1 }`. */
  params?: Record<string, string | number>
  query?: Record<string, string>
  /** A JSON body, or for an upload the bytes and their content type. */
  body?: unknown
  upload?: { contentType: string; bytes: Uint8Array<ArrayBuffer> }
}

export interface Operation {
  method: HttpMethod
  /** OpenAPI's path template below `/api`, e.g. `/teams/{id}`. */
  path: string
  operationId: string
  summary: string
  description?: string
  /** The area, as the scenario names it and docs/api/<area>.md documents it. */
  tag: Tag
  access: Access
  /** The path's parameters that are not positive integer ids (`slug`). */
  stringParams?: readonly string[]
  query?: Schema
  /** A JSON body. `optionalBody`: an empty body stands for `{}`. */
  body?: Schema
  optionalBody?: boolean
  /** An image upload: the raw bytes, or a multipart form with the image in `file`. */
  upload?: boolean
  /** 400 rather than 422 for a body the schema refuses (sign-in). */
  malformedIs400?: boolean
  /** The success answer; no schema for an answer without a body (204, or 202 `{}`). */
  success: {
    status: 200 | 201 | 202 | 204
    schema?: Schema
    description: string
    /**
     * Bytes rather than JSON (a picture): the content types (none for a HEAD), and each header it
     * always carries.
     */
    binary?: { types: readonly string[]; headers: Readonly<Record<string, string>> }
  }
  /** Failures beyond those `access`, the path, the query and the body imply: status → error codes. */
  errors?: Partial<Record<ErrorStatus, readonly string[]>>
  /** The schema of a failure's body where it carries more than the error shape. */
  errorSchemas?: Partial<Record<ErrorStatus, Schema>>
  example?: ExampleRequest
}

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503

export const TAGS = {
  auth: 'Signing in and the session token.',
  accounts: 'Sign-up, activation and the signed-in player’s own account.',
  messages: 'Direct messages between players.',
  notifications: 'The signed-in player’s notifications.',
  players: 'The player directory and public profiles.',
  teams: 'Clubs and their rosters.',
  invitations: 'A team inviting a player, a player asking to join a team, and the answers.',
  market:
    'The transfer market: players’ listings, clubs’ recruitment posts, and the lists of both.',
  competitions: 'Competitions, tables, fixtures, leaders and the matches with their results.',
  registrations: 'A team entering a competition.',
  infractions: 'Disciplinary records and appeals.',
  premium: 'Plans and the signed-in player’s subscription.',
  news: 'League news.',
  media: 'The pictures (avatars, crests) that answers name by address.',
  search: 'One search over players, teams, competitions and news.',
  mock: 'Controls of the mock API only (scenario, reset, outbox, staff decisions): open to anyone in the standalone demo; a build for a shared environment turns them off (`VITE_MOCK_CONTROLS=off`, `npm run api -- --no-mock-controls`), and a real server has none of them.',
} as const

export type Tag = keyof typeof TAGS

/** A paged list's operation: what it says beyond its GET and its one answer. */
export type PagedList = Pick<
  Operation,
  'path' | 'operationId' | 'summary' | 'description' | 'tag' | 'access' | 'example'
> & {
  /** Its filters, with `page` and `pageSize` (`pageQuery`, src/api/contracts/paging.ts). */
  query: Schema
  /** What one page holds: `pageSchema(item)`. */
  page: Schema
}

/**
 * A list, filtered and paged: a GET whose query takes the list's filters with `page` and
 * `pageSize`, answered with one page (the items, their total, the page and its size).
 */
export function pagedList({ page, ...list }: PagedList): Operation {
  return {
    method: 'get',
    ...list,
    success: { status: 200, schema: page, description: 'One page.' },
  }
}

/**
 * The offers of the invitations area, a club's invitation to a player and a player's request to join
 * a club: the path below which each is answered, the name its answers' operation ids end with, and
 * the answers it takes.
 */
const OFFERS = {
  invitations: { name: 'Invitation', actions: ['accept', 'decline', 'cancel'] },
  'join-requests': { name: 'JoinRequest', actions: ['accept', 'decline', 'withdraw'] },
} as const

type Offers = keyof typeof OFFERS

/**
 * An answer to an offer (`accept`, `decline`, …): a POST of `/{offers}/{id}/{action}` by the player
 * or a manager of the club, answered with `answer`. Its operation id is the action and the offer
 * (`acceptInvitation`, `withdrawJoinRequest`).
 */
export function offerAnswer<O extends Offers>(
  offers: O,
  action: (typeof OFFERS)[O]['actions'][number],
  answer: { schema: Schema; description: string },
): Pick<Operation, 'method' | 'path' | 'operationId' | 'tag' | 'access' | 'success'> {
  return {
    method: 'post',
    path: `/${offers}/{id}/${action}`,
    operationId: `${action}${OFFERS[offers].name}`,
    tag: 'invitations',
    access: 'bearer',
    success: { status: 200, ...answer },
  }
}
