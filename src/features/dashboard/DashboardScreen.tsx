/**
 * /dashboard (issue 5), "My GVL": the signed-in player's greeting, their team and role (or what to do
 * without one), pending invitations, the team's next fixtures and registrations, the infractions in
 * force, GVL Premium, and links to every settings page; for league staff, the results waiting for them. Each section asks the API on its own and shows
 * its own skeleton, error with retry, or empty state (the frame is the home page's), so one failing
 * area leaves the others standing.
 */
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/Avatar'
import { SkeletonBlock } from '@/components/Skeleton'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { InfractionsSection, InvitationsSection, PremiumSection } from './StatusSections'
import { SettingsSection } from './SettingsSection'
import { StaffSection } from './StaffSection'
import { FixturesSection, RegistrationsSection, TeamSection } from './TeamSections'
import styles from './DashboardScreen.module.css'

export function DashboardScreen() {
  return (
    <div className={styles.page}>
      <Greeting />
      <div className={styles.grid}>
        <StaffSection />
        <TeamSection />
        <FixturesSection />
        <InvitationsSection />
        <RegistrationsSection />
        <InfractionsSection />
        <PremiumSection />
      </div>
      <SettingsSection />
    </div>
  )
}

/** Hello by name, with the avatar; the page's plain title until the profile has loaded. */
function Greeting() {
  const { t } = useTranslation('dashboard')
  const { data: me, isLoading } = useGetMeQuery()
  return (
    <header className={styles.greeting}>
      {me ? <Avatar src={me.avatar} size={64} /> : null}
      {/* The avatar's place while the profile loads, so the greeting does not move when it comes. */}
      {isLoading ? <SkeletonBlock width={64} height={64} radius="full" /> : null}
      <div>
        <h1>{me ? t('greeting.title', { username: me.username }) : t('greeting.heading')}</h1>
        <p className={styles.lead}>{t('greeting.lead')}</p>
      </div>
    </header>
  )
}

export default DashboardScreen
