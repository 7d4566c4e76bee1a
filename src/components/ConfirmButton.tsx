import { useState } from 'react'
import { Button, type ButtonProps } from './Button'
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'

export interface ConfirmButtonProps extends Omit<
  ButtonProps,
  'variant' | 'busy' | 'onClick' | 'children'
> {
  /** The action runs: the button is busy and says so. */
  busy: boolean
  /** The label while busy ("Declining…"), translated. */
  busyLabel: string
  /** The label ("Decline"), translated. */
  children: string
  /** The dialog's texts: the question, what happens, and its two choices. */
  confirm: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'cancelLabel'>
  /** Runs the action once the person confirms. */
  onConfirm: () => void
}

/**
 * A secondary button for an action that cannot be undone (decline, cancel, leave, withdraw): it asks
 * first in a ConfirmDialog, and shows itself busy while the confirmed action runs.
 */
export function ConfirmButton({
  busy,
  busyLabel,
  children,
  confirm,
  onConfirm,
  ...props
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button {...props} variant="secondary" busy={busy} onClick={() => setConfirming(true)}>
        {busy ? busyLabel : children}
      </Button>
      <ConfirmDialog
        {...confirm}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onConfirm}
      />
    </>
  )
}

/**
 * A ConfirmButton's texts from one block of a namespace, which words a confirmation as `title`,
 * `body`, `confirm` and `keep`: `confirmTexts(t('confirmDecline', { returnObjects: true, team }))`.
 */
export function confirmTexts(block: {
  title: string
  body: string
  confirm: string
  keep: string
}): ConfirmButtonProps['confirm'] {
  return {
    title: block.title,
    description: block.body,
    confirmLabel: block.confirm,
    cancelLabel: block.keep,
  }
}
