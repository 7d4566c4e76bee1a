/**
 * /infractions (issue 5): the signed-in player's disciplinary record. First the strikes that count
 * now (prominent) and any suspension in force, then every infraction, newest first, each with its
 * appeal: a form while it is active and never appealed (once per infraction), else the appeal sent.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { STRIKE_DAYS, type InfractionsSummary } from '@/api/contracts/infractions'
import { EmptyState } from '@/components/EmptyState'
import { QueryPending } from '@/components/QueryPending'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { InfractionCard } from './InfractionCard'
import { useGetMyInfractionsQuery } from '@/api/endpoints/infractionsApi'
import { NarrowPage } from '@/components/NarrowPage'
import styles from './InfractionsScreen.module.css'

export function InfractionsScreen() {
  const { t } = useTranslation('infractions')
  const result = useGetMyInfractionsQuery()

  let body
  if (!result.data) {
    body = <QueryPending result={result} loading={t('loading')} error={t('error')} />
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
          <h2 id="infractions-list-heading" className={styles.sectionHeading}>
            {t('list.heading')}
          </h2>
          <ul className={styles.list}>
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
      <h2 id="infractions-summary-heading" className={styles.sectionHeading}>
        {t('summary.heading')}
      </h2>
      <p className={styles.strikes} data-clean={summary.activeStrikes === 0 || undefined}>
        <span className={styles.strikesNumber}>{format.number(summary.activeStrikes)}</span>{' '}
        <span className={styles.strikesLabel}>
          {t('summary.activeStrikes', { count: summary.activeStrikes })}
        </span>
      </p>
      <p className={suspended ? styles.suspended : styles.muted}>
        {suspended
          ? t('summary.suspensions', {
              count: summary.activeSuspensions,
              formatted: format.number(summary.activeSuspensions),
            })
          : t('summary.noSuspensions')}
      </p>
      <p className={styles.muted}>{t('summary.rule', { days: format.number(STRIKE_DAYS) })}</p>
    </section>
  )
}

export default InfractionsScreen
