/** Links to every page where the player looks after their GVL; "Create a team" only without one. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { Section } from '@/components/Section'
import styles from './DashboardScreen.module.css'

const PAGES = [
  ['/profile', 'profile'],
  ['/edit-profile', 'editProfile'],
  ['/account', 'account'],
  ['/social', 'social'],
  ['/avatar', 'avatar'],
  ['/invitations', 'invitations'],
  ['/infractions', 'infractions'],
  ['/register-team', 'registerTeam'],
] as const

export function SettingsSection() {
  const { t } = useTranslation('dashboard')
  const teamless = useGetMeQuery().data?.team === null
  return (
    <Section id="dashboard-settings" title={t('settings.title')}>
      <ul className={styles.shortcuts}>
        {PAGES.map(([to, key]) => (
          <li key={to}>
            <Link to={to} className={styles.shortcut}>
              {t(`settings.${key}`)}
            </Link>
          </li>
        ))}
        {teamless ? (
          <li>
            <Link to="/create-team" className={styles.shortcut}>
              {t('settings.createTeam')}
            </Link>
          </li>
        ) : null}
      </ul>
    </Section>
  )
}
