/**
 * The team's pending invitations (GET /api/me/invitations?box=sent&status=pending), each with Cancel
 * (after a confirmation): the invitations feature's own card.
 */
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamDetail } from '@/api/contracts/teams'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton } from '@/components/Skeleton'
import { StatusMessage } from '@/components/StatusMessage'
import { SentInvitationCard, type InvitationOutcome } from '@/session/InvitationCard'
import { SkeletonOfferCard } from '@/session/OfferCard'
import { useGetPendingSentInvitationsQuery } from '@/api/endpoints/teamsApi'
import styles from './team.module.css'

export function PendingInvitations({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams')
  const titleId = useId()
  const { data, isLoading, isFetching, refetch } = useGetPendingSentInvitationsQuery()
  const [outcome, setOutcome] = useState<InvitationOutcome | null>(null)
  const pending = (data?.items ?? []).filter(
    (invitation) => invitation.team.id === team.id && invitation.status === 'pending',
  )

  let body
  if (isLoading)
    body = (
      <Skeleton label={t('pending.loading')}>
        <ul className={styles.pendingList} aria-hidden="true">
          {[0, 1].map((index) => (
            <li key={index}>
              <SkeletonOfferCard />
            </li>
          ))}
        </ul>
      </Skeleton>
    )
  else if (!data) body = <ErrorState message={t('pending.failed')} onRetry={() => void refetch()} />
  else if (pending.length === 0) body = <p className={styles.muted}>{t('pending.empty')}</p>
  else {
    body = (
      <ul className={styles.pendingList} aria-busy={isFetching || undefined}>
        {pending.map((invitation) => (
          <li key={invitation.id}>
            <SentInvitationCard offer={invitation} onDone={setOutcome} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pending.title')}</h2>
      {outcome?.kind === 'cancelled' ? (
        <StatusMessage>{t('pending.cancelled', { player: outcome.player.username })}</StatusMessage>
      ) : null}
      {body}
    </section>
  )
}
