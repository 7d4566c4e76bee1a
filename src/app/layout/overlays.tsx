/**
 * The shell's panels, dialogs and menus, loaded on demand: none of them is on screen at the first paint (the
 * language chooser only on a first visit), so their code — and Radix's dialog machinery — stays out
 * of the first load and arrives when one first opens, or earlier, once the page is idle
 * (`preloadOverlays`). Once opened, an overlay stays mounted so that it can animate closed and keep
 * its state (a half-typed message) like any other component.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'

const loadMessagesPanel = () => import('@/features/messages/MessagesPanel')
const loadNotificationsPanel = () => import('@/features/notifications/NotificationsPanel')
const loadSettingsDialog = () => import('@/features/settings/SettingsDialog')
const loadLanguageChooser = () => import('@/features/settings/LanguageChooserDialog')
const loadMobileMenu = () => import('./MobileMenuPanel')
const loadAccountMenu = () => import('./AccountMenu')

/** React's `lazy` for a component that its module exports by name. */
function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }))
}

export const MessagesPanel = lazyNamed(loadMessagesPanel, 'MessagesPanel')
export const NotificationsPanel = lazyNamed(loadNotificationsPanel, 'NotificationsPanel')
export const SettingsDialog = lazyNamed(loadSettingsDialog, 'SettingsDialog')
export const LanguageChooserDialog = lazyNamed(loadLanguageChooser, 'LanguageChooserDialog')
export const MobileMenuPanel = lazyNamed(loadMobileMenu, 'MobileMenuPanel')
/** The avatar menu: its trigger paints with the page (AccountMenuPlaceholder), its menu code follows. */
export const AccountMenu = lazyNamed(loadAccountMenu, 'AccountMenu')

/** Renders its overlay from the first time `open` is true on, and never before. */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * On a first visit the language chooser opens right after the first render: its code is fetched at
 * start-up, beside the page's, instead of after it.
 */
export function preloadLanguageChooser(): void {
  // A failed fetch is tried again when the chooser renders (its lazy import), which shows the failure.
  loadLanguageChooser().catch(() => undefined)
}

/** Fetches every overlay's code once the browser is idle, so the first opening is instant. */
export function preloadOverlays(): void {
  const load = () => {
    for (const loader of [
      loadMessagesPanel,
      loadNotificationsPanel,
      loadSettingsDialog,
      loadLanguageChooser,
      loadMobileMenu,
      loadAccountMenu,
    ])
      // Offline, a fetch ahead fails: the overlay's own import tries again when it first opens.
      loader().catch(() => undefined)
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 })
  else setTimeout(load, 1000)
}
