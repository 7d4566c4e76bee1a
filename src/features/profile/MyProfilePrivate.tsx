/**
 * What only the owner sees on /profile: their email, and prompts for what their profile lacks (the ID
 * of their platform, an avatar, a bio, social links), each with a link to the page that fixes it; and
 * the owner's actions for the profile header.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MyProfile } from '@/api/contracts/accounts'
import type { PlatformIds } from '@/api/contracts/players'
import type { Platform } from '@/api/contracts/league'
import { ProfileSection } from './ProfileSection'
import parts from './profileSections.module.css'
import styles from './MyProfilePrivate.module.css'
import { ButtonLink } from '@/components/ButtonLink'
import { Fact } from '@/components/Fact'

/** The ID teammates and admins look a player up by, on each platform. */
const PLATFORM_ID: Record<Platform, keyof PlatformIds> = {
  playstation: 'psn',
  xbox: 'xbox',
  pc: 'ea',
}

type Prompt = 'psn' | 'xbox' | 'ea' | 'avatar' | 'bio' | 'socials'

const FIX: Record<
  Prompt,
  { to: string; label: 'fixPlatformId' | 'fixAvatar' | 'fixBio' | 'fixSocials' }
> = {
  psn: { to: '/edit-profile', label: 'fixPlatformId' },
  xbox: { to: '/edit-profile', label: 'fixPlatformId' },
  ea: { to: '/edit-profile', label: 'fixPlatformId' },
  avatar: { to: '/avatar', label: 'fixAvatar' },
  bio: { to: '/edit-profile', label: 'fixBio' },
  socials: { to: '/social', label: 'fixSocials' },
}

/** What the profile lacks, most useful first. */
export function missingParts(me: MyProfile): Prompt[] {
  const prompts: Prompt[] = []
  const platformId = PLATFORM_ID[me.platform]
  if (!me.platformIds[platformId]?.trim()) prompts.push(platformId)
  if (!me.avatar) prompts.push('avatar')
  if (!me.bio.trim()) prompts.push('bio')
  if (Object.values(me.socials).every((link) => link === null)) prompts.push('socials')
  return prompts
}

export function MyProfileActions() {
  const { t } = useTranslation('profile')
  return (
    <>
      <ButtonLink to="/edit-profile">{t('mine.actions.edit')}</ButtonLink>
      <ButtonLink to="/social" variant="secondary">
        {t('mine.actions.social')}
      </ButtonLink>
      <ButtonLink to="/avatar" variant="secondary">
        {t('mine.actions.avatar')}
      </ButtonLink>
    </>
  )
}

export function MyProfilePrivate({ me }: { me: MyProfile }) {
  const { t } = useTranslation('profile')
  const prompts = missingParts(me)
  return (
    <div className={styles.panels}>
      <ProfileSection title={t('mine.private.heading')}>
        <p className={parts.muted}>{t('mine.private.lead')}</p>
        <dl className={styles.facts}>
          <Fact term={t('mine.private.email')}>
            <span className={styles.email}>{me.email}</span>
            <span className={parts.muted}>{t('mine.private.emailHint')}</span>
          </Fact>
        </dl>
        <Link to="/account">{t('mine.private.account')}</Link>
      </ProfileSection>
      <ProfileSection title={t('mine.prompts.heading')}>
        {prompts.length === 0 ? (
          <p className={parts.muted}>{t('mine.prompts.done')}</p>
        ) : (
          <ul className={styles.prompts}>
            {prompts.map((prompt) => (
              <li key={prompt}>
                <span>{t(`mine.prompts.${prompt}`)}</span>
                <Link to={FIX[prompt].to}>{t(`mine.prompts.${FIX[prompt].label}`)}</Link>
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>
    </div>
  )
}
