import { useTranslation } from 'react-i18next'
import { FormFooter } from '@/components/form/FormFooter'
import type { CallFailure } from '@/api/errors'
import { useFailureText } from './forms'

/**
 * The end of an account form: a failure in the account's words, the confirmation once saved, and the
 * submit button ("Save" unless the form names its action).
 */
export function AccountFormFooter({
  failure,
  saved,
  busy,
  submitLabel,
  busyLabel,
}: {
  failure: CallFailure | null
  /** The confirmation (translated), or null while there is nothing to confirm. */
  saved: string | null
  busy: boolean
  submitLabel?: string
  busyLabel?: string
}) {
  const { t } = useTranslation('account')
  const failureText = useFailureText()
  return (
    <FormFooter
      failure={failure && failureText(failure)}
      saved={saved}
      busy={busy}
      busyLabel={busyLabel ?? t('form.saving')}
      submitLabel={submitLabel ?? t('form.save')}
    />
  )
}
