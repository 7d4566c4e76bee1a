/** A tiny client for the mock API tests: plain fetch against the server tests/setup.ts starts. */
import { signInAs } from '@mocks/server'
import { DEMO_PASSWORD } from '@/api/demoAccounts'
import type { ApiError, LoginResponse } from '@/api/contracts'

export const BASE = 'http://localhost/api/'

export interface CallOptions {
  method?: string
  token?: string | null
  /** A value to send as JSON, or a string to send as it is. */
  body?: unknown
  language?: string
}

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers()
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  if (options.language) headers.set('Accept-Language', options.language)
  let body: string | undefined
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  }
  return fetch(new URL(path, BASE), { method: options.method ?? 'GET', headers, body })
}

/** PUT /api/me/avatar with the raw bytes (the upload the app sends), as `contentType`. */
export function putAvatar(
  token: string | null,
  bytes: Uint8Array | number[],
  contentType = 'image/png',
  language?: string,
) {
  const headers = new Headers({ 'Content-Type': contentType })
  if (token !== null) headers.set('Authorization', `Bearer ${token}`)
  if (language !== undefined) headers.set('Accept-Language', language)
  // A copy on a plain ArrayBuffer: what BodyInit accepts.
  const body = new Uint8Array(bytes)
  return fetch(new URL('me/avatar', BASE), { method: 'PUT', headers, body })
}

/**
 * The picture an answer names by address, as GET /api/media/{id} serves it; null when the address
 * serves nothing (404).
 */
export async function picture(address: string): Promise<{ type: string; bytes: number[] } | null> {
  const response = await fetch(new URL(address, BASE))
  if (response.status === 404) return null
  if (response.status !== 200) throw new Error(`GET ${address}: ${response.status}`)
  const bytes = [...new Uint8Array(await response.arrayBuffer())]
  return { type: response.headers.get('Content-Type') ?? '', bytes }
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

export async function login(username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await call('login', { method: 'POST', body: { username, password } })
  if (response.status !== 200) throw new Error(`login as ${username}: ${response.status}`)
  return json<LoginResponse>(response)
}

/** Signs in and returns the token and the user's id. */
export async function signIn(username: string): Promise<{ token: string; id: number }> {
  const { token, user } = await login(username)
  if (user === null) throw new Error('login returned no user')
  return { token, id: user.id }
}

/** GET (or `options.method`) `path` as `username`, signed in on the mock server; null: signed out. */
export async function as(username: string | null, path: string, options: CallOptions = {}) {
  const token = username === null ? null : (await signInAs(username)).token
  return call(path, { ...options, token })
}

/** A refusal's body. */
export function error(response: Response): Promise<ApiError> {
  return json<ApiError>(response)
}
