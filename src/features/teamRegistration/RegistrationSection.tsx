import type { ReactNode } from 'react'
import { TitledSection } from '@/components/TitledSection'
import narrowStyles from '@/components/NarrowPage.module.css'
import styles from './RegisterTeamScreen.module.css'

/** One of the page's sections: the competitions, the checks, the team's registrations. */
export function RegistrationSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      className={styles.section}
      titleClassName={narrowStyles.sectionTitle}
    >
      {children}
    </TitledSection>
  )
}
