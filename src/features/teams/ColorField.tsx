/** A colour field: a picker and the `#RRGGBB` text it fills (the team's colours on /create-team and /team/{id}). */
import type { ChangeEvent, FocusEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { HEX_COLOR_PATTERN } from '@/api/contracts/teams'
import { TextField } from '@/components/TextField'
import styles from './createTeam.module.css'

/** The colour to draw with: the typed one once it is a colour, the fallback until then. */
export const drawableColor = (value: string, fallback: string) =>
  HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : fallback

interface ColorFieldProps {
  label: string
  hint: string
  error?: string
  value: string
  /** The colour drawn by the picker while the text is not a colour. */
  fallback: string
  /** The picker's choice: the form writes it into the text field. */
  onPick: (color: string) => void
  name: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown
  ref?: Ref<HTMLInputElement>
}

export function ColorField({
  label,
  hint,
  error,
  value,
  fallback,
  onPick,
  ...text
}: ColorFieldProps) {
  const { t } = useTranslation('teams')
  return (
    <div className={styles.colorField}>
      <input
        type="color"
        className={styles.picker}
        aria-label={t('create.colorPicker', { label })}
        value={drawableColor(value, fallback)}
        onChange={(event) => onPick(event.target.value)}
      />
      <TextField
        {...text}
        className={styles.colorText}
        label={label}
        hint={hint}
        error={error}
        autoComplete="off"
        identifier
        maxLength={7}
      />
    </div>
  )
}
