/**
 * The frame of every page (SPEC §2): top navigation, the page, the footer, and the panels and dialogs
 * that open over it. The error page renders inside the same frame.
 */
import { Suspense, type ReactNode } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '@/app/hooks'
import { TopNav } from '@/app/layout/TopNav'
import { Footer } from '@/app/layout/Footer'
import { ErrorScreen } from '@/app/layout/ErrorScreen'
import { selectIsSignedIn } from '@/features/auth/authSlice'
import { MessagesPanel } from '@/features/messages/MessagesPanel'
import { NotificationsPanel } from '@/features/notifications/NotificationsPanel'
import { useUnreadNotificationsCount } from '@/features/notifications/notificationsApi'
import { SettingsDialog } from '@/features/settings/SettingsDialog'
import { LanguageChooserDialog } from '@/features/settings/LanguageChooserDialog'
import { useRouteTitle } from '@/app/routes/useRouteTitle'
import { Spinner } from '@/components/Spinner'
import styles from './Shell.module.css'

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const signedIn = useAppSelector(selectIsSignedIn)
  const unread = useUnreadNotificationsCount()
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <TopNav unreadNotifications={unread} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {signedIn ? (
        <>
          <NotificationsPanel />
          <MessagesPanel />
        </>
      ) : null}
      <SettingsDialog />
      <LanguageChooserDialog />
    </div>
  )
}

function NavigationProgress() {
  const navigation = useNavigation()
  const { t } = useTranslation()
  if (navigation.state !== 'loading') return null
  return <div className={styles.progress} role="progressbar" aria-label={t('status.loading')} />
}

/**
 * Stands in for a page whose translations are still on their way (the router preloads them with the
 * screen, so this shows only when a screen reaches for another screen's namespace).
 */
function PagePending() {
  const { t } = useTranslation()
  return (
    <div className={styles.pending}>
      <Spinner label={t('status.loading')} size={32} />
    </div>
  )
}

export function AppLayout() {
  useRouteTitle()
  return (
    <Shell>
      <NavigationProgress />
      <Suspense fallback={<PagePending />}>
        <Outlet />
      </Suspense>
    </Shell>
  )
}

export function RootErrorBoundary() {
  return (
    <Shell>
      <ErrorScreen />
    </Shell>
  )
}
