/**
 * "Are you sure?" before an action that cannot be undone (decline an invitation, cancel one). Radix
 * Dialog with the alertdialog role: focus starts on the safe choice (cancel), Escape and the overlay
 * cancel, and focus returns to the control that opened it. Texts come from the caller (any namespace).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import { Button } from './Button'
import { useReturnFocus } from './useReturnFocus'
import { DialogActions, ModalDialog } from './ModalDialog'

export interface ConfirmDialogProps {
  /** Whether the dialog shows; the caller owns this state. */
  open: boolean
  /** Called with `false` when the person cancels (the cancel button, Escape, the overlay) or confirms. */
  onOpenChange: (open: boolean) => void
  /** The question ("Decline Lone Star FC's invitation?"), also the dialog's accessible name. */
  title: string
  /** What happens if the person confirms. */
  description: string
  /** The confirming button: the action itself ("Decline invitation"). */
  confirmLabel: string
  /** The safe choice ("Keep it"), where focus starts. */
  cancelLabel: string
  /** Called on confirm; the dialog closes itself. */
  onConfirm: () => void
  /** `danger` for a destructive action (the default), `primary` otherwise. */
  tone?: 'danger' | 'primary'
}

/** "Are you sure?" before an action that cannot be undone, with focus on the safe choice. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null)
  const returnFocus = useReturnFocus(open)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalDialog
        ref={contentRef}
        role="alertdialog"
        size="compact"
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          contentRef.current?.querySelector<HTMLElement>('[data-safe-choice]')?.focus()
        }}
        onCloseAutoFocus={returnFocus}
      >
        <DialogActions>
          <Dialog.Close asChild>
            <Button variant="secondary" data-safe-choice="">
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button
            variant={tone}
            onClick={() => {
              onOpenChange(false)
              onConfirm()
            }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Dialog.Root>
  )
}
