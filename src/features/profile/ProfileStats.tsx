/** The profile's numbers: career and season stats, and the recent matches with their results. */
import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { shootOut } from '@/lib/results'
import { Link } from 'react-router'
import type {
  MatchResult,
  RecentMatch,
  RecordStatLine,
  SeasonCompetitionStats,
  SeasonStats,
} from '@/api/contracts/players'
import { MatchLink } from '@/components/MatchLink'
import resultTone from '@/components/MatchResult.module.css'
import { DataTable, SkeletonTable, type DataColumn } from '@/components/DataTable'
import { SkeletonAvatarLine, SkeletonText } from '@/components/Skeleton'
import { Crest } from '@/components/Crest'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { ProfileSection } from './ProfileSection'
import styles from './profileSections.module.css'

/** Career totals as tiles: a definition list, each figure named. */
export function CareerStats({ stats }: { stats: RecordStatLine }) {
  const { t } = useTranslation('profile')
  const { number: count, rating } = useLeagueFormat()
  const tiles = [
    { key: 'apps', label: t('career.apps'), value: count(stats.apps) },
    { key: 'goals', label: t('career.goals'), value: count(stats.goals) },
    { key: 'assists', label: t('career.assists'), value: count(stats.assists) },
    {
      key: 'avgRating',
      label: t('career.avgRating'),
      value: stats.avgRating === null ? t('career.noRating') : rating(stats.avgRating),
    },
    { key: 'motm', label: t('career.motm'), value: count(stats.motm) },
    { key: 'cleanSheets', label: t('career.cleanSheets'), value: count(stats.cleanSheets) },
  ]
  const record = { wins: count(stats.wins), draws: count(stats.draws), losses: count(stats.losses) }
  return (
    <ProfileSection title={t('career.heading')}>
      <dl className={styles.tiles}>
        {tiles.map((tile) => (
          <div key={tile.key} className={styles.tile}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
        <div className={styles.tile}>
          <dt>{t('career.record')}</dt>
          <dd>
            <span aria-hidden="true">{t('career.recordValue', record)}</span>
            <span className="visually-hidden">{t('career.recordLabel', record)}</span>
          </dd>
        </div>
      </dl>
    </ProfileSection>
  )
}

type CountKey = 'apps' | 'goals' | 'assists' | 'motm' | 'cleanSheets' | 'wins' | 'draws' | 'losses'

/** The current season's totals per competition. */
export function SeasonStatsTable({ seasonStats }: { seasonStats: SeasonStats }) {
  const { t } = useTranslation('profile')
  const { season, competitions } = seasonStats
  const columns = useSeasonColumns()
  return (
    <ProfileSection title={season ? t('season.headingNamed', { season }) : t('season.heading')}>
      {competitions.length === 0 ? (
        <p className={styles.muted}>{t('season.empty')}</p>
      ) : (
        <DataTable
          caption={season ? t('season.caption', { season }) : t('season.captionUnnamed')}
          captionHidden
          columns={columns}
          rows={competitions}
          rowKey={(row) => row.competition.id}
        />
      )}
    </ProfileSection>
  )
}

/** W, D or L on a coloured badge; its full word for screen readers. */
export function ResultBadge({ result }: { result: MatchResult }) {
  const { t } = useTranslation('profile')
  return (
    <span className={`${styles.result} ${resultTone[result]}`}>
      <span aria-hidden="true">{t(`result.${result}`)}</span>
      <span className="visually-hidden">{t(`result.${result}Long`)}</span>
    </span>
  )
}

export function RecentMatchesTable({ matches }: { matches: RecentMatch[] }) {
  const { t } = useTranslation('profile')
  const columns = useRecentMatchColumns()
  return (
    <ProfileSection title={t('matches.heading')}>
      {matches.length === 0 ? (
        <p className={styles.muted}>{t('matches.empty')}</p>
      ) : (
        <DataTable
          caption={t('matches.caption', { count: matches.length })}
          captionHidden
          columns={columns}
          rows={matches}
          rowKey={(row) => row.matchId}
        />
      )}
    </ProfileSection>
  )
}

/** The season table's columns. */
function useSeasonColumns(): DataColumn<SeasonCompetitionStats>[] {
  const { t } = useTranslation('profile')
  const { number: count, rating } = useLeagueFormat()
  /** Counts' columns: the short header, its full name (`columns.<key>Title`) as the title. */
  const countColumns = (keys: readonly CountKey[]) =>
    keys.map((key): DataColumn<SeasonCompetitionStats> => ({
      key,
      header: t(`columns.${key}`),
      title: t(`columns.${key}Title`),
      align: 'end',
      cell: (row) => count(row[key]),
    }))
  return [
    {
      key: 'competition',
      header: t('columns.competition'),
      rowHeader: true,
      cell: (row) => <Link to={`/competition/${row.competition.id}`}>{row.competition.name}</Link>,
      placeholder: <SkeletonText inline width="18ch" />,
    },
    ...countColumns(['apps', 'goals', 'assists']),
    {
      key: 'rating',
      header: t('columns.rating'),
      title: t('columns.ratingTitle'),
      align: 'end',
      cell: (row) => (row.avgRating === null ? t('career.noRating') : rating(row.avgRating)),
    },
    ...countColumns(['motm', 'cleanSheets', 'wins', 'draws', 'losses']),
  ]
}

/** The recent matches' columns, each with its loading placeholder. */
function useRecentMatchColumns(): DataColumn<RecentMatch>[] {
  const { t } = useTranslation('profile')
  const { day, number, rating } = useLeagueFormat()
  return [
    {
      key: 'date',
      header: t('columns.date'),
      cell: (row) => <span className={styles.nowrap}>{day(row.date)}</span>,
      placeholder: <SkeletonText inline width="9ch" />,
    },
    {
      key: 'competition',
      detail: true,
      header: t('columns.competition'),
      cell: (row) => (
        <Link to={`/competition/${row.competition.id}`} className={styles.competition}>
          {row.competition.name}
        </Link>
      ),
      placeholder: <SkeletonText inline width="24ch" />,
    },
    {
      key: 'opponent',
      header: t('columns.opponent'),
      rowHeader: true,
      cell: (row) => (
        <span className={styles.opponent}>
          <abbr
            className={styles.venue}
            title={row.venue === 'home' ? t('matches.homeTitle') : t('matches.awayTitle')}
          >
            {row.venue === 'home' ? t('matches.home') : t('matches.away')}
          </abbr>
          <Crest team={row.opponent} size={20} />
          <Link to={`/team/${row.opponent.id}`}>{row.opponent.name}</Link>
        </span>
      ),
      placeholder: <SkeletonAvatarLine className={styles.opponent} size={20} width="14ch" />,
    },
    {
      key: 'score',
      header: t('columns.score'),
      align: 'center',
      cell: (row) => (
        <MatchLink
          matchId={row.matchId}
          teams={
            row.venue === 'home'
              ? { home: row.team.name, away: row.opponent.name }
              : { home: row.opponent.name, away: row.team.name }
          }
          className={styles.nowrap}
        >
          {t('matches.score', { team: row.score.team, opponent: row.score.opponent })}
          {row.penalties ? (
            <span className={styles.penalties}>
              {' '}
              {t(`matches.${shootOut(row.penalties)}`, {
                team: row.penalties.team,
                opponent: row.penalties.opponent,
              })}
            </span>
          ) : null}
        </MatchLink>
      ),
    },
    {
      key: 'result',
      header: t('columns.result'),
      align: 'center',
      cell: (row) => <ResultBadge result={row.result} />,
      // The badge's own box, as tall as a result's, in the shapes' grey.
      placeholder: <span className={`${styles.result} ${styles.resultSkeleton}`}>{'\u00a0'}</span>,
    },
    {
      key: 'goals',
      detail: true,
      header: t('columns.goals'),
      title: t('columns.goalsTitle'),
      align: 'end',
      cell: (row) => number(row.goals),
    },
    {
      key: 'assists',
      detail: true,
      header: t('columns.assists'),
      title: t('columns.assistsTitle'),
      align: 'end',
      cell: (row) => number(row.assists),
    },
    {
      key: 'rating',
      header: t('columns.matchRating'),
      title: t('columns.matchRatingTitle'),
      align: 'end',
      cell: (row) => (
        <span className={styles.rating}>
          {row.manOfTheMatch ? (
            <Star
              className={styles.motm}
              size={14}
              role="img"
              aria-label={t('matches.motm')}
              aria-hidden={false}
            />
          ) : null}
          {rating(row.rating)}
        </span>
      ),
    },
  ]
}

/** The season table while the profile loads: its columns and a row for each of two competitions. */
export function SeasonStatsSkeleton() {
  return <SkeletonTable caption="" captionHidden columns={useSeasonColumns()} rows={2} />
}

/** The recent matches while the profile loads: the columns and the last ten matches' rows. */
export function RecentMatchesSkeleton() {
  return <SkeletonTable caption="" captionHidden columns={useRecentMatchColumns()} rows={10} />
}
