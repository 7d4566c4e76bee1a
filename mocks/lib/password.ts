/**
 * Password hashing with PBKDF2-SHA256 through Web Crypto (`crypto.subtle`), so the same code runs in
 * the browser (service worker page) and in Node 24. Stored as `pbkdf2$<iterations>$<salt hex>$<hash hex>`.
 *
 * 100,000 iterations: a real server would use more (OWASP suggests 600,000), but every mock login
 * pays this cost on the user's own device, and ~30-60 ms keeps sign-in snappy while still being a
 * real, salted, slow hash.
 */
import { bytesToHex, hexToBytes, randomBytes } from './bytes'

export const PBKDF2_ITERATIONS = 100_000
const HASH_BITS = 256
const SALT_BYTES = 16

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

/** Hashes with a fresh random salt unless one is given (the seed gives one, to stay deterministic). */
export async function hashPassword(
  password: string,
  salt: Uint8Array = randomBytes(SALT_BYTES),
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  const hash = await derive(password, salt, iterations)
  return `pbkdf2$${iterations}$${bytesToHex(salt)}$${bytesToHex(hash)}`
}

/** False for a wrong password and for a stored value in an unknown format; never throws on input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltHex, hashHex] = stored.split('$')
  const iterations = Number(iterationsText)
  if (scheme !== 'pbkdf2' || !Number.isInteger(iterations) || iterations < 1) return false
  if (saltHex === undefined || hashHex === undefined) return false
  const salt = hexToBytes(saltHex)
  const expected = hexToBytes(hashHex)
  if (salt === null || expected === null) return false
  const actual = await derive(password, salt, iterations)
  return constantTimeEqual(actual, expected)
}

/** Compares every byte, so the time taken does not tell how much of a guess was right. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return difference === 0
}

const memo = new Map<string, Promise<string>>()

/**
 * `hashPassword` with a given salt, computed once per process: the seed hashes the same demo
 * passwords before every test, and PBKDF2 is deliberately slow.
 */
export function hashPasswordOnce(password: string, saltHex: string): Promise<string> {
  const key = `${saltHex}:${password}`
  let hash = memo.get(key)
  if (hash === undefined) {
    const salt = hexToBytes(saltHex)
    if (salt === null) return Promise.reject(new Error(`Invalid salt: ${saltHex}`))
    hash = hashPassword(password, salt)
    memo.set(key, hash)
  }
  return hash
}
