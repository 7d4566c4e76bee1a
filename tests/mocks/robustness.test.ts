/**
 * A careful server never crashes on input: whatever a client sends, the answer is a deliberate
 * status with the error shape, never a 500.
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { apiErrorSchema } from '@/api/contracts'
import { resetScenario } from '@mocks/scenarios'
import { call, signIn } from './client'

const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.record(
    {
      senderId: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.double()),
      receiverId: fc.oneof(fc.integer({ min: -3, max: 60 }), fc.string()),
      content: fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null)),
      ids: fc.array(fc.oneof(fc.integer(), fc.string())),
      username: fc.string({ maxLength: 20 }),
      password: fc.string({ maxLength: 20 }),
    },
    { requiredKeys: [] },
  ),
)

const endpoints = [
  ['POST', 'message'],
  ['POST', 'notifications/read'],
  ['PUT', '__mock/scenario'],
] as const

test('no body makes a handler fail with 500, and every error has the error shape', async () => {
  const { token } = await signIn('demo')
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...endpoints), anyBody, async ([method, path], body) => {
      resetScenario() // a random body could have made the scenario slow or failing
      const response = await call(path, {
        method,
        token,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect(response.status).not.toBe(500)
      if (!response.ok) expect(apiErrorSchema.safeParse(await response.json()).success).toBe(true)
    }),
    { numRuns: 150 },
  )
})

test('no query string makes the conversation endpoint fail with 500', async () => {
  const { token } = await signIn('demo')
  await fc.assert(
    fc.asyncProperty(fc.string(), async (user2) => {
      const response = await call(`messages?user2=${encodeURIComponent(user2)}`, { token })
      expect([200, 400, 404]).toContain(response.status)
    }),
    { numRuns: 100 },
  )
})
