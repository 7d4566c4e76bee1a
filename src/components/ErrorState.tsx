import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import styles from './ErrorState.module.css'

/** A failed request: what went wrong, and a way to try again. */
export function ErrorState({
  message,
  onRetry,
}: {
  /** What went wrong, translated. */
  message: string
  /** Tries again; without it there is no Try again button. */
  onRetry?: () => void
}) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  )
}
