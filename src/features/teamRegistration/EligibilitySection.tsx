/**
 * The chosen competition for the team: every eligibility check, what a registration would become
 * (pending, waitlisted) or why it cannot be made, and the submit. A 422 `registration_ineligible`
 * (the situation changed since the checks ran) shows the checks that failed; any other refusal is a
 * translated alert. A success is reported to the screen, which announces it.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompetitionCard } from '@/api/contracts/competitions'
import type { EligibilityCheck, Registration } from '@/api/contracts/registrations'
import { serverMessage } from '@/api/errors'
import { Button } from '@/components/Button'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton } from '@/components/Skeleton'
import { ChecksSkeleton } from './skeletons'
import { EligibilityChecklist } from './checks'
import {
  errorCode,
  ineligibleChecks,
  useGetEligibilityQuery,
  useRegisterTeamMutation,
} from '@/api/endpoints/registrationsApi'
import narrowStyles from '@/components/NarrowPage.module.css'
import styles from './RegisterTeamScreen.module.css'
import { RegistrationSection } from './RegistrationSection'

export interface ManagedTeam {
  id: number
  name: string
  tag: string
}

type Failure =
  { kind: 'ineligible'; checks: EligibilityCheck[] } | { kind: 'message'; text: string }

export function EligibilitySection({
  competition,
  team,
  onRegistered,
}: {
  competition: CompetitionCard
  team: ManagedTeam
  onRegistered: (registration: Registration) => void
}) {
  const { t } = useTranslation('teamRegistration')
  const eligibility = useGetEligibilityQuery({ competitionId: competition.id, teamId: team.id })
  const [register, registerState] = useRegisterTeamMutation()
  const [failure, setFailure] = useState<Failure | null>(null)

  async function handleRegister() {
    setFailure(null)
    const result = await register({ competitionId: competition.id, teamId: team.id })
    if (!result.error) {
      onRegistered(result.data.registration)
      return
    }
    const checks = ineligibleChecks(result.error)
    const code = errorCode(result.error)
    if (checks) setFailure({ kind: 'ineligible', checks })
    else if (code === 'already_registered' || code === 'not_team_manager')
      setFailure({ kind: 'message', text: t(`submit.${code}`) })
    else setFailure({ kind: 'message', text: serverMessage(result.error) ?? t('genericError') })
  }

  let body
  if (eligibility.isLoading)
    body = (
      <Skeleton label={t('checks.loading')} className={styles.checksBody}>
        <ChecksSkeleton />
      </Skeleton>
    )
  else if (eligibility.isError || !eligibility.data)
    body = <ErrorState message={t('checks.error')} onRetry={() => void eligibility.refetch()} />
  else {
    const { checks, outcome } = eligibility.data
    const registered = checks.some((check) => check.check === 'not_registered' && !check.passed)
    const summary = outcome ?? (registered ? 'registered' : 'ineligible')
    body = (
      <>
        <EligibilityChecklist checks={checks} label={t('checks.listLabel')} />
        <p className={styles.summary}>{t(`checks.summary.${summary}`, { team: team.name })}</p>
        {failure?.kind === 'ineligible' ? (
          <div role="alert" className={styles.alert}>
            <p>{t('submit.ineligible', { team: team.name })}</p>
            <EligibilityChecklist
              checks={failure.checks}
              label={t('submit.ineligible', { team: team.name })}
            />
          </div>
        ) : null}
        {failure?.kind === 'message' ? (
          <p role="alert" className={styles.alert}>
            {failure.text}
          </p>
        ) : null}
        {outcome ? (
          <div className={styles.actions}>
            <Button busy={registerState.isLoading} onClick={() => void handleRegister()}>
              {registerState.isLoading ? t('submit.busy') : t('submit.label', { team: team.name })}
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  return (
    <RegistrationSection title={t('checks.heading', { team: team.name })}>
      <p className={narrowStyles.muted}>{competition.name}</p>
      {body}
    </RegistrationSection>
  )
}
