/**
 * The signed-in user's avatar menu (requirements: account-menu): My GVL, My Profile, Logout. The
 * trigger is the avatar, named by the username; Radix moves focus into the menu and back to the
 * trigger, and the menu toggles.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '@/session/hooks'
import { Avatar } from '@/components/Avatar'
import { logout, selectUser } from '@/session/authSlice'
import styles from './TopNav.module.css'

/** The signed-in player's own pages, as the menu lists them (sign-out follows). */
const PAGES = [
  { to: '/dashboard', Icon: LayoutDashboard, label: 'accountMenu.dashboard' },
  { to: '/profile', Icon: UserRound, label: 'accountMenu.profile' },
] as const

export function AccountMenu() {
  const { t } = useTranslation('shell')
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)
  const [open, setOpen] = useState(false)
  // A token may come without a user object (requirements: auth-state): the menu still works, under
  // a generic name.
  const name = user?.username ?? t('accountMenu.fallbackName')

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className={styles.avatarTrigger}>
        <Avatar src={user?.avatar} size={36} alt={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.menuLabel}>{name}</DropdownMenu.Label>
          {PAGES.map(({ to, Icon, label }) => (
            <DropdownMenu.Item key={to} asChild className={styles.menuItem}>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => dispatch(logout())}>
            <LogOut aria-hidden="true" />
            {t('accountMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
