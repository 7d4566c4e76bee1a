/**
 * docs/openapi.json is the contract as the zod schemas and the operations say (npm run openapi writes
 * it), a valid OpenAPI 3.1 document, and it documents every route the mock API serves and nothing else.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { OPERATIONS } from '@/api/openapi/operations'
import { errorCatalogue } from '@mocks/lib/errorCatalogue'
import { openApiJson } from '@mocks/openapiExamples'
import { allHandlers } from '@mocks/server'

const committed = readFileSync(join(import.meta.dirname, '../../docs/openapi.json'), 'utf8')

/** `*\/api/teams/:id` → `/teams/{id}`. */
const templateOf = (path: string) => path.replace(/^\*\/api/, '').replace(/:(\w+)/g, '{$1}')

describe('the OpenAPI document', () => {
  it('is the one the contract builds (run `npm run openapi` after changing a contract)', async () => {
    expect(await openApiJson()).toBe(committed)
  }, 60_000)

  it('is valid OpenAPI 3.1 by the specification’s schema', async () => {
    const document = JSON.parse(committed) as Parameters<typeof SwaggerParser.validate>[0]
    await expect(SwaggerParser.validate(document)).resolves.toMatchObject({ openapi: '3.1.0' })
  })

  it('documents every route the mock API serves, and only those', () => {
    const served = allHandlers.flatMap((handler) => {
      const { method, path } = handler.info as { method?: unknown; path?: unknown }
      // The catch-alls (the scheduled jobs, the unknown route's 404) are not endpoints.
      if (typeof method !== 'string' || typeof path !== 'string' || path.endsWith('*')) return []
      return [`${method.toLowerCase()} ${templateOf(path)}`]
    })
    const documented = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`)
    expect([...documented].sort()).toEqual([...served].sort())
  })

  it('names only error codes the server has', () => {
    const codes = new Set(Object.keys(errorCatalogue.en))
    const named = OPERATIONS.flatMap((operation) => Object.values(operation.errors ?? {}).flat())
    expect(named.filter((code) => !codes.has(code))).toEqual([])
  })

  it('gives every operation a unique id', () => {
    const ids = OPERATIONS.map((operation) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
