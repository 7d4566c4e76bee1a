/**
 * What the market's two editors share (a player's listing on /market, a club's recruitment post on
 * the team page): the request schema's issues put on the form's fields as keys of the `market`
 * namespace's `fieldErrors`, those keys worded, and the fields both forms have (positions, evenings,
 * the message with its count).
 */
import type { FieldError } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { LISTING_MESSAGE_MAX_LENGTH, MARKET_FIELD_ERRORS } from '@/api/contracts/listings'
import { isOneOf, oneOfOr } from '@/api/contracts/oneOf'
import { FormCheckboxGroup } from '@/components/form/FormCheckboxGroup'
import { FormTextAreaField } from '@/components/form/FormFields'
import { fieldErrorText } from '@/components/form/fieldErrorText'
import { numberFormat } from '@/lib/intl'
import { useMarketWords } from './useMarketWords'

/** The keys a local check words: the contract's own, and the generic ones. */
const ERROR_KEYS = [...MARKET_FIELD_ERRORS, 'required', 'invalid', 'message_too_long'] as const
type MarketErrorKey = (typeof ERROR_KEYS)[number]

/** An empty text, no choice made, or an empty set: the field was left out. */
const isBlank = (value: unknown) =>
  value === '' || value === undefined || (Array.isArray(value) && value.length === 0)

function errorKey(field: string, message: string, value: unknown): MarketErrorKey {
  if (isOneOf(MARKET_FIELD_ERRORS, message)) return message
  if (field === 'message') return 'message_too_long'
  return isBlank(value) ? 'required' : 'invalid'
}

/**
 * Puts the request schema's issues (`positions.0` counts as `positions`) on the form's own fields,
 * each with its key, the first per field only: call it from the form schema's `superRefine`.
 */
export function addMarketFormIssues<T extends Record<string, unknown>>(
  issues: readonly z.core.$ZodIssue[],
  form: T,
  context: z.RefinementCtx,
): void {
  const seen = new Set<string>()
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (!(field in form) || seen.has(field)) continue
    seen.add(field)
    context.addIssue({
      code: 'custom',
      path: [field],
      message: errorKey(field, issue.message, form[field]),
    })
  }
}

/**
 * A market editor's form schema: the fields as typed (`shape`), read by the request's own schema
 * (`request`), each issue put on its field with its `market` key.
 */
export function marketFormSchema<Shape extends z.ZodRawShape, Output>(
  shape: Shape,
  request: z.ZodType<Output>,
) {
  return z.object(shape).transform((form, context): Output => {
    const result = request.safeParse(form)
    if (result.success) return result.data
    addMarketFormIssues(result.error.issues, form, context)
    return z.NEVER
  })
}

/**
 * Server path → form field for a market form's fields, in its order: a list's first item
 * (`positions.0`, a value not in the list) is the list's field.
 */
export function marketServerFields<Field extends string>(
  fields: readonly Field[],
  lists: readonly Field[],
): (readonly [string, Field])[] {
  return fields.flatMap((field) =>
    lists.includes(field)
      ? [[field, field] as const, [`${field}.0`, field] as const]
      : [[field, field] as const],
  )
}

/** The text of a field's error: a local check's key worded from the `market` texts, or the server's. */
export function useMarketFieldErrorText() {
  const { t } = useTranslation('market')
  return (error: FieldError | undefined) =>
    fieldErrorText(error, (message) =>
      isOneOf(MARKET_FIELD_ERRORS, message)
        ? t(`fieldErrors.${message}`)
        : t(`fieldErrors.${oneOfOr(ERROR_KEYS, message, 'invalid')}`, {
            max: LISTING_MESSAGE_MAX_LENGTH,
          }),
    )
}

/** The positions (bound to the form's `positions`): the player's, or those a club wants. */
export function PositionsField({ legend, hint }: { legend: string; hint: string }) {
  const words = useMarketWords()
  return (
    <FormCheckboxGroup
      name="positions"
      legend={legend}
      hint={hint}
      options={words.positionChoices}
    />
  )
}

/** The evenings someone plays (bound to the form's `evenings`), Monday first. */
export function EveningsField({ legend }: { legend: string }) {
  const words = useMarketWords()
  return <FormCheckboxGroup name="evenings" legend={legend} options={words.weekdayChoices} />
}

/** The message (bound to the form's `message`), with how much of its allowance is used. */
export function MarketMessageField({ label, hint }: { label: string; hint: string }) {
  const { t, i18n } = useTranslation()
  const message = useWatch<{ message: string }, 'message'>({ name: 'message' })
  const numbers = numberFormat(i18n.language)
  return (
    <FormTextAreaField
      name="message"
      label={label}
      hint={hint}
      rows={3}
      extra={t('characterCount', {
        length: numbers.format(message.length),
        max: numbers.format(LISTING_MESSAGE_MAX_LENGTH),
      })}
    />
  )
}
