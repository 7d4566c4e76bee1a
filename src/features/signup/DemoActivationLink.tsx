/**
 * The demo's stand-in for the activation email: the mock API answers the link it would have mailed
 * (docs/api/accounts.md), and the page shows it, labelled as a demo. Nothing shows when the server
 * answers no link (a real server) or a link that is not a path on this site.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { appPath } from './forms'
import styles from './signup.module.css'

export function DemoActivationLink({ url }: { url: string | undefined }) {
  const { t } = useTranslation('signup')
  const path = appPath(url)
  if (path === null) return null
  return (
    <div className={styles.demo}>
      <span className={styles.demoLabel}>{t('demo.label')}</span>
      <p className={styles.muted}>{t('demo.note')}</p>
      <Link to={path} className={styles.demoLink}>
        {t('demo.open')}
      </Link>
    </div>
  )
}
