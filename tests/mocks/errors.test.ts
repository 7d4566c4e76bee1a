import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { ApiError } from '@/api/contracts'
import { toFieldErrors } from '@mocks/lib/body'
import {
  errorCatalogue,
  errorParts,
  fieldCatalogue,
  fieldParts,
  LANGUAGES,
} from '@mocks/lib/errorCatalogue'
import { call, json, signIn } from './client'

type Parts = Record<string, Record<'en' | 'es', object>>

const catalogues = [
  ['error codes', errorParts, errorCatalogue],
  ['field keys', fieldParts, fieldCatalogue],
] as const satisfies readonly (readonly [string, Parts, Record<'en' | 'es', object>])[]

/*
 * That every code the handlers answer with has an English and a Spanish text needs no test: `HttpError`
 * and `errorResponse` take an `ErrorCode`, `FieldError` a `FieldErrorKey`, and `errorMessage` /
 * `fieldMessage` index the catalogue of either language with it, so a code or key missing a text in
 * one language does not compile (TS7053). The catalogue's type is built from the same list of parts as
 * the catalogue itself, so the type cannot promise a text the object lacks.
 */
describe.each(catalogues)('the catalogue of %s', (_, parts, catalogue) => {
  test('defines each key in one file only (shared ones in mocks/lib/errors/common.ts)', () => {
    const homes = new Map<string, string[]>()
    for (const [name, part] of Object.entries(parts)) {
      for (const key of Object.keys(part.en)) homes.set(key, [...(homes.get(key) ?? []), name])
    }
    const defined = [...homes].filter(([, names]) => names.length > 1)
    expect(Object.fromEntries(defined)).toEqual({})
  })

  test('has the same keys in English and Spanish in every file, each with a text', () => {
    for (const [name, part] of Object.entries(parts)) {
      expect(Object.keys(part.es).sort(), name).toEqual(Object.keys(part.en).sort())
      for (const language of LANGUAGES) {
        for (const [key, text] of Object.entries(part[language])) {
          expect(text, `${name}.${language}.${key}`).toEqual(expect.stringMatching(/\S/))
        }
      }
    }
  })

  test("answers every file's texts", () => {
    for (const language of LANGUAGES) {
      const merged = Object.assign({}, ...Object.values(parts).map((part) => part[language]))
      expect(catalogue[language]).toEqual(merged)
    }
  })
})

describe('field texts of schema issues', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    platform: z.enum(['playstation', 'xbox', 'pc']),
    terms: z.literal(true),
    choice: z.union([z.number(), z.boolean()]),
    count: z.number().int().min(1),
    tags: z.array(z.string()),
    card: z.object({ number: z.string() }),
    // A schema that names its text keeps it, missing or not.
    named: z.enum(['a', 'b'], { error: 'platform_invalid' }),
  })
  const fieldErrors = (value: unknown) => {
    const result = schema.safeParse(value, { reportInput: true })
    if (result.success) throw new Error('expected the schema to refuse the value')
    return toFieldErrors(result.error.issues)
  }

  test('a missing value is required, whatever issue the schema raises', () => {
    expect(fieldErrors({ card: {} })).toEqual({
      name: { key: 'required' },
      platform: { key: 'required' },
      terms: { key: 'required' },
      choice: { key: 'required' },
      count: { key: 'required' },
      tags: { key: 'required' },
      'card.number': { key: 'required' },
      named: { key: 'platform_invalid' },
    })
  })

  test('a wrong value is invalid; an empty string is required; a long one too long', () => {
    expect(
      fieldErrors({
        name: '   ',
        platform: 'switch',
        terms: false,
        choice: 'yes',
        count: 0,
        tags: [1],
        card: { number: null },
        named: 'c',
      }),
    ).toEqual({
      name: { key: 'required' },
      platform: { key: 'invalid' },
      terms: { key: 'invalid' },
      choice: { key: 'invalid' },
      count: { key: 'invalid' },
      'tags.0': { key: 'invalid' },
      'card.number': { key: 'invalid' },
      named: { key: 'platform_invalid' },
    })
    expect(fieldErrors({ name: 'abcdef' })).toMatchObject({ name: { key: 'too_long', max: 5 } })
  })

  test.each([
    ['en', 'This field is required.'],
    ['es', 'Este campo es obligatorio.'],
  ])('a request without a required enum field answers "required" (%s)', async (language, text) => {
    const { token } = await signIn('lone_wolf')
    const response = await call('teams', {
      method: 'POST',
      token,
      language,
      body: {
        name: 'Cascadia Collective',
        tag: 'CAS',
        primaryColor: '#0e7490',
        secondaryColor: '#f8fafc',
      },
    })
    expect(response.status).toBe(422)
    const body = await json<ApiError>(response)
    expect(body.code).toBe('validation_failed')
    expect(body.fieldErrors).toEqual({ platform: text })
  })
})
