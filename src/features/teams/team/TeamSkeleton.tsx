/**
 * A team's page while it loads: TeamHeader and TeamOverview's layout with shapes where the team's
 * data will be. The header card (crest, name, tag line, facts, description), the roster's table, the
 * fixtures and results side by side, then the stats and the competitions, each with its heading.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SkeletonBadge } from '@/components/Badge'
import { SkeletonTable } from '@/components/DataTable'
import {
  Skeleton,
  SkeletonLine,
  SkeletonList,
  SkeletonMedia,
  SkeletonText,
} from '@/components/Skeleton'
import { useRosterColumns } from './TeamOverview'
import styles from './team.module.css'

/** How many roster rows, fixtures and results the skeleton draws: a usual team's. */
const ROSTER_ROWS = 12
const MATCHES = 5

function SectionShape({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <h2>{title}</h2>
      </div>
      {children}
    </div>
  )
}

function MatchesShape({ title }: { title: string }) {
  return (
    <SectionShape title={title}>
      <SkeletonList
        count={MATCHES}
        className={styles.matches}
        itemClassName={styles.match}
        hidden={false}
      >
        <SkeletonLine className={styles.matchMeta} width="20em" />
        <SkeletonLine className={styles.matchLine} inline width="12em" />
      </SkeletonList>
    </SectionShape>
  )
}

export function TeamSkeleton() {
  const { t } = useTranslation('teams')
  return (
    <Skeleton label={t('loading')} className={styles.page}>
      <header className={`${styles.header} ${styles.headerSkeleton}`} aria-hidden="true">
        <SkeletonMedia size={96} radius="md" as="div" className={styles.headerText}>
          <SkeletonLine as="h1" className={styles.name} width="9em" />
          <p className={styles.tagLine}>
            <SkeletonText inline width="3em" />
            <SkeletonText inline width="6em" />
            <SkeletonBadge width="5em" />
          </p>
          <dl className={styles.facts}>
            {['5em', '5em', '8em'].map((width, index) => (
              <div key={index}>
                <SkeletonLine as="dt" width="5em" />
                <SkeletonLine as="dd" width={width} />
              </div>
            ))}
          </dl>
          <SkeletonLine className={styles.description} lines={2} width="45%" />
        </SkeletonMedia>
      </header>
      <div className={styles.overview} aria-hidden="true">
        <SectionShape title={t('roster.title')}>
          <SkeletonTable
            caption={<SkeletonText width="16em" />}
            columns={useRosterColumns(null)}
            rows={ROSTER_ROWS}
          />
        </SectionShape>
        <div className={styles.columns}>
          <MatchesShape title={t('matches.fixtures')} />
          <MatchesShape title={t('matches.results')} />
        </div>
        <div className={styles.columns}>
          <SectionShape title={t('stats.title')}>
            <SkeletonList count={7} as="dl" item="div" className={styles.stats} hidden={false}>
              <SkeletonLine as="dt" width="70%" />
              <SkeletonLine as="dd" width="2ch" />
            </SkeletonList>
          </SectionShape>
          <SectionShape title={t('competitions.title')}>
            <SkeletonList count={3} className={styles.competitions} hidden={false}>
              <SkeletonText inline width="16em" />
              <SkeletonBadge width="4em" />
            </SkeletonList>
          </SectionShape>
        </div>
      </div>
    </Skeleton>
  )
}
