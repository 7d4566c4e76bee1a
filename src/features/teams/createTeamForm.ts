/**
 * The checks a team form shares, whether it creates a team (/create-team) or customises one (the
 * team page): the request schema's issues put on the form's fields as keys of `create.fieldErrors`
 * in the `teams` namespace, and those keys worded. A server error (`type: 'server'`) is already the
 * server's text in the player's language.
 */
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { TEAM_DESCRIPTION_MAX_LENGTH } from '@/api/contracts/teams'

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

const isErrorKey = (message: string): message is TeamFormErrorKey =>
  (ERROR_KEYS as readonly string[]).includes(message)

function errorKey(field: string, message: string, value: unknown): TeamFormErrorKey {
  if ((field === 'name' || field === 'tag') && typeof value === 'string' && value.trim() === '') {
    return 'required'
  }
  if (isErrorKey(message)) return message
  return field === 'description' ? 'description_too_long' : 'invalid'
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
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    if (error.type === 'server') return error.message
    const key = isErrorKey(error.message) ? error.message : 'invalid'
    return t(`create.fieldErrors.${key}`, { max: TEAM_DESCRIPTION_MAX_LENGTH })
  }
}
