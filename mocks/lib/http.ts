/**
 * Route patterns and the JSON answers every handler shares: one error shape, `{ error, code, fieldErrors? }`.
 */
import { HttpResponse, type JsonBodyType } from 'msw'
import type { ApiError } from '@/api/contracts'
import {
  errorMessage,
  fieldMessage,
  type ErrorCode,
  type FieldErrorKey,
  type Language,
} from './errorCatalogue'

/** `apiPath('login')` → `'*\/api/login'`: matches any origin (the dev server, a preview host, Node tests). */
export function apiPath(path: string): string {
  return `*/api/${path.replace(/^\/+/, '')}`
}

/**
 * An expected failure (bad input, no token, not yours, not found). Helpers throw it so handlers read
 * top to bottom; `route()` turns it into the JSON answer, so no handler has a try/catch.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fieldErrors?: FieldErrors,
    /** Headers the answer carries besides the error's own (`Retry-After` of a 429). */
    readonly headers?: Record<string, string>,
    /** What the answer says beyond the code's fixed text, in the request's language. */
    readonly details?: (language: Language) => ErrorDetails,
  ) {
    super(code)
    this.name = 'HttpError'
  }
}

/**
 * An error answer that says more than its code's fixed text: its words (they name a competition, a
 * date), and fields of its own beside `error` and `code` (`transferWindow`), documented by the
 * operation's error schema.
 */
export interface ErrorDetails {
  error: string
  fields: Record<string, JsonBodyType>
}

/** A field's problem, put into words only when answering, in the request's language. */
export interface FieldError {
  key: FieldErrorKey
  max?: number
}
export type FieldErrors = Record<string, FieldError>

export function errorResponse(
  language: Language,
  status: number,
  code: ErrorCode,
  fieldErrors?: FieldErrors,
  extraHeaders: Record<string, string> = {},
  details?: (language: Language) => ErrorDetails,
): Response {
  const detailed = details?.(language)
  const body: ApiError & Record<string, JsonBodyType> = {
    ...detailed?.fields,
    error: detailed?.error ?? errorMessage(language, code),
    code,
  }
  if (fieldErrors !== undefined) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, { key, max }]) => [
        field,
        fieldMessage(language, key, { max }),
      ]),
    )
  }
  const headers = new Headers(languageHeaders(language))
  // RFC 6750: a 401 for a bearer-protected resource names the scheme it expects.
  if (status === 401) headers.set('WWW-Authenticate', `Bearer error="${code}"`)
  if (status === 503) headers.set('Retry-After', '5')
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value)
  return errorAnswer(status, body, headers)
}

/**
 * An answer in the error shape whose words are already chosen: errorResponse's, in the request's
 * language, and those of the HTTP server itself (mocks/httpServer.ts), which answers before any
 * handler reads the request and so in English, without the catalogue.
 */
export function errorAnswer(status: number, body: ApiError, headers?: HeadersInit): Response {
  return HttpResponse.json(body, { status, headers })
}

export function jsonResponse<T extends JsonBodyType>(body: T, status = 200): Response {
  return HttpResponse.json(body, { status })
}

/**
 * The headers of an answer in the caller's language (an error, or the league's words): it says which
 * (`Content-Language`), and that another language gets another answer (`Vary: Accept-Language`), so
 * no cache hands one language's answer to the other.
 */
export function languageHeaders(language: Language): Record<string, string> {
  return { 'Content-Language': language, Vary: 'Accept-Language' }
}

/** An answer that carries the league's words (an article, a competition's rules…): languageHeaders. */
export function localizedResponse<T extends JsonBodyType>(
  body: T,
  language: Language,
  status = 200,
): Response {
  return HttpResponse.json(body, { status, headers: languageHeaders(language) })
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 })
}
