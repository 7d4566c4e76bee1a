/**
 * Stats leaders of the main league being played: the in-progress league (with or without playoffs)
 * with the most teams, found in the same competitions list the page already asks for. Its top
 * scorers, assists and average ratings come from GET /api/competitions/{id}/stats, whose rating table
 * counts only players with enough matches (a career average over one match would lead otherwise).
 */
import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionCard, Leader } from '@/api/contracts/competitions'
import { Avatar } from '@/components/Avatar'
import {
  HOME_LEADERS,
  useGetHomeCompetitionsQuery,
  useGetHomeLeadersQuery,
} from '@/api/endpoints/homeApi'
import { EmptyLine, QueryBody } from '@/components/QueryBody'
import { MetaLine, Section, SectionLink } from '@/components/Section'
import { Skeleton, SkeletonLine, SkeletonMedia, SkeletonText } from '@/components/Skeleton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './HomeScreen.module.css'

/** The league whose leaders the page shows, or null when no league is being played. */
export function mainLeague(competitions: readonly CompetitionCard[]): CompetitionCard | null {
  let best: CompetitionCard | null = null
  for (const competition of competitions) {
    if (competition.status !== 'in_progress' || competition.format === 'cup') continue
    if (best === null || competition.registeredTeams > best.registeredTeams) best = competition
  }
  return best
}

const TABLES = ['goals', 'assists', 'rating'] as const
type Table = (typeof TABLES)[number]

export function LeadersSection() {
  const { t } = useTranslation('home')
  const competitions = useGetHomeCompetitionsQuery()
  const league = competitions.data ? mainLeague(competitions.data.items) : null
  const stats = useGetHomeLeadersQuery(league ? league.id : skipToken)
  const loading = (
    <Skeleton label={t('leaders.loading')}>
      <LeadersSkeleton />
    </Skeleton>
  )
  return (
    <Section
      id="home-leaders"
      title={league ? t('leaders.title', { competition: league.name }) : t('leaders.titleNone')}
      action={
        league ? (
          <SectionLink to={`/competition/${league.id}?tab=stats`}>{t('leaders.all')}</SectionLink>
        ) : null
      }
    >
      <QueryBody
        query={competitions}
        loading={loading}
        error={t('leaders.error')}
        isEmpty={(data) => mainLeague(data.items) === null}
        empty={<EmptyLine>{t('leaders.noLeague')}</EmptyLine>}
      >
        {() => (
          <QueryBody
            query={stats}
            loading={loading}
            error={t('leaders.error')}
            isEmpty={(data) => TABLES.every((table) => data[table].length === 0)}
            empty={<EmptyLine>{t('leaders.empty')}</EmptyLine>}
          >
            {(data) => (
              <div className={styles.leaders}>
                {TABLES.map((table) => (
                  <LeaderTable
                    key={table}
                    table={table}
                    leaders={data[table].slice(0, HOME_LEADERS)}
                    note={
                      table === 'rating'
                        ? t('leaders.ratingNote', { count: data.ratingMinMatches })
                        : null
                    }
                  />
                ))}
              </div>
            )}
          </QueryBody>
        )}
      </QueryBody>
    </Section>
  )
}

function LeaderTable({
  table,
  leaders,
  note,
}: {
  table: Table
  leaders: Leader[]
  note: string | null
}) {
  const { t } = useTranslation('home')
  const format = useLeagueFormat()
  const headingId = `home-leaders-${table}`
  const value = (leader: Leader) =>
    table === 'rating'
      ? t('leaders.value.rating', { value: format.rating(leader.value) })
      : t(`leaders.value.${table}`, { count: leader.value })
  return (
    <div className={styles.leaderTable}>
      <h3 id={headingId}>{t(`leaders.${table}`)}</h3>
      {leaders.length === 0 ? (
        <MetaLine>{t('leaders.none')}</MetaLine>
      ) : (
        <ol className={styles.leaderList} aria-labelledby={headingId}>
          {leaders.map((leader) => (
            <li key={leader.player.id} className={styles.leader}>
              <span className={styles.rank} aria-hidden="true">
                {leader.rank}
              </span>
              <Avatar src={leader.player.avatar} size={32} />
              <span className={styles.leaderName}>
                <Link to={`/profile/${leader.player.id}`}>{leader.player.username}</Link>
                {leader.team ? <span className={styles.cardMeta}>{leader.team.name}</span> : null}
              </span>
              <span className={styles.leaderValue}>{value(leader)}</span>
            </li>
          ))}
        </ol>
      )}
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  )
}

/** The three leaders' cards as shapes: their titles, five rows each (rank, picture, name and team). */
function LeadersSkeleton() {
  const { t } = useTranslation('home')
  return (
    <div className={styles.leaders} aria-hidden="true">
      {TABLES.map((table) => (
        <div key={table} className={styles.leaderTable}>
          <h3>{t(`leaders.${table}`)}</h3>
          <ol className={styles.leaderList}>
            {Array.from({ length: HOME_LEADERS }, (_, index) => (
              <li key={index} className={styles.leader}>
                <SkeletonLine as="span" className={styles.rank} inline width="0.75em" />
                <SkeletonMedia size={32} className={styles.leaderName}>
                  <SkeletonText width="70%" />
                  <SkeletonLine as="span" className={styles.cardMeta} width="55%" />
                </SkeletonMedia>
                <SkeletonLine as="span" className={styles.leaderValue} inline width="3.5em" />
              </li>
            ))}
          </ol>
          {table === 'rating' ? <SkeletonLine className={styles.note} width="60%" /> : null}
        </div>
      ))}
    </div>
  )
}
