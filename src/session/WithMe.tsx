/**
 * The signed-in player's own account for a page that cannot show anything without it (the account
 * settings pages, creating a team): loading and a retryable error until it is in.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '@/api/contracts/accounts'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { ErrorState } from '@/components/ErrorState'
import { Spinner } from '@/components/Spinner'
import styles from './WithMe.module.css'

/** Renders `children` with the player's profile once it has loaded; loading and error otherwise. */
export function WithMe({ children }: { children: (me: MyProfile) => ReactNode }) {
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useGetMeQuery()
  if (data) return children(data)
  if (isLoading || !isError) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('me.loading')} />
      </div>
    )
  }
  return <ErrorState message={t('me.failed')} onRetry={() => void refetch()} />
}
