/** Request body and query parsing: 400 for what is not JSON, 400 or 422 with fieldErrors for what the schema refuses. */
import { z } from 'zod'
import { fieldCatalogue, type FieldErrorKey } from './errorCatalogue'
import { INVISIBLE_CHARACTERS } from '@/api/contracts/text'
import { HttpError, type FieldError, type FieldErrors } from './http'

interface ReadJsonOptions<T> {
  /** 400 where a malformed request is the client's bug (login), 422 (default) for invalid input. */
  invalidStatus?: 400 | 422
  /** The value of an empty body, for endpoints whose body is optional. Without it, empty is not JSON. */
  whenEmpty?: T
}

/** The request's JSON body, validated with the contract's schema; throws HttpError otherwise. */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  options: ReadJsonOptions<z.input<S>> = {},
): Promise<z.output<S>> {
  const text = await request.text()
  let value: unknown
  if (text.trim() === '' && options.whenEmpty !== undefined) value = options.whenEmpty
  else {
    try {
      value = JSON.parse(text)
    } catch {
      throw new HttpError(400, 'invalid_json')
    }
  }
  const unreadable = unreadableText(value)
  if (Object.keys(unreadable).length > 0) {
    const status = options.invalidStatus ?? 422
    throw new HttpError(status, status === 400 ? 'invalid_body' : 'validation_failed', unreadable)
  }
  // `reportInput` puts the offending value on each issue, which tells "missing" from "wrong type".
  const result = z.safeParse(schema, value, { reportInput: true })
  if (result.success) return result.data
  const status = options.invalidStatus ?? 422
  throw new HttpError(
    status,
    status === 400 ? 'invalid_body' : 'validation_failed',
    toFieldErrors(result.error.issues),
  )
}

/** A NUL or half of a surrogate pair: nothing a person typed, and what storage and JSON choke on. */
// eslint-disable-next-line no-control-regex -- NUL is the character looked for
const UNSTORABLE = /[\u0000\p{Cs}]/u

/**
 * The texts of a body that no field may hold, whatever its schema: one with a NUL or an unpaired
 * surrogate, and one made only of invisible characters (an empty text is the schema's to judge).
 * Keyed by the field's dotted path, as the schema's own errors are.
 */
export function unreadableText(value: unknown, path: string[] = []): FieldErrors {
  if (typeof value === 'string') {
    const field = path.join('.') || 'body'
    if (UNSTORABLE.test(value)) return { [field]: { key: 'text_characters' } }
    if (value !== '' && value.replace(INVISIBLE_CHARACTERS, '') === '' && value.trim() !== '') {
      return { [field]: { key: 'text_invisible' } }
    }
    return {}
  }
  if (value === null || typeof value !== 'object') return {}
  return Object.entries(value).reduce<FieldErrors>(
    (errors, [key, item]) => ({ ...unreadableText(item, [...path, key]), ...errors }),
    {},
  )
}

/** A query parameter that must be a positive integer (an id); throws HttpError(400) otherwise. */
export function positiveIntParam(url: URL, name: string): number {
  const raw = url.searchParams.get(name)
  const value = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new HttpError(400, 'invalid_query', {
      [name]: { key: raw === null ? 'required' : 'invalid' },
    })
  }
  return value
}

/**
 * The first issue of each field, keyed by its dotted path (`body` for the body as a whole). The issues
 * must come from a parse with `reportInput: true`: a missing value is told by its `input`.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body'
    fieldErrors[field] ??= describe(issue)
  }
  return fieldErrors
}

/** A schema may name its field text: `.min(2, { message: 'search_too_short' })` (a catalogue key). */
function isFieldErrorKey(message: string): message is Extract<FieldErrorKey, string> {
  return Object.hasOwn(fieldCatalogue.en, message)
}

/**
 * The field text of a schema's issue. A text the schema names wins; otherwise a missing value (no
 * `input`: the parsers pass `reportInput`) is `required` whatever the issue (a missing enum, literal
 * or union says `invalid_value` or `invalid_union`, not `invalid_type`).
 */
function describe(issue: z.core.$ZodIssue): FieldError {
  if (isFieldErrorKey(issue.message)) return { key: issue.message }
  if (issue.input === undefined) return { key: 'required' }
  switch (issue.code) {
    case 'too_small':
      return { key: issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'invalid' }
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'too_long', max: Number(issue.maximum) }
        : { key: 'invalid' }
    default:
      return { key: 'invalid' }
  }
}
