/**
 * The body of a player's profile, from a profile the caller already has: the header (avatar, name,
 * badges, country and platform, and the `actions` the page passes), the player's team, their market
 * listing while it is published, details, bio and social links, the transfer history, then career
 * and season stats, the ratings chart and the recent matches. It reads no route, and only the
 * transfer history asks the API (on its own, for the profile's player), so /profile/:id and
 * /profile (one's own, with other actions) share it.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayerProfile } from '@/api/contracts/players'
import { Avatar } from '@/components/Avatar'
import { Badge } from '@/components/Badge'
import { countryName, flagEmoji } from './format'
import {
  AboutSection,
  DetailsSection,
  ListingSection,
  SocialLinksSection,
  TeamSection,
} from './ProfileSummary'
import { CareerStats, RecentMatchesTable, SeasonStatsTable } from './ProfileStats'
import { RatingsChart } from './RatingsChart'
import { TransferHistory } from './TransferHistory'
import detailStyles from '@/components/DetailPage.module.css'
import styles from './ProfileScreen.module.css'

export interface PlayerProfileViewProps {
  profile: PlayerProfile
  /** What the reader can do with this player (Message, Invite) or with their own profile (Edit). */
  actions?: ReactNode
  /** Shown under the header, before the public sections: what only the owner sees (/profile). */
  children?: ReactNode
}

export function PlayerProfileView({ profile, actions, children }: PlayerProfileViewProps) {
  const { t, i18n } = useTranslation('profile')
  const country = countryName(profile.country, i18n.language)
  return (
    <div className={detailStyles.page}>
      <header className={`${detailStyles.headerCard} ${styles.header}`}>
        <Avatar src={profile.avatar} size={96} />
        <div className={styles.identity}>
          <h1 className={styles.name}>{profile.username}</h1>
          <p className={styles.summary}>
            <span role="img" aria-label={t('header.flag', { country })} className={styles.flag}>
              {flagEmoji(profile.country)}
            </span>{' '}
            {t('header.summary', { country, platform: t(`platform.${profile.platform}`) })}
          </p>
          {profile.premium || profile.staff || profile.freeAgent ? (
            <p className={styles.badges}>
              {profile.premium ? <Badge tone="premium">{t('badges.premium')}</Badge> : null}
              {profile.staff ? <Badge tone="accent">{t('badges.staff')}</Badge> : null}
              {profile.freeAgent ? <Badge tone="success">{t('badges.freeAgent')}</Badge> : null}
            </p>
          ) : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}

      <div className={styles.layout}>
        <div className={styles.aside}>
          <TeamSection profile={profile} />
          <ListingSection profile={profile} />
          <TransferHistory playerId={profile.id} />
          <DetailsSection profile={profile} />
          <AboutSection bio={profile.bio} />
          <SocialLinksSection socials={profile.socials} />
        </div>
        <div className={styles.main}>
          <CareerStats stats={profile.careerStats} />
          <SeasonStatsTable seasonStats={profile.seasonStats} />
          <RatingsChart ratings={profile.ratings} />
        </div>
      </div>
      {/* Full width: the table has eight columns. */}
      <RecentMatchesTable matches={profile.recentMatches} />
    </div>
  )
}
