import type { ReactNode } from 'react'
import { TitledSection } from '@/components/TitledSection'
import styles from './profileSections.module.css'

/** A card with a heading that names it (a landmark a screen reader can jump to). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  )
}
