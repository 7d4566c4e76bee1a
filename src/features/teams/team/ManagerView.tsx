/**
 * A team's page as its managers see it (manager and co-managers, per the answer's `viewer`): tabs to
 * customise it, manage the roster, invite free agents, see what is pending (the invitations it sent,
 * and the requests to join it, to answer there) and publish its recruitment post. The tab is in the
 * URL (`?tab=`), so a link reproduces the view. A chunk of its own (TeamScreen.tsx): its forms,
 * dialogs and schemas load for managers only.
 */
import { useTranslation } from 'react-i18next'
import type { TeamResponse } from '@/api/contracts/teams'
import { Tabs } from '@/components/Tabs'
import { useSearchParams } from '@/lib/searchParams'
import { InvitePlayers } from './InvitePlayers'
import { PendingInvitations } from './PendingInvitations'
import { PendingJoinRequests } from './PendingJoinRequests'
import { RecruitmentManager } from './RecruitmentManager'
import { RosterManager } from './RosterManager'
import { TeamDetailsForm } from './TeamDetailsForm'
import { TeamOverview } from './TeamOverview'
import styles from './team.module.css'

const MANAGE_TABS = ['team', 'details', 'roster', 'invite', 'pending', 'recruitment'] as const
type ManageTab = (typeof MANAGE_TABS)[number]

const readTab = (value: string | null): ManageTab =>
  MANAGE_TABS.find((tab) => tab === value) ?? 'team'

export function ManagerView({ data }: { data: TeamResponse }) {
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
