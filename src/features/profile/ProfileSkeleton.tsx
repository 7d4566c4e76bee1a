/**
 * A profile while it loads (/profile/:id and one's own /profile): PlayerProfileView's layout with
 * shapes where the player's data will be. The header card (the avatar, the name, the country line, a
 * badge's line, the actions), the details column (team, details) beside the stats (career tiles, the
 * season's table, the ratings chart), then the recent matches, each section with its heading.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SkeletonBadge } from '@/components/Badge'
import {
  Skeleton,
  SkeletonBlock,
  SkeletonLine,
  SkeletonList,
  SkeletonMedia,
  SkeletonText,
} from '@/components/Skeleton'
import { RecentMatchesSkeleton, SeasonStatsSkeleton } from './ProfileStats'
import detailStyles from '@/components/DetailPage.module.css'
import sectionStyles from './profileSections.module.css'
import privateStyles from './MyProfilePrivate.module.css'
import styles from './ProfileScreen.module.css'

/** A section's card with its heading (ProfileSection's look). */
function SectionShape({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{title}</h2>
      {children}
    </div>
  )
}

/** Term and value lines, as the sections' fact lists lay them out. */
function FactsShape({ widths }: { widths: string[] }) {
  return (
    <dl className={sectionStyles.facts}>
      {widths.map((width, index) => (
        <div key={index}>
          <SkeletonLine as="dt" width="6em" />
          <SkeletonLine as="dd" width={width} />
        </div>
      ))}
    </dl>
  )
}

export function ProfileSkeleton({
  label,
  children,
}: {
  /** What is loading, translated. */
  label: string
  /** The shapes of what shows under the header (one's own profile: its private panels). */
  children?: ReactNode
}) {
  const { t } = useTranslation('profile')
  return (
    <Skeleton label={label} className={detailStyles.page}>
      <header className={`${detailStyles.headerCard} ${styles.header}`} aria-hidden="true">
        <SkeletonMedia size={96} as="div" className={styles.identity}>
          <SkeletonLine as="h1" className={styles.name} width="7em" />
          <p className={styles.summary}>
            {/* A flag's glyph, unseen: the emoji font makes the country's line a little taller. */}
            <span className={`${styles.flag} ${styles.unseen}`}>🏳</span>{' '}
            <SkeletonText inline width="13em" />
          </p>
          <p className={styles.badges}>
            <SkeletonBadge />
          </p>
        </SkeletonMedia>
        <SkeletonBlock width={150} height={44} />
      </header>
      {children}
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.aside}>
          <SectionShape title={t('team.heading')}>
            <p className={sectionStyles.team}>
              <SkeletonBlock width={40} height={40} radius="md" />
              <SkeletonText inline width="9em" />
            </p>
            <FactsShape widths={['4em', '2em', '6em']} />
          </SectionShape>
          <SectionShape title={t('details.heading')}>
            <FactsShape widths={['8em', '6em', '7em', '4em', '7em', '8em', '2em', '6em']} />
          </SectionShape>
        </div>
        <div className={styles.main}>
          <SectionShape title={t('career.heading')}>
            <SkeletonList
              count={7}
              as="dl"
              item="div"
              className={sectionStyles.tiles}
              itemClassName={sectionStyles.tile}
              hidden={false}
            >
              <SkeletonLine as="dt" width="70%" />
              <SkeletonLine as="dd" width="2ch" />
            </SkeletonList>
          </SectionShape>
          <SectionShape title={t('season.heading')}>
            <SeasonStatsSkeleton />
          </SectionShape>
          <SectionShape title={t('ratings.heading')}>
            <div className={sectionStyles.chart}>
              <SkeletonBlock aspectRatio="480 / 200" className={sectionStyles.chartSvg} faint />
              <div className={sectionStyles.chartData}>
                <SkeletonLine className={sectionStyles.chartSummary} width="14em" />
              </div>
            </div>
          </SectionShape>
        </div>
      </div>
      <div aria-hidden="true">
        <SectionShape title={t('matches.heading')}>
          <RecentMatchesSkeleton />
        </SectionShape>
      </div>
    </Skeleton>
  )
}

/** One's own profile's private panels while it loads: the email card and the prompts' card. */
export function MyProfilePrivateSkeleton() {
  const { t } = useTranslation('profile')
  return (
    <div className={privateStyles.panels} aria-hidden="true">
      <SectionShape title={t('mine.private.heading')}>
        <SkeletonLine className={sectionStyles.muted} lines={2} width="40%" />
        <dl className={privateStyles.facts}>
          <SkeletonLine as="dt" width="4em" />
          <dd>
            <SkeletonText width="14em" />
            <SkeletonLine as="span" className={sectionStyles.muted} width="18em" />
          </dd>
        </dl>
        <SkeletonLine className={sectionStyles.muted} width="12em" />
      </SectionShape>
      <SectionShape title={t('mine.prompts.heading')}>
        <SkeletonLine className={sectionStyles.muted} width="60%" />
      </SectionShape>
    </div>
  )
}
