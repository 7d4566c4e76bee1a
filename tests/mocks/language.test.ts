import { describe, expect, test } from 'vitest'
import type { ApiError } from '@/api/contracts'
import { errorCatalogue, languageOf } from '@mocks/lib/errorCatalogue'
import { setScenario } from '@mocks/scenarios'
import { call, json, signIn } from './client'

describe('error messages follow Accept-Language', () => {
  test('login failure in Spanish', async () => {
    const response = await call('login', {
      method: 'POST',
      body: { username: 'demo', password: 'nope' },
      language: 'es-MX,es;q=0.9,en;q=0.8',
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('Content-Language')).toBe('es')
    expect(await json<ApiError>(response)).toEqual({
      error: 'Usuario o contraseña incorrectos',
      code: 'invalid_credentials',
    })
  })

  test('field errors in Spanish, with numbers formatted the Spanish way', async () => {
    const { token, id } = await signIn('demo')
    const response = await call('message', {
      method: 'POST',
      token,
      body: { senderId: id, receiverId: 2, content: 'x'.repeat(2001) },
      language: 'es',
    })
    expect(await json<ApiError>(response)).toEqual({
      error: 'Algunos campos no son válidos.',
      code: 'validation_failed',
      fieldErrors: { content: 'Usa como máximo 2000 caracteres.' },
    })
  })

  test('a failing area in Spanish', async () => {
    setScenario({ failing: ['auth'] })
    const response = await call('verify-token', { method: 'POST', language: 'es' })
    expect(await json<ApiError>(response)).toMatchObject({
      error: 'El servicio no está disponible por el momento. Inténtalo de nuevo en un momento.',
    })
  })

  test('English without the header', async () => {
    const response = await call('verify-token', { method: 'POST' })
    expect((await json<ApiError>(response)).error).toBe('Invalid token')
  })
})

describe('languageOf', () => {
  test.each([
    [null, 'en'],
    ['es', 'es'],
    ['es-419', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.7,en;q=0.5', 'es'],
    ['de, en;q=0.1', 'en'],
    ['en;q=0.2, ES;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
    ['gibberish;;q=abc', 'en'],
  ])('reads %s as %s', (header, expected) => {
    const headers: HeadersInit = header === null ? {} : { 'Accept-Language': header }
    expect(languageOf(new Request('http://localhost/', { headers }))).toBe(expected)
  })
})

test('both languages have every message', () => {
  expect(Object.keys(errorCatalogue.es).sort()).toEqual(Object.keys(errorCatalogue.en).sort())
})
