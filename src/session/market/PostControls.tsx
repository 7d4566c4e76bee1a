/**
 * The controls of one's own listing or club post, the same on /market and on the team page: whether
 * it is published or paused (and what that means), when it was last updated, and Edit, Pause or
 * Publish again, and Remove (after a confirmation).
 */
import { useTranslation } from 'react-i18next'
import type { ListingStatus } from '@/api/contracts/listings'
import { Badge } from '@/components/Badge'
import { Button } from '@/components/Button'
import { ConfirmButton, type ConfirmButtonProps } from '@/components/ConfirmButton'
import { useLeagueFormat } from '@/lib/useLeagueFormat'
import styles from './market.module.css'

export function PostStatus({
  status,
  updatedAt,
  note,
}: {
  status: ListingStatus
  updatedAt: string
  /** What the status means for this kind of post, translated. */
  note: string
}) {
  const { t } = useTranslation('market')
  const format = useLeagueFormat()
  return (
    <div className={styles.status}>
      <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`statuses.${status}`)}</Badge>
      <p className={styles.statusNote}>
        {note}{' '}
        <time dateTime={updatedAt} title={format.dateTime(updatedAt)}>
          {t('manage.updated', { date: format.relative(updatedAt) })}
        </time>
      </p>
    </div>
  )
}

export function PostControls({
  status,
  onEdit,
  onToggle,
  toggling,
  onRemove,
  removing,
  confirmRemove,
}: {
  status: ListingStatus
  onEdit: () => void
  /** Pauses an active post, publishes a paused one again. */
  onToggle: () => void
  toggling: boolean
  onRemove: () => void
  removing: boolean
  /** The removal's question, what it does, and its two choices. */
  confirmRemove: ConfirmButtonProps['confirm']
}) {
  const { t } = useTranslation('market')
  const busy = toggling || removing
  const active = status === 'active'
  return (
    <div className={styles.controls}>
      <Button variant="secondary" onClick={onEdit} disabled={busy}>
        {t('manage.edit')}
      </Button>
      <Button variant="secondary" onClick={onToggle} busy={toggling} disabled={removing}>
        {toggling
          ? t(active ? 'manage.pausing' : 'manage.resuming')
          : t(active ? 'manage.pause' : 'manage.resume')}
      </Button>
      <ConfirmButton
        busy={removing}
        busyLabel={t('manage.removing')}
        disabled={toggling}
        confirm={confirmRemove}
        onConfirm={onRemove}
      >
        {t('manage.remove')}
      </ConfirmButton>
    </div>
  )
}
