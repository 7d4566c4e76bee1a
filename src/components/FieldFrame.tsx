import { useId, type ReactNode, type Ref } from 'react'
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

/** A kit field's props: its frame's texts, its control's own attributes, and the control's ref. */
export type FieldProps<Attributes, ControlElement> = FieldFrameProps &
  Omit<Attributes, 'id'> & {
    /** The control element (react-hook-form's `register` passes one). */
    ref?: Ref<ControlElement>
  }

/**
 * A control's wiring to its frame: its id (the given one, else a new one), invalid while the frame
 * shows an error, and described by the hint, extra line and error the frame shows.
 */
export function useFieldControl(
  { hint, error, extra }: Omit<FieldFrameProps, 'label'>,
  id?: string,
) {
  const generated = useId()
  const controlId = id ?? generated
  const describedBy = [
    hint ? `${controlId}-hint` : null,
    extra ? `${controlId}-extra` : null,
    error ? `${controlId}-error` : null,
  ].filter(Boolean)
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
  }
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
