/** The profile's summary sections: team, market listing, details, about and social links. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PlayerProfile, SocialLinks } from '@/api/contracts/players'
import { SOCIAL_NETWORKS } from '@/api/contracts/league'
import { Crest } from '@/components/Crest'
import { countryName, flagEmoji } from './format'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { ProfileSection } from './ProfileSection'
import styles from './profileSections.module.css'
import { Fact } from '@/components/Fact'
import { ListingFacts } from '@/session/market/MarketFacts'

/** The team and the player's role and number on it, or the free agent's note. */
export function TeamSection({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation('profile')
  const format = useLeagueFormat()
  const team = profile.team
  if (!team) {
    return (
      <ProfileSection title={t('team.heading')}>
        <p className={styles.muted}>{profile.freeAgent ? t('team.freeAgent') : t('team.noTeam')}</p>
        {profile.freeAgent && profile.lookingFor ? (
          <div className={styles.lookingFor}>
            <h3 className={styles.subTitle}>{t('team.lookingFor')}</h3>
            <p>{profile.lookingFor}</p>
          </div>
        ) : null}
      </ProfileSection>
    )
  }
  return (
    <ProfileSection title={t('team.heading')}>
      <p className={styles.team}>
        <Crest team={team} size={40} />
        <Link to={`/team/${team.id}`} className={styles.teamLink}>
          {team.name}
        </Link>
      </p>
      <dl className={styles.facts}>
        <Fact term={t('team.role')}>{t(`role.${team.role}`)}</Fact>
        <Fact term={t('team.number')}>{team.shirtNumber ?? t('team.noNumber')}</Fact>
        <Fact term={t('team.since')}>{format.day(team.joinedAt)}</Fact>
      </dl>
    </ProfileSection>
  )
}

export function DetailsSection({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useTranslation('profile')
  const format = useLeagueFormat()
  const none = <span className={styles.muted}>{t('details.none')}</span>
  const ids = [
    ['psn', profile.platformIds.psn],
    ['xbox', profile.platformIds.xbox],
    ['ea', profile.platformIds.ea],
  ] as const
  return (
    <ProfileSection title={t('details.heading')}>
      <dl className={styles.facts}>
        <Fact term={t('details.country')}>
          <span aria-hidden="true">{flagEmoji(profile.country)}</span>{' '}
          {countryName(profile.country, i18n.language)}
        </Fact>
        <Fact term={t('details.platform')}>{t(`platform.${profile.platform}`)}</Fact>
        {ids.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`details.${key}`)}</dt>
            <dd className={value ? styles.gamertag : undefined}>{value ?? none}</dd>
          </div>
        ))}
        <Fact term={t('details.positions')}>
          <ul className={styles.positions}>
            <li>
              <abbr title={t(`position.${profile.primaryPosition}`)} className={styles.position}>
                {profile.primaryPosition}
              </abbr>{' '}
              {t(`position.${profile.primaryPosition}`)}{' '}
              <span className={styles.main}>{t('details.primary')}</span>
            </li>
            {profile.secondaryPosition ? (
              <li>
                <abbr
                  title={t(`position.${profile.secondaryPosition}`)}
                  className={styles.position}
                >
                  {profile.secondaryPosition}
                </abbr>{' '}
                {t(`position.${profile.secondaryPosition}`)}
              </li>
            ) : null}
          </ul>
        </Fact>
        <Fact term={t('details.shirtNumber')}>{profile.shirtNumber ?? none}</Fact>
        <Fact term={t('details.joined')}>{format.day(profile.joinedAt)}</Fact>
      </dl>
    </ProfileSection>
  )
}

export function AboutSection({ bio }: { bio: string }) {
  const { t } = useTranslation('profile')
  return (
    <ProfileSection title={t('about.heading')}>
      {bio ? (
        <p className={styles.bio}>{bio}</p>
      ) : (
        <p className={styles.muted}>{t('about.empty')}</p>
      )}
    </ProfileSection>
  )
}

/** Links open in a new tab; a Discord username has no page and shows as text. */
export function SocialLinksSection({ socials }: { socials: SocialLinks }) {
  const { t } = useTranslation('profile')
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const link = socials[network]
    return link ? [{ network, ...link }] : []
  })
  return (
    <ProfileSection title={t('socials.heading')}>
      {links.length === 0 ? (
        <p className={styles.muted}>{t('socials.empty')}</p>
      ) : (
        <ul className={styles.socials}>
          {links.map(({ network, handle, url }) => (
            <li key={network}>
              <span className={styles.network}>{t(`network.${network}`)}</span>
              {url?.startsWith('https://') ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {network === 'discord' ? handle : `@${handle}`}{' '}
                  <span className="visually-hidden">{t('socials.newTab')}</span>
                </a>
              ) : (
                <span className={styles.gamertag}>
                  {network === 'discord' && url === null ? (
                    <span className="visually-hidden">{t('socials.discordUsername')}: </span>
                  ) : null}
                  {handle}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  )
}

/**
 * The player's market listing while it is published (the profile's `listing`): what they play, when
 * and where, in their words; on a team it reads as open to offers.
 */
export function ListingSection({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation('profile')
  if (profile.listing === null) return null
  return (
    <ProfileSection title={profile.team ? t('listing.onTeam') : t('listing.heading')}>
      <ListingFacts listing={profile.listing} author={profile.username} />
      <p className={styles.muted}>
        <Link to="/market">{t('listing.market')}</Link>
      </p>
    </ProfileSection>
  )
}
