/** The player's transfer history: every club they joined, left or were released by, newest first. */
import { useTranslation } from 'react-i18next'
import { useMovementHistory } from '@/api/endpoints/movementsApi'
import { MovementHistory } from '@/components/MovementList'
import styles from './profileSections.module.css'

export function TransferHistory({ playerId }: { playerId: number }) {
  const { t } = useTranslation('profile')
  return (
    <MovementHistory
      id="profile-transfers"
      texts={t('transfers', { returnObjects: true })}
      {...useMovementHistory({ playerId })}
      className={styles.history}
    />
  )
}
