/**
 * /team/{id}: a public page. Everyone sees the team (header, roster, fixtures and results, stats,
 * competitions); its players may leave it; its managers get tabs to run it (team/ManagerView.tsx).
 * Those tabs are fetched once the team's answer says the viewer manages it: everyone else's page,
 * the one prerendered and most often opened, loads none of their forms and schemas.
 */
import { Suspense, useState } from 'react'
import { parsePathId } from '@/api/contracts/pathId'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { TeamResponse } from '@/api/contracts/teams'
import { isNotFound } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { StatusMessage } from '@/components/StatusMessage'
import { useTeamErrorText } from './team/errors'
import { TeamHeader } from './team/TeamHeader'
import { TeamOverview } from './team/TeamOverview'
import { TeamSkeleton } from './team/TeamSkeleton'
import { useGetTeamQuery } from '@/api/endpoints/teamsApi'
import { LeaveTeam } from './team/LeaveTeam'
import { AskToJoin } from '@/session/AskToJoin'
import { CodeLoadBoundary, onDemand } from '@/lib/onDemand'
import styles from './team/team.module.css'

const ManagerView = onDemand(async () => (await import('./team/ManagerView')).ManagerView)

function NotFound() {
  const { t } = useTranslation('teams')
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('notFound.heading')}</h1>
      <EmptyState
        title={t('notFound.title')}
        action={<Link to="/players">{t('notFound.action')}</Link>}
      >
        {t('notFound.body')}
      </EmptyState>
    </div>
  )
}

/**
 * "Ask to join", where the team's answer says the caller may (`viewer.canAskToJoin`: a signed-in
 * player on no team, and a team with managers to answer). A player on another team sees nothing:
 * they leave it first (no transfers between clubs). A visitor sees nothing either, as with the
 * page's other actions, which are all a member's or a manager's.
 */
function JoinAction({ data }: { data: TeamResponse }) {
  if (!data.viewer?.canAskToJoin) return null
  return <AskToJoin team={data.team} />
}

/**
 * The managers' tabs, the team as everyone sees it standing in while their code comes; if it cannot
 * come (offline), a notice with Try again above it (it also comes by itself once back online).
 */
function Management({ data }: { data: TeamResponse }) {
  const { t } = useTranslation('teams')
  const overview = <TeamOverview team={data.team} />
  return (
    <CodeLoadBoundary
      failure={(retry, retrying) => (
        <>
          <ErrorState message={t('manage.loadFailed')} onRetry={retrying ? undefined : retry} />
          {overview}
        </>
      )}
    >
      <Suspense fallback={overview}>
        <ManagerView data={data} />
      </Suspense>
    </CodeLoadBoundary>
  )
}

export function TeamScreen() {
  const { t } = useTranslation('teams')
  const errorText = useTeamErrorText()
  const id = parsePathId(useParams().id)
  const { data, error, isLoading, isFetching, refetch } = useGetTeamQuery(id ?? 0, {
    skip: id === null,
  })
  const [left, setLeft] = useState<string | null>(null)

  if (id === null) return <NotFound />
  if (isLoading) return <TeamSkeleton />
  if (!data) {
    if (isNotFound(error)) return <NotFound />
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{t('errorHeading')}</h1>
        <ErrorState message={errorText(error)} onRetry={() => void refetch()} />
      </div>
    )
  }

  const { team, viewer } = data
  // The manager cannot leave while others remain (they hand the team over first).
  const mayLeave =
    viewer?.role === 'player' ||
    viewer?.role === 'co-manager' ||
    (viewer?.role === 'manager' && team.rosterSize <= 1)
  return (
    <div className={styles.page} aria-busy={isFetching || undefined}>
      {left ? <StatusMessage>{t('leave.done', { team: left })}</StatusMessage> : null}
      <TeamHeader
        team={team}
        actions={
          mayLeave ? (
            <LeaveTeam team={team} onLeft={() => setLeft(team.name)} />
          ) : (
            <JoinAction data={data} />
          )
        }
      />
      {viewer?.canManage ? <Management data={data} /> : <TeamOverview team={team} />}
    </div>
  )
}

export default TeamScreen
