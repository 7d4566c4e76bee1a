/**
 * The form of a market editor (a player's listing on /market, a club's recruitment post on the team
 * page): the positions, the editor's own fields in a grid, the evenings and the message, each issue
 * worded under its field; a failure that is no field's above the buttons; the submit beside Cancel.
 */
import { useId, type BaseSyntheticEvent, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { FailureAlert } from '@/components/FailureAlert'
import formStyles from '@/components/Form.module.css'
import { FormFields, FormSelectField } from '@/components/form/FormFields'
import { SubmitButton } from '@/components/form/SubmitButton'
import type { CallFailure } from '@/api/errors'
import {
  EveningsField,
  MarketMessageField,
  PositionsField,
  useMarketFieldErrorText,
} from './marketForm'
import { type Choices } from './useMarketWords'
import styles from './market.module.css'

/** The words of the fields every market editor has: each editor's namespace holds them under one key. */
export interface PostFormTexts {
  positions: string
  positionsHint: string
  evenings: string
  message: string
  messageHint: string
}

export function PostForm<TInput extends FieldValues, TOutput>({
  server,
  busy,
  title,
  texts,
  submit,
  failed,
  onCancel,
  children,
}: {
  /** The form, its submit and its last failure, as useServerForm gives them. */
  server: {
    form: UseFormReturn<TInput, unknown, TOutput>
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>
    failure: CallFailure | null
  }
  /** The save is on its way. */
  busy: boolean
  /** The form's heading, which names it, where the page has none above it. */
  title?: string
  texts: PostFormTexts
  /** The submit button's words: publish a new one, save an edited one. */
  submit: string
  /** What a failure says when the server says nothing itself. */
  failed: string
  onCancel: () => void
  /** The editor's own fields, laid out in the form's grid. */
  children: ReactNode
}) {
  const { t } = useTranslation('market')
  const errorText = useMarketFieldErrorText()
  const titleId = useId()
  return (
    <form
      className={formStyles.compactForm}
      aria-labelledby={title ? titleId : undefined}
      onSubmit={(event) => void server.onSubmit(event)}
      noValidate
    >
      {title ? (
        <h3 id={titleId} className={styles.formTitle}>
          {title}
        </h3>
      ) : null}
      <FormFields form={server.form} errorText={errorText}>
        <PositionsField legend={texts.positions} hint={texts.positionsHint} />
        <div className={formStyles.grid}>{children}</div>
        <EveningsField legend={texts.evenings} />
        <MarketMessageField label={texts.message} hint={texts.messageHint} />
      </FormFields>
      {server.failure ? (
        <FailureAlert>{serverMessage(server.failure) ?? failed}</FailureAlert>
      ) : null}
      <div className={formStyles.actions}>
        <SubmitButton busy={busy} busyLabel={t('manage.saving')}>
          {submit}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('manage.cancel')}
        </Button>
      </div>
    </form>
  )
}

/** A choice among the market's words (bound to the form's `name`), none chosen at first. */
export function PostChoiceField({
  name,
  label,
  hint,
  choices,
}: {
  name: string
  label: string
  hint?: string
  choices: Choices
}) {
  const { t } = useTranslation('market')
  return (
    <FormSelectField name={name} label={label} hint={hint}>
      <option value="">{t('form.choose')}</option>
      {choices.map(([value, choice]) => (
        <option key={value} value={value}>
          {choice}
        </option>
      ))}
    </FormSelectField>
  )
}
