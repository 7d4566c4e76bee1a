/** The registered teams: accepted ones, then pending and waitlisted ones, flagged as such. */
import { useTranslation } from 'react-i18next'
import type { CompetitionDetail, CompetitionTeam } from '@/api/contracts/competitions'
import { DataTable } from '@/components/DataTable'
import { useGetCompetitionTeamsQuery } from '@/api/endpoints/competitionsApi'
import { formatInstant } from './format'
import { TeamName } from './TeamName'
import { TabPending } from './TabPending'
import tabs from './competitionTabs.module.css'
import styles from './CompetitionScreen.module.css'

export function TeamsTab({ competition }: { competition: CompetitionDetail }) {
  const { t, i18n } = useTranslation('competitions')
  const language = i18n.language
  const result = useGetCompetitionTeamsQuery(competition.id)

  if (!result.data) return <TabPending result={result} texts="teams" />
  const { items, counts, maxTeams } = result.data
  return (
    <section aria-labelledby="teams-title" className={styles.stack}>
      <h2 id="teams-title">{t('teams.title')}</h2>
      {items.length === 0 ? (
        <p className={styles.emptyNote}>{t('teams.empty')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('teams.counts', counts)}</p>
          <DataTable<CompetitionTeam>
            caption={t('teams.caption', { accepted: counts.accepted, max: maxTeams })}
            rows={items}
            rowKey={(row) => row.team.id}
            columns={[
              {
                key: 'team',
                header: t('teams.columns.team'),
                rowHeader: true,
                cell: (row) => <TeamName team={row.team} />,
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
                cell: (row) => formatInstant(row.registeredAt, language, competition.timeZone),
              },
            ]}
          />
        </>
      )}
    </section>
  )
}
