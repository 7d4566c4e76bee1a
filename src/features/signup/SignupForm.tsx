import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { FailureAlert } from '@/components/FailureAlert'
import { FormFields } from '@/components/form/FormFields'
import { SubmitButton } from '@/components/form/SubmitButton'
import formStyles from '@/components/Form.module.css'
import { useFieldErrorText } from './forms'

/**
 * A sign-up form (registering, asking for a new link): its fields, whose errors read as the sign-up's,
 * then the failure's alert when there is one and the submit button, worded by the form's block of the
 * sign-up's texts (`submit`, `submitting`).
 */
export function SignupForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  failure,
  busy,
  texts,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Why the last submit failed (not about a field), translated; null when it did not. */
  failure: string | null
  /** The submitted call is running. */
  busy: boolean
  /** The form's block of texts. */
  texts: 'register' | 'resend'
  /** The fields. */
  children: ReactNode
}) {
  const { t } = useTranslation('signup')
  const errorText = useFieldErrorText()
  return (
    <form className={formStyles.compactForm} onSubmit={onSubmit} noValidate>
      <FormFields form={form} errorText={errorText}>
        {children}
      </FormFields>
      {failure ? <FailureAlert>{failure}</FailureAlert> : null}
      <SubmitButton busy={busy} busyLabel={t(`${texts}.submitting`)}>
        {t(`${texts}.submit`)}
      </SubmitButton>
    </form>
  )
}
