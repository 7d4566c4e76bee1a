/**
 * "Leave team" for a member who is not its manager (docs/api/teams.md: the manager hands the team
 * over first). Confirmed first; a refusal is worded; after leaving, the page shows the team as a
 * visitor sees it and says so.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamDetail } from '@/api/contracts/teams'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { useLeaveTeamMutation } from '@/api/endpoints/teamsApi'
import { useTeamErrorText } from './errors'
import manage from './manage.module.css'
import styles from './team.module.css'

export function LeaveTeam({ team, onLeft }: { team: TeamDetail; onLeft: () => void }) {
  const { t } = useTranslation('teams')
  const errorText = useTeamErrorText()
  const [leave, { isLoading }] = useLeaveTeamMutation()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const last = team.rosterSize <= 1

  async function handleLeave() {
    setError(null)
    const result = await leave(team.id)
    if (result.error) setError(errorText(result.error, { team: team.name }))
    else onLeft()
  }

  return (
    <div className={styles.leave}>
      <Button variant="secondary" busy={isLoading} onClick={() => setConfirming(true)}>
        {isLoading ? t('leave.leaving') : t('leave.button')}
      </Button>
      {error ? (
        <p role="alert" className={manage.error}>
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('leave.title', { team: team.name })}
        description={t(last ? 'leave.bodyLast' : 'leave.body', { team: team.name })}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('leave.keep')}
        onConfirm={() => void handleLeave()}
      />
    </div>
  )
}
