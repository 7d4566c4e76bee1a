/**
 * The examples of the OpenAPI document (src/api/openapi/document.ts): each operation's example request
 * made to the mock API over a fresh demo seed at the fixed clock, and its answer kept. What the
 * document shows is therefore what the server answers, not what someone remembered it answers.
 */
import { OPERATIONS } from '@/api/openapi/operations'
import type { Operation } from '@/api/openapi/operation'
import type { OperationExamples } from '@/api/openapi/document'
import { handle, prepareMockApi, signInAs } from './server'

/** Arrays in an example keep their first items: enough to show the shape, short enough to read. */
const EXAMPLE_ITEMS = 2
function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_ITEMS).map(shorten)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) =>
        // A session token is random: the example shows its form, not one that once worked.
        key === 'token' && typeof item === 'string' ? [key, '<token>'] : [key, shorten(item)],
      ),
    )
  }
  return value
}

/** The example request of `operation` as the server receives it. */
export async function exampleRequest(
  operation: Operation,
  origin = 'http://localhost',
): Promise<Request> {
  const example = operation.example ?? {}
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(example.params?.[name] ?? '')),
  )
  const url = new URL(`/api${path}`, origin)
  for (const [name, value] of Object.entries(example.query ?? {})) url.searchParams.set(name, value)
  const headers = new Headers({ 'Accept-Language': 'en' })
  if (example.as !== undefined)
    headers.set('Authorization', `Bearer ${(await signInAs(example.as)).token}`)
  let body: BodyInit | undefined
  if (example.upload !== undefined) {
    headers.set('Content-Type', example.upload.contentType)
    body = new Blob([example.upload.bytes])
  } else if (example.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(example.body)
  }
  return new Request(url, { method: operation.method.toUpperCase(), headers, body })
}

/**
 * Every operation's example answer, each from a fresh seed. Throws when an example request is not
 * answered with the operation's documented success: the example is then wrong, or the server is.
 */
export async function collectExamples(): Promise<OperationExamples> {
  const examples: Record<string, unknown> = {}
  for (const operation of OPERATIONS) {
    if (operation.example === undefined) continue
    await prepareMockApi()
    const response = await handle(await exampleRequest(operation))
    if (response?.status !== operation.success.status) {
      const text =
        response === undefined ? 'no handler' : `${response.status} ${await response.text()}`
      throw new Error(`The example of ${operation.operationId} answered ${text}`)
    }
    if (operation.success.schema !== undefined)
      examples[operation.operationId] = shorten(await response.json())
  }
  await prepareMockApi()
  return examples
}

/** docs/openapi.json as `npm run openapi` writes it and the test expects it. */
export async function openApiJson(): Promise<string> {
  const { buildOpenApiDocument } = await import('@/api/openapi/document')
  return `${JSON.stringify(buildOpenApiDocument(await collectExamples()), null, 2)}\n`
}
