/**
 * The OpenAPI 3.1 document of the API (docs/openapi.json), built from the operations (./operations.ts)
 * and the contract's zod schemas by zod-openapi. `npm run openapi` writes it with examples answered by
 * the mock API over the demo data (mocks/openapiExamples.ts); tests/api/openapi.test.ts fails when
 * the committed document and the contract differ.
 */
import { z } from 'zod'
import {
  createDocument,
  type ZodOpenApiHeadersObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi'
import * as accounts from '../contracts/accounts'
import * as common from '../contracts/common'
import * as competitions from '../contracts/competitions'
import * as session from '../contracts'
import * as infractions from '../contracts/infractions'
import * as invitations from '../contracts/invitations'
import * as joinRequests from '../contracts/joinRequests'
import * as matches from '../contracts/matches'
import * as news from '../contracts/news'
import * as players from '../contracts/players'
import * as premium from '../contracts/premium'
import * as registrations from '../contracts/registrations'
import * as search from '../contracts/search'
import * as teams from '../contracts/teams'
import * as teamTransferWindow from '../contracts/teamTransferWindow'
import { API_VERSION } from '../contracts/session'
import { apiErrorSchema } from '../contracts/sessionSchemas'
import { OPERATIONS } from './operations'
import { TAGS, type ErrorStatus, type ExampleRequest, type Operation } from './operation'

/** The documented answer of each operation, by operationId (what mocks/openapiExamples.ts collects). */
export type OperationExamples = Readonly<Record<string, unknown>>

const STATUS_MEANING: Record<ErrorStatus, string> = {
  400: 'The request is malformed: not JSON, or a query parameter or (sign-in) field is missing or invalid.',
  401: 'No token, or a token that is unknown or expired (`WWW-Authenticate: Bearer`).',
  402: 'The payment was declined.',
  403: 'The caller may not do this.',
  404: 'What the path names does not exist (a path id that is not a positive integer names nothing).',
  409: 'The request conflicts with the current state.',
  410: 'What the path names has expired.',
  413: 'The upload is too large.',
  415: 'The upload is not an image of a supported type.',
  422: 'A field is invalid: `fieldErrors` names each one.',
  429: 'Too many attempts: wait the seconds `Retry-After` says (docs/api/accounts.md, "Rate limits").',
  503: 'The service is unavailable for a moment (`Retry-After`); the mock’s `fail:<area>` scenario answers it.',
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
} as const

/** The headers a failure carries besides its body. */
const STATUS_HEADERS: Partial<Record<ErrorStatus, ZodOpenApiHeadersObject>> = {
  401: {
    'WWW-Authenticate': {
      description: 'The scheme the API expects and the failure: `Bearer error="<code>"`.',
      required: true,
      schema: { type: 'string' },
    },
  },
  429: RETRY_AFTER,
  503: RETRY_AFTER,
}

/**
 * Every zod schema the contract modules export by a `…Schema` name becomes a named component, so the
 * document reads in the contract's own words (`TeamRef`, `MatchDetail`). What a request carries stays
 * inline (query schemas become parameters; request bodies are read as their input, which can differ
 * from what they parse to).
 */
function contractComponents(): Record<string, z.core.$ZodType> {
  const components: Record<string, z.core.$ZodType> = {}
  const seen = new Set<unknown>()
  const modules = [
    session,
    accounts,
    common,
    competitions,
    teamTransferWindow,
    infractions,
    invitations,
    joinRequests,
    matches,
    news,
    players,
    premium,
    registrations,
    search,
    teams,
  ]
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Schema') || /(Query|Request|Upload)Schema$/.test(name)) continue
      if (!(value instanceof Object) || !('_zod' in value) || seen.has(value)) continue
      seen.add(value)
      if (!describesAnAnswer(value as z.core.$ZodType)) continue
      const id = name.slice(0, -'Schema'.length)
      components[id.charAt(0).toUpperCase() + id.slice(1)] = value as z.core.$ZodType
    }
  }
  return components
}

/** An answer's schema has a JSON Schema of what it outputs; a field rule that transforms its input does not. */
function describesAnAnswer(schema: z.core.$ZodType): boolean {
  try {
    z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })
    return true
  } catch {
    return false
  }
}

function pathParams(operation: Operation): z.ZodObject | undefined {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
  if (names.length === 0) return undefined
  const strings = new Set(operation.stringParams)
  return z.object(
    Object.fromEntries(
      names.map((name) => [
        name,
        strings.has(name)
          ? z.string().min(1)
          : z.int().positive().meta({ description: 'A positive integer id.' }),
      ]),
    ),
  )
}

/** The failures an operation can answer: those its access, path, query and body imply, and its own. */
function errorStatuses(operation: Operation): Map<ErrorStatus, string[]> {
  const statuses = new Map<ErrorStatus, string[]>()
  const add = (status: ErrorStatus, ...codes: string[]) =>
    statuses.set(status, [...(statuses.get(status) ?? []), ...codes])
  if (operation.body !== undefined || operation.upload === true)
    add(400, operation.malformedIs400 === true ? 'invalid_body' : 'invalid_json')
  if (operation.malformedIs400 === true) add(400, 'invalid_json')
  if (operation.query !== undefined) add(400, 'invalid_query')
  if (operation.access === 'bearer' || operation.access === 'staff')
    add(401, 'missing_token', 'invalid_token', 'token_expired')
  if (operation.access === 'staff') add(403, 'staff_only')
  if (
    (operation.body !== undefined && operation.malformedIs400 !== true) ||
    operation.upload === true
  )
    add(422, 'validation_failed')
  for (const [status, codes] of Object.entries(operation.errors ?? {}))
    add(Number(status) as ErrorStatus, ...codes)
  if (operation.tag !== 'mock') add(503, 'service_unavailable')
  return new Map([...statuses].sort(([a], [b]) => a - b))
}

/** A binary answer: each content type with no schema (any bytes), and the headers it carries. */
function binaryContent({ types, headers }: NonNullable<Operation['success']['binary']>) {
  return {
    ...(types.length === 0 ? {} : { content: Object.fromEntries(types.map((type) => [type, {}])) }),
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, description]) => [
        name,
        { description, required: true, schema: { type: 'string' as const } },
      ]),
    ),
  }
}

function describeOperation(
  operation: Operation,
  examples: OperationExamples,
): ZodOpenApiOperationObject {
  const { success } = operation
  const example = examples[operation.operationId]
  const json = (schema: z.core.$ZodType, value?: unknown) => ({
    'application/json': value === undefined ? { schema } : { schema, example: value },
  })
  const responses: ZodOpenApiOperationObject['responses'] = {
    [success.status]: {
      description: success.description,
      ...(success.schema === undefined ? {} : { content: json(success.schema, example) }),
      ...(success.binary === undefined ? {} : binaryContent(success.binary)),
    },
  }
  for (const [status, codes] of errorStatuses(operation)) {
    const unique = [...new Set(codes)]
    const headers = STATUS_HEADERS[status]
    responses[`${status}`] = {
      description: `${STATUS_MEANING[status]} Codes: ${unique.map((code) => `\`${code}\``).join(', ')}.`,
      ...(headers === undefined ? {} : { headers }),
      content: json(operation.errorSchemas?.[status] ?? apiErrorSchema),
    }
  }
  const path = pathParams(operation)
  const query = operation.query as z.ZodObject | undefined
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description === undefined ? {} : { description: operation.description }),
    tags: [operation.tag],
    security:
      operation.access === 'bearer' || operation.access === 'staff'
        ? [{ bearer: [] }]
        : operation.access === 'optional'
          ? [{}, { bearer: [] }]
          : [],
    ...(path === undefined && query === undefined
      ? {}
      : {
          requestParams: {
            ...(path === undefined ? {} : { path }),
            ...(query === undefined ? {} : { query }),
          },
        }),
    ...(operation.body === undefined
      ? {}
      : {
          requestBody: {
            required: operation.optionalBody !== true,
            content: json(operation.body, operation.example?.body),
          },
        }),
    ...(operation.upload === true
      ? {
          requestBody: {
            required: true,
            content: {
              'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } },
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', contentMediaType: 'image/*' } },
                  required: ['file'],
                },
              },
            },
          },
        }
      : {}),
    responses,
    ...(operation.example === undefined
      ? {}
      : { 'x-example-request': exampleRequest(operation.example) }),
  }
}

/**
 * The example's request in the document itself (`x-example-request`), so that anything holding the
 * document can make it: the conformance suite (scripts/contract.mjs) and a backend team's own tests.
 * `as` is a demo account, signed in with the demo password.
 */
function exampleRequest({ upload, ...request }: ExampleRequest) {
  return upload === undefined
    ? request
    : {
        ...request,
        upload: {
          contentType: upload.contentType,
          base64: btoa(String.fromCharCode(...upload.bytes)),
        },
      }
}

type Document = ReturnType<typeof createDocument>

/**
 * zod-openapi renders each named component for the context it is used in, and names the answer's
 * version `<Name>Output` beside an input version nothing uses (a contract's answers differ from its
 * input only in refusing unknown fields). The document keeps what is referenced, by its own name.
 */
function keepReferencedComponents(document: Document): Document {
  const refTo = (name: string) => `"#/components/schemas/${name}"`
  const count = (text: string, name: string) => text.split(refTo(name)).length - 1
  let text = JSON.stringify(document)
  // Dropping a component can leave another unused: until nothing changes.
  for (;;) {
    const current = JSON.parse(text) as Document
    const schemas = current.components?.schemas ?? {}
    const unused = Object.keys(schemas).filter(
      (name) => count(text, name) === count(JSON.stringify(schemas[name]), name),
    )
    if (unused.length === 0) break
    if (current.components !== undefined) {
      current.components.schemas = Object.fromEntries(
        Object.entries(schemas).filter(([name]) => !unused.includes(name)),
      )
    }
    text = JSON.stringify(current)
  }
  const names = Object.keys((JSON.parse(text) as Document).components?.schemas ?? {})
  const ownName = (name: string) => {
    const base = name.replace(/Output$/, '')
    return names.includes(base) ? name : base
  }
  for (const name of names) text = text.replaceAll(refTo(name), refTo(ownName(name)))
  const result = JSON.parse(text) as Document
  const schemas = result.components?.schemas ?? {}
  const byName = Object.entries(schemas).map(([name, schema]) => [ownName(name), schema] as const)
  if (result.components !== undefined) {
    result.components.schemas = Object.fromEntries(
      byName.sort(([a], [b]) => a.localeCompare(b, 'en')),
    )
  }
  return result
}

export function buildOpenApiDocument(examples: OperationExamples = {}): Document {
  const paths: ZodOpenApiPathsObject = {}
  for (const operation of OPERATIONS) {
    const item = (paths[operation.path] ??= {})
    item[operation.method] = describeOperation(operation, examples)
  }
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'GVL API',
        version: API_VERSION,
        description:
          'The API of GVL, the web platform of the GVL USA Pro Clubs community. Every answer is JSON in camelCase or snake_case as each schema shows; every failure is `ApiError` (`error` in the request’s `Accept-Language`, English or Spanish; a stable `code`; `fieldErrors` per field). An address the API does not have answers 404 `not_found`, and one it has with another method 405 `method_not_allowed` with `Allow`. The operations tagged `mock` are the mock API’s controls, open to anyone in the standalone demo and absent from a build for a shared environment (`VITE_MOCK_CONTROLS=off`) and from a real server. The conventions and the story of each area are in docs/api.md.',
      },
      servers: [
        {
          url: '/api',
          description: 'This origin (in the standalone app, the mock API in the page)',
        },
        { url: 'http://localhost:4010/api', description: 'The mock API over HTTP: `npm run api`' },
      ],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      security: [],
      paths,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of `POST /login`, valid for 7 days.',
          },
        },
        schemas: { ApiError: apiErrorSchema, ...contractComponents() },
      },
    },
    { reused: 'inline' },
  )
  return keepReferencedComponents(document)
}
