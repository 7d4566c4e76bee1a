/**
 * Known activation codes for seeded accounts: the seed draws its codes at random, so a test gives the
 * account a code it can put in the URL.
 */
import { db } from '@mocks/db'

export const FRESH_CODE = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'
export const EXPIRED_CODE = 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0'
export const USED_CODE = 'a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0'
export const UNKNOWN_CODE = '0123456789abcdef0123456789abcdef'

export async function setActivationCode(username: string, code: string): Promise<void> {
  const user = db.users.findFirst((q) => q.where({ username }))
  if (user === undefined) throw new Error(`no seeded user "${username}"`)
  await db.users.update(user, {
    data(record) {
      record.activationCode = code
    },
  })
}

/** fresh_signing (pending, link valid), slow_starter (pending, link expired), demo (active). */
export async function seedActivationCodes(): Promise<void> {
  await setActivationCode('fresh_signing', FRESH_CODE)
  await setActivationCode('slow_starter', EXPIRED_CODE)
  await setActivationCode('demo', USED_CODE)
}
