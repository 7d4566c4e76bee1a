import { useTranslation } from 'react-i18next'
import { QueryPending, type PendingResult } from '@/components/QueryPending'

/** A competition tab before its data: the spinner while it loads, then the error with a retry. */
export function TabPending({
  result,
  texts,
}: {
  /** The tab's query result. */
  result: PendingResult
  /** The tab's keys (`stats.loading`, `stats.error`). */
  texts: 'stats' | 'teams' | 'fixtures' | 'table'
}) {
  const { t } = useTranslation('competitions')
  return (
    <QueryPending result={result} loading={t(`${texts}.loading`)} error={t(`${texts}.error`)} />
  )
}
