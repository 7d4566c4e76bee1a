/**
 * The frame of every page (requirements: top-nav, footer): top navigation, the page, the footer,
 * and the panels and dialogs that open over it. The error page renders inside the same frame.
 */
import { Suspense, useCallback, type ReactNode } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { TopNav } from '@/app/layout/TopNav'
import { ErrorScreen } from '@/app/layout/ErrorScreen'
import { selectIsSignedIn } from '@/session/authSlice'
import { useUnreadNotificationsCount } from '@/session/useUnreadNotificationsCount'
import { messagesPanelClosed, selectMessagesPanelOpen } from '@/session/messagesSlice'
import {
  notificationsPanelClosed,
  selectNotificationsPanelOpen,
} from '@/features/notifications/notificationsSlice'
import { selectSettingsOpen, settingsClosed } from '@/session/settingsSlice'
import { selectSessionEndReturnTo, sessionEndAcknowledged } from '@/session/sessionEndSlice'
import { useBrowserValue, useInBrowser } from '@/lib/browserValue'
import { optionalComponent } from '@/lib/optionalComponent'
import { isFirstVisit } from '@/lib/preferences'
import {
  LanguageChooserDialog,
  MessagesPanel,
  NotificationsPanel,
  SettingsDialog,
  WhenOpened,
} from '@/app/layout/overlays'
import { useRouteTitle } from '@/app/routes/useRouteTitle'
import { Spinner } from '@/components/Spinner'
import { withText } from '@/locales/i18n'
import styles from './Shell.module.css'

/**
 * The footer starts below the fold (`main` fills the viewport), so its code (links, logo, the social
 * networks' marks) is not part of the first load: it is fetched with the first page's code and shows
 * with it. If its code or its stylesheet cannot be fetched (the network went away), the page goes on
 * without a footer until the network is back, when it shows.
 */
const Footer = optionalComponent(async () => (await import('@/app/layout/Footer')).Footer)

/**
 * Shown only after the server has ended a session, so neither its code nor its words (the sign-in
 * screen's `auth` namespace) are part of the first load: they are fetched then (the server has just
 * answered, so the network is there). If they cannot be fetched, the player is signed out without
 * the notice until the network is back, when it shows; the next session that ends tries again too.
 */
const SessionEndedNotice = optionalComponent(async () => {
  const module = await withText(() => import('@/app/layout/SessionEndedNotice'), ['auth'])
  return module.SessionEndedNotice
})

/**
 * The footer from the app's first render in the browser on. The prerendered pages leave it out, so
 * their first paint waits for none of its styles; it mounts right after their hydration.
 */
function FooterInBrowser() {
  return useInBrowser() ? <Footer /> : null
}

/**
 * The language chooser of a first visit (no language stored yet). The prerendered pages have no
 * storage to read and are rendered without it; the chooser mounts right after their hydration.
 */
function FirstVisitLanguageChooser() {
  const firstVisit = useBrowserValue(isFirstVisit, false)
  return (
    <WhenOpened open={firstVisit}>
      <LanguageChooserDialog />
    </WhenOpened>
  )
}

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const signedIn = useAppSelector(selectIsSignedIn)
  const unread = useUnreadNotificationsCount()
  const messagesOpen = useAppSelector(selectMessagesPanelOpen)
  const notificationsOpen = useAppSelector(selectNotificationsPanelOpen)
  const settingsOpen = useAppSelector(selectSettingsOpen)
  const sessionEndedOn = useAppSelector(selectSessionEndReturnTo)
  const dispatch = useAppDispatch()
  const acknowledgeSessionEnd = useCallback(() => dispatch(sessionEndAcknowledged()), [dispatch])
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <TopNav unreadNotifications={unread} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {sessionEndedOn === null ? null : (
          <SessionEndedNotice returnTo={sessionEndedOn} onDone={acknowledgeSessionEnd} />
        )}
        {children}
      </main>
      <FooterInBrowser />
      {signedIn ? (
        <>
          <WhenOpened open={notificationsOpen} onClose={() => dispatch(notificationsPanelClosed())}>
            <NotificationsPanel />
          </WhenOpened>
          <WhenOpened open={messagesOpen} onClose={() => dispatch(messagesPanelClosed())}>
            <MessagesPanel />
          </WhenOpened>
        </>
      ) : null}
      <WhenOpened open={settingsOpen} onClose={() => dispatch(settingsClosed())}>
        <SettingsDialog />
      </WhenOpened>
      <FirstVisitLanguageChooser />
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
