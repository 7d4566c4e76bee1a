import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryPending, type PendingResult } from '@/components/QueryPending'
import { Skeleton } from '@/components/Skeleton'

/** A competition tab before its data: its skeleton while it loads, then the error with a retry. */
export function TabPending({
  result,
  texts,
  skeleton,
}: {
  /** The tab's query result. */
  result: PendingResult
  /** The tab's keys (`stats.loading`, `stats.error`). */
  texts: 'stats' | 'teams' | 'fixtures' | 'table'
  /** The tab's shapes (TableSkeleton…), laid out as its data will be. */
  skeleton: ReactNode
}) {
  const { t } = useTranslation('competitions')
  return (
    <QueryPending
      result={result}
      loading={<Skeleton label={t(`${texts}.loading`)}>{skeleton}</Skeleton>}
      error={t(`${texts}.error`)}
    />
  )
}
