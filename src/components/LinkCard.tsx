import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './LinkCard.module.css'

/**
 * The title of a card whose whole surface follows its link (a card composing LinkCard.module.css's
 * `card`): the heading, and in it the link, the card's one focusable element.
 */
export function LinkCardTitle({
  as: Heading = 'h3',
  to,
  className,
  children,
}: {
  /** The heading's level where the card stands. */
  as?: 'h2' | 'h3'
  /** Where the card leads. */
  to: string
  /** The heading's class (its size and margin). */
  className?: string
  /** The title, the link's text. */
  children: ReactNode
}) {
  return (
    <Heading className={className}>
      <Link to={to} className={styles.link}>
        {children}
      </Link>
    </Heading>
  )
}
