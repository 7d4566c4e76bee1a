/**
 * What a route shows when its screen's code (or text) could not be fetched: offline, or a deploy
 * replaced the chunks. Inside the shell, so navigation still works: the screen's title, why, and Try
 * again, which fetches the screen again and shows it. React Router keeps a route's lazy result, so the
 * retry lives here; if the browser will not fetch that module again (some keep a failed import), a
 * reload does, once the network is back.
 */
import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ErrorState'
import { useRouteTitle } from './useRouteTitle'
import styles from './PageLoadError.module.css'

export interface PageLoadErrorProps {
  /** Fetches the screen again; rejects if it still cannot. */
  retry: () => Promise<ComponentType>
  /** Reloads the page (injectable for tests and stories). */
  reload?: () => void
}

export function PageLoadError({
  retry,
  reload = () => window.location.reload(),
}: PageLoadErrorProps) {
  const { t } = useTranslation(['common', 'errors'])
  const title = useRouteTitle()
  const [Screen, setScreen] = useState<ComponentType | null>(null)
  const [retrying, setRetrying] = useState(false)

  if (Screen) return <Screen />

  async function tryAgain() {
    setRetrying(true)
    try {
      const loaded = await retry()
      setScreen(() => loaded)
    } catch {
      if (navigator.onLine) reload()
      else setRetrying(false)
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title ? t(`routes.${title}`) : t('brand.name')}</h1>
      <ErrorState
        message={t('errors:pageLoad')}
        onRetry={retrying ? undefined : () => void tryAgain()}
      />
    </div>
  )
}
