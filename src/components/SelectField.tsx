import type { SelectHTMLAttributes } from 'react'
import { FieldFrame, useFieldControl, type FieldProps } from './FieldFrame'
import formStyles from './Form.module.css'

export type SelectFieldProps = FieldProps<
  SelectHTMLAttributes<HTMLSelectElement>,
  HTMLSelectElement
>

/** A labelled native select (its options are the children) with its hint and error tied to it. */
export function SelectField({ label, hint, error, children, ref, ...props }: SelectFieldProps) {
  const control = useFieldControl({ hint, error })
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error}>
      <select {...props} {...control} ref={ref} className={formStyles.control}>
        {children}
      </select>
    </FieldFrame>
  )
}
