import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import { describedBy, FieldFrame, type FieldFrameProps } from './FieldFrame'
import formStyles from './Form.module.css'

export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
    /** The element (react-hook-form's `register` passes one). */
    ref?: Ref<HTMLTextAreaElement>
  }

/** A labelled multi-line text box with its hint, an extra line (a counter) and its error tied to it. */
export function TextAreaField({ label, hint, error, extra, ref, ...props }: TextAreaFieldProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} extra={extra}>
      <textarea
        {...props}
        ref={ref}
        id={id}
        className={[formStyles.control, formStyles.textarea].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, extra })}
      />
    </FieldFrame>
  )
}
