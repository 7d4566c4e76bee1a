/**
 * A panel that slides in from the side (notifications, messages, the mobile menu), built on Radix
 * Dialog: focus moves in and is restored on close, Escape and the overlay close it, and page
 * scrolling is locked while it is open.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from './Skeleton'
import { useReturnFocus } from './useReturnFocus'
import styles from './Sheet.module.css'
import bodyStyles from './SheetBody.module.css'

export interface SheetProps {
  /** Whether the panel shows; the caller owns this state. */
  open: boolean
  /** Called with `false` when the person closes it (the close button, Escape, the overlay). */
  onOpenChange: (open: boolean) => void
  /** The visible title, also the dialog's accessible name. Replace the header with `header`. */
  title: ReactNode
  /** A custom header (e.g. the chat's back arrow and partner name); must contain the title. */
  header?: ReactNode
  /** The edge it slides in from. */
  side?: 'left' | 'right'
  /** The panel's content, which scrolls between the header and the footer. */
  children: ReactNode
  /** Optional footer pinned to the bottom (a message composer). */
  footer?: ReactNode
}

/** A panel that slides in from the side, with a title, a close button and an optional footer. */
export function Sheet({
  open,
  onOpenChange,
  title,
  header,
  side = 'right',
  children,
  footer,
}: SheetProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          data-side={side}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.header}>
            {header ?? <Dialog.Title className={styles.title}>{title}</Dialog.Title>}
            <Dialog.Close className={styles.close} aria-label={t('actions.close')}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export const SheetTitle = Dialog.Title

/**
 * What a sheet's body shows while its list loads: the list's skeleton (its rows as shapes, as tall as
 * the rows to come), in a region that says what is loading.
 */
export function SheetLoading({
  label,
  children,
}: {
  /** What is loading, translated: the region's status for screen readers. */
  label: string
  /** The rows' shapes, laid out as the list will be. */
  children: ReactNode
}) {
  return <Skeleton label={label}>{children}</Skeleton>
}

/** What a sheet's body says when its list is empty: one muted, centred sentence. */
export function SheetEmpty({ children }: { /** The sentence, translated. */ children: string }) {
  return <p className={bodyStyles.empty}>{children}</p>
}
