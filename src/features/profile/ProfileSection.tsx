import { useId, type ReactNode } from 'react'
import styles from './profileSections.module.css'

/** A card with a heading that names it (a landmark a screen reader can jump to). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
