/**
 * The frame of the account settings pages (/edit-profile, /account, /social, /avatar): the heading and
 * a navigation between the four. Each page's texts are under its key (`editProfile.title`, `.lead`),
 * the key its link in the navigation has.
 */
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/PageHeader'
import styles from './account.module.css'

const SETTINGS_PAGES = [
  ['/edit-profile', 'editProfile'],
  ['/account', 'account'],
  ['/social', 'social'],
  ['/avatar', 'avatar'],
] as const

export function AccountPage({
  page,
  children,
}: {
  /** Which of the four pages this is. */
  page: (typeof SETTINGS_PAGES)[number][1]
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  return (
    <div className={styles.page}>
      <PageHeader title={t(`${page}.title`)} lead={t(`${page}.lead`)} />
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
