import styles from './PageHeader.module.css'

/** A page's heading (the page's only h1) and the sentence under it that says what the page is for. */
export function PageHeader({
  title,
  lead,
  titleId,
}: {
  title: string
  lead: string
  titleId?: string
}) {
  return (
    <header className={styles.header}>
      <h1 id={titleId}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </header>
  )
}
