/**
 * /infractions (issue 5): the signed-in player's disciplinary record. First the strikes that count
 * now (prominent) and any suspension in force, then every infraction, newest first, each with its
 * appeal: a form while it is active and never appealed (once per infraction), else the appeal sent.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { InfractionsSummary } from '@/api/contracts/infractions'
import { STRIKE_DAYS } from '@/api/contracts/league'
import { EmptyState } from '@/components/EmptyState'
import { QueryPending } from '@/components/QueryPending'
import { SkeletonBadge } from '@/components/Badge'
import { Skeleton, SkeletonBlock, SkeletonLine } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { InfractionCard } from './InfractionCard'
import { useGetMyInfractionsQuery } from '@/api/endpoints/infractionsApi'
import { NarrowPage } from '@/components/NarrowPage'
import listStyles from '@/components/List.module.css'
import narrowStyles from '@/components/NarrowPage.module.css'
import styles from './InfractionsScreen.module.css'

export function InfractionsScreen() {
  const { t } = useTranslation('infractions')
  const result = useGetMyInfractionsQuery()

  let body
  if (!result.data) {
    body = <QueryPending result={result} loading={<InfractionsSkeleton />} error={t('error')} />
  } else if (result.data.items.length === 0) {
    body = (
      <EmptyState title={t('empty.title')} action={<Link to="/terms">{t('empty.action')}</Link>}>
        <p>{t('empty.body')}</p>
      </EmptyState>
    )
  } else {
    body = (
      <>
        <Summary summary={result.data.summary} />
        <section className={styles.section} aria-labelledby="infractions-list-heading">
          <h2 id="infractions-list-heading" className={narrowStyles.sectionTitle}>
            {t('list.heading')}
          </h2>
          <ul className={listStyles.cards}>
            {result.data.items.map((infraction) => (
              <li key={infraction.id}>
                <InfractionCard infraction={infraction} />
              </li>
            ))}
          </ul>
        </section>
      </>
    )
  }

  return (
    <NarrowPage title={t('title')} lead={t('lead')}>
      {body}
    </NarrowPage>
  )
}

function Summary({ summary }: { summary: InfractionsSummary }) {
  const { t } = useTranslation('infractions')
  const format = useLeagueFormat()
  const suspended = summary.activeSuspensions > 0
  return (
    <section className={styles.summary} aria-labelledby="infractions-summary-heading">
      <h2 id="infractions-summary-heading" className={narrowStyles.sectionTitle}>
        {t('summary.heading')}
      </h2>
      <p className={styles.strikes} data-clean={summary.activeStrikes === 0 || undefined}>
        <span className={styles.strikesNumber}>{format.number(summary.activeStrikes)}</span>{' '}
        <span className={styles.strikesLabel}>
          {t('summary.activeStrikes', { count: summary.activeStrikes })}
        </span>
      </p>
      <p className={suspended ? styles.suspended : narrowStyles.muted}>
        {suspended
          ? t('summary.suspensions', {
              count: summary.activeSuspensions,
              formatted: format.number(summary.activeSuspensions),
            })
          : t('summary.noSuspensions')}
      </p>
      <p className={narrowStyles.muted}>
        {t('summary.rule', { days: format.number(STRIKE_DAYS) })}
      </p>
    </section>
  )
}

/** How many infractions the skeleton draws. */
const SKELETON_CARDS = 2

/**
 * An infraction's facts as the skeleton draws them, each its width and lines: the competition's name
 * and the match (its teams, then its date) take more than one line in the card's columns.
 */
const SKELETON_FACTS: [string, number][] = [
  ['50%', 2],
  ['60%', 3],
  ['8em', 1],
  ['1em', 1],
  ['6em', 1],
  ['6em', 1],
  ['7em', 1],
  ['7em', 1],
]

/**
 * The record while it loads: the summary card (strikes, suspension, the rule) and the list's heading
 * and cards, each with its type and status, a description, its facts and its appeal's line.
 */
function InfractionsSkeleton() {
  const { t } = useTranslation('infractions')
  return (
    <Skeleton label={t('loading')} className={narrowStyles.skeletonBody}>
      <div className={styles.summary} aria-hidden="true">
        <h2 className={narrowStyles.sectionTitle}>{t('summary.heading')}</h2>
        <p className={styles.strikes}>
          <SkeletonLine as="span" className={styles.strikesNumber} inline width="0.7em" />
          <SkeletonLine as="span" className={styles.strikesLabel} inline width="7em" />
        </p>
        <SkeletonLine className={narrowStyles.muted} width="16em" />
        <SkeletonLine className={narrowStyles.muted} width="24em" />
      </div>
      <div className={styles.section} aria-hidden="true">
        <h2 className={narrowStyles.sectionTitle}>{t('list.heading')}</h2>
        <ul className={listStyles.cards}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className={styles.card}>
              <div className={styles.cardHead}>
                <SkeletonLine as="h3" className={styles.type} width="8em" />
                <SkeletonBadge width="4em" />
              </div>
              <SkeletonLine className={styles.description} width="80%" />
              <dl className={styles.facts}>
                {SKELETON_FACTS.map(([width, lines], fact) => (
                  <div key={fact}>
                    <SkeletonLine as="dt" width="6em" />
                    <SkeletonLine as="dd" width={width} lines={lines} />
                  </div>
                ))}
              </dl>
              <div className={styles.appealSection}>
                <SkeletonLine as="h4" className={styles.appealHeading} width="6em" />
                <div className={styles.appealStart}>
                  <SkeletonLine className={narrowStyles.muted} width="18em" />
                  <SkeletonBlock width={180} height={44} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Skeleton>
  )
}

export default InfractionsScreen
