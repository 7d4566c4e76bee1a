import type { ReactNode } from 'react'
import styles from './NarrowPage.module.css'

/** What a page frame takes: its heading, the sentence under it, and the screen's body. */
export interface PageFrameProps {
  /** The page's heading, its only h1. */
  title: string
  /** The sentence under the heading that says what the page is for. */
  lead: string
  /** The screen's body under the header. */
  children: ReactNode
}

/**
 * The narrow (880 px) screen frame of the invitations, infractions and team-registration screens:
 * the page's only h1, the sentence under it that says what the page is for, then the screen's body.
 */
export function NarrowPage({ title, lead, children }: PageFrameProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.muted}>{lead}</p>
      </header>
      {children}
    </div>
  )
}
