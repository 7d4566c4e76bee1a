/**
 * The registrations of the player's team, newest first, each with its status (a word, not only a
 * colour), who registered it and when, the league's decision and note; a manager withdraws a pending
 * or waitlisted one after a confirmation.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Registration, RegistrationStatus } from '@/api/contracts/registrations'
import { serverMessage } from '@/api/errors'
import { Badge, type BadgeTone } from '@/components/Badge'
import { ConfirmButton, confirmTexts } from '@/components/ConfirmButton'
import { EmptyState } from '@/components/EmptyState'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton } from '@/components/Skeleton'
import { RegistrationsSkeleton } from './skeletons'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import {
  errorCode,
  useGetMyRegistrationsQuery,
  useWithdrawRegistrationMutation,
} from '@/api/endpoints/registrationsApi'
import narrowStyles from '@/components/NarrowPage.module.css'
import styles from './RegisterTeamScreen.module.css'
import { RegistrationSection } from './RegistrationSection'

const STATUS_TONES: Record<RegistrationStatus, BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  waitlisted: 'premium',
  rejected: 'danger',
}

function RegistrationCard({
  registration,
  onWithdrawn,
}: {
  registration: Registration
  onWithdrawn: (registration: Registration) => void
}) {
  const { t } = useTranslation('teamRegistration')
  const format = useLeagueFormat()
  const [withdraw, withdrawState] = useWithdrawRegistrationMutation()
  const [error, setError] = useState<string | null>(null)
  const { competition, team } = registration
  const headingId = `registration-${registration.id}`
  const names = { competition: competition.name, team: team.name }

  async function handleWithdraw() {
    setError(null)
    const result = await withdraw(registration.id)
    if (!result.error) {
      onWithdrawn(registration)
      return
    }
    setError(
      errorCode(result.error) === 'registration_not_withdrawable'
        ? t('mine.registration_not_withdrawable')
        : (serverMessage(result.error) ?? t('mine.withdrawError')),
    )
  }

  return (
    <li>
      <article className={styles.registration} aria-labelledby={headingId}>
        <div className={styles.registrationHead}>
          <h3 id={headingId} className={styles.registrationTitle}>
            <Link to={`/competition/${competition.id}`}>{competition.name}</Link>
          </h3>
          <Badge tone={STATUS_TONES[registration.status]}>
            {t(`mine.status.${registration.status}`)}
          </Badge>
        </div>
        <p className={narrowStyles.muted}>
          <Link to={`/team/${team.id}`}>{team.name}</Link> ·{' '}
          {t('mine.registeredBy', {
            username: registration.registeredBy.username,
            date: format.day(registration.createdAt),
          })}
        </p>
        {registration.waitlistPosition !== null ? (
          <p className={narrowStyles.muted}>
            {t('mine.waitlistPosition', { position: registration.waitlistPosition })}
          </p>
        ) : null}
        {registration.decidedAt && registration.status !== 'waitlisted' ? (
          <p className={narrowStyles.muted}>
            {t('mine.decided', { date: format.day(registration.decidedAt) })}
          </p>
        ) : null}
        {registration.reason ? (
          <p className={narrowStyles.muted}>{t('mine.reason', { reason: registration.reason })}</p>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {registration.canWithdraw ? (
          <div className={styles.actions}>
            <ConfirmButton
              size="sm"
              busy={withdrawState.isLoading}
              busyLabel={t('mine.withdrawing')}
              aria-label={t('mine.withdrawLabel', names)}
              confirm={confirmTexts(t('mine.confirm', { returnObjects: true, ...names }))}
              onConfirm={() => void handleWithdraw()}
            >
              {t('mine.withdraw')}
            </ConfirmButton>
          </div>
        ) : null}
      </article>
    </li>
  )
}

export function MyRegistrations({
  onWithdrawn,
}: {
  onWithdrawn: (registration: Registration) => void
}) {
  const { t } = useTranslation('teamRegistration')
  const result = useGetMyRegistrationsQuery()

  let body
  if (result.isLoading)
    body = (
      <Skeleton label={t('mine.loading')}>
        <RegistrationsSkeleton />
      </Skeleton>
    )
  else if (result.isError || !result.data)
    body = <ErrorState message={t('mine.error')} onRetry={() => void result.refetch()} />
  else if (result.data.items.length === 0)
    body = <EmptyState title={t('mine.empty')}>{t('mine.emptyBody')}</EmptyState>
  else
    body = (
      <ul className={styles.registrations}>
        {result.data.items.map((registration) => (
          <RegistrationCard
            key={registration.id}
            registration={registration}
            onWithdrawn={onWithdrawn}
          />
        ))}
      </ul>
    )

  return <RegistrationSection title={t('mine.heading')}>{body}</RegistrationSection>
}
