/**
 * The loading screen (requirements: loading-screen): the navigation, a spinner and the brand
 * initials. It is the root route's HydrateFallback while the first lazy route loads, so it stands
 * in for the whole Shell and brings the SettingsDialog the gear opens. It uses no data-router hook:
 * it renders under any router (the navigation's links need one) inside the store Provider.
 */
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { selectSettingsOpen, settingsClosed } from '@/session/settingsSlice'
import { SettingsDialog, WhenOpened } from './overlays'
import { TopNav } from './TopNav'
import styles from './screens.module.css'

export function LoadingScreen() {
  const { t } = useTranslation(['shell', 'common'])
  const settingsOpen = useAppSelector(selectSettingsOpen)
  const dispatch = useAppDispatch()
  return (
    <div className={styles.page}>
      <TopNav />
      <main id="main" className={styles.loading} aria-busy="true">
        <p className={styles.initials} aria-hidden="true">
          {t('common:brand.initials')}
        </p>
        <Spinner label={t('loading.label')} size={40} />
      </main>
      <WhenOpened open={settingsOpen} onClose={() => dispatch(settingsClosed())}>
        <SettingsDialog />
      </WhenOpened>
    </div>
  )
}
