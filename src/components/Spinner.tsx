import styles from './Spinner.module.css'

/** A busy indicator; `label` is announced to screen readers. */
export function Spinner({
  label,
  size = 32,
}: {
  /** What is loading, for screen readers only (it is not shown). */
  label: string
  /** Its diameter in pixels. */
  size?: number
}) {
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
