/**
 * The frame of the account settings pages (/edit-profile, /account, /social, /avatar): the heading and
 * a navigation between the four.
 */
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { PageFrameProps } from '@/components/NarrowPage'
import { PageHeader } from '@/components/PageHeader'
import styles from './account.module.css'

const SETTINGS_PAGES = [
  ['/edit-profile', 'editProfile'],
  ['/account', 'account'],
  ['/social', 'social'],
  ['/avatar', 'avatar'],
] as const

export function AccountPage({ title, lead, children }: PageFrameProps) {
  const { t } = useTranslation('account')
  return (
    <div className={styles.page}>
      <PageHeader title={title} lead={lead} />
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {SETTINGS_PAGES.map(([to, key]) => (
            <li key={to}>
              <NavLink to={to} className={styles.navLink}>
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  )
}
