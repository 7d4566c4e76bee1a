/**
 * The site footer (requirements: footer): links to home, the terms, the privacy policy and GVL
 * Premium; the logo; the community's Instagram and Discord (new tab); the copyright and version
 * line (requirements: versions).
 */
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { API_VERSION, APP_VERSION, COPYRIGHT_YEARS } from '@/app/version'
import { Logo } from './Logo'
import { DiscordIcon, InstagramIcon } from './SocialIcons'
import styles from './Footer.module.css'

export const INSTAGRAM_URL = 'https://www.instagram.com/gvlusa'
export const DISCORD_URL = 'https://discord.gg/gvlusa'

const LINKS = [
  { to: '/', key: 'footer.home' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/gvl-premium', key: 'footer.premium' },
] as const

const SOCIAL = [
  { href: INSTAGRAM_URL, key: 'footer.instagram', Icon: InstagramIcon },
  { href: DISCORD_URL, key: 'footer.discord', Icon: DiscordIcon },
] as const

export function Footer() {
  const { t } = useTranslation('shell')
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size={48} alt={t('footer.logo')} />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className={styles.links}>
            {LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className={styles.link}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.social} aria-label={t('footer.socialLabel')}>
          {SOCIAL.map(({ href, key, Icon }) => (
            <li key={href}>
              <a
                className={styles.socialLink}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(key)}
              >
                <Icon />
                <ExternalLink className={styles.external} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.versions}>
        {t('footer.versions', {
          from: COPYRIGHT_YEARS.from,
          to: COPYRIGHT_YEARS.to,
          appVersion: APP_VERSION,
          apiVersion: API_VERSION,
        })}
      </p>
    </footer>
  )
}
