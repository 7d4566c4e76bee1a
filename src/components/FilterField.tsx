import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { Button } from './Button'
import styles from './FilterBar.module.css'

interface FilterFieldProps {
  /** The filter's name, shown above its control. */
  label: string
  /** The field's class, when a screen's bar lays its fields out with classes of its own. */
  className?: string
  /** The control's class, when a screen's bar widens or restyles the kit's control. */
  controlClassName?: string
}

/**
 * A list screen's filter bar: a search landmark named by `label`. Submitting it (Enter in its search
 * box) applies the typed text at once; the page does not reload.
 */
export function FilterForm({
  label,
  className,
  onSubmit,
  children,
}: {
  /** What the landmark is called ("Filter players"). */
  label: string
  /** The screen's layout of its filters. */
  className?: string
  /** Applies what was typed, without waiting. */
  onSubmit: () => void
  /** The filters. */
  children: ReactNode
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** A filter bar's text search: its small muted label above the box. */
export function FilterSearch({
  label,
  className = styles.field,
  controlClassName = styles.control,
  ...props
}: FilterFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'>) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input {...props} id={id} type="search" className={controlClassName} />
    </div>
  )
}

interface FilterChoicesProps {
  /** The choice that filters nothing (the empty value), listed first ("Any platform"). */
  anyLabel?: string
  /** The choices after it, as value and translated label; any `children` options follow them. */
  options?: readonly (readonly [value: string, label: string])[]
}

/** A filter bar's list of choices: its small muted label above it. */
export function FilterSelect({
  label,
  className = styles.field,
  controlClassName = styles.control,
  anyLabel,
  options = [],
  children,
  ...props
}: FilterFieldProps &
  FilterChoicesProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select {...props} id={id} className={controlClassName}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
        {children}
      </select>
    </div>
  )
}

/** A filter bar's "Clear filters", shown only while something filters. */
export function FilterClear({
  shown,
  className,
  onClear,
  children,
}: {
  shown: boolean
  /** The button's class, where the screen's bar places it. */
  className?: string
  onClear: () => void
  children: ReactNode
}) {
  return shown ? (
    <Button variant="ghost" size="sm" className={className} onClick={onClear}>
      {children}
    </Button>
  ) : null
}
