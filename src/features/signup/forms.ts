/**
 * The sign-up and resend forms' local rules: the contract's own schemas (so the form applies exactly
 * what the server does), each behind a "required" check so that an empty field says so rather than
 * breaking a format rule. Messages are keys, worded in the `registration` namespace (fieldErrors.*).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { apiErrorSchema } from '@/api/contracts'
import { emailSchema, newPasswordSchema, usernameSchema } from '@/api/contracts/accounts'
import { PLATFORMS } from '@/api/contracts/league'
import { fieldErrorText } from '@/components/form/fieldErrorText'
import { oneOfOr } from '@/api/contracts/oneOf'

/** The keys of the field messages this feature words itself. */
export const FIELD_ERROR_KEYS = [
  'required',
  'username_format',
  'email_invalid',
  'password_rules',
  'password_mismatch',
  'platform_invalid',
  'terms_required',
  'invalid',
] as const
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number]

const required = (schema: z.ZodType<string, string>) =>
  z.string().trim().min(1, 'required').pipe(schema)

export const registerFormSchema = z
  .object({
    username: required(usernameSchema),
    email: required(emailSchema),
    password: z.string().min(1, 'required').pipe(newPasswordSchema),
    passwordConfirmation: z.string().min(1, 'required'),
    platform: z.enum(PLATFORMS, { error: 'platform_invalid' }),
    acceptTerms: z.literal(true, { error: 'terms_required' }),
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'password_mismatch',
    // Also while other fields are invalid, so that a submit shows every problem at once.
    when: (payload) => {
      const form = payload.value as { password?: unknown; passwordConfirmation?: unknown }
      return typeof form.password === 'string' && typeof form.passwordConfirmation === 'string'
    },
  })
export type RegisterFormInput = z.input<typeof registerFormSchema>
export type RegisterFormOutput = z.output<typeof registerFormSchema>

export const resendFormSchema = z.object({ email: required(emailSchema) })
export type ResendFormInput = z.input<typeof resendFormSchema>
export type ResendFormOutput = z.output<typeof resendFormSchema>

/**
 * The text of a field error: a key from the local schema is worded from our translations; a server
 * error (`type: 'server'`) is already the server's text in the player's language.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('signup')
  return (error: { type?: string; message?: string } | undefined) =>
    fieldErrorText(error, (message) =>
      t(`fieldErrors.${oneOfOr(FIELD_ERROR_KEYS, message, 'invalid')}`),
    )
}

/** The API's error code (`activation_expired`…), or null for a network failure or a body without one. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return null
  const parsed = apiErrorSchema.safeParse(error.data)
  return parsed.success ? (parsed.data.code ?? null) : null
}

/** A network failure (no answer at all), as opposed to an answer with an error status. */
export function isNetworkError(error: FetchBaseQueryError | SerializedError | undefined) {
  return error !== undefined && 'status' in error && error.status === 'FETCH_ERROR'
}

/**
 * The alert for a failed call that the form shows nowhere else (not on a field, not as its own
 * outcome): the network's text when there was no answer, else the form's own; null without a failure.
 */
export function failureText(
  error: FetchBaseQueryError | SerializedError | undefined,
  texts: { network: string; failed: string },
): string | null {
  if (!error) return null
  return isNetworkError(error) ? texts.network : texts.failed
}

/**
 * The link of an email in the demo's inbox, only when it is a path on this site: it comes from the
 * server and is rendered as an in-app link.
 */
export function appPath(url: string | undefined): string | null {
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null
  return url
}
