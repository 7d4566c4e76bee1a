/**
 * The conformance suite's reading of the document (scripts/contract/): which operations need a token
 * or staff, which path parameters are ids, and that an answer with a field the document does not
 * name, or without one it requires, does not match it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listOperations } from '../../scripts/contract/operations.mjs'
import { createValidator } from '../../scripts/contract/validator.mjs'

const document = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../docs/openapi.json'), 'utf8'),
) as object
const operations = listOperations(document)
const find = (label: string) => operations.find((operation) => operation.label === label)

describe('the conformance suite reads the document', () => {
  it('tells public, token and staff operations apart, and finds the id parameters', () => {
    expect(find('POST /login')).toMatchObject({ access: 'public', successStatus: 200 })
    expect(find('GET /teams/{id}')).toMatchObject({ access: 'public', integerParams: ['id'] })
    expect(find('POST /message')).toMatchObject({
      access: 'bearer',
      jsonBody: true,
      requiredBodyFields: ['senderId', 'receiverId', 'content'],
    })
    expect(find('POST /matches/{id}/settle')).toMatchObject({ access: 'staff' })
    expect(find('GET /news/{slug}')?.integerParams).toEqual([])
    expect(find('DELETE /teams/{id}/members/{userId}')?.pathWith({ id: 1, userId: 2 })).toBe(
      'teams/1/members/2',
    )
  })

  it('refuses an answer with a field the document does not have, or without one it requires', () => {
    const validate = createValidator(document)
    const partners = find('GET /messages/users')?.schemaPointer(200) ?? ''
    const partner = { id: 2, username: 'rivera_fc', avatar: null, last_message: 'See you' }
    expect(validate(partners, [partner])).toEqual([])
    expect(validate(partners, [{ ...partner, email: 'rivera_fc@gvlusa.example' }])).toEqual([
      '/0 must NOT have additional properties',
    ])
    expect(validate(partners, [{ ...partner, username: undefined }]).join()).toMatch(/username/)
  })
})
