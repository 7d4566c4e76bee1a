/**
 * Shared by the account forms: field texts worded from the `account` namespace (the contract's keys,
 * like `psn_id_format`, plus a few of our own), and the server's field errors placed on their fields.
 */
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import {
  ACCOUNTS_FIELD_ERROR_KEYS,
  BIO_MAX_LENGTH,
  LOOKING_FOR_MAX_LENGTH,
  type AccountsFieldErrorKey,
} from '@/api/contracts/accounts'
import { serverMessage } from '@/api/errors'
import { fieldErrorText } from '@/components/form/fieldErrorText'

/** Keys this feature adds to the contract's. */
const LOCAL_KEYS = [
  'required',
  'invalid',
  'password_mismatch',
  'bio_too_long',
  'looking_for_too_long',
] as const
export type FieldErrorKey = AccountsFieldErrorKey | (typeof LOCAL_KEYS)[number]

const KEYS: ReadonlySet<string> = new Set<string>([...ACCOUNTS_FIELD_ERROR_KEYS, ...LOCAL_KEYS])

export const isFieldErrorKey = (message: string): message is FieldErrorKey => KEYS.has(message)

/** The length a "too long" message names. */
const MAX_OF_KEY: Partial<Record<FieldErrorKey, number>> = {
  bio_too_long: BIO_MAX_LENGTH,
  looking_for_too_long: LOOKING_FOR_MAX_LENGTH,
}

/**
 * The text of a field error: a key of a local check is worded from our translations; a server error
 * (`type: 'server'`) is already the server's text in the player's language.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('account')
  return (error: { type?: string; message?: string } | undefined) =>
    fieldErrorText(error, (message) => {
      const key = isFieldErrorKey(message) ? message : 'invalid'
      return t(`fieldErrors.${key}`, { max: MAX_OF_KEY[key] })
    })
}

type ApiFailure = FetchBaseQueryError | SerializedError | undefined

/** The translated alert for a failure that is not about a field: the server's text, or our own. */
export function useFailureText() {
  const { t } = useTranslation('account')
  return (error: ApiFailure): string => serverMessage(error) ?? t('form.failed')
}
