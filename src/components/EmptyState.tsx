import type { ReactNode } from 'react'
import styles from './EmptyState.module.css'

export interface EmptyStateProps {
  /** What is missing, in a few words ("No competitions match"). */
  title: string
  /** Why, or what to try next. */
  children?: ReactNode
  /** A way forward: a link or a button. */
  action?: ReactNode
}

/** Nothing to show: a short title, an explanation and, when there is one, a way forward. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  )
}
