/**
 * "Leave team" for a member who is not its manager (docs/api/teams.md: the manager hands the team
 * over first). Confirmed first; a refusal is worded; after leaving, the page shows the team as a
 * visitor sees it and says so.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamDetail } from '@/api/contracts/teams'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import { useLeaveTeamMutation } from '@/api/endpoints/teamsApi'
import { useTeamErrorText } from './errors'
import manage from './manage.module.css'
import styles from './team.module.css'

export function LeaveTeam({ team, onLeft }: { team: TeamDetail; onLeft: () => void }) {
  const { t } = useTranslation('teams')
  const errorText = useTeamErrorText()
  const [leave, { isLoading }] = useLeaveTeamMutation()
  const [error, setError] = useState<string | null>(null)
  const texts = t('leave', { returnObjects: true, team: team.name })
  // The last member's leaving disbands the team, and the question says so.
  const body = team.rosterSize <= 1 ? texts.bodyLast : texts.body

  async function handleLeave() {
    setError(null)
    const result = await leave(team.id)
    if (result.error) setError(errorText(result.error, { team: team.name }))
    else onLeft()
  }

  return (
    <div className={styles.leave}>
      <ConfirmButton
        busy={isLoading}
        busyLabel={texts.leaving}
        confirm={confirmTexts({ ...texts, body })}
        onConfirm={() => void handleLeave()}
      >
        {texts.button}
      </ConfirmButton>
      {error ? (
        <p role="alert" className={manage.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
