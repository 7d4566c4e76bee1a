import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { apiErrorSchema } from '@/api/contracts/session'

/** A failed call, as a query's or a mutation's result carries it. */
export type CallFailure = FetchBaseQueryError | SerializedError

/** What a mutation's trigger resolves to: its answer, or why it failed. */
export type CallResult<Data> =
  { data: Data; error?: undefined } | { data?: undefined; error: CallFailure }

type ApiFailure = CallFailure | undefined

/** Whether a failed call found nothing at its address (the server's 404). */
export function isNotFound(error: ApiFailure): boolean {
  return !!error && 'status' in error && error.status === 404
}

/**
 * The server's message for a failed call (already in the user's language), or null when the failure
 * carries none (network down, not JSON): the caller then shows its own translated text.
 */
export function serverMessage(error: ApiFailure): string | null {
  if (!error || !('status' in error)) return null
  const parsed = apiErrorSchema.safeParse(error.data)
  return parsed.success ? parsed.data.error : null
}

export function fieldErrors(error: ApiFailure): Record<string, string> {
  if (!error || !('status' in error)) return {}
  const parsed = apiErrorSchema.safeParse(error.data)
  return parsed.success ? (parsed.data.fieldErrors ?? {}) : {}
}

/**
 * Puts the server's `fieldErrors` (paths like `platformIds.psn`) on the form's fields, in the order of
 * `fields` (server path → form field), and moves the focus to the first. False when there were none.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiFailure,
  fields: readonly (readonly [string, Path<T>])[],
  setError: UseFormSetError<T>,
): boolean {
  const messages = fieldErrors(error)
  let applied = false
  for (const [serverPath, field] of fields) {
    const message = messages[serverPath]
    if (!message) continue
    setError(field, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}

/**
 * Whether the server refused the request as it was sent (a 4xx answer; not a timeout or "too many
 * requests"): sending it again unchanged gets the same answer, so no "Try again" is offered for it.
 */
export function isRefusal(error: ApiFailure): boolean {
  if (!error || !('status' in error) || typeof error.status !== 'number') return false
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
}

/** The server's `code` for a failed call when it is one of `known` (those a screen words itself). */
export function knownCode<Code extends string>(
  error: ApiFailure,
  known: readonly Code[],
): Code | null {
  if (!error || !('status' in error) || typeof error.data !== 'object' || error.data === null) {
    return null
  }
  const code = (error.data as { code?: unknown }).code
  return known.find((candidate) => candidate === code) ?? null
}

/**
 * A refusal as one sentence in the reader's language: a code of `known` as the screen words it
 * (`word(code)`), else the server's own message, else the screen's general one (`word('generic')`).
 */
export function refusalText<Code extends string>(
  error: ApiFailure,
  known: readonly Code[],
  word: (code: Code | 'generic') => string,
): string {
  const code = knownCode(error, known)
  if (code) return word(code)
  return serverMessage(error) ?? word('generic')
}
