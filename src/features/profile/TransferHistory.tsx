/** The player's transfer history: every club they joined, left or were released by, newest first. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HISTORY_MOVEMENTS, useGetMovementsQuery } from '@/api/endpoints/movementsApi'
import { MovementHistory } from '@/components/MovementList'
import styles from './profileSections.module.css'

export function TransferHistory({ playerId }: { playerId: number }) {
  const { t } = useTranslation('profile')
  const [page, setPage] = useState(1)
  const query = useGetMovementsQuery({ playerId, page, pageSize: HISTORY_MOVEMENTS })
  return (
    <MovementHistory
      id="profile-transfers"
      texts={t('transfers', { returnObjects: true })}
      query={query}
      pageSize={HISTORY_MOVEMENTS}
      onPageChange={setPage}
      className={styles.history}
    />
  )
}
