import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { describedBy, FieldFrame } from './FieldFrame'
import formStyles from './Form.module.css'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, also the input's accessible name. */
  label: string
  /** A translated error shown under the field and announced with it. */
  error?: string | false
  /** A short help text under the field, read with it. */
  hint?: string
  /** The input element (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({ label, error, hint, id, className, ref, ...props }: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        {...props}
        ref={ref}
        id={inputId}
        className={formStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { hint, error })}
      />
    </FieldFrame>
  )
}
