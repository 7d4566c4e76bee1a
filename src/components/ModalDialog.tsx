/**
 * The body of a centred modal dialog, for use inside a Radix `Dialog.Root` (which the caller owns, with
 * its trigger and open state): the dimmed overlay, the panel, its title and description (the dialog's
 * accessible name and description) and, when `closeLabel` is given, a close button. Radix traps focus,
 * closes on Escape and the overlay, and returns focus; callers add `onOpenAutoFocus` and
 * `onCloseAutoFocus` where the first or the returning focus should be elsewhere.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import styles from './ModalDialog.module.css'

export interface ModalDialogProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  /** The dialog's title, also its accessible name. */
  title: ReactNode
  /** A sentence under the title, also its accessible description. */
  description: ReactNode
  /** The close button's accessible name; without it there is no close button. */
  closeLabel?: string
  /** `compact` for a short question and its answers. */
  size?: 'regular' | 'compact'
}

/**
 * A centred modal dialog (overlay, panel, title, description, close button) inside the caller's
 * Radix `Dialog.Root`.
 */
export function ModalDialog({
  title,
  description,
  closeLabel,
  size = 'regular',
  className,
  children,
  ...content
}: ModalDialogProps) {
  const classes = [styles.dialog, size === 'compact' ? styles.compact : '', className ?? '']
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content className={classes.filter(Boolean).join(' ')} {...content}>
        <div className={styles.header}>
          <div className={styles.heading}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          </div>
          {closeLabel === undefined ? null : (
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          )}
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  )
}

/** The row of buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
