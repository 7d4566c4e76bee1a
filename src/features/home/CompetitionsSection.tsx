/** Competitions a team can still join, then those being played: compact cards to /competition/{id}. */
import { useTranslation } from 'react-i18next'
import { QuerySection } from '@/components/QuerySection'
import { LinkCardTitle } from '@/components/LinkCard'
import type { CompetitionCard } from '@/api/contracts/competitions'
import { Badge, SkeletonBadge, type BadgeTone } from '@/components/Badge'
import { HOME_COMPETITIONS, useGetHomeCompetitionsQuery } from '@/api/endpoints/homeApi'
import { MetaLine, SectionLink } from '@/components/Section'
import { SkeletonLine, SkeletonList } from '@/components/Skeleton'
import { shownStatus, type ShownCompetitionStatus } from '@/lib/competitionStatus'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './HomeScreen.module.css'

export function CompetitionsSection() {
  const { t } = useTranslation('home')
  const query = useGetHomeCompetitionsQuery()
  return (
    <QuerySection
      id="home-competitions"
      texts={t('competitions', { returnObjects: true })}
      query={query}
      skeleton={<CompetitionTilesSkeleton />}
      action={<SectionLink to="/competitions">{t('competitions.all')}</SectionLink>}
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
    </QuerySection>
  )
}

const STATUS_TONES: Record<ShownCompetitionStatus, BadgeTone> = {
  registration_open: 'accent',
  registration_full: 'premium',
  in_progress: 'success',
  finished: 'success',
}

/** The cards as shapes, each as tall as a competition's: its badge, name and two lines of facts. */
function CompetitionTilesSkeleton() {
  return (
    <SkeletonList count={HOME_COMPETITIONS} className={styles.cards}>
      {() => (
        <div className={styles.card}>
          <div className={styles.badges}>
            <SkeletonBadge width="7em" />
          </div>
          <SkeletonLine as="h3" className={styles.cardTitle} width="75%" />
          <SkeletonLine as={MetaLine} width="70%" />
          <SkeletonLine as={MetaLine} width="55%" />
        </div>
      )}
    </SkeletonList>
  )
}

function CompetitionTile({ competition }: { competition: CompetitionCard }) {
  const { t } = useTranslation('home')
  const format = useLeagueFormat()
  const status = shownStatus(competition)
  return (
    <article className={styles.card}>
      <div className={styles.badges}>
        <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>
        {competition.premiumOnly ? (
          <Badge tone="premium">{t('competitions.premiumOnly')}</Badge>
        ) : null}
      </div>
      <LinkCardTitle to={`/competition/${competition.id}`} className={styles.cardTitle}>
        {competition.name}
      </LinkCardTitle>
      <MetaLine>
        {t(`format.${competition.format}`)} · {t(`platform.${competition.platform}`)} ·{' '}
        {t('competitions.teams', {
          registered: competition.registeredTeams,
          max: competition.maxTeams,
        })}
      </MetaLine>
      <MetaLine>
        {competition.status === 'registration_open'
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
