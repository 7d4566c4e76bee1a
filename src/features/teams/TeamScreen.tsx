/**
 * /team/{id}: a public page. Everyone sees the team (header, roster, fixtures and results, stats,
 * competitions); its players may leave it; its managers get tabs to run it (team/ManagerView.tsx).
 * Those tabs' code is fetched for a signed-in player only, beside the team's answer: a visitor's
 * page, the one prerendered and most often opened, loads none of their forms and schemas.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { parsePathId } from '@/api/contracts/pathId'
import type { TeamResponse } from '@/api/contracts/teams'
import { useGetTeamQuery } from '@/api/endpoints/teamsApi'
import { isNotFound } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { OnDemandPart } from '@/components/OnDemandPart'
import { StatusMessage } from '@/components/StatusMessage'
import { onDemand } from '@/lib/onDemand'
import { useSearchParams } from '@/lib/searchParams'
import { selectIsSignedIn } from '@/session/authSlice'
import { useAppSelector } from '@/session/hooks'
// In this order: their stylesheets apply in it, and the stories' pictures hold it.
import { useTeamErrorText } from './team/errors'
import { TeamHeader } from './team/TeamHeader'
import { TeamOverview } from './team/TeamOverview'
import { TeamSkeleton } from './team/TeamSkeleton'
import { LeaveTeam } from './team/LeaveTeam'
import { AskToJoin } from '@/session/AskToJoin'
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
 * The managers' tabs. While their code comes, the team as everyone sees it stands in on the tab
 * that shows it (nothing on another, which the code brings); if it cannot come (offline), a notice
 * with Try again above it (it also comes by itself once back online).
 */
function Management({ data }: { data: TeamResponse }) {
  const { t } = useTranslation('teams')
  const [params] = useSearchParams()
  const overview = <TeamOverview team={data.team} />
  const onTeamTab = (params.get('tab') ?? 'team') === 'team'
  return (
    <OnDemandPart
      failure={t('manage.loadFailed')}
      fallback={onTeamTab ? overview : null}
      besideFailure={overview}
    >
      <ManagerView data={data} />
    </OnDemandPart>
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
  // A signed-in player may manage the team: the tabs' code comes beside its answer, not after it.
  // A visitor, the prerendered page's reader, never fetches it.
  const signedIn = useAppSelector(selectIsSignedIn)
  useEffect(() => {
    if (signedIn) void ManagerView.fetchAhead()
  }, [signedIn])

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
