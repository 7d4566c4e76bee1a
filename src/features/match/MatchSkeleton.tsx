import { useTranslation } from 'react-i18next'
import detailStyles from '@/components/DetailPage.module.css'
import { Skeleton, SkeletonBlock, SkeletonLine, SkeletonText } from '@/components/Skeleton'
import styles from './match.module.css'

/**
 * The match page while it loads: the scoreboard's shapes in the header card (both crests and names
 * around the score, the line of facts under it), then the goals' title and a few lines.
 */
export function MatchSkeleton() {
  const { t } = useTranslation('match')
  const side = (
    <span className={styles.side}>
      <SkeletonBlock width={56} height={56} radius="full" />
      <SkeletonText inline width="9em" />
    </span>
  )
  return (
    <Skeleton label={t('loading')} className={detailStyles.page}>
      <div className={`${detailStyles.headerCard} ${styles.header}`} aria-hidden="true">
        <p className={styles.context}>
          <SkeletonText inline width="18em" />
        </p>
        <div className={styles.scoreboard}>
          {side}
          <span className={styles.score}>
            <SkeletonText inline width="2.5ch" />
          </span>
          {side}
        </div>
        <p className={styles.facts}>
          <SkeletonText inline width="22em" />
        </p>
      </div>
      <div className={styles.section} aria-hidden="true">
        <SkeletonLine as="h2" width="6em" />
        <SkeletonText width="60%" />
        <SkeletonText width="50%" />
      </div>
    </Skeleton>
  )
}
