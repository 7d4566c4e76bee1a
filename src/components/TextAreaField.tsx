import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame, useFieldControl, type FieldProps } from './FieldFrame'
import formStyles from './Form.module.css'

export type TextAreaFieldProps = FieldProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>

/** A labelled multi-line text box with its hint, an extra line (a counter) and its error tied to it. */
export function TextAreaField({ label, hint, error, extra, ref, ...props }: TextAreaFieldProps) {
  const control = useFieldControl({ hint, error, extra })
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error} extra={extra}>
      <textarea
        {...props}
        {...control}
        ref={ref}
        className={[formStyles.control, formStyles.textarea].join(' ')}
      />
    </FieldFrame>
  )
}
