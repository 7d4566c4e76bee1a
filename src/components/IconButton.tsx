import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './IconButton.module.css'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: an icon button has no visible text. */
  label: string
  /** The icon, drawn at the button's size; `label` names the button. */
  icon: ReactNode
  /** A small count badge (unread items); hidden when 0. */
  badge?: number
  /** For a button that opens a panel or dialog: whether it is open now, said to screen readers. */
  panelOpen?: boolean
}

/**
 * A square button that shows only an icon, named by `label`, with an optional count badge. It
 * takes every attribute of a `<button>`.
 */
export function IconButton({
  label,
  icon,
  badge,
  panelOpen,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      aria-haspopup={panelOpen === undefined ? undefined : 'dialog'}
      aria-expanded={panelOpen}
      {...props}
      type={type}
      aria-label={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      {icon}
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </button>
  )
}
