import type { ReactNode } from 'react'
import styles from './ListPage.module.css'

/**
 * The frame of a list screen (competitions, players): the page's only h1 and the sentence under it,
 * then the screen's filters and list. `className` sets the screen's own gap between them.
 */
export function ListPage({
  title,
  lead,
  className,
  children,
}: {
  title: string
  lead: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  )
}
