import formStyles from '../Form.module.css'
import { FailureAlert } from '../FailureAlert'
import { StatusMessage } from '../StatusMessage'
import { SubmitButton } from './SubmitButton'

/**
 * The end of a form that saves: the failure's alert or the saved confirmation, when there is one, and
 * the submit button in the form's action row.
 */
export function FormFooter({
  failure,
  saved,
  busy,
  busyLabel,
  submitLabel,
}: {
  /** Why the last submit failed (not about a field), translated; null when it did not. */
  failure: string | null
  /** The confirmation to show (translated), or null while there is nothing to confirm. */
  saved?: string | null
  /** The submitted call is running. */
  busy: boolean
  busyLabel: string
  submitLabel: string
}) {
  return (
    <>
      {failure !== null ? <FailureAlert>{failure}</FailureAlert> : null}
      {saved ? <StatusMessage>{saved}</StatusMessage> : null}
      <div className={formStyles.actions}>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  )
}
