import type { ReactNode } from 'react'
import { SkeletonText } from './Skeleton'
import styles from './Badge.module.css'

export type BadgeTone = 'neutral' | 'accent' | 'premium' | 'success' | 'danger'

/** A short label beside a name or a title: a status, "Premium", "Premium only". */
export function Badge({
  tone = 'neutral',
  children,
}: {
  /**
   * The colour, by meaning: `neutral` a status, `accent` an offer, `premium` GVL Premium, `success`
   * done, `danger` expired or refused.
   */
  tone?: BadgeTone
  /** The label: a word or two. */
  children: ReactNode
}) {
  return <span className={[styles.badge, styles[tone]].join(' ')}>{children}</span>
}

/** A badge still to come: the neutral badge's pill, as tall, with a bar for its word. A shape. */
export function SkeletonBadge({
  width = '5em',
}: {
  /** The word's width. */
  width?: string
}) {
  return (
    <span className={`${styles.badge} ${styles.neutral}`} aria-hidden="true">
      <SkeletonText inline width={width} />
    </span>
  )
}
