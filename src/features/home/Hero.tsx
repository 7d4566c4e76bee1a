/** The page's opening: community and league name from Settings, and where to go next. Never waits. */
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/session/hooks'
import { selectIsSignedIn, selectUser } from '@/session/authSlice'
import { selectCommunity, selectLeagueName } from '@/session/settingsSlice'
import styles from './HomeScreen.module.css'
import { ButtonLink } from '@/components/ButtonLink'

export function Hero() {
  const { t } = useTranslation('home')
  const community = useAppSelector(selectCommunity)
  const leagueName = useAppSelector(selectLeagueName)
  const signedIn = useAppSelector(selectIsSignedIn)
  const user = useAppSelector(selectUser)
  return (
    <section aria-labelledby="home-title" className={styles.hero}>
      <h1 id="home-title" className={styles.heroTitle}>
        <span className={styles.community}>{community}</span>{' '}
        <span className={styles.league}>{leagueName}</span>
      </h1>
      <p className={styles.heroLead}>{t('hero.lead', { community })}</p>
      {signedIn && user ? (
        <p className={styles.welcome}>{t('hero.welcome', { username: user.username })}</p>
      ) : null}
      <div className={styles.actions}>
        {signedIn ? (
          <ButtonLink to="/dashboard">{t('hero.dashboard')}</ButtonLink>
        ) : (
          <ButtonLink to="/register">{t('hero.register')}</ButtonLink>
        )}
        <ButtonLink to="/competitions" variant="secondary">
          {t('hero.browse')}
        </ButtonLink>
        {signedIn ? null : (
          <ButtonLink to="/login" variant="ghost">
            {t('hero.signIn')}
          </ButtonLink>
        )}
      </div>
    </section>
  )
}
