import type { ReactNode } from 'react'
import styles from './ListPage.module.css'

/**
 * The frame of a list screen (competitions, players, the market): the tabs of its area when it has
 * some, the page's only h1 and the sentence under it, then the screen's filters and list.
 * `className` sets the screen's own gap between them.
 */
export function ListPage({
  title,
  lead,
  tabs,
  className,
  children,
}: {
  /** The page's heading, its only h1. */
  title: string
  /** The sentence under the heading that says what the list holds. */
  lead: string
  /** The tab strip of the area the page belongs to (the Players area's), above the heading. */
  tabs?: ReactNode
  /** The screen's own class: the gap between the header, the filters and the list. */
  className?: string
  /** The screen's filters and list. */
  children: ReactNode
}) {
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page}>
      {tabs}
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  )
}
