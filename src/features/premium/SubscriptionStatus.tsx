/**
 * The signed-in player's subscription: none, active (renews on a date), cancelled (Premium until a
 * date) or expired; Cancel asks for confirmation first.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '@/api/errors'
import type { MySubscriptionResponse } from '@/api/contracts/premium'
import { Badge, SkeletonBadge } from '@/components/Badge'
import { Button } from '@/components/Button'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton, SkeletonText } from '@/components/Skeleton'
import { usePremiumFormat } from './format'
import {
  useCancelSubscriptionMutation,
  useGetMySubscriptionQuery,
} from '@/api/endpoints/premiumApi'
import { FailureAlert } from '@/components/FailureAlert'
import styles from './PremiumScreen.module.css'

export function SubscriptionStatus() {
  const { t } = useTranslation('premium')
  const query = useGetMySubscriptionQuery()
  return (
    <section className={styles.status} aria-labelledby="premium-status-title">
      <h2 id="premium-status-title">{t('status.title')}</h2>
      {query.isLoading ? (
        <Skeleton label={t('status.loading')}>
          <p className={styles.statusText} aria-hidden="true">
            <SkeletonBadge width="4em" /> <SkeletonText inline width="20em" />
          </p>
        </Skeleton>
      ) : query.isError || !query.data ? (
        <ErrorState
          message={serverMessage(query.error) ?? t('status.failed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <StatusBody data={query.data} />
      )}
    </section>
  )
}

function StatusBody({ data }: { data: MySubscriptionResponse }) {
  const { t } = useTranslation('premium')
  const format = usePremiumFormat()
  const [confirming, setConfirming] = useState(false)
  const [cancel, cancelState] = useCancelSubscriptionMutation()
  const bodyRef = useRef<HTMLDivElement>(null)
  // Where focus goes after the next render: the question's safe answer when it opens, back to Cancel
  // when it closes, or to the new status after cancelling (the control that had focus is gone).
  const pendingFocus = useRef<'keep' | 'cancel' | 'status' | null>(null)
  const { subscription } = data

  useEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    const element = bodyRef.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)
    if (element) {
      element.focus()
      pendingFocus.current = null
    }
  })

  if (!subscription) return <p className={styles.statusText}>{t('status.none')}</p>

  const date = format.date(subscription.currentPeriodEnd)
  const running = data.premium && subscription.status !== 'expired'
  const status = running ? subscription.status : 'expired'
  const tone = status === 'active' ? 'premium' : status === 'cancelled' ? 'neutral' : 'danger'

  const confirmCancel = async () => {
    const result = await cancel()
    if (!('error' in result)) {
      pendingFocus.current = 'status'
      setConfirming(false)
    }
  }

  return (
    <div className={styles.statusBody} ref={bodyRef}>
      <p className={styles.statusText} tabIndex={-1} data-focus="status">
        <Badge tone={tone}>{t(`status.badge.${status}`)}</Badge>{' '}
        {status === 'active'
          ? t('status.active', { plan: t(`plans.interval.${subscription.plan.interval}`), date })
          : t(`status.${status}`, { date })}
      </p>
      {status === 'active' && !confirming ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            data-focus="cancel"
            onClick={() => {
              cancelState.reset()
              pendingFocus.current = 'keep'
              setConfirming(true)
            }}
          >
            {t('status.cancel')}
          </Button>
        </div>
      ) : null}
      {status === 'active' && confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="premium-cancel-question">
          <p id="premium-cancel-question">{t('status.confirmCancel', { date })}</p>
          {cancelState.isError ? (
            <FailureAlert>
              {serverMessage(cancelState.error) ?? t('status.cancelFailed')}
            </FailureAlert>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={cancelState.isLoading}
              data-focus="keep"
              onClick={() => {
                pendingFocus.current = 'cancel'
                setConfirming(false)
              }}
            >
              {t('status.confirmCancelNo')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              busy={cancelState.isLoading}
              onClick={() => void confirmCancel()}
            >
              {cancelState.isLoading ? t('status.cancelling') : t('status.confirmCancelYes')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
