/** What a careful server keeps to itself: no answer of a mock API test may carry it. */
import { expect } from 'vitest'
import { call } from './client'

/** In a JSON text: no private key (hashes, emails, tokens, activation codes) and no seeded email or hash. */
export function expectNoPrivateFields(text: string): void {
  for (const key of ['passwordHash', 'email', 'token', 'activationCode', 'activationExpiresAt']) {
    expect(text).not.toMatch(new RegExp(`"${key}"\\s*:`))
  }
  expect(text).not.toContain('@gvlusa.example')
  expect(text).not.toContain('pbkdf2$')
}

/** Stricter, for answers that mention no account at all: not even the words. */
export function expectNoPrivateWords(body: unknown): void {
  const text = JSON.stringify(body)
  for (const word of [
    'passwordHash',
    'pbkdf2',
    'email',
    '@gvlusa.example',
    'token',
    'activation',
  ]) {
    expect(text).not.toContain(word)
  }
}

/** A public GET that must answer 200 with nothing private, parsed with the contract's schema. */
export async function getPublic<T>(
  path: string,
  schema: { parse: (value: unknown) => T },
): Promise<T> {
  const response = await call(path)
  expect(response.status, path).toBe(200)
  const text = await response.text()
  expectNoPrivateFields(text)
  return schema.parse(JSON.parse(text))
}
