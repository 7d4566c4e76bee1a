import { useId, type Ref, type SelectHTMLAttributes } from 'react'
import { describedBy, FieldFrame, type FieldFrameProps } from './FieldFrame'
import formStyles from './Form.module.css'

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    /** The element (react-hook-form's `register` passes one). */
    ref?: Ref<HTMLSelectElement>
  }

/** A labelled native select (its options are the children) with its hint and error tied to it. */
export function SelectField({ label, hint, error, children, ref, ...props }: SelectFieldProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...props}
        ref={ref}
        id={id}
        className={formStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        {children}
      </select>
    </FieldFrame>
  )
}
