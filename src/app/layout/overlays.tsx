/**
 * The shell's panels, dialogs and menus, loaded on demand: none of them is on screen at the first
 * paint (the language chooser only on a first visit), so their code — and Radix's dialog machinery —
 * stays out of the first load and arrives when one first opens, or earlier, fetched ahead
 * (`overlayFetches`). Once opened, an overlay stays mounted so that it can animate closed and keep
 * its state (a half-typed message) like any other component.
 */
import {
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Notice } from '@/components/Notice'
import { useReturnFocus } from '@/components/useReturnFocus'
import { CodeLoadBoundary, onDemand } from '@/lib/onDemand'
import { withText, type LazyNamespaces } from '@/locales/i18n'

/**
 * An overlay's component, which its module exports by name, fetched when it first renders, with the
 * text it needs beyond the shell's (`namespaces`, in the current language; a language switch brings
 * them in the new one, as for a screen). Either failing offline is a failed fetch: it shows, and is
 * tried again, like one.
 */
function overlay<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  namespaces: LazyNamespaces = [],
) {
  return onDemand(async () => (await withText(load, namespaces))[name])
}

export const MessagesPanel = overlay(
  () => import('@/features/messages/MessagesPanel'),
  'MessagesPanel',
  ['messages'],
)
export const NotificationsPanel = overlay(
  () => import('@/features/notifications/NotificationsPanel'),
  'NotificationsPanel',
  ['notifications'],
)
export const SettingsDialog = overlay(
  () => import('@/features/settings/SettingsDialog'),
  'SettingsDialog',
  ['settings'],
)
export const LanguageChooserDialog = overlay(
  () => import('@/features/settings/LanguageChooserDialog'),
  'LanguageChooserDialog',
  ['settings'],
)
export const MobileMenuPanel = overlay(() => import('./MobileMenuPanel'), 'MobileMenuPanel')
/** The avatar menu: its trigger paints with the page (AccountMenuPlaceholder), its menu code follows. */
export const AccountMenu = overlay(() => import('./AccountMenu'), 'AccountMenu')

/**
 * Renders its overlay from the first time `open` is true on, and never before. If the overlay's code
 * cannot be fetched (offline), a notice says so while `open` is true, with Try again and a dismiss
 * button that calls `onClose`; the overlay opens by itself once the network is back, or when it is
 * opened again. Without `onClose` (an overlay that nobody asked for: the first visit's language
 * chooser) a failure shows nothing.
 */
export function WhenOpened({
  open,
  onClose,
  children,
}: {
  open: boolean
  onClose?: () => void
  children: ReactNode
}) {
  const [wasOpen, setWasOpen] = useState(open)
  // Each opening after a failure fetches the overlay's code again.
  const [openings, setOpenings] = useState(open ? 1 : 0)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpenings(openings + 1)
  }
  if (openings === 0) return null
  return (
    <CodeLoadBoundary
      resetKey={openings}
      failure={(retry, retrying) =>
        open && onClose ? (
          <OverlayLoadFailure retry={retry} retrying={retrying} onClose={onClose} />
        ) : null
      }
    >
      <Suspense fallback={null}>{children}</Suspense>
    </CodeLoadBoundary>
  )
}

/**
 * The notice of an overlay that could not open. It leaves focus where it was (its message is
 * announced); Escape or its dismiss button closes it, and focus goes back to the button that opened
 * the overlay.
 */
function OverlayLoadFailure({
  retry,
  retrying,
  onClose,
}: {
  retry: () => void
  retrying: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['common', 'errors'])
  // The kit's memory of the focused element, as the dialogs use it when Radix closes them.
  const returnFocus = useReturnFocus(true)
  const close = useCallback(() => {
    onClose()
    returnFocus(new Event('close'))
  }, [onClose, returnFocus])
  useEffect(() => {
    // Not an Escape that something else handled, nor one inside a dialog that is open.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return
      close()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [close])
  return (
    <Notice
      floating
      action={
        <Button variant="secondary" size="sm" busy={retrying} onClick={retry}>
          {t('actions.retry')}
        </Button>
      }
      onDismiss={close}
    >
      {t('errors:overlayLoad')}
    </Notice>
  )
}

/**
 * On a first visit the language chooser opens right after the first render: its code is fetched at
 * start-up, beside the page's, instead of after it.
 */
export function preloadLanguageChooser(): void {
  // A failed fetch is tried again when the chooser renders.
  void LanguageChooserDialog.fetchAhead()
}

/**
 * Every overlay's code, to fetch ahead (src/app/fetchAhead.ts), so the first opening is instant.
 * Offline, a fetch ahead fails quietly: the overlay fetches again when it first opens.
 */
export const overlayFetches = (): (() => Promise<void>)[] =>
  [
    MessagesPanel,
    NotificationsPanel,
    SettingsDialog,
    LanguageChooserDialog,
    MobileMenuPanel,
    AccountMenu,
  ].map((component) => component.fetchAhead)
