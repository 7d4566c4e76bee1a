/**
 * The signed-in player's own account for a page that cannot show anything without it (the account
 * settings pages, creating a team): the page's skeleton and a retryable error until it is in.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '@/api/contracts/accounts'
import { useGetMeQuery } from '@/api/endpoints/meApi'
import { ErrorState } from '@/components/ErrorState'
import { Skeleton } from '@/components/Skeleton'

/**
 * Renders `children` with the player's profile once it has loaded; its skeleton while it loads (the
 * page's own shapes, laid out as `children` will be); the error with a retry if it fails.
 */
export function WithMe({
  skeleton,
  className,
  children,
}: {
  /** The shapes of what `children` draws. */
  skeleton: ReactNode
  /** The skeleton's layout, where `children` draws several blocks (the page's gap between them). */
  className?: string
  children: (me: MyProfile) => ReactNode
}) {
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useGetMeQuery()
  if (data) return children(data)
  if (isLoading || !isError) {
    return (
      <Skeleton label={t('me.loading')} className={className}>
        {skeleton}
      </Skeleton>
    )
  }
  return <ErrorState message={t('me.failed')} onRetry={() => void refetch()} />
}
