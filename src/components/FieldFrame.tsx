import type { ReactNode } from 'react'
import formStyles from './Form.module.css'

export interface FieldFrameProps {
  /** The visible label, also the control's accessible name. */
  label: string
  /** Help under the control, tied to it for assistive technology. */
  hint?: ReactNode
  /** A translated error shown under the control and announced with it. */
  error?: string | false
  /** Shown after the hint (a live counter, for example). */
  extra?: ReactNode
}

/** The ids a control names in `aria-describedby`: its hint, its extra line and its error, when shown. */
export function describedBy(id: string, { hint, error, extra }: Omit<FieldFrameProps, 'label'>) {
  return (
    [hint ? `${id}-hint` : null, extra ? `${id}-extra` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined
  )
}

/** A control's label above it, and its hint, extra line and error below, each with the id it is named by. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  extra,
  className,
  children,
}: FieldFrameProps & {
  id: string
  /** The frame's own class besides the kit's, where a form lays its fields out. */
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className ? `${formStyles.field} ${className}` : formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {extra ? (
        <p id={`${id}-extra`} className={formStyles.hint}>
          {extra}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
