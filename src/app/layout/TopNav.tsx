/**
 * The top navigation (requirements: top-nav): the brand, the desktop items, and for a signed-in
 * user the notification bell, the messages envelope and the avatar menu (a visitor gets a Login
 * link); the settings gear for everyone. Below 900 px a menu button opens MobileMenuPanel instead
 * of the desktop items.
 *
 * It is sticky, and fixed while the settings dialog is open (requirements: top-nav-position);
 * `data-position` says which. It uses Link and NavLink, so it is rendered inside a router (any
 * router: it needs no data router).
 */
import { Bell, Crown, Mail, Menu, Settings } from 'lucide-react'
import { Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { Avatar } from '@/components/Avatar'
import { IconButton } from '@/components/IconButton'
import { CodeLoadBoundary } from '@/lib/onDemand'
import { selectIsSignedIn, selectUser } from '@/session/authSlice'
import { messagesPanelToggled, selectMessagesPanelOpen } from '@/session/messagesSlice'
import {
  notificationsPanelToggled,
  selectNotificationsPanelOpen,
} from '@/features/notifications/notificationsSlice'
import { selectSettingsOpen, settingsOpened } from '@/session/settingsSlice'
import { fetchLinkedScreen } from '@/app/screenFetches'
import { AreaLink } from './AreaLink'
import { Logo } from './Logo'
import { AccountMenu, MobileMenuPanel, WhenOpened } from './overlays'
import styles from './TopNav.module.css'

/**
 * react-remove-scroll (under Radix Dialog) gives elements with this class a right offset equal to
 * the scroll bar it hides, so the fixed navigation's contents do not shift sideways.
 */
const SCROLL_BAR_OFFSET_CLASS = 'right-scroll-bar-position'

export interface TopNavProps {
  /** Unread notifications, shown as a badge on the bell; none by default. */
  unreadNotifications?: number
}

/**
 * The main navigation's items. Their screens are fetched ahead once the page is calm (main.tsx), and
 * the one a pointer or the focus comes to at once (src/app/screenFetches.ts).
 */
export const DESKTOP_ITEMS = [
  { to: '/', key: 'nav.home' },
  { to: '/competitions', key: 'nav.competitions' },
  { to: '/gvl-premium', key: 'nav.premium' },
  { to: '/search', key: 'nav.search' },
  { to: '/players', key: 'nav.players', also: ['/market'] },
] as const satisfies readonly { to: string; key: string; also?: readonly string[] }[]

export function TopNav({ unreadNotifications }: TopNavProps) {
  const { t } = useTranslation(['shell', 'common'])
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsSignedIn)
  const settingsOpen = useAppSelector(selectSettingsOpen)
  const notificationsOpen = useAppSelector(selectNotificationsPanelOpen)
  const messagesOpen = useAppSelector(selectMessagesPanelOpen)
  const [menuOpen, setMenuOpen] = useState(false)
  const header = useRef<HTMLElement>(null)

  // Fixed takes the navigation out of the flow: pad the body by its height so the page stays put.
  useLayoutEffect(() => {
    if (!settingsOpen || !header.current) return
    const body = document.body
    const previous = body.style.paddingTop
    body.style.paddingTop = `${header.current.offsetHeight}px`
    return () => {
      body.style.paddingTop = previous
    }
  }, [settingsOpen])

  const bellLabel = unreadNotifications
    ? t('nav.notificationsUnread', { count: unreadNotifications })
    : t('nav.notifications')

  return (
    <header
      ref={header}
      className={[styles.header, settingsOpen ? SCROLL_BAR_OFFSET_CLASS : ''].join(' ').trim()}
      data-position={settingsOpen ? 'fixed' : 'sticky'}
    >
      <div className={styles.bar}>
        <IconButton
          className={styles.menuButton}
          label={t('nav.openMenu')}
          icon={<Menu aria-hidden="true" />}
          panelOpen={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        />
        <Link to="/" className={styles.brand} aria-label={t('common:brand.home')}>
          <Logo size={36} />
          <span>{t('common:brand.name')}</span>
        </Link>
        <nav
          className={styles.primary}
          aria-label={t('nav.label')}
          onPointerOver={fetchLinkedScreen}
          onFocus={fetchLinkedScreen}
        >
          <ul className={styles.links}>
            {DESKTOP_ITEMS.map((item) => (
              <li key={item.to}>
                <AreaLink
                  to={item.to}
                  also={'also' in item ? item.also : undefined}
                  end={item.to === '/'}
                  className={
                    item.to === '/gvl-premium' ? `${styles.link} ${styles.premium}` : styles.link
                  }
                >
                  {item.to === '/gvl-premium' ? <Crown aria-hidden="true" /> : null}
                  {t(item.key)}
                </AreaLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {signedIn ? (
            <>
              <IconButton
                label={bellLabel}
                icon={<Bell aria-hidden="true" />}
                badge={unreadNotifications}
                panelOpen={notificationsOpen}
                onClick={() => dispatch(notificationsPanelToggled())}
              />
              <IconButton
                label={t('nav.messages')}
                icon={<Mail aria-hidden="true" />}
                panelOpen={messagesOpen}
                onClick={() => dispatch(messagesPanelToggled())}
              />
            </>
          ) : null}
          <IconButton
            label={t('nav.settings')}
            icon={<Settings aria-hidden="true" />}
            panelOpen={settingsOpen}
            onClick={() => dispatch(settingsOpened())}
          />
          {signedIn ? (
            // Offline, the menu's code may not come: the avatar stays, and the menu follows online.
            <CodeLoadBoundary failure={() => <AccountMenuPlaceholder />}>
              <Suspense fallback={<AccountMenuPlaceholder />}>
                <AccountMenu />
              </Suspense>
            </CodeLoadBoundary>
          ) : (
            <Link to="/login" className={styles.login}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
      <WhenOpened open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MobileMenuPanel open={menuOpen} onOpenChange={setMenuOpen} />
      </WhenOpened>
    </header>
  )
}

/** The avatar where the menu's trigger will be, for the moment its code takes to arrive. */
function AccountMenuPlaceholder() {
  const user = useAppSelector(selectUser)
  return (
    <span className={styles.avatarTrigger} aria-hidden="true">
      <Avatar src={user?.avatar} size={36} alt="" />
    </span>
  )
}
