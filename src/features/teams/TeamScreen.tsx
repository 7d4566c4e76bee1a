/**
 * /team/{id}: a public page. Everyone sees the team (header, roster, fixtures and results, stats,
 * competitions); its players may leave it; its managers (manager and co-managers, per the answer's
 * `viewer`) get tabs to customise it, manage the roster, invite free agents, see what is pending
 * (the invitations it sent, and the requests to join it, to answer there) and publish its
 * recruitment post. The tab is in the URL (`?tab=`), so a link reproduces the view.
 */
import { useState } from 'react'
import { parsePathId } from '@/api/contracts/pathId'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { TeamResponse } from '@/api/contracts/teams'
import { isNotFound } from '@/api/errors'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { Tabs } from '@/components/Tabs'
import { StatusMessage } from '@/components/StatusMessage'
import { useTeamErrorText } from './team/errors'
import { InvitePlayers } from './team/InvitePlayers'
import { LeaveTeam } from './team/LeaveTeam'
import { PendingInvitations } from './team/PendingInvitations'
import { PendingJoinRequests } from './team/PendingJoinRequests'
import { RecruitmentManager } from './team/RecruitmentManager'
import { RosterManager } from './team/RosterManager'
import { TeamDetailsForm } from './team/TeamDetailsForm'
import { TeamHeader } from './team/TeamHeader'
import { TeamOverview } from './team/TeamOverview'
import { TeamSkeleton } from './team/TeamSkeleton'
import { useGetTeamQuery } from '@/api/endpoints/teamsApi'
import { AskToJoin } from '@/session/AskToJoin'
import { useSearchParams } from '@/lib/searchParams'
import styles from './team/team.module.css'

export const MANAGE_TABS = [
  'team',
  'details',
  'roster',
  'invite',
  'pending',
  'recruitment',
] as const
export type ManageTab = (typeof MANAGE_TABS)[number]

const readTab = (value: string | null): ManageTab =>
  MANAGE_TABS.find((tab) => tab === value) ?? 'team'

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

function ManagerView({ data }: { data: TeamResponse }) {
  const { t } = useTranslation('teams')
  const [params, setParams] = useSearchParams()
  const tab = readTab(params.get('tab'))
  const { team, viewer } = data
  const setTab = (next: ManageTab) =>
    setParams(
      (current) => {
        if (next === 'team') current.delete('tab')
        else current.set('tab', next)
        return current
      },
      { replace: true },
    )
  return (
    <Tabs
      label={t('manage.label', { team: team.name })}
      value={tab}
      onValueChange={setTab}
      items={[
        { value: 'team', label: t('manage.tabs.team'), content: <TeamOverview team={team} /> },
        {
          value: 'details',
          label: t('manage.tabs.details'),
          content: <TeamDetailsForm team={team} />,
        },
        {
          value: 'roster',
          label: t('manage.tabs.roster'),
          content: <RosterManager team={team} viewerRole={viewer?.role ?? null} />,
        },
        {
          value: 'invite',
          label: t('manage.tabs.invite'),
          content: <InvitePlayers team={team} />,
        },
        {
          value: 'pending',
          label: t('manage.tabs.pending'),
          content: (
            <div className={styles.pendingTab}>
              <PendingInvitations team={team} />
              <PendingJoinRequests team={team} />
            </div>
          ),
        },
        {
          value: 'recruitment',
          label: t('manage.tabs.recruitment'),
          content: <RecruitmentManager team={team} />,
        },
      ]}
    />
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
      {viewer?.canManage ? <ManagerView data={data} /> : <TeamOverview team={team} />}
    </div>
  )
}

export default TeamScreen
