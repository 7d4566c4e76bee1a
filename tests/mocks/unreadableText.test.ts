/**
 * Text no one can read (issue #16): a field made only of invisible characters, or holding a NUL or
 * half a surrogate pair, is refused by every endpoint with the field named; text that merely contains
 * a joiner (an emoji family) or a direction mark among visible characters is kept as written.
 */
import { describe, expect, test } from 'vitest'
import { db } from '@mocks/db'
import { call, json, signIn } from './client'

async function send(content: string) {
  const { token, id } = await signIn('demo')
  return call('message', { method: 'POST', token, body: { senderId: id, receiverId: 2, content } })
}

describe('text fields', () => {
  test.each([
    [
      '\u200b\u200b\u200b',
      'zero-width spaces',
      'Write something that can be seen: this holds only invisible characters.',
    ],
    [
      '\u2066\u2069\u200d',
      'isolates and a joiner',
      'Write something that can be seen: this holds only invisible characters.',
    ],
    [
      '\u3164',
      'a Hangul filler',
      'Write something that can be seen: this holds only invisible characters.',
    ],
    [
      'Hi\u0000there',
      'a NUL',
      'This text holds characters that cannot be stored. Remove them and try again.',
    ],
    [
      'Hi \ud800',
      'an unpaired surrogate',
      'This text holds characters that cannot be stored. Remove them and try again.',
    ],
  ])('a message of %j (%s) is refused, and none is stored', async (content, _, text) => {
    const stored = db.messages.count()
    const answer = await send(content)
    expect(db.messages.count()).toBe(stored)
    expect(answer.status).toBe(422)
    expect(await json(answer)).toEqual({
      error: 'Some fields are invalid.',
      code: 'validation_failed',
      fieldErrors: { content: text },
    })
  })

  test('visible text with joiners and marks inside is kept as written', async () => {
    const content = 'Family night 👨\u200d👩\u200d👧 \u200fok'
    const answer = await send(content)
    expect(answer.status).toBe(201)
    expect(await json(answer)).toMatchObject({ message: { content } })
  })

  test('sign-in, which answers a malformed body with 400, does so here too', async () => {
    const answer = await call('login', {
      method: 'POST',
      body: { username: '\u200b\u200b', password: 'demo1234' },
    })
    expect(answer.status).toBe(400)
    expect(await json(answer)).toMatchObject({
      code: 'invalid_body',
      fieldErrors: { username: expect.any(String) },
    })
  })

  test('a field inside a list is named by its path', async () => {
    const answer = await call('__mock/scenario', {
      method: 'PUT',
      body: { failing: ['messages', '\u200b'] },
    })
    expect(answer.status).toBe(422)
    expect(await json(answer)).toMatchObject({ fieldErrors: { 'failing.1': expect.any(String) } })
  })

  test('the field is named in the caller’s language', async () => {
    const { token } = await signIn('demo')
    const answer = await call('me', {
      method: 'PATCH',
      token,
      language: 'es',
      body: { bio: '\u200b\u200c' },
    })
    expect(answer.status).toBe(422)
    expect(await json(answer)).toMatchObject({
      fieldErrors: { bio: 'Escribe algo que se pueda ver: esto solo tiene caracteres invisibles.' },
    })
  })
})
