import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from './IconButton'
import styles from './Notice.module.css'

/**
 * Something that happened to the player without their asking (their session ended), with the way on
 * and a button that dismisses it. The message is announced at once (role="alert"); the way on and the
 * dismiss button follow it, outside the announcement. In the page's flow, or `floating` over it.
 */
export function Notice({
  children,
  action,
  onDismiss,
  floating = false,
}: {
  /** What happened and what to do, translated ("Your session has ended…"). */
  children: ReactNode
  /** The way on: a ButtonLink or a Button. */
  action?: ReactNode
  /** Dismisses the notice; without it there is no dismiss button. */
  onDismiss?: () => void
  /** Over the page at the foot of the viewport, rather than in the page's flow. */
  floating?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className={floating ? `${styles.notice} ${styles.floating}` : styles.notice}>
      <p role="alert" className={styles.message}>
        {children}
      </p>
      {action || onDismiss ? (
        <div className={styles.actions}>
          {action}
          {onDismiss ? (
            <IconButton
              label={t('actions.dismiss')}
              icon={<X aria-hidden="true" />}
              onClick={onDismiss}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
