import type { InputHTMLAttributes, Ref } from 'react'
import { FieldFrame, useFieldControl } from './FieldFrame'
import formStyles from './Form.module.css'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, also the input's accessible name. */
  label: string
  /** A translated error shown under the field and announced with it. */
  error?: string | false
  /** A short help text under the field, read with it. */
  hint?: string
  /**
   * The value is an identifier typed to the letter (a username, an email, a platform ID): the browser
   * neither capitalises nor spell-checks it.
   */
  identifier?: boolean
  /** The input element (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>
}

const IDENTIFIER = { autoCapitalize: 'none', spellCheck: false } as const

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  identifier,
  id,
  className,
  ref,
  ...props
}: TextFieldProps) {
  const control = useFieldControl({ hint, error }, id)
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error} className={className}>
      <input
        {...(identifier ? IDENTIFIER : null)}
        {...props}
        {...control}
        ref={ref}
        className={formStyles.control}
      />
    </FieldFrame>
  )
}
