/** The registered teams: accepted ones, then pending and waitlisted ones, flagged as such. */
import { useTranslation } from 'react-i18next'
import type { CompetitionDetail, CompetitionTeam } from '@/api/contracts/competitions'
import { DataTable, SkeletonTable, type DataColumn } from '@/components/DataTable'
import { SkeletonLine, SkeletonText } from '@/components/Skeleton'
import { useGetCompetitionTeamsQuery } from '@/api/endpoints/competitionsApi'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import { TeamName, TeamNameSkeleton } from './TeamName'
import { TabSection, TabShape } from './TabFrame'
import { TabPending } from './TabPending'
import tabs from './competitionTabs.module.css'
import styles from './CompetitionScreen.module.css'

export function TeamsTab({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions')
  const result = useGetCompetitionTeamsQuery(competition.id)
  const columns = useTeamColumns()

  if (!result.data) {
    return (
      <TabPending
        result={result}
        texts="teams"
        skeleton={<TeamsSkeleton teams={competition.registeredTeams} />}
      />
    )
  }
  const { items, counts, maxTeams } = result.data
  return (
    <TabSection tab="teams">
      {items.length === 0 ? (
        <p className={styles.emptyNote}>{t('teams.empty')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('teams.counts', counts)}</p>
          <DataTable<CompetitionTeam>
            caption={t('teams.caption', { accepted: counts.accepted, max: maxTeams })}
            rows={items}
            rowKey={(row) => row.team.id}
            columns={columns}
          />
        </>
      )}
    </TabSection>
  )
}

/** The teams while they load: the heading, the counts' line and a row for each registered team. */
export function TeamsSkeleton({
  teams,
}: {
  /** How many rows: the registered teams. */ teams: number
}) {
  return (
    <TabShape heading="teams">
      <SkeletonLine className={styles.note} width="20em" />
      <SkeletonTable
        caption={<SkeletonText width="14em" />}
        columns={useTeamColumns()}
        rows={teams}
      />
    </TabShape>
  )
}

/** The teams' columns, each with its loading placeholder. */
function useTeamColumns(): DataColumn<CompetitionTeam>[] {
  const { t } = useTranslation('competitions')
  const format = useLeagueFormat()
  return [
    {
      key: 'team',
      header: t('teams.columns.team'),
      rowHeader: true,
      cell: (row) => <TeamName team={row.team} />,
      placeholder: <TeamNameSkeleton />,
    },
    {
      key: 'platform',
      detail: true,
      header: t('teams.columns.platform'),
      cell: (row) => t(`platform.${row.team.platform}`),
    },
    {
      key: 'status',
      header: t('teams.columns.status'),
      cell: (row) => (
        <span className={tabs[`team_${row.status}`]}>
          {row.status === 'waitlisted'
            ? t('teams.status.waitlisted', { position: row.waitlistPosition ?? '' })
            : t(`teams.status.${row.status}`)}
        </span>
      ),
    },
    {
      key: 'roster',
      header: t('teams.columns.roster'),
      cell: (row) => t('teams.rosterValue', { count: row.rosterSize }),
      align: 'end',
    },
    {
      key: 'registered',
      detail: true,
      header: t('teams.columns.registered'),
      cell: (row) => format.dateTime(row.registeredAt),
      placeholder: <SkeletonText inline width="14ch" />,
    },
  ]
}
