import styles from './PageHeader.module.css'

/** A page's heading (the page's only h1) and the sentence under it that says what the page is for. */
export function PageHeader({
  title,
  lead,
  titleId,
}: {
  /** The page's title: its h1. */
  title: string
  /** One sentence under it: what the page is for. */
  lead: string
  /** The h1's id, for a region the title names (`aria-labelledby`). */
  titleId?: string
}) {
  return (
    <header className={styles.header}>
      <h1 id={titleId}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  )
}
