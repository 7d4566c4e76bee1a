import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { apiErrorSchema } from '@/api/contracts/session'

/**
 * The server's message for a failed call (already in the user's language), or null when the failure
 * carries none (network down, not JSON): the caller then shows its own translated text.
 */
export function serverMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | null {
  if (!error || !('status' in error)) return null
  const parsed = apiErrorSchema.safeParse(error.data)
  return parsed.success ? parsed.data.error : null
}

export function fieldErrors(
  error: FetchBaseQueryError | SerializedError | undefined,
): Record<string, string> {
  if (!error || !('status' in error)) return {}
  const parsed = apiErrorSchema.safeParse(error.data)
  return parsed.success ? (parsed.data.fieldErrors ?? {}) : {}
}
