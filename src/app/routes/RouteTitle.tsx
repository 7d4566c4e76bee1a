/**
 * The body of a route whose screen a later issue builds: only its translated title (issue #2 allows
 * exactly this, nothing more). Each such route still loads on demand.
 */
import { useTranslation } from 'react-i18next'
import { useRouteTitle } from '@/app/routes/useRouteTitle'
import styles from './RouteTitle.module.css'

export function RouteTitle() {
  const { t } = useTranslation()
  const key = useRouteTitle()
  return (
    <div className={styles.page}>
      <h1>{key ? t(`routes.${key}`) : t('brand.name')}</h1>
    </div>
  )
}

export default RouteTitle
