import type { ReactNode } from 'react'
import formStyles from './Form.module.css'

/** A failed action's reason, announced at once (role="alert"); the form it belongs to stays as it was. */
export function FailureAlert({
  children,
}: {
  /** The reason, translated: the server's message or the screen's own. */
  children: ReactNode
}) {
  return (
    <p role="alert" className={formStyles.alert}>
      {children}
    </p>
  )
}
