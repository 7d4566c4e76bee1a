import type { ReactNode } from 'react'
import formStyles from './Form.module.css'

/** A polite confirmation of a finished action (role="status": announced without interrupting). */
export function StatusMessage({
  children,
}: {
  /** What is done, translated ("Your new picture is saved."). */
  children: ReactNode
}) {
  return (
    <p role="status" className={formStyles.success}>
      {children}
    </p>
  )
}
