/**
 * The default error page (requirements: error-page): 'Unexpected Application Error!' with the
 * status and text of a route error response ("404 Not Found"), or the error's message, and a way
 * home. A visitor on an address that does not exist also gets the ways a lost visitor needs: home,
 * search and the competitions. It reads the error with useRouteError, so it renders inside a data router's error boundary;
 * the root route's RootErrorBoundary (Shell.tsx) puts it inside the navigation and footer.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import styles from './screens.module.css'

type Translate = ReturnType<typeof useTranslation<['shell', 'errors']>>['t']

function describe(error: unknown, t: Translate): string {
  if (isRouteErrorResponse(error)) {
    // The router's own 404 says "Not Found" in English; show it in the page's language.
    const statusText = error.status === 404 ? t('errors:notFound') : error.statusText
    return t('error.status', { status: error.status, statusText }).trim()
  }
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return t('errors:generic')
}

export function ErrorScreen() {
  const error = useRouteError()
  const { t } = useTranslation(['shell', 'errors'])
  return (
    <div className={styles.error}>
      <h1 className={styles.errorTitle}>{t('errors:unexpected')}</h1>
      <p className={styles.errorDetail}>{describe(error, t)}</p>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <nav aria-label={t('error.waysBack')} className={styles.waysBack}>
          <Link to="/" className={styles.wayHome}>
            {t('error.backHome')}
          </Link>
          <Link to="/search" className={styles.wayLink}>
            {t('error.search')}
          </Link>
          <Link to="/competitions" className={styles.wayLink}>
            {t('error.competitions')}
          </Link>
        </nav>
      ) : (
        <Link to="/" className={styles.homeLink}>
          {t('error.backHome')}
        </Link>
      )}
    </div>
  )
}
