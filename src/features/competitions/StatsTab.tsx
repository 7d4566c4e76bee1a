/** Stats leaders: top scorers, assists, average rating (with its minimum matches) and clean sheets. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionDetail, Leader } from '@/api/contracts/competitions'
import { Avatar } from '@/components/Avatar'
import { DataTable, SkeletonTable, type DataColumn } from '@/components/DataTable'
import { SkeletonAvatarLine, SkeletonLine } from '@/components/Skeleton'
import { useGetCompetitionStatsQuery } from '@/api/endpoints/competitionsApi'
import { formatNumber } from './format'
import { TeamName, TeamNameSkeleton } from './TeamName'
import { TabSection, TabShape } from './TabFrame'
import { TabPending } from './TabPending'
import tabs from './competitionTabs.module.css'
import styles from './CompetitionScreen.module.css'

const TABLES = ['goals', 'assists', 'rating', 'cleanSheets'] as const
type LeaderTable = (typeof TABLES)[number]

/** How many players a leaders' table lists (the server's top ten). */
const LEADERS = 10

export function StatsTab({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions')
  const result = useGetCompetitionStatsQuery(competition.id)
  const columnsOf = useLeaderColumns()

  if (!result.data) return <TabPending result={result} texts="stats" skeleton={<StatsSkeleton />} />
  const stats = result.data
  const empty = TABLES.every((table) => stats[table].length === 0)

  return (
    <TabSection tab="stats">
      {empty ? (
        <p className={styles.emptyNote}>{t('stats.empty')}</p>
      ) : (
        <div className={tabs.statsGrid}>
          {TABLES.map((table) => (
            <div key={table} className={tabs.statsTable}>
              {stats[table].length === 0 ? (
                <>
                  <h3 className={tabs.statsEmptyTitle}>{t(`stats.${table}`)}</h3>
                  <p className={styles.muted}>{t('stats.tableEmpty')}</p>
                </>
              ) : (
                <DataTable<Leader>
                  caption={t(`stats.${table}`)}
                  rows={stats[table]}
                  rowKey={(row) => row.player.id}
                  columns={columnsOf(table)}
                />
              )}
              {table === 'rating' ? (
                <p className={styles.note}>
                  {t('stats.ratingNote', { count: stats.ratingMinMatches })}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      )}
    </TabSection>
  )
}

/** The leaders while they load: the heading, and the four tables with ten rows each. */
export function StatsSkeleton() {
  const { t } = useTranslation('competitions')
  const columnsOf = useLeaderColumns()
  return (
    <TabShape heading="stats">
      <div className={tabs.statsGrid}>
        {TABLES.map((table) => (
          <div key={table} className={tabs.statsTable}>
            <SkeletonTable
              caption={t(`stats.${table}`)}
              columns={columnsOf(table)}
              rows={LEADERS}
            />
            {table === 'rating' ? <SkeletonLine className={styles.note} width="16em" /> : null}
          </div>
        ))}
      </div>
    </TabShape>
  )
}

/** A leaders' table's columns (each with its loading placeholder), by table. */
function useLeaderColumns() {
  const { t, i18n } = useTranslation('competitions')
  const language = i18n.language
  return (table: LeaderTable): DataColumn<Leader>[] => [
    {
      key: 'rank',
      header: t('stats.columns.rank'),
      title: t('stats.columns.rankFull'),
      cell: (row) => formatNumber(row.rank, language),
      align: 'end',
    },
    {
      key: 'player',
      header: t('stats.columns.player'),
      rowHeader: true,
      cell: (row) => (
        <span className={tabs.player}>
          <Avatar src={row.player.avatar} size={24} />
          <Link to={`/profile/${row.player.id}`}>{row.player.username}</Link>
        </span>
      ),
      placeholder: <SkeletonAvatarLine className={tabs.player} size={24} width="11ch" />,
    },
    {
      key: 'team',
      header: t('stats.columns.team'),
      cell: (row) => (row.team ? <TeamName team={row.team} /> : t('stats.noTeam')),
      placeholder: <TeamNameSkeleton />,
    },
    {
      key: 'value',
      header: t(`stats.columns.${table}`),
      cell: (row) => (
        <strong>{formatNumber(row.value, language, table === 'rating' ? 1 : 0)}</strong>
      ),
      align: 'end',
    },
    {
      key: 'matches',
      detail: true,
      header: t('stats.columns.matches'),
      cell: (row) => formatNumber(row.matches, language),
      align: 'end',
    },
  ]
}
