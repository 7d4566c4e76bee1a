import { Button } from '../Button'

/**
 * A form's submit button: busy, and saying so ("Saving…"), while the form's call runs. It keeps its
 * place and focus meanwhile (see Button's `busy`).
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  /** The submitted call is running. */
  busy: boolean
  /** The label while busy, translated. */
  busyLabel: string
  /** The label, translated. */
  children: string
}) {
  return (
    <Button type="submit" busy={busy}>
      {busy ? busyLabel : children}
    </Button>
  )
}
