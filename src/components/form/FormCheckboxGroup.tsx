import { useId } from 'react'
import formStyles from '../Form.module.css'
import styles from './CheckboxGroup.module.css'
import { useFormField } from './FormFields'

/**
 * A set of choices of which several may be taken (the evenings someone plays, the positions a club
 * wants), bound by name to an array field of its form (inside FormFields): a fieldset of checkboxes
 * under its legend, with its hint and the field's error tied to the group.
 */
export function FormCheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  /** The form's array field. */
  name: string
  /** The group's name, translated. */
  legend: string
  /** Help under the legend ("One to three"), tied to the group. */
  hint?: string
  /** The choices, as value and translated label, in their order. */
  options: readonly (readonly [value: string, label: string])[]
}) {
  const { error, ...field } = useFormField(name)
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return (
    <fieldset className={styles.group} aria-describedby={describedBy.join(' ') || undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options}>
        {options.map(([value, label]) => (
          <label key={value} className={styles.option}>
            {/* One registration for every box: react-hook-form reads their checked values as an array. */}
            <input
              {...field}
              type="checkbox"
              value={value}
              aria-invalid={error ? true : undefined}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
