import styles from './Skeleton.module.css'

/** Grey placeholders in the shape of what is coming; the label is what a screen reader hears. */
export function Skeleton({
  label,
  shape,
  count = 3,
}: {
  /** What is loading, for screen readers only ("Loading the competitions…"). */
  label: string
  /** `card` for a grid of cards, `row` for a list. */
  shape: 'card' | 'row'
  /** How many placeholders. */
  count?: number
}) {
  return (
    <div role="status" className={shape === 'card' ? styles.skeletonCards : styles.skeletonRows}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={shape === 'card' ? styles.skeletonCard : styles.skeletonRow}
        />
      ))}
    </div>
  )
}
