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
  /**
   * The field asks for one of the player's account details: it sets the input's type, the token the
   * browser and password managers fill it by, and (for a username or an email) `identifier`.
   */
  credential?: Credential
  /** The input element (react-hook-form's `register` passes one). */
  ref?: Ref<HTMLInputElement>
}

const IDENTIFIER = { autoCapitalize: 'none', spellCheck: false } as const

/** Each account detail's input: its type and autofill token (WHATWG HTML, "Autofill"). */
const CREDENTIALS = {
  username: { ...IDENTIFIER, autoComplete: 'username' },
  // An email input is never capitalised and takes no `autocapitalize` (HTML: it does not apply).
  email: { spellCheck: false, type: 'email', autoComplete: 'email' },
  'current-password': { type: 'password', autoComplete: 'current-password' },
  'new-password': { type: 'password', autoComplete: 'new-password' },
} as const

type Credential = keyof typeof CREDENTIALS

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  identifier,
  credential,
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
        {...(credential ? CREDENTIALS[credential] : null)}
        {...props}
        {...control}
        ref={ref}
        className={formStyles.control}
      />
    </FieldFrame>
  )
}
