import { useId, type SelectHTMLAttributes } from 'react'
import formStyles from '@/components/Form.module.css'
import styles from './dialog.module.css'

/** A choice in the settings dialog: its label, its hint when it has one, and the select below them. */
export function SettingsSelect({
  label,
  hint,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  /** The field's name, translated. */
  label: string
  /** What the choice changes, shown between the label and the select. */
  hint?: string
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className={styles.select}
        aria-describedby={hint ? hintId : undefined}
        {...select}
      >
        {children}
      </select>
    </div>
  )
}
