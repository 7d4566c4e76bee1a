/**
 * A competition tab's frame: its column of blocks under the tab's heading, as a section the heading
 * names once the data is there, or as its shape while the data loads.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './CompetitionScreen.module.css'

/** The tabs headed by their own title (`<tab>.title`). */
type TitledTab = 'fixtures' | 'stats' | 'teams'

/** A tab's data: a section named by the tab's heading (`<tab>-title`), the blocks under it. */
export function TabSection({ tab, children }: { tab: TitledTab; children: ReactNode }) {
  const { t } = useTranslation('competitions')
  return (
    <section aria-labelledby={`${tab}-title`} className={styles.stack}>
      <h2 id={`${tab}-title`}>{t(`${tab}.title`)}</h2>
      {children}
    </section>
  )
}

/**
 * A tab's shapes while its data loads (hidden from assistive tech): the heading the data will have (a
 * cup's bracket's, none above a league table), then the shapes in the tab's column.
 */
export function TabShape({
  heading,
  children,
}: {
  /** Whose title heads the tab. */
  heading?: TitledTab | 'bracket'
  children: ReactNode
}) {
  const { t } = useTranslation('competitions')
  return (
    <div className={styles.stack} aria-hidden="true">
      {heading ? <h2>{t(`${heading}.title`)}</h2> : null}
      {children}
    </div>
  )
}
