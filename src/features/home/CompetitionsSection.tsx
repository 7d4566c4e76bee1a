/** Competitions a team can still join, then those being played: compact cards to /competition/{id}. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionCard } from '@/api/contracts/competitions'
import { Badge } from '@/components/Badge'
import { useGetHomeCompetitionsQuery } from '@/api/endpoints/homeApi'
import { EmptyLine, QueryBody } from '@/components/QueryBody'
import { MetaLine, Section, SectionLink } from '@/components/Section'
import { Skeleton } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './HomeScreen.module.css'

export function CompetitionsSection() {
  const { t } = useTranslation('home')
  const query = useGetHomeCompetitionsQuery()
  return (
    <Section
      id="home-competitions"
      title={t('competitions.title')}
      action={<SectionLink to="/competitions">{t('competitions.all')}</SectionLink>}
    >
      <QueryBody
        query={query}
        loading={<Skeleton label={t('competitions.loading')} shape="card" />}
        error={t('competitions.error')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyLine>{t('competitions.empty')}</EmptyLine>}
      >
        {(data) => (
          <ul className={styles.cards}>
            {data.items.map((competition) => (
              <li key={competition.id}>
                <CompetitionTile competition={competition} />
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </Section>
  )
}

function CompetitionTile({ competition }: { competition: CompetitionCard }) {
  const { t } = useTranslation('home')
  const format = useLeagueFormat()
  const open = competition.status === 'registration_open'
  return (
    <article className={styles.card}>
      <div className={styles.badges}>
        <Badge tone={open ? 'accent' : 'success'}>{t(`status.${competition.status}`)}</Badge>
        {competition.premiumOnly ? (
          <Badge tone="premium">{t('competitions.premiumOnly')}</Badge>
        ) : null}
      </div>
      <h3 className={styles.cardTitle}>
        <Link to={`/competition/${competition.id}`} className={styles.cardLink}>
          {competition.name}
        </Link>
      </h3>
      <MetaLine>
        {t(`format.${competition.format}`)} · {t(`platform.${competition.platform}`)} ·{' '}
        {t('competitions.teams', {
          registered: competition.registeredTeams,
          max: competition.maxTeams,
        })}
      </MetaLine>
      <MetaLine>
        {open
          ? t('competitions.registrationCloses', {
              date: format.longDay(competition.registrationDeadline),
            })
          : t('competitions.dates', {
              start: format.calendarDay(competition.startDate),
              end: format.calendarDay(competition.endDate),
            })}
      </MetaLine>
    </article>
  )
}
