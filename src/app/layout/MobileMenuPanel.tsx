/**
 * The mobile slide-in menu (requirements: mobile-menu), a Sheet from the left. Choosing an item
 * closes it.
 *
 * The required list is "Home, Competitions, Search, Players, Log in (only when signed out), GVL
 * Premium, My GVL, My Profile, Log Out (last two only when signed in)" (requirements: mobile-menu).
 * Read literally, the last two are My Profile and Log Out, so My GVL is listed for visitors too
 * (the page sends them to sign in).
 */
import {
  Crown,
  House,
  LayoutDashboard,
  LogIn,
  LogOut,
  Search,
  Trophy,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { Sheet } from '@/components/Sheet'
import { logout, selectIsSignedIn } from '@/session/authSlice'
import { fetchLinkedScreen } from '@/app/screenFetches'
import { AreaLink } from './AreaLink'
import styles from './MobileMenuPanel.module.css'

export interface MobileMenuPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

type ItemKey =
  'home' | 'competitions' | 'search' | 'players' | 'login' | 'premium' | 'dashboard' | 'profile'

interface Item {
  to: string
  key: ItemKey
  icon: LucideIcon
  show: 'always' | 'signedOut' | 'signedIn'
  /** The area's other pages, on which the item is current too. */
  also?: readonly string[]
}

const ITEMS: readonly Item[] = [
  { to: '/', key: 'home', icon: House, show: 'always' },
  { to: '/competitions', key: 'competitions', icon: Trophy, show: 'always' },
  { to: '/search', key: 'search', icon: Search, show: 'always' },
  { to: '/players', key: 'players', icon: Users, show: 'always', also: ['/market'] },
  { to: '/login', key: 'login', icon: LogIn, show: 'signedOut' },
  { to: '/gvl-premium', key: 'premium', icon: Crown, show: 'always' },
  { to: '/dashboard', key: 'dashboard', icon: LayoutDashboard, show: 'always' },
  { to: '/profile', key: 'profile', icon: UserRound, show: 'signedIn' },
]

export function MobileMenuPanel({ open, onOpenChange }: MobileMenuPanelProps) {
  const { t } = useTranslation('shell')
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsSignedIn)
  const close = () => onOpenChange(false)
  const visible = ITEMS.filter(
    ({ show }) => show === 'always' || (show === 'signedIn') === signedIn,
  )

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('mobileMenu.title')} side="left">
      <nav
        aria-label={t('mobileMenu.label')}
        onPointerOver={fetchLinkedScreen}
        onFocus={fetchLinkedScreen}
      >
        <ul className={styles.list}>
          {visible.map(({ to, key, icon: Icon, also }) => (
            <li key={key}>
              <AreaLink
                to={to}
                also={also}
                end={to === '/'}
                className={key === 'premium' ? `${styles.item} ${styles.premium}` : styles.item}
                onClick={close}
              >
                <Icon aria-hidden="true" />
                {t(`mobileMenu.${key}`)}
              </AreaLink>
            </li>
          ))}
          {signedIn ? (
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close()
                  dispatch(logout())
                }}
              >
                <LogOut aria-hidden="true" />
                {t('mobileMenu.logout')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </Sheet>
  )
}
