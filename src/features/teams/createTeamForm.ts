/**
 * The checks a team form shares, whether it creates a team (/create-team) or customises one (the
 * team page): the request schema's issues put on the form's fields as keys of `create.fieldErrors`
 * in the `teams` namespace, and those keys worded. A server error (`type: 'server'`) is already the
 * server's text in the player's language.
 */
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { TEAM_DESCRIPTION_MAX_LENGTH } from '@/api/contracts/teams'
import { applyServerFieldErrors, fieldErrors } from '@/api/errors'
import { fieldErrorText } from '@/components/form/fieldErrorText'
import { oneOfOr } from '@/api/contracts/oneOf'

/** The contract's keys that apply to a team's own fields, and a few of our own. */
const ERROR_KEYS = [
  'required',
  'invalid',
  'team_name_length',
  'team_name_taken',
  'team_tag_format',
  'team_tag_taken',
  'color_format',
  'description_too_long',
] as const
export type TeamFormErrorKey = (typeof ERROR_KEYS)[number]

function errorKey(field: string, message: string, value: unknown): TeamFormErrorKey {
  if ((field === 'name' || field === 'tag') && typeof value === 'string' && value.trim() === '') {
    return 'required'
  }
  return oneOfOr(ERROR_KEYS, message, field === 'description' ? 'description_too_long' : 'invalid')
}

/**
 * Puts the request schema's issues on the form's own fields (those in `fields`), each with its
 * translation key: call it from the form schema's `superRefine`.
 */
export function addTeamFormIssues<T extends Record<string, unknown>>(
  issues: readonly z.core.$ZodIssue[],
  form: T,
  fields: readonly (keyof T & string)[],
  context: z.RefinementCtx,
): void {
  for (const issue of issues) {
    const path = issue.path.join('.')
    const field = fields.find((name) => name === path)
    if (field === undefined) continue
    context.addIssue({
      code: 'custom',
      path: [field],
      message: errorKey(field, issue.message, form[field]),
    })
  }
}

/** The text of a field's error: a local check's key worded from our translations, or the server's. */
export function useTeamFieldErrorText() {
  const { t } = useTranslation('teams')
  return (error: FieldError | undefined) =>
    fieldErrorText(error, (message) =>
      t(`create.fieldErrors.${oneOfOr(ERROR_KEYS, message, 'invalid')}`, {
        max: TEAM_DESCRIPTION_MAX_LENGTH,
      }),
    )
}

/**
 * Puts a failed save's field errors on the form's fields, and the crest's on the crest picker (it is
 * not a form field): the first form field in error gets the focus, else the crest's file input. False
 * when the failure is about no field, for the caller's alert.
 */
export function applyTeamServerErrors<T extends FieldValues>(
  error: FetchBaseQueryError | SerializedError,
  fields: readonly (readonly [string, Path<T>])[],
  setError: UseFormSetError<T>,
  crest: { inputId: string; setError: (message: string) => void },
): boolean {
  const applied = applyServerFieldErrors(error, fields, setError)
  const crestMessage = fieldErrors(error).crest
  if (!crestMessage) return applied
  crest.setError(crestMessage)
  if (!applied) document.getElementById(crest.inputId)?.focus()
  return true
}
