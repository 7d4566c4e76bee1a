import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import styles from './Button.module.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * `primary` for the main action, `secondary` for the others, `ghost` (no background) for a quiet
   * one, `danger` for a destructive one.
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  /**
   * `md` is 44 px tall (a touch target); `sm`, 32 px with smaller text, sits in rows, cards and
   * inline messages.
   */
  size?: 'md' | 'sm'
  /**
   * Shows a busy state and ignores clicks (and the form submission they would start) while an
   * action runs. The button stays focusable: `aria-disabled`, not `disabled`, so a keyboard user
   * who pressed it keeps their place.
   */
  busy?: boolean
}

/**
 * The app's button, in four variants and two sizes, with a busy state while its action runs. It
 * takes every attribute of a `<button>` and defaults to `type="button"`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  className,
  disabled,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Cancelling the click also cancels the submission a submit button (or Enter in a field) starts.
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
      className={[styles.button, styles[variant], styles[size], className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </button>
  )
}
